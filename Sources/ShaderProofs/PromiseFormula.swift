import EffectProofBase
import Foundation
import LocatedJSON

/// One axis of a configured `maxSampleOffset`: a number of points, or a formula over the
/// entry's arguments, so that a promise that depends on them (`"2 * abs(offset.x)"`) is proven
/// for every argument set as it is, not pinned to its largest value.
///
/// ```
/// formula := sum
/// sum     := product (("+" | "-") product)*
/// product := unary (("*" | "/") unary)*
/// unary   := "-" unary | atom
/// atom    := number | name ("." component)? | function "(" sum ("," sum)* ")" | "(" sum ")"
/// name    := a Metal parameter of the entry, `viewSize` or `scale`
/// component := x | y | z | w (or r | g | b | a; width | height for viewSize)
/// function  := abs | min | max | sqrt | floor | ceil | sin | cos
/// ```
///
/// A formula is evaluated in `Double` per argument set. One that gives NaN, an infinity or a
/// negative number promises nothing there: that argument set fails the promise with the value
/// named (a negative `maxSampleOffset` clips everything).
public indirect enum PromiseFormula: Hashable, Sendable, CustomStringConvertible {
  /// A number of points.
  case number(Double)
  /// A scalar argument, or one component (`index`) of a vector argument.
  case variable(name: String, component: Int?)
  /// `-x`.
  case negate(PromiseFormula)
  /// `a + b`, `a - b`, `a * b`, `a / b` (the operator's character).
  case binary(Character, PromiseFormula, PromiseFormula)
  /// `abs(x)`, `min(a, b, …)` and the rest.
  case call(String, [PromiseFormula])

  /// The functions a formula may call, and how many arguments each takes (nil: one or more).
  static let functions: [String: Int?] = [
    "abs": 1, "sqrt": 1, "floor": 1, "ceil": 1, "sin": 1, "cos": 1, "min": nil, "max": nil,
  ]

  /// The formula's value, given each variable's components; nil for a name not in `values`.
  public func value(_ values: [String: [Double]]) -> Double? {
    switch self {
    case .number(let value): return value
    case .variable(let name, let component):
      guard let components = values[name] else { return nil }
      let index = component ?? 0
      return index < components.count ? components[index] : nil
    case .negate(let inner): return inner.value(values).map { -$0 }
    case .binary(let op, let a, let b):
      guard let x = a.value(values), let y = b.value(values) else { return nil }
      switch op {
      case "+": return x + y
      case "-": return x - y
      case "*": return x * y
      default: return x / y
      }
    case .call(let name, let arguments):
      var list: [Double] = []
      for argument in arguments {
        guard let value = argument.value(values) else { return nil }
        list.append(value)
      }
      switch name {
      case "abs": return Swift.abs(list[0])
      case "sqrt": return list[0].squareRoot()
      case "floor": return list[0].rounded(.down)
      case "ceil": return list[0].rounded(.up)
      case "sin": return Foundation.sin(list[0])
      case "cos": return Foundation.cos(list[0])
      case "min": return list.min()
      default: return list.max()
      }
    }
  }

  /// Whether the formula is a plain number.
  public var constant: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  /// The names the formula reads.
  public var names: Set<String> {
    switch self {
    case .number: []
    case .variable(let name, _): [name]
    case .negate(let inner): inner.names
    case .binary(_, let a, let b): a.names.union(b.names)
    case .call(_, let arguments): arguments.reduce(into: Set<String>()) { $0.formUnion($1.names) }
    }
  }

  /// The formula as written back, fully parenthesised where it matters.
  public var description: String {
    switch self {
    case .number(let value): return ShaderFacts.number(value)
    case .variable(let name, let component):
      return component.map { "\(name).\(["x", "y", "z", "w"][$0])" } ?? name
    case .negate(let inner): return "-\(inner)"
    case .binary(let op, let a, let b): return "(\(a) \(op) \(b))"
    case .call(let name, let arguments):
      return "\(name)(\(arguments.map(\.description).joined(separator: ", ")))"
    }
  }
}

// MARK: - Parsing

extension PromiseFormula {
  /// Parses `text`; `widths` gives each name the formula may read and its component count (1
  /// for a scalar). Throws a message naming the column and what was expected.
  static func parse(_ text: String, widths: [String: Int]) throws(FormulaError) -> PromiseFormula {
    var parser = FormulaParser(characters: Array(text), widths: widths)
    let formula = try parser.sum()
    parser.skipSpaces()
    guard parser.index == parser.characters.count else {
      throw parser.error("unexpected \"\(parser.characters[parser.index])\"")
    }
    return formula
  }
}

/// Why a formula could not be read: the message names the column (1-based).
struct FormulaError: Error, Hashable, Sendable {
  var message: String
}

private struct FormulaParser {
  let characters: [Character]
  let widths: [String: Int]
  var index = 0

  func error(_ message: String) -> FormulaError {
    FormulaError(message: "column \(index + 1): \(message)")
  }

  mutating func skipSpaces() {
    while index < characters.count, characters[index] == " " { index += 1 }
  }

  mutating func take(_ character: Character) -> Bool {
    skipSpaces()
    guard index < characters.count, characters[index] == character else { return false }
    index += 1
    return true
  }

  mutating func sum() throws(FormulaError) -> PromiseFormula {
    var left = try product()
    while true {
      if take("+") {
        left = .binary("+", left, try product())
      } else if take("-") {
        left = .binary("-", left, try product())
      } else {
        return left
      }
    }
  }

  mutating func product() throws(FormulaError) -> PromiseFormula {
    var left = try unary()
    while true {
      if take("*") {
        left = .binary("*", left, try unary())
      } else if take("/") {
        left = .binary("/", left, try unary())
      } else {
        return left
      }
    }
  }

  mutating func unary() throws(FormulaError) -> PromiseFormula {
    if take("-") { return .negate(try unary()) }
    return try atom()
  }

  mutating func atom() throws(FormulaError) -> PromiseFormula {
    skipSpaces()
    guard index < characters.count else { throw error("expected a number, a name or \"(\"") }
    if take("(") {
      let inner = try sum()
      guard take(")") else { throw error("expected \")\"") }
      return inner
    }
    let start = index
    if characters[index].isNumber || characters[index] == "." {
      while index < characters.count,
        characters[index].isNumber || characters[index] == "." || characters[index] == "e"
          || ((characters[index] == "-" || characters[index] == "+") && index > start
            && characters[index - 1] == "e")
      {
        index += 1
      }
      let text = String(characters[start..<index])
      guard let value = Double(text), value.isFinite else {
        index = start
        throw error("\"\(text)\" is not a number")
      }
      return .number(value)
    }
    guard characters[index].isLetter || characters[index] == "_" else {
      throw error("expected a number, a name or \"(\", found \"\(characters[index])\"")
    }
    while index < characters.count,
      characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
    {
      index += 1
    }
    let name = String(characters[start..<index])
    if take("(") {
      guard let arity = PromiseFormula.functions[name] else {
        index = start
        let known = PromiseFormula.functions.keys.sorted().joined(separator: ", ")
        throw error("unknown function \(name); a formula may call \(known)")
      }
      var arguments = [try sum()]
      while take(",") { arguments.append(try sum()) }
      guard take(")") else { throw error("expected \")\" after \(name)'s arguments") }
      if let arity, arguments.count != arity {
        throw error("\(name) takes \(arity) argument(s), found \(arguments.count)")
      }
      return .call(name, arguments)
    }
    guard let width = widths[name] else {
      index = start
      let known = widths.keys.sorted()
      var message = "unknown name \(name); a formula may read \(known.joined(separator: ", "))"
      if let near = NearestName.suggestion(for: name, among: known) {
        message += " (did you mean \(near)?)"
      }
      throw error(message)
    }
    var component: Int?
    if index < characters.count, characters[index] == "." {
      index += 1
      let componentStart = index
      while index < characters.count, characters[index].isLetter { index += 1 }
      let part = String(characters[componentStart..<index])
      let names: [String: Int] = [
        "x": 0, "y": 1, "z": 2, "w": 3, "r": 0, "g": 1, "b": 2, "a": 3, "width": 0, "height": 1,
      ]
      guard let lane = names[part], lane < width else {
        index = componentStart
        throw error("\(name) has \(width) component(s); .\(part) is not one of them")
      }
      component = lane
    } else if width > 1 {
      throw error("\(name) has \(width) components; name one (\(name).x)")
    }
    return .variable(name: name, component: component)
  }
}
