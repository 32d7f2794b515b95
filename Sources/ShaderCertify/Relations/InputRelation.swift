/// What a value keeps of the box's inputs: over the box, the value's exact real number is
/// `Σ aₖ·δₖ + c` for some `aₖ` in ``terms``[k] and `c` in ``constant``, where `δₖ` is input
/// `k` (a box dimension: the pixel's x and y in points, an argument's lane) less its anchor
/// (``CertifyInputs``). An affine form with interval coefficients.
///
/// Plain intervals forget that `p.y − position.y` is the same `position.y` twice: over a box
/// 300 pt tall the difference is bounded by ±300 pt whatever the shader does, and a
/// `smoothstep(radius − 2, radius, x)` divides by `radius − (radius − 2)`, which over radius in
/// [10, 60] may be 0 (the dependency problem). Carried through `+`, `−`, `×` by a value, `÷` by
/// a value, negation, widening conversion and joins, the relation keeps each input's own part
/// apart, so a distortion's offset, `result − position`, is bounded by what the shader adds to
/// the position, and `radius − (radius − 2)` is 2. Each operation adds its rounding error to
/// ``constant`` (one unit in the last place of the result's largest magnitude, which covers
/// round to nearest and toward zero, plus the least normal for flushing; 3.5 for a fast float
/// division, within 2.5 ulp by Table 8.2), so the relation holds for the float the GPU computes.
public struct InputRelation: Sendable, Hashable, CustomStringConvertible {
  /// The coefficients of each input's `δ`, by input; an input not here has coefficient 0.
  public var terms: [Int: RealInterval]
  /// The constant part.
  public var constant: RealInterval

  /// A relation with these parts.
  public init(terms: [Int: RealInterval], constant: RealInterval) {
    self.terms = terms
    self.constant = constant
  }

  /// The value `value`, with nothing of the inputs in it.
  public static func constant(_ value: RealInterval) -> InputRelation {
    InputRelation(terms: [:], constant: value)
  }

  /// Input `input` itself, anchored at `anchor`.
  public static func input(_ input: Int, anchor: Double) -> InputRelation {
    InputRelation(terms: [input: RealInterval(exactly: 1)], constant: RealInterval(exactly: anchor))
  }

  /// Every value it allows when each input's `δ` ranges over `deltas` (an input missing there
  /// makes it nil).
  public func range(_ deltas: [Int: RealInterval]) -> RealInterval? {
    var sum = constant
    // In input order: the same bounds in every process (a dictionary's order is not).
    for (input, coefficient) in terms.sorted(by: { $0.key < $1.key }) {
      guard let delta = deltas[input], let term = coefficient.multiplying(delta),
        let next = sum.adding(term)
      else { return nil }
      sum = next
    }
    return sum
  }

  /// `self + other`, plus `error` either way.
  func adding(_ other: InputRelation, error: Double) -> InputRelation? {
    var terms = self.terms
    for (input, coefficient) in other.terms {
      guard let sum = terms[input].map({ $0.adding(coefficient) }) ?? coefficient else {
        return nil
      }
      terms[input] = sum
    }
    guard let constant = constant.adding(other.constant)?.widened(by: error) else { return nil }
    return InputRelation(terms: terms, constant: constant)
  }

  /// `self + other` in real arithmetic, widened by `error` (at least 0) either way; nil when
  /// a bound overflows.
  public func plus(_ other: InputRelation, error: Double = 0) -> InputRelation? {
    adding(other, error: max(0, error))
  }

  /// `self × factor` for every value of `factor`, widened by `error` either way.
  public func times(_ factor: RealInterval, error: Double = 0) -> InputRelation? {
    multiplying(factor, error: max(0, error))
  }

  /// `−self`: exact.
  public func negated() -> InputRelation {
    InputRelation(terms: terms.mapValues { $0.negated() }, constant: constant.negated())
  }

  /// `self × factor` for a factor in `factor`, plus `error` either way.
  func multiplying(_ factor: RealInterval, error: Double) -> InputRelation? {
    var terms: [Int: RealInterval] = [:]
    for (input, coefficient) in self.terms {
      guard let product = coefficient.multiplying(factor) else { return nil }
      terms[input] = product
    }
    guard let constant = constant.multiplying(factor)?.widened(by: error) else { return nil }
    return InputRelation(terms: terms, constant: constant)
  }

  /// A relation that holds wherever either holds.
  func hull(_ other: InputRelation) -> InputRelation {
    let zero = RealInterval(exactly: 0)
    var terms: [Int: RealInterval] = [:]
    for input in Set(self.terms.keys).union(other.terms.keys) {
      terms[input] = (self.terms[input] ?? zero).hull(other.terms[input] ?? zero)
    }
    return InputRelation(terms: terms, constant: constant.hull(other.constant))
  }

  /// `[a]·δ0 + [b]·δ2 + [c]`, inputs in order.
  public var description: String {
    (terms.sorted { $0.key < $1.key }.map { "\($0.value)·δ\($0.key)" } + [constant.description])
      .joined(separator: " + ")
  }
}
