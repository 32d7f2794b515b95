import EffectProofBase
import Foundation
import LocatedJSON

// MARK: - Reading

extension GoldenFile {
  /// Parses golden JSON text (see ``GoldenFile`` for the format).
  ///
  /// - Parameter file: The file name to put in errors, or `nil`.
  /// - Throws: ``GoldenError`` of kind `.malformed` with the line, column and JSON path of the
  ///   first problem, e.g. `$.tolerances.sourceY: expected one of tol0, …, found "tol9"`.
  public init(jsonText: String, file: String? = nil) throws(GoldenError) {
    try self.init(jsonBytes: Array(jsonText.utf8), file: file)
  }

  /// Parses golden JSON from UTF-8 bytes (see ``init(jsonText:file:)``).
  public init(jsonBytes: [UInt8], file: String? = nil) throws(GoldenError) {
    do throws(JSONError) {
      let root = try JSONParser().parse(jsonBytes, file: file)
      self = try GoldenFileReader.read(JSONReader(root: root))
    } catch {
      throw GoldenError(error, file: file)
    }
  }

  /// Reads and parses the golden file at `path`.
  ///
  /// - Throws: ``GoldenError`` `.unreadable` when the file is missing, a directory or cannot be
  ///   read; `.malformed` when its contents are not a valid golden file.
  public static func load(from path: String) throws(GoldenError) -> GoldenFile {
    let data: [UInt8]
    do throws(FileReadError) {
      data = try FileBytes.read(path, maximumBytes: 256 << 20)
    } catch {
      let message =
        switch error.kind {
        case .noSuchFile: "no such file"
        case .isDirectory: "is a directory, not a file"
        default: "the file could not be read: \(error.reason)"
        }
      throw GoldenError(kind: .unreadable, file: path, message: message)
    }
    return try GoldenFile(jsonBytes: data, file: path)
  }
}

// MARK: - Schema

/// Reads the golden format out of located JSON, naming the JSON path of every problem.
enum GoldenFileReader {
  static let rootKeys = ["format", "name", "note", "defaultTolerance", "tolerances", "cases"]
  static let numberChoices = "a number or one of \"nan\", \"inf\", \"-inf\""

  static func read(_ root: JSONReader) throws(JSONError) -> GoldenFile {
    let object = try root.object(allowedKeys: rootKeys)
    if let format = object.optional("format") {
      let version = try format.int()
      guard version == GoldenFile.formatVersion else {
        throw format.error(
          "unsupported format \(version); this version reads format \(GoldenFile.formatVersion)")
      }
    }
    let nameReader = try object.required("name")
    let name = try nameReader.string()
    guard !name.isEmpty else { throw nameReader.error("the name must not be empty") }
    var note: String?
    if let noteReader = object.optional("note") { note = try noteReader.string() }
    var defaultTolerance: ToleranceTier?
    if let reader = object.optional("defaultTolerance") { defaultTolerance = try tier(reader) }
    var tolerances: [(key: String, reader: JSONReader, tier: ToleranceTier)] = []
    if let reader = object.optional("tolerances") {
      for member in try members(of: reader) {
        tolerances.append((member.key, member.reader, try tier(member.reader)))
      }
    }
    var cases: [GoldenCase] = []
    var outputReaders: [String: JSONReader] = [:]
    for caseReader in try object.required("cases").array() {
      let caseObject = try caseReader.object(allowedKeys: ["inputs", "outputs"])
      let inputs = try numbers(try caseObject.required("inputs"))
      let outputs = try numbers(try caseObject.required("outputs"))
      for member in try members(of: try caseObject.required("outputs")) {
        let field = member.key
        if outputReaders[field] == nil { outputReaders[field] = member.reader }
      }
      cases.append(GoldenCase(inputs: inputs, outputs: outputs))
    }
    let file = GoldenFile(
      name: name, note: note,
      tolerances: Dictionary(tolerances.map { ($0.key, $0.tier) }, uniquingKeysWith: { a, _ in a }),
      defaultTolerance: defaultTolerance, cases: cases)
    try checkTolerancesCoverOutputs(file, tolerances: tolerances, outputReaders: outputReaders)
    return file
  }

  // MARK: - Cross-checks

  private static func checkTolerancesCoverOutputs(
    _ file: GoldenFile, tolerances: [(key: String, reader: JSONReader, tier: ToleranceTier)],
    outputReaders: [String: JSONReader]
  ) throws(JSONError) {
    if let field = file.fieldsWithoutTolerance.first, let reader = outputReaders[field] {
      throw reader.error(
        "no tolerance for output \(JSONQuoting.quoted(field)); "
          + "add it to \"tolerances\" or set \"defaultTolerance\"")
    }
    guard !outputReaders.isEmpty else { return }
    let fields = outputReaders.keys.sorted()
    for entry in tolerances where outputReaders[entry.key] == nil {
      var message = "the tolerance \(JSONQuoting.quoted(entry.key)) names no output field"
      if let near = NearestName.suggestion(for: entry.key, among: fields) {
        message += " (did you mean \"\(near)\"?)"
      }
      throw JSONError(
        kind: .schema, position: entry.reader.node.position, path: entry.reader.path,
        message: message)
    }
  }

  // MARK: - Values

  /// An object's members as readers, in source order.
  private static func members(
    of reader: JSONReader
  ) throws(JSONError) -> [(key: String, reader: JSONReader)] {
    guard case .object(let members) = reader.node.value else {
      throw reader.error("expected an object, found \(reader.node.typeDescription)")
    }
    return members.map { member in
      (member.key, JSONReader(node: member.value, path: reader.path.appending(key: member.key)))
    }
  }

  /// An object of name → number (or non-finite spelling).
  private static func numbers(_ reader: JSONReader) throws(JSONError) -> [String: Double] {
    var values: [String: Double] = [:]
    for member in try members(of: reader) {
      values[member.key] = try number(member.reader)
    }
    return values
  }

  /// A number, or `"nan"`, `"inf"`, `"-inf"`.
  static func number(_ reader: JSONReader) throws(JSONError) -> Double {
    switch reader.node.value {
    case .number(let value):
      return value
    case .string(let text):
      guard let value = NonFiniteCoding.value(spelled: text, as: Double.self) else {
        throw reader.error("expected \(numberChoices), found \(JSONQuoting.quoted(text))")
      }
      return value
    default:
      throw reader.error("expected \(numberChoices), found \(reader.node.typeDescription)")
    }
  }

  /// A tier name or an explicit `{"absolute": …, "relative": …}` object.
  static func tier(_ reader: JSONReader) throws(JSONError) -> ToleranceTier {
    switch reader.node.value {
    case .string:
      let name = try reader.oneOf(ToleranceTier.named.map(\.name))
      guard let tier = ToleranceTier(name: name) else {
        throw reader.error("unknown tolerance tier \(JSONQuoting.quoted(name))")
      }
      return tier
    case .object:
      let object = try reader.object(allowedKeys: ["absolute", "relative"])
      let absoluteReader = object.optional("absolute")
      let relativeReader = object.optional("relative")
      guard absoluteReader != nil || relativeReader != nil else {
        throw reader.error("an explicit tolerance needs \"absolute\" and/or \"relative\"")
      }
      var absolute = 0.0
      var relative = 0.0
      if let absoluteReader {
        absolute = try absoluteReader.double()
        guard absolute >= 0 else {
          throw absoluteReader.error("the absolute tolerance must be ≥ 0, found \(absolute)")
        }
      }
      if let relativeReader {
        relative = try relativeReader.double()
        guard relative >= 0, relative < 1 else {
          throw relativeReader.error(
            "the relative tolerance must be ≥ 0 and < 1, found \(relative)")
        }
      }
      return .explicit(absolute: absolute, relative: relative)
    default:
      throw reader.error(
        "expected a tier name (tol0…tol6, sqrtTol0) or an object with \"absolute\" and/or "
          + "\"relative\", found \(reader.node.typeDescription)")
    }
  }
}
