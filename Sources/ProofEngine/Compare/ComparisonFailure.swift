/// Which rule made an approximate comparison fail.
///
/// A comparison checks, in this order, and stops at the first rule that fails:
///
/// 1. the tolerances are valid (``invalidTolerance``);
/// 2. vectors have the same number of components (``countMismatch``, vectors only);
/// 3. no value is NaN (``notANumber``);
/// 4. infinities match exactly (``infinityMismatch``);
/// 5. `distance ≤ max(absoluteTolerance, relativeTolerance × scale)`; when this fails both
///    bounds were exceeded and the report names the larger, decisive one: ``relative`` when
///    `relativeTolerance × scale ≥ absoluteTolerance`, else ``absolute``.
public enum ComparisonFailure: String, Sendable, Hashable, Codable, CaseIterable,
  CustomStringConvertible
{
  /// The distance exceeded the absolute tolerance, which was the larger bound.
  case absolute
  /// The distance exceeded `relativeTolerance × max(|a|, |b|)`, which was the larger bound.
  case relative
  /// A value (or a vector component) is NaN; NaN equals nothing, not even NaN.
  case notANumber
  /// One value is infinite and the other is not the same infinity (a finite value, or the
  /// opposite infinity); for vectors, an infinite component differs between the two.
  case infinityMismatch
  /// A tolerance is NaN, infinite or negative, or the relative tolerance is 1 or more.
  case invalidTolerance
  /// Two vectors have different numbers of components. Scalars never report this.
  case countMismatch

  /// A short phrase for messages, e.g. "relative bound exceeded".
  public var description: String {
    switch self {
    case .absolute: "absolute bound exceeded"
    case .relative: "relative bound exceeded"
    case .notANumber: "NaN equals nothing"
    case .infinityMismatch: "infinities differ"
    case .invalidTolerance: "invalid tolerance"
    case .countMismatch: "component counts differ"
    }
  }
}
