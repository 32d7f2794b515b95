import Foundation

/// The Metal Shading Language Specification's function tables, as the conformance suite calls
/// them (docs/metal-on-cpu.md, "Conformance"): each function, the argument forms its table
/// allows (every vector width, half and float, a scalar where the table allows one) and the
/// mixed forms public code relies on, with a closed form computed here in `Double`.
enum SpecTable: String, CaseIterable, Sendable {
  case common, math, geometric, relational, integer, matrix, constructor
}

/// An element type: its C++ name, and what the closed forms need to know of it.
struct SpecElement: Hashable, Sendable {
  var name: String
  var isFloat: Bool { name == "float" || name == "half" }
  var isHalf: Bool { name == "half" }
  var bits: Int {
    switch name {
    case "char", "uchar": 8
    case "short", "ushort", "half": 16
    default: 32
    }
  }
  var isSigned: Bool { !name.hasPrefix("u") }
  /// `value` as this type holds it: rounded to half or float, or wrapped to the integer.
  func held(_ value: Double) -> Double {
    if isHalf { return Double(Float16(Float(value))) }
    if name == "float" { return Double(Float(value)) }
    let modulus = pow(2.0, Double(bits))
    var v = value.rounded(.towardZero).truncatingRemainder(dividingBy: modulus)
    if v < 0 { v += modulus }
    if isSigned, v >= modulus / 2 { v -= modulus }
    return v
  }
}

/// How a case's arguments are typed, with `T` the case's type and `S` its element.
enum SpecForm: Hashable, Sendable {
  /// Every argument `T`.
  case same
  /// The last `n` arguments the scalar `S` (`clamp(T, S, S)`, `mix(T, T, S)`).
  case scalarTail(Int)
  /// The first `n` arguments the scalar `S` (`step(S, T)`, `smoothstep(S, S, T)`).
  case scalarHead(Int)
  /// Public code's mixed form: argument `i` is a scalar of `element` instead (`mix(half4,
  /// half, float)`: `[nil, "half", "float"]` with a scalar where given).
  case mixed([String?])
}

/// One function of a table.
struct SpecFunction: Sendable {
  /// The closed form of one result lane: the lane's arguments (each as its type holds it) and
  /// the element type.
  typealias Lane = @Sendable (_ arguments: [Double], _ element: SpecElement) -> Double
  /// The closed form of every result lane from every argument's lanes.
  typealias Whole = @Sendable (_ arguments: [[Double]], _ element: SpecElement) -> [Double]

  var table: SpecTable
  var name: String
  /// How many arguments.
  var arity: Int
  /// The element types it is called with.
  var elements: [String]
  /// The vector widths (1 is the scalar).
  var widths: [Int] = [1, 2, 3, 4]
  var forms: [SpecForm] = [.same]
  /// Also call `fast::name` and `precise::name` (the math table's single-precision variants).
  var variants = false
  /// Argument values: lane k of a case takes row `k` (wrapping), one value per argument.
  var rows: [[Double]]
  /// The componentwise closed form, or nil when ``whole`` gives the result.
  var lane: Lane?
  var whole: Whole?
  /// Extra tolerance, relative to the result's magnitude (at least 1).
  var slack = 0.0
}
