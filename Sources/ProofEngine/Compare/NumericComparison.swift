/// The full result of comparing two floating-point values approximately: both values, the
/// tolerances, every distance between the values, the verdict and the rule that failed.
///
/// Unlike swift-numerics' `isApproximatelyEqual(to:absoluteTolerance:relativeTolerance:)`,
/// which answers with a `Bool`, this report says *how far apart* the values were, so a failing
/// proof can print it. The verdict follows swift-numerics' documented rule:
///
/// ```
/// a ≈ b  ⇔  a == b
///           or (a, b finite and |a − b| ≤ max(absoluteTolerance, relativeTolerance × max(|a|, |b|)))
/// ```
///
/// so a value equals itself, `+∞ ≈ +∞`, `−∞ ≈ −∞`, `+0 ≈ −0`, NaN equals nothing (not even
/// NaN), an infinity equals only itself, and the difference `a − b` is rounded in `Value`: when
/// it overflows to `+∞` the values are not equal. Tolerances are checked first (see
/// ``ComparisonFailure`` for the order of the rules).
///
/// Distances (all reported in `Value`):
///
/// ```
/// absoluteDistance = |a − b|                          (rounded in Value; +∞ on overflow)
/// relativeDistance = |a − b| / max(|a|, |b|)          (0 when a == b)
/// ulpDistance      = |index(a) − index(b)|            (see ULPDistance)
/// bound            = max(absoluteTolerance, relativeTolerance × max(|a|, |b|))
/// ```
///
/// Edge cases: when exactly one value is zero the relative distance is exactly 1 (the larger
/// magnitude divides itself; it is not ∞). When `|a − b|` overflows for two finite values the
/// relative distance is still finite, computed as `|a/2 − b/2| / (max(|a|, |b|)/2)`. When
/// exactly one value is infinite, or the two are opposite infinities, both distances are `+∞`
/// and the ULP distance is a finite count. When either value is NaN both distances are NaN and
/// the ULP distance is `nil`. The verdict uses the products above, not ``relativeDistance``,
/// so it is exactly swift-numerics' test; the distances are for reading.
public struct NumericComparison<Value: ULPMeasurable>: Sendable {
  /// The first value compared (in golden checks: the expected value).
  public let first: Value
  /// The second value compared (in golden checks: the actual value).
  public let second: Value
  /// The absolute tolerance the comparison used.
  public let absoluteTolerance: Value
  /// The relative tolerance the comparison used.
  public let relativeTolerance: Value
  /// `|first − second|` rounded in `Value`; `+∞` on overflow or infinity mismatch, NaN with NaN.
  public let absoluteDistance: Value
  /// `|first − second| / max(|first|, |second|)`; 0 when equal, 1 when exactly one is zero,
  /// `+∞` on infinity mismatch, NaN with NaN.
  public let relativeDistance: Value
  /// The distance in ULPs of `Value` (see ``ULPDistance``); `nil` when either value is NaN.
  public let ulpDistance: UInt64?
  /// `max(absoluteTolerance, relativeTolerance × max(|first|, |second|))`, the largest distance
  /// that would have passed; `+∞` when a value is infinite and the relative tolerance is
  /// positive.
  public let bound: Value
  /// The rule that failed, or `nil` when the values are approximately equal.
  public let failure: ComparisonFailure?

  /// Whether the values are approximately equal: `failure == nil`.
  public var isApproximatelyEqual: Bool { failure == nil }

  /// Compares `first` and `second` with the given tolerances (see the type's documentation).
  init(_ first: Value, _ second: Value, absoluteTolerance: Value, relativeTolerance: Value) {
    self.first = first
    self.second = second
    self.absoluteTolerance = absoluteTolerance
    self.relativeTolerance = relativeTolerance
    ulpDistance = ULPDistance.between(first, second)

    let scale = Swift.max(first.magnitude, second.magnitude)
    let relativeBound = relativeTolerance * scale
    bound = Value.maximum(absoluteTolerance, relativeBound)

    let distances = Self.distances(first, second, scale: scale)
    absoluteDistance = distances.absolute
    relativeDistance = distances.relative

    if !ToleranceRules.areValid(absolute: absoluteTolerance, relative: relativeTolerance) {
      failure = .invalidTolerance
    } else if first.isNaN || second.isNaN {
      failure = .notANumber
    } else if first == second {
      failure = nil
    } else if first.isInfinite || second.isInfinite {
      failure = .infinityMismatch
    } else if absoluteDistance.isFinite && absoluteDistance <= bound {
      failure = nil
    } else {
      failure = relativeBound >= absoluteTolerance ? .relative : .absolute
    }
  }

  // MARK: - Distances

  private static func distances(
    _ first: Value, _ second: Value, scale: Value
  ) -> (absolute: Value, relative: Value) {
    if first.isNaN || second.isNaN { return (.nan, .nan) }
    if first == second { return (0, 0) }
    if first.isInfinite || second.isInfinite { return (.infinity, .infinity) }
    let delta = (first - second).magnitude
    if delta.isFinite { return (delta, delta / scale) }
    // |a − b| overflowed; halving is exact at these magnitudes and keeps the ratio finite.
    let halfDelta = (first / 2 - second / 2).magnitude
    return (delta, halfDelta / (scale / 2))
  }
}
