/// The values a config key takes, declared once: from it come both the allowed values as help
/// and the docs' tables write them (``text``) and the reader's check with its JSON path and
/// error wording (``check(_:)``).
///
/// ```swift
/// .number(.positive.atMost(0.5, "expected a peel step in (0, 0.5], found {found}"))  // (0, 0.5]
/// .integer(.closed(0...100, "expected 0 … 100 turns"))                                // 0 … 100
/// .list(.atLeastOne("expected at least one width"), each: .number(.positive))          // at least one, each > 0
/// ```
public indirect enum ConfigValueRule: Hashable, Sendable {
  /// A JSON number in the interval.
  case number(ConfigInterval)
  /// A whole number in the interval (`expected an integer, found 2.5` otherwise).
  case integer(ConfigInterval)
  /// A string, one of the words (`expected one of …, found "x" (did you mean …?)` otherwise).
  case oneOf([String])
  /// An array of `count` elements, each read by `each`; `label` names an element in help
  /// (`each side in (0, 8192]`).
  case list(ConfigCount, each: ConfigValueRule, label: String? = nil)
  /// `[x, y]`: two numbers (the count's message for any other count), the first named `first`
  /// in help and held to the interval.
  case pair(ConfigCount, first: String, ConfigInterval)
  /// The rule, and words on what the section's reader checks beyond it (a relation to another
  /// key, `, ≤ diameter / 2`), written after the rule's text as they are.
  case and(ConfigValueRule, String)
  /// Words only: a shape the section's own reader checks (paths that must exist, entries
  /// keyed by names).
  case described(String)

  /// The allowed values as help and the docs' tables write them; `nil` when any value of the
  /// key's type is.
  public var text: String? {
    switch self {
    case .number(let interval), .integer(let interval): return interval.text
    case .oneOf(let words): return words.joined(separator: ", ")
    case .list(let count, let each, let label):
      let parts = [count.text, each.elementText(label: label)].compactMap { $0 }
      return parts.isEmpty ? nil : parts.joined(separator: ", ")
    case .pair(_, let first, let interval):
      return interval.textAfterName.map { "\(first) \($0)" }
    case .and(let rule, let words): return (rule.text ?? "") + words
    case .described(let words): return words
    }
  }

  /// As help writes an array's element: `each > 0`, `each side in (0, 8192]`.
  private func elementText(label: String?) -> String? {
    let each = "each" + (label.map { " " + $0 } ?? "")
    switch self {
    case .number(let interval), .integer(let interval):
      return interval.textAfterName.map { "\(each) \($0)" }
    case .oneOf(let words): return "\(each) one of \(words.joined(separator: ", "))"
    case .and(let rule, let words): return (rule.elementText(label: label) ?? "") + words
    case .list, .pair, .described: return text
    }
  }

  /// The interval a number, or each number of an array, is held to; `nil` for other rules.
  public var interval: ConfigInterval? {
    switch self {
    case .number(let interval), .integer(let interval), .pair(_, _, let interval):
      return interval
    case .list(_, let each, _), .and(let each, _): return each.interval
    case .oneOf, .described: return nil
    }
  }

  /// Whether ``check(_:)`` holds the value to something: every rule but words alone.
  public var checks: Bool {
    switch self {
    case .described: return false
    case .and(let rule, _): return rule.checks
    default: return true
    }
  }

  /// The value at `reader`, checked against the rule: its JSON type, then the count of an
  /// array, then each element in order, each number's lower end before its upper.
  ///
  /// - Throws: the first problem, at the JSON path of the value at fault, in the wording
  ///   declared for it.
  public func check(_ reader: JSONReader) throws(JSONError) {
    switch self {
    case .number(let interval): try interval.check(try reader.double(), at: reader)
    case .integer(let interval):
      let value = try reader.int()
      try interval.check(Double(value), at: reader, found: "\(value)")
    case .oneOf(let words): _ = try reader.oneOf(words)
    case .list(let count, let each, _):
      let elements = try reader.array()
      try count.check(elements.count, at: reader)
      for element in elements { try each.check(element) }
    case .pair(let count, _, let interval):
      let elements = try reader.array()
      try ConfigCount.exactly(2, count.message).check(elements.count, at: reader)
      try interval.check(try elements[0].double(), at: elements[0])
      _ = try elements[1].double()
    case .and(let rule, _): try rule.check(reader)
    case .described: break
    }
  }
}
