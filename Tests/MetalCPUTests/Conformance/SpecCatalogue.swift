import Foundation

/// Every function of the spec's common, math, geometric, relational, integer and matrix tables
/// and the vector constructors, with the rows they are called on and their closed forms. The
/// names the suite does not cover are in ``SpecCatalogue/notCovered``, with the reason, and the
/// docs' coverage table lists both (a test holds the docs to this file).
enum SpecCatalogue {
  static let floats = ["float", "half"]
  static let integers = ["int", "uint", "short", "ushort", "char", "uchar"]

  static let signed: [[Double]] = [[-1.75], [0.5], [2.25], [-0.3]]
  static let positive: [[Double]] = [[0.25], [1.5], [3.0], [0.8]]
  static let unit: [[Double]] = [[-0.6], [0.25], [0.9], [0.0]]
  static let pairs: [[Double]] = [[-1.75, 0.5], [0.5, 0.5], [2.25, -3.0], [-0.3, 1.25]]
  static let positivePairs: [[Double]] = [[0.25, 2.0], [1.5, 0.5], [3.0, 1.25], [0.8, 3.0]]

  static func unary(
    _ table: SpecTable, _ name: String, rows: [[Double]] = signed, variants: Bool = false,
    slack: Double = 0, _ f: @escaping @Sendable (Double) -> Double
  ) -> SpecFunction {
    SpecFunction(
      table: table, name: name, arity: 1, elements: floats, variants: variants, rows: rows,
      lane: { a, _ in f(a[0]) }, slack: slack)
  }

  static func binary(
    _ table: SpecTable, _ name: String, rows: [[Double]] = pairs, forms: [SpecForm] = [.same],
    variants: Bool = false, slack: Double = 0,
    _ f: @escaping @Sendable (Double, Double) -> Double
  ) -> SpecFunction {
    SpecFunction(
      table: table, name: name, arity: 2, elements: floats, forms: forms, variants: variants,
      rows: rows, lane: { a, _ in f(a[0], a[1]) }, slack: slack)
  }

  static func ternary(
    _ table: SpecTable, _ name: String, rows: [[Double]], forms: [SpecForm] = [.same],
    elements: [String] = floats, _ f: @escaping @Sendable (Double, Double, Double) -> Double
  ) -> SpecFunction {
    SpecFunction(
      table: table, name: name, arity: 3, elements: elements, forms: forms, rows: rows,
      lane: { a, _ in f(a[0], a[1], a[2]) })
  }

  static func integer(
    _ name: String, arity: Int, rows: [[Double]], forms: [SpecForm] = [.same],
    _ f: @escaping SpecFunction.Lane
  ) -> SpecFunction {
    SpecFunction(
      table: .integer, name: name, arity: arity, elements: integers, forms: forms, rows: rows,
      lane: f)
  }

  static func relational(
    _ name: String, arity: Int = 1, rows: [[Double]],
    _ f: @escaping @Sendable ([Double]) -> Bool
  ) -> SpecFunction {
    SpecFunction(
      table: .relational, name: name, arity: arity, elements: floats, rows: rows,
      lane: { a, _ in f(a) ? 1 : 0 })
  }

  static func boolean(
    _ name: String, rows: [[Double]], _ f: @escaping @Sendable ([Double]) -> Bool
  ) -> SpecFunction {
    SpecFunction(
      table: .relational, name: name, arity: 1, elements: ["bool"], widths: [2, 3, 4],
      rows: rows, lane: nil, whole: { a, _ in [f(a[0]) ? 1 : 0] })
  }

  static func wrap(_ value: Double, _ element: SpecElement) -> Double { element.held(value) }

  static func saturated(_ value: Double, _ element: SpecElement) -> Double {
    let bits = Double(element.bits)
    let high: Double = element.isSigned ? pow(2.0, bits - 1) - 1 : pow(2.0, bits) - 1
    let low: Double = element.isSigned ? -pow(2.0, bits - 1) : 0
    return Swift.min(Swift.max(value, low), high)
  }

  /// cos(πx) with its exact zeros: x reduced modulo 2 (exact in Double), half-integers give 0.
  static func cospi(_ x: Double) -> Double {
    let r = x.truncatingRemainder(dividingBy: 2)
    return Swift.abs(r) == 0.5 || Swift.abs(r) == 1.5 ? 0 : Foundation.cos(Double.pi * r)
  }

  /// sin(πx) with its exact zeros at the integers.
  static func sinpi(_ x: Double) -> Double {
    let r = x.truncatingRemainder(dividingBy: 2)
    return r == r.rounded() ? 0 : Foundation.sin(Double.pi * r)
  }

  static func dot(_ a: [Double], _ b: [Double]) -> Double { zip(a, b).map { $0 * $1 }.reduce(0, +) }

  /// The tables.
  static let functions: [SpecFunction] = common + math + geometric + relational + integer

  static let common: [SpecFunction] = [
    ternary(
      .common, "clamp", rows: [[-1.75, -1, 1], [0.5, 0, 1], [2.25, 0, 2], [-0.3, -0.5, 0.5]],
      forms: [.same, .scalarTail(2)]
    ) { x, lo, hi in min(max(x, lo), hi) },
    ternary(
      .common, "mix", rows: [[0, 1, 0.25], [2, -2, 0.5], [1, 3, 1], [-1, 1, 0]],
      forms: [.same, .scalarTail(1), .mixed([nil, "half", "float"]), .mixed([nil, nil, "float"])]
    ) { x, y, a in x + (y - x) * a },
    unary(.common, "saturate") { min(max($0, 0), 1) },
    unary(.common, "sign") { $0 > 0 ? 1 : ($0 < 0 ? -1 : 0) },
    ternary(
      .common, "smoothstep", rows: [[0, 1, 0.25], [0, 2, 1.5], [-1, 1, 2], [0, 1, -0.5]],
      forms: [.same, .scalarHead(2)]
    ) { e0, e1, x in
      let t = min(max((x - e0) / (e1 - e0), 0), 1)
      return t * t * (3 - 2 * t)
    },
    binary(.common, "step", forms: [.same, .scalarHead(1)]) { edge, x in x < edge ? 0 : 1 },
  ]

  static let math: [SpecFunction] = [
    unary(.math, "acos", rows: unit, variants: true) { Foundation.acos($0) },
    unary(.math, "acosh", rows: [[1.25], [2], [3.5], [1]], variants: true) { Foundation.acosh($0) },
    unary(.math, "asin", rows: unit, variants: true) { Foundation.asin($0) },
    unary(.math, "asinh", variants: true) { Foundation.asinh($0) },
    unary(.math, "atan", variants: true) { Foundation.atan($0) },
    binary(.math, "atan2", variants: true) { Foundation.atan2($0, $1) },
    unary(.math, "atanh", rows: unit, variants: true) { Foundation.atanh($0) },
    unary(.math, "ceil", variants: true) { $0.rounded(.up) },
    binary(.math, "copysign", variants: true) { Foundation.copysign($0, $1) },
    unary(.math, "cos", variants: true) { Foundation.cos($0) },
    unary(.math, "cosh", variants: true) { Foundation.cosh($0) },
    unary(.math, "cospi", variants: true) { cospi($0) },
    binary(.math, "divide", rows: positivePairs, variants: true) { $0 / $1 },
    unary(.math, "exp", variants: true) { Foundation.exp($0) },
    unary(.math, "exp10", variants: true, slack: 2e-7) { Foundation.pow(10, $0) },
    unary(.math, "exp2", variants: true) { Foundation.exp2($0) },
    unary(.math, "fabs", variants: true) { Swift.abs($0) },
    unary(.math, "abs", variants: true) { Swift.abs($0) },
    binary(.math, "fdim", variants: true) { Swift.max($0 - $1, 0) },
    unary(.math, "floor", variants: true) { $0.rounded(.down) },
    ternary(.math, "fma", rows: [[1.5, 2, 0.25], [-1, 3, 1], [0.5, 0.5, -2], [2, -0.75, 0]]) {
      $0 * $1 + $2
    },
    binary(.math, "fmax", variants: true) { Swift.max($0, $1) },
    ternary(.math, "fmax3", rows: [[1, 2, 3], [-1, -3, -2], [0.5, 0.25, 0.75], [2, 2, 1]]) {
      Swift.max($0, $1, $2)
    },
    ternary(.math, "fmedian3", rows: [[1, 2, 3], [-1, -3, -2], [0.5, 0.25, 0.75], [2, 2, 1]]) {
      [$0, $1, $2].sorted()[1]
    },
    binary(.math, "fmin", variants: true) { Swift.min($0, $1) },
    ternary(.math, "fmin3", rows: [[1, 2, 3], [-1, -3, -2], [0.5, 0.25, 0.75], [2, 2, 1]]) {
      Swift.min($0, $1, $2)
    },
    binary(.math, "fmod", rows: positivePairs, variants: true) {
      $0.truncatingRemainder(dividingBy: $1)
    },
    unary(.math, "fract", variants: true) { $0 - $0.rounded(.down) },
    unary(.math, "log", rows: positive, variants: true) { Foundation.log($0) },
    unary(.math, "log10", rows: positive, variants: true) { Foundation.log10($0) },
    unary(.math, "log2", rows: positive, variants: true) { Foundation.log2($0) },
    binary(.math, "max", forms: [.same, .scalarTail(1)]) { Swift.max($0, $1) },
    binary(.math, "min", forms: [.same, .scalarTail(1)]) { Swift.min($0, $1) },
    // float only: the prelude's half nextafter steps by a float ulp, which rounds back to x
    // (docs/metal-on-cpu.md, "Conformance"); 4 half ulps of tolerance would hide that.
    SpecFunction(
      table: .math, name: "nextafter", arity: 2, elements: ["float"], rows: pairs,
      lane: { a, _ in
        let (x, y) = (Float(a[0]), Float(a[1]))
        return Double(y > x ? x.nextUp : (y < x ? x.nextDown : y))
      }),
    binary(.math, "pow", rows: positivePairs, variants: true) { Foundation.pow($0, $1) },
    binary(.math, "powr", rows: positivePairs, variants: true) { Foundation.pow($0, $1) },
    unary(.math, "rint", rows: [[-1.5], [0.5], [2.5], [-0.3]], variants: true) {
      $0.rounded(.toNearestOrEven)
    },
    unary(.math, "round", rows: [[-1.5], [0.5], [2.5], [-0.3]], variants: true) {
      $0.rounded(.toNearestOrAwayFromZero)
    },
    unary(.math, "rsqrt", rows: positive, variants: true) { 1 / $0.squareRoot() },
    unary(.math, "sin", variants: true) { Foundation.sin($0) },
    unary(.math, "sinh", variants: true) { Foundation.sinh($0) },
    unary(.math, "sinpi", variants: true) { sinpi($0) },
    unary(.math, "sqrt", rows: positive, variants: true) { $0.squareRoot() },
    unary(.math, "tan", variants: true) { Foundation.tan($0) },
    unary(.math, "tanh", variants: true) { Foundation.tanh($0) },
    unary(.math, "tanpi", rows: [[0.1], [-0.2], [0.3], [0]], variants: true) {
      Foundation.tan(Double.pi * $0)
    },
    unary(.math, "trunc", variants: true) { $0.rounded(.towardZero) },
  ]

  static func geometric(
    _ name: String, arity: Int, widths: [Int] = [2, 3, 4], rows: [[Double]],
    forms: [SpecForm] = [.same], _ f: @escaping SpecFunction.Whole
  ) -> SpecFunction {
    SpecFunction(
      table: .geometric, name: name, arity: arity, elements: floats, widths: widths,
      forms: forms, rows: rows, lane: nil, whole: f)
  }

  static func cross(_ a: [[Double]], _: SpecElement) -> [Double] {
    let (u, v) = (a[0], a[1])
    return [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]]
  }

  static func squaredDistance(_ a: [[Double]]) -> Double {
    zip(a[0], a[1]).map { ($0 - $1) * ($0 - $1) }.reduce(0, +)
  }

  static func refract(_ a: [[Double]], _: SpecElement) -> [Double] {
    let (i, n, eta) = (a[0], a[1], a[2][0])
    let d = dot(n, i)
    let k = 1 - eta * eta * (1 - d * d)
    if k < 0 { return i.map { _ in 0 } }
    return zip(i, n).map { eta * $0 - (eta * d + k.squareRoot()) * $1 }
  }

  static func reflect(_ a: [[Double]], _: SpecElement) -> [Double] {
    let d = dot(a[1], a[0])
    return zip(a[0], a[1]).map { $0 - 2 * d * $1 }
  }

  static func normalize(_ a: [[Double]], _: SpecElement) -> [Double] {
    let n = dot(a[0], a[0]).squareRoot()
    return a[0].map { $0 / n }
  }

  static let geometric: [SpecFunction] = [
    geometric("cross", arity: 2, widths: [3], rows: [[1, -2], [2, 0.5], [-0.5, 3]], cross),
    geometric("distance", arity: 2, rows: pairs, forms: [.same, .mixed([nil, "half"])]) { a, _ in
      [squaredDistance(a).squareRoot()]
    },
    geometric("distance_squared", arity: 2, rows: pairs) { a, _ in [squaredDistance(a)] },
    geometric("dot", arity: 2, rows: pairs) { a, _ in [dot(a[0], a[1])] },
    geometric(
      "faceforward", arity: 3, rows: [[1, -1, 0.5], [0.5, 2, 1], [-2, 0.25, -1], [0.75, 1, 0]]
    ) { a, _ in dot(a[2], a[1]) < 0 ? a[0] : a[0].map { -$0 } },
    geometric("length", arity: 1, rows: signed) { a, _ in [dot(a[0], a[0]).squareRoot()] },
    geometric("length_squared", arity: 1, rows: signed) { a, _ in [dot(a[0], a[0])] },
    geometric("normalize", arity: 1, rows: signed, normalize),
    geometric("reflect", arity: 2, rows: [[1, 0.6], [-0.5, 0.8], [0.25, 0], [2, 0]], reflect),
    geometric(
      "refract", arity: 3, rows: [[0.6, 0, 0.9], [-0.8, 1, 0.9], [0, 0, 0.9], [0, 0, 0.9]],
      forms: [.scalarTail(1)], refract),
  ]

  static let relational: [SpecFunction] = [
    boolean("all", rows: [[1], [1], [0], [1]]) { $0.allSatisfy { $0 != 0 } },
    boolean("any", rows: [[0], [0], [1], [0]]) { $0.contains { $0 != 0 } },
    relational("isfinite", rows: [[1], [.infinity], [.nan], [-2]]) { $0[0].isFinite },
    relational("isinf", rows: [[1], [.infinity], [.nan], [-.infinity]]) { $0[0].isInfinite },
    relational("isnan", rows: [[1], [.infinity], [.nan], [-2]]) { $0[0].isNaN },
    SpecFunction(
      table: .relational, name: "isnormal", arity: 1, elements: floats,
      rows: [[1], [0], [.nan], [1e-40]],
      // Normal in the argument's own type: 1e-40 is a subnormal float, and 0 in half.
      lane: { a, e in (e.isHalf ? Float16(Float(a[0])).isNormal : Float(a[0]).isNormal) ? 1 : 0 }),
    relational("isordered", arity: 2, rows: [[1, 2], [.nan, 1], [1, .nan], [0, 0]]) {
      !$0[0].isNaN && !$0[1].isNaN
    },
    relational("isunordered", arity: 2, rows: [[1, 2], [.nan, 1], [1, .nan], [0, 0]]) {
      $0[0].isNaN || $0[1].isNaN
    },
    SpecFunction(
      table: .relational, name: "select", arity: 3, elements: floats,
      forms: [.mixed([nil, nil, "bool"])], rows: [[1, 2, 1], [3, 4, 0], [5, 6, 1], [7, 8, 0]],
      lane: { a, _ in a[2] != 0 ? a[1] : a[0] }),
    relational("signbit", rows: [[1], [-0.0], [-2], [0]]) { $0[0].sign == .minus },
  ]

  static let integer: [SpecFunction] = [
    integer("abs", arity: 1, rows: [[-5], [7], [0], [-1]]) { a, e in e.held(Swift.abs(a[0])) },
    integer("absdiff", arity: 2, rows: [[5, 9], [-3, 4], [7, 7], [0, -1]]) { a, e in
      Swift.abs(a[0] - a[1])
    },
    integer("addsat", arity: 2, rows: [[100, 100], [-100, -100], [3, 4], [120, 10]]) { a, e in
      saturated(a[0] + a[1], e)
    },
    integer("clamp", arity: 3, rows: [[5, 0, 3], [-5, -2, 2], [1, 0, 4], [9, 9, 9]]) { a, _ in
      Swift.min(Swift.max(a[0], a[1]), a[2])
    },
    integer("clz", arity: 1, rows: [[1], [0], [6], [100]]) { a, e in
      let u = UInt64(e.held(a[0]) < 0 ? e.held(a[0]) + pow(2, Double(e.bits)) : e.held(a[0]))
      return u == 0 ? Double(e.bits) : Double(u.leadingZeroBitCount - (64 - e.bits))
    },
    integer("ctz", arity: 1, rows: [[1], [0], [6], [96]]) { a, e in
      let u = UInt64(e.held(a[0]) < 0 ? e.held(a[0]) + pow(2, Double(e.bits)) : e.held(a[0]))
      return u == 0 ? Double(e.bits) : Double(u.trailingZeroBitCount)
    },
    integer("hadd", arity: 2, rows: [[5, 8], [-3, 4], [100, 100], [0, 1]]) { a, _ in
      ((a[0] + a[1]) / 2).rounded(.down)
    },
    // mul24 and mad24 are defined for operands that fit in 24 bits (signed or unsigned).
    integer("mad24", arity: 3, rows: [[5, 8, 1], [3, 4, 2], [100, 2, 7], [0, 1, 3]]) { a, e in
      e.held(a[0] * a[1] + a[2])
    },
    integer("madsat", arity: 3, rows: [[50, 8, 1], [-30, 4, 2], [100, 2, -7], [0, 1, 3]]) {
      a, e in saturated(a[0] * a[1] + a[2], e)
    },
    integer("max", arity: 2, rows: [[5, 8], [-3, 4], [7, 7], [0, -1]]) { a, _ in
      Swift.max(a[0], a[1])
    },
    integer("max3", arity: 3, rows: [[5, 8, 1], [-3, 4, 2], [7, 7, 9], [0, -1, -2]]) { a, _ in
      Swift.max(a[0], a[1], a[2])
    },
    integer("median3", arity: 3, rows: [[5, 8, 1], [-3, 4, 2], [7, 7, 9], [0, -1, -2]]) { a, _ in
      a.sorted()[1]
    },
    integer("min", arity: 2, rows: [[5, 8], [-3, 4], [7, 7], [0, -1]]) { a, _ in
      Swift.min(a[0], a[1])
    },
    integer("min3", arity: 3, rows: [[5, 8, 1], [-3, 4, 2], [7, 7, 9], [0, -1, -2]]) { a, _ in
      Swift.min(a[0], a[1], a[2])
    },
    integer("mul24", arity: 2, rows: [[5, 8], [3, 4], [100, 2], [0, 1]]) { a, e in
      e.held(a[0] * a[1])
    },
    integer("mulhi", arity: 2, rows: [[100, 100], [-3, 4], [7, 9], [120, 120]]) { a, e in
      (a[0] * a[1] / pow(2, Double(e.bits))).rounded(.down)
    },
    integer("madhi", arity: 3, rows: [[100, 100, 1], [-3, 4, 2], [7, 9, 0], [120, 120, 5]]) {
      a, e in e.held((a[0] * a[1] / pow(2, Double(e.bits))).rounded(.down) + a[2])
    },
    integer("popcount", arity: 1, rows: [[7], [0], [-1], [10]]) { a, e in
      let v = e.held(a[0])
      let u = UInt64(v < 0 ? v + pow(2, Double(e.bits)) : v)
      return Double(u.nonzeroBitCount)
    },
    integer("rhadd", arity: 2, rows: [[5, 8], [-3, 4], [100, 101], [0, 1]]) { a, _ in
      ((a[0] + a[1] + 1) / 2).rounded(.down)
    },
    integer("subsat", arity: 2, rows: [[100, -100], [-100, 100], [3, 4], [0, 1]]) { a, e in
      saturated(a[0] - a[1], e)
    },
  ]

  /// The names of the spec's tables that the generator does not call: each is a hand-written
  /// case of ``SpecConformanceTests/customCases`` (a reference result, bit-field arguments, a
  /// matrix) or is tested elsewhere, as said.
  static let elsewhere: [(table: SpecTable, name: String, where: String)] = [
    (.integer, "extract_bits", "customCases"), (.integer, "insert_bits", "customCases"),
    (.integer, "reverse_bits", "customCases"), (.integer, "rotate", "customCases"),
    (.math, "frexp", "customCases"), (.math, "ldexp", "customCases"),
    (.math, "ilogb", "customCases"), (.math, "modf", "PreludeValueTests"),
    (.math, "sincos", "PreludeValueTests"), (.matrix, "determinant", "customCases"),
    (.matrix, "transpose", "customCases"),
  ]
}
