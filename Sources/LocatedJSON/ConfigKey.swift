/// One key of a config object, declared once: its name, JSON type, default, the values it
/// takes (a ``ConfigValueRule``), help and an example value. A section's ``ConfigSchema`` lists
/// its keys; the section's reader reads each key through its declaration (the rule checks the
/// value, with its JSON path and the rule's wording), and `effectproof help config` and the
/// docs' key tables are printed from it (the rule's ``ConfigValueRule/text`` is the `allowed`
/// column).
///
/// ```swift
/// static let peelStep = ConfigKey(
///   "peelStep", type: "number", default: "0.02",
///   rule: .number(.positive.atMost(0.5, "expected a peel step in (0, 0.5], found {found}")),
///   help: "the peel grid's step, in (0, 0.5]", example: "0.1")
/// ```
public struct ConfigKey: Hashable, Sendable {
  /// The key as written in the JSON, e.g. `peelStep`.
  public let name: String
  /// The JSON type it takes, in words: `number`, `integer`, `array of numbers`, `object` …
  public let type: String
  /// The value the section has when the key is left out, as help prints it; `nil` when there is
  /// none (an optional feature left off, or a required key).
  public let defaultValue: String?
  /// The values allowed: checked by the reader and written by help; `nil` when any value of
  /// the type is.
  public let rule: ConfigValueRule?
  /// What the key means, as `effectproof help config` prints it: one line, or lines separated
  /// by `\n` where the help wraps.
  public let help: String
  /// Whether the object must have it.
  public let isRequired: Bool
  /// A valid value, as JSON text: the tests write it to show the reader accepts the key.
  public let example: String
  /// The keys of its value when that is an object with fixed keys (`{"maxAngle", "spring"}`);
  /// empty otherwise.
  public let fields: [ConfigKey]

  /// Declares a key.
  public init(
    _ name: String, type: String, default defaultValue: String? = nil,
    rule: ConfigValueRule? = nil,
    help: String, required isRequired: Bool = false, example: String,
    fields: [ConfigKey] = []
  ) {
    self.name = name
    self.type = type
    self.defaultValue = defaultValue
    self.rule = rule
    self.help = help
    self.isRequired = isRequired
    self.example = example
    self.fields = fields
  }

  /// The values allowed, as help and the docs' tables write them (`(0, 0.5]`,
  /// `1 … 16 heights, each > 0 and ≤ 10000 points`): the ``rule``'s text; `nil` when any value
  /// of the type is.
  public var range: String? { rule?.text }

  /// The help on one line (its wrapped lines joined by spaces), for the docs' tables.
  public var oneLineHelp: String {
    help.split(separator: "\n", omittingEmptySubsequences: true)
      .map { line in line.drop(while: { $0 == " " }) }.joined(separator: " ")
  }

  /// The key's value in `object`: reads `object`'s member named ``name``.
  public func value(in object: JSONObjectReader) -> JSONReader? {
    object.optional(name)
  }

  /// The key's value in `object`, which must have it.
  ///
  /// - Throws: `missing required key "name"` at the object, as ``JSONObjectReader/required(_:)``.
  public func requiredValue(in object: JSONObjectReader) throws(JSONError) -> JSONReader {
    try object.required(name)
  }
}
