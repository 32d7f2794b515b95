import EffectProofBase
import LocatedJSON

/// A registry file that could not be read.
public enum RegistryLoadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file could not be opened or read.
  case unreadable(file: String, reason: String)
  /// The file is not JSON, or not a registry: with file, line, column and JSON path.
  case invalid(JSONError)

  /// One line naming the file and what is wrong.
  public var description: String {
    switch self {
    case .unreadable(let file, let reason): "\(file): cannot read the registry: \(reason)"
    case .invalid(let error): error.description
    }
  }
}

extension WarmupRegistry {
  /// The keys a registry object may have: ``schema``'s.
  public static var jsonKeys: [String] { schema.names }
  /// The keys a warm-up object may have: ``warmupSchema``'s.
  public static var warmupJSONKeys: [String] { warmupSchema.names }

  /// Reads a registry from its JSON form at `reader`.
  ///
  /// Unknown keys, wrong types, unknown usages or argument kinds and empty names are errors
  /// naming the JSON path and position; a likely typo gets a suggestion.
  public init(json reader: JSONReader, file: String? = nil) throws(JSONError) {
    let object = try Self.schema.object(reader)
    var warmups: [Warmup] = []
    for element in try Self.warmupsKey.requiredValue(in: object).array() {
      let entry = try Self.warmupSchema.object(element)
      let nameReader = try Self.nameKey.requiredValue(in: entry)
      let name = try nameReader.string()
      guard !name.isEmpty else { throw nameReader.error("a warm-up name must not be empty") }
      guard Self.isMetalIdentifier(name) else {
        throw nameReader.error(
          "\(JSONQuoting.quoted(name)) is not a Metal function name (letters, digits and _, not starting with a digit)"
        )
      }
      let usageReader = try Self.usageKey.requiredValue(in: entry)
      try Self.usageKey.check(usageReader)
      let usage = try usageReader.string()
      let argumentsReader = try Self.argumentsKey.requiredValue(in: entry)
      try Self.argumentsKey.check(argumentsReader)
      var arguments: [ShaderArgumentKind] = []
      for argument in try argumentsReader.array() {
        arguments.append(ShaderArgumentKind(rawValue: try argument.string()) ?? .float)
      }
      warmups.append(
        Warmup(
          name: name, usage: ShaderUsage(rawValue: usage) ?? .colorEffect, arguments: arguments,
          origin: Warmup.Origin(file: file, position: nameReader.node.position, path: element.path))
      )
    }
    self.init(warmups)
  }

  /// Whether `name` can name a Metal function: `[A-Za-z_][A-Za-z0-9_]*`.
  static func isMetalIdentifier(_ name: String) -> Bool {
    guard let first = name.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
    else { return false }
    return name.utf8.allSatisfy { byte in
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }
  }

  /// Loads a registry JSON file.
  ///
  /// - Throws: ``RegistryLoadError/unreadable(file:reason:)`` when the file cannot be read, and
  ///   ``RegistryLoadError/invalid(_:)`` with the position and JSON path when it is malformed.
  public static func load(contentsOf path: String) throws(RegistryLoadError) -> WarmupRegistry {
    let data: [UInt8]
    do throws(FileReadError) {
      data = try FileBytes.read(path, maximumBytes: 64 << 20)
    } catch {
      throw .unreadable(
        file: path, reason: error.kind == .isDirectory ? "not readable" : error.reason)
    }
    do throws(JSONError) {
      let root = try JSONParser().parse(data, file: path)
      do throws(JSONError) {
        return try WarmupRegistry(json: JSONReader(root: root), file: path)
      } catch {
        throw error.inFile(path)
      }
    } catch {
      throw .invalid(error)
    }
  }
}

extension WarmupRegistry {
  /// The registry as the JSON ``init(json:file:)`` reads, one warm-up per line, ending in a line
  /// break: what `effectproof scan --emit-registry` prints for a hand-written registry to be
  /// replaced by (or compared with).
  public var jsonText: String {
    let lines = warmups.map { warmup in
      let arguments = warmup.arguments.map { JSONQuoting.quoted($0.rawValue) }
        .joined(separator: ", ")
      return
        "  {\"name\": \(JSONQuoting.quoted(warmup.name)), \"usage\": \(JSONQuoting.quoted(warmup.usage.rawValue)), \"arguments\": [\(arguments)]}"
    }
    return "{\"warmups\": [\n" + lines.joined(separator: ",\n") + (lines.isEmpty ? "" : "\n")
      + "]}\n"
  }
}
