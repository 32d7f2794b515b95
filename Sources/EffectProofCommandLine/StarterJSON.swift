import LocatedJSON

/// A JSON value `effectproof init` writes, rendered for people to read and edit: objects of
/// several members one member a line down to the depth given, arrays of strings one a line,
/// everything else on one line (`[300, 200]`, `{"range": [0, 1]}`, `{"measured": [75, 75]}`).
indirect enum StarterJSON: Equatable {
  case number(Double)
  case string(String)
  case array([StarterJSON])
  case object([(key: String, value: StarterJSON)])

  static func == (lhs: StarterJSON, rhs: StarterJSON) -> Bool { lhs.compact == rhs.compact }

  /// Numbers as an array: `[0, 1]`.
  static func numbers(_ values: [Double]) -> StarterJSON { .array(values.map(StarterJSON.number)) }

  /// One value or a vector: `2` for `[2]`, else `[x, y]`.
  static func value(_ values: [Double]) -> StarterJSON {
    values.count == 1 ? .number(values[0]) : numbers(values)
  }

  /// The text of the whole document, ending in a line break. Objects deeper than
  /// `expandedDepth` are written on one line.
  func document(expandedDepth: Int = 4) -> String {
    rendered(indent: "", depth: 0, expandedDepth: expandedDepth) + "\n"
  }

  private func rendered(indent: String, depth: Int, expandedDepth: Int) -> String {
    let inner = indent + "  "
    switch self {
    case .object(let members)
    where depth < expandedDepth && (members.count > 1 || compact.count + indent.count > 96):
      let lines = members.map { member in
        "\(inner)\(JSONQuoting.quoted(member.key)): "
          + member.value.rendered(indent: inner, depth: depth + 1, expandedDepth: expandedDepth)
      }
      return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
    case .array(let elements)
    where elements.count > 1
      && elements.allSatisfy({ if case .string = $0 { true } else { false } }):
      return "[\n" + elements.map { inner + $0.compact }.joined(separator: ",\n") + "\n\(indent)]"
    default:
      return compact
    }
  }

  /// The value on one line.
  var compact: String {
    switch self {
    case .number(let value): return Self.number(value)
    case .string(let text): return JSONQuoting.quoted(text)
    case .array(let elements): return "[" + elements.map(\.compact).joined(separator: ", ") + "]"
    case .object(let members):
      return "{"
        + members.map { "\(JSONQuoting.quoted($0.key)): \($0.value.compact)" }.joined(
          separator: ", ")
        + "}"
    }
  }

  /// A finite number as JSON: whole numbers without a fraction, others in Swift's shortest
  /// form that reads back to the same `Double` (`6.2832`, `0.345`).
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
  }
}
