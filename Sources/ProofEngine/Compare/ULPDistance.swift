/// Distances between floating-point values counted in units in the last place (ULPs) of their
/// own type.
///
/// ```
/// ulps(a, b) = |index(a) − index(b)|    on the ordered-integer line of ULPMeasurable
/// ```
///
/// Counting on the ordered-integer line handles a sign crossing explicitly: the steps on each
/// side of zero add up and the two zeros count as one point. So, for every conforming type:
///
/// - `ulps(−0, +0) == 0` and `ulps(x, x) == 0`;
/// - `ulps(−leastNonzeroMagnitude, +leastNonzeroMagnitude) == 2`;
/// - `ulps(x, x.nextUp) == 1`, also across a power of two where the ULP size doubles;
/// - `ulps(greatestFiniteMagnitude, +∞) == 1`, and every distance to or from an infinity is a
///   finite count (`ulps(−∞, +∞)` is `2 × (index(greatestFiniteMagnitude) + 1)`, which fits a
///   `UInt64` for `Double`);
/// - NaN on either side gives `nil`: NaN has no place on the line.
///
/// The count depends on the type: `ulps(Float(1), Float(1).nextUp) == 1` although the same two
/// numbers are 2²⁹ ULPs apart as `Double`s.
public enum ULPDistance {
  /// The number of representable values of `T` one must step through to go from `a` to `b`,
  /// or `nil` when either is NaN. Symmetric: `between(a, b) == between(b, a)`.
  public static func between<T: ULPMeasurable>(_ a: T, _ b: T) -> UInt64? {
    guard let first = T.orderedIntegerIndex(of: a), let second = T.orderedIntegerIndex(of: b)
    else { return nil }
    // Both indices lie in −(2⁶³ − 1)…(2⁶³ − 1), so the true difference lies in 0…(2⁶⁴ − 2):
    // the wrapped Int64 difference reinterpreted as UInt64 is exact.
    let difference = first >= second ? first &- second : second &- first
    return UInt64(bitPattern: difference)
  }

  /// `value`'s index on the ordered-integer line of its type (see ``ULPMeasurable``), or `nil`
  /// for NaN.
  public static func orderedIndex<T: ULPMeasurable>(of value: T) -> Int64? {
    T.orderedIntegerIndex(of: value)
  }
}
