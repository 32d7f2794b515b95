/// Approximate comparison of floating-point values, returning a report instead of a `Bool`.
///
/// ```swift
/// let result = Compare.values(computed, expected, relativeTolerance: 1e-12)
/// #expect(result.isApproximatelyEqual, "\(result)")
/// ```
///
/// The verdict follows swift-numerics' documented `isApproximatelyEqual` rule (see
/// ``NumericComparison``); the names here never shadow it or anything in Foundation.
///
/// Defaults: the relative tolerance is `√T.ulpOfOne` ("half the digits", as in
/// swift-numerics) and the absolute tolerance is **0**. swift-numerics' relative-only overload
/// passes `relativeTolerance × leastNormalMagnitude` as the absolute tolerance, which lets
/// subnormal values match zero; these functions do not, so `Compare.values(1e-320, 0)` fails
/// unless an absolute tolerance is given. Pass
/// `absoluteTolerance: T.leastNormalMagnitude * T.ulpOfOne.squareRoot()` to get
/// swift-numerics' behaviour exactly.
public enum Compare {
  /// Compares two values (see ``NumericComparison`` for the rule, the distances and the edge
  /// cases).
  ///
  /// - Parameters:
  ///   - first: The first value, e.g. the expected one.
  ///   - second: The second value, e.g. the computed one.
  ///   - absoluteTolerance: Finite and ≥ 0; default 0.
  ///   - relativeTolerance: In 0 ≤ r < 1; default `√T.ulpOfOne`.
  /// - Returns: The report; invalid tolerances give `failure == .invalidTolerance`, never a trap.
  public static func values<T: ULPMeasurable>(
    _ first: T, _ second: T, absoluteTolerance: T = 0,
    relativeTolerance: T = T.ulpOfOne.squareRoot()
  ) -> NumericComparison<T> {
    NumericComparison(
      first, second, absoluteTolerance: absoluteTolerance, relativeTolerance: relativeTolerance)
  }

  /// Compares two values with a tolerance tier scaled to `T` (see ``ToleranceTier``).
  public static func values<T: ULPMeasurable>(
    _ first: T, _ second: T, tolerance: ToleranceTier
  ) -> NumericComparison<T> {
    values(
      first, second, absoluteTolerance: tolerance.absoluteTolerance(for: T.self),
      relativeTolerance: tolerance.relativeTolerance(for: T.self))
  }

  /// `true` when ``values(_:_:absoluteTolerance:relativeTolerance:)`` finds the values
  /// approximately equal; `false` for NaN, mismatched infinities, distances beyond the bound
  /// and invalid tolerances.
  public static func isApproximatelyEqual<T: ULPMeasurable>(
    _ first: T, _ second: T, absoluteTolerance: T = 0,
    relativeTolerance: T = T.ulpOfOne.squareRoot()
  ) -> Bool {
    values(
      first, second, absoluteTolerance: absoluteTolerance, relativeTolerance: relativeTolerance
    ).isApproximatelyEqual
  }
}
