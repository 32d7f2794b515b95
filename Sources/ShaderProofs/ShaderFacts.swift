/// How shader proofs print numbers and vectors in reports: at most 6 significant decimals.
enum ShaderFacts {
  /// `12`, `0.25`, `33.5`, `-∞`, `nan`.
  static func number(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value == .infinity { return "∞" }
    if value == -.infinity { return "-∞" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    let rounded = (value * 1e6).rounded() / 1e6
    if rounded != 0, abs(value) >= 1e-4, abs(value) < 1e12 { return "\(rounded)" }
    return "\(value)"
  }

  /// `1 sample is`, `3 samples are`.
  static func count(_ n: Int, _ noun: String) -> String {
    n == 1 ? "1 \(noun) is" : "\(n) \(noun)s are"
  }

  /// `(150, 150)` for several components, `40` for one.
  static func vector(_ values: [Double]) -> String {
    values.count == 1
      ? number(values[0]) : "(" + values.map(number).joined(separator: ", ") + ")"
  }

  /// A float pair: `(150.25, 80.75)`.
  static func point(_ p: SIMD2<Float>) -> String {
    vector([Double(p.x), Double(p.y)])
  }
}
