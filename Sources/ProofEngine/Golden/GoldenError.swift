import LocatedJSON

/// A golden file that cannot be found, read, parsed or written.
///
/// The description has the compiler form `file:line:column: JSON path: message`, leaving out
/// what is unknown, so an editor can jump to the spot, e.g.
/// `Fixtures/Golden/curl.hit.json:9:34: $.cases[1].outputs.sourceY: expected a number or one of
/// "nan", "inf", "-inf", found a boolean`.
public struct GoldenError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
  /// What went wrong, broadly.
  public enum Kind: String, Sendable, Hashable, Codable {
    /// No folder named `Fixtures` above the source file that asked for a fixture.
    case fixturesNotFound
    /// A golden name that is empty or would leave the golden folder (`..`, a leading `/`).
    case invalidName
    /// The file exists but could not be read (a directory, no permission …).
    case unreadable
    /// The file is not valid JSON, or not a valid golden file; ``line``, ``column`` and
    /// ``jsonPath`` say where.
    case malformed
    /// Writing the file (or its temporary twin) failed; the golden on disk is untouched.
    case writeFailed
  }

  /// What went wrong.
  public var kind: Kind
  /// The file concerned, when there is one.
  public var file: String?
  /// The 1-based line of the problem in a malformed file.
  public var line: Int?
  /// The 1-based column (in UTF-8 bytes) of the problem in a malformed file.
  public var column: Int?
  /// The JSON path of the value at fault, e.g. `$.cases[2].outputs.sourceY`; `nil` for syntax
  /// errors and non-JSON problems.
  public var jsonPath: String?
  /// What is wrong, in one sentence without a trailing period.
  public var message: String

  /// Creates an error.
  public init(
    kind: Kind, file: String? = nil, line: Int? = nil, column: Int? = nil,
    jsonPath: String? = nil, message: String
  ) {
    self.kind = kind
    self.file = file
    self.line = line
    self.column = column
    self.jsonPath = jsonPath
    self.message = message
  }

  /// A `.malformed` error from the JSON reader's error, attributed to `file`.
  init(_ error: JSONError, file: String?) {
    self.init(
      kind: .malformed, file: file ?? error.file, line: error.position.line,
      column: error.position.column, jsonPath: error.path?.description, message: error.message)
  }

  /// `file:line:column: path: message`, leaving out what is unknown.
  public var description: String {
    var text = file.map { "\($0):" } ?? ""
    if let line, let column { text += "\(line):\(column):" }
    if !text.isEmpty { text += " " }
    if let jsonPath { text += "\(jsonPath): " }
    return text + message
  }
}
