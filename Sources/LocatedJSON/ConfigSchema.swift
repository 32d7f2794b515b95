/// A config object's keys, declared once: a section of `effectproof.json` (`"curl": {…}`), its
/// top level, or a nested object (a `shaderProofs` entry, a card's `spring`).
///
/// The declaration drives the section's reader (``object(_:)`` rejects an undeclared key with
/// the nearest declared name; each key is read through its ``ConfigKey``), `effectproof help
/// config` (``helpLines(indent:)``) and the docs' key tables, which `effectproof help config
/// SECTION --markdown` prints and a test holds equal to the docs.
public struct ConfigSchema: Hashable, Sendable {
  /// The section's name as the docs and `help config --markdown` name it: `curl`, `config` for
  /// the top level, `shaderProofs` for an entry.
  public let name: String
  /// The keys, in the order help and the docs list them.
  public let keys: [ConfigKey]
  /// Whether help prints each key's default after its help, `(default)`: the effects' sections
  /// do; the top level's and the shader entries' help say their defaults in words.
  public let appendsDefaults: Bool

  /// Declares a section.
  public init(_ name: String, keys: [ConfigKey], appendsDefaults: Bool = true) {
    self.name = name
    self.keys = keys
    self.appendsDefaults = appendsDefaults
  }

  /// The keys' names, in order.
  public var names: [String] { keys.map(\.name) }

  /// The declared key named `name`, if any.
  public func key(_ name: String) -> ConfigKey? {
    keys.first { $0.name == name }
  }

  /// `reader` as an object holding declared keys only.
  ///
  /// - Throws: `expected an object, found …`, or `unknown key "x"; allowed keys: … (did you mean
  ///   "y"?)` at the first undeclared key, with its JSON path.
  public func object(_ reader: JSONReader) throws(JSONError) -> JSONObjectReader {
    try reader.object(allowedKeys: names)
  }

  // MARK: - Help

  /// The help's lines, `key  help (default)`, with the names in a column `column` wide (by
  /// default 2 more than the longest name) and a wrapped help's later lines under its first; a
  /// default that would pass ``helpWidth`` goes on a line of its own. A key with no help (one
  /// another key's help describes, as `viewSize`'s does `viewSizes`) has no line.
  public func helpLines(indent: String = "", column: Int? = nil) -> [String] {
    let column = column ?? (keys.map(\.name.count).max() ?? 0) + 2
    let blank = String(repeating: " ", count: column)
    var lines: [String] = []
    for key in keys where !key.help.isEmpty {
      var parts = key.help.split(separator: "\n", omittingEmptySubsequences: false).map(
        String.init)
      if appendsDefaults, let value = key.defaultValue {
        let last = parts.count - 1
        if column + parts[last].count + value.count + 3 > Self.helpWidth {
          parts.append("(\(value))")
        } else {
          parts[last] += " (\(value))"
        }
      }
      for (index, part) in parts.enumerated() {
        let label =
          index == 0
          ? key.name + String(repeating: " ", count: max(1, column - key.name.count)) : blank
        lines.append(indent + label + part)
      }
    }
    return lines
  }

  /// The widest a key's line may get, past its name's column, before its default goes on a
  /// line of its own.
  public static let helpWidth = 92
}
