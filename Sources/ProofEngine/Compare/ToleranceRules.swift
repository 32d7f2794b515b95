/// The validity rules every comparison applies to its tolerances before looking at the values.
///
/// ```
/// absoluteTolerance valid  ⇔  absoluteTolerance is finite and ≥ 0
/// relativeTolerance valid  ⇔  0 ≤ relativeTolerance < 1
/// ```
///
/// swift-numerics only `assert`s these (and allows a relative tolerance of exactly 1); here an
/// invalid tolerance never traps, it makes the comparison fail with
/// ``ComparisonFailure/invalidTolerance``. A relative tolerance of 1 or more would accept any two
/// finite values of the same sign, so it is rejected rather than silently meaningless.
enum ToleranceRules {
  /// Whether `absolute` and `relative` are usable tolerances.
  static func areValid<T: FloatingPoint>(absolute: T, relative: T) -> Bool {
    absolute.isFinite && absolute >= 0 && relative.isFinite && relative >= 0 && relative < 1
  }
}
