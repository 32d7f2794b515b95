/// The norm a vector comparison measures lengths with.
///
/// ```
/// euclidean  ‖x‖₂ = √(Σ xᵢ²)      computed as m · √(Σ (xᵢ/m)²), m = maxᵢ |xᵢ|, to avoid
///                                  overflow and underflow of the squares
/// maximum    ‖x‖∞ = maxᵢ |xᵢ|
/// sum        ‖x‖₁ = Σ |xᵢ|
/// ```
///
/// The norm of an empty vector is 0. A NaN component makes the norm NaN; an infinite one makes
/// it `+∞` (comparisons check both before using a norm). The sum can overflow to `+∞`.
public enum VectorNorm: String, Sendable, Hashable, Codable, CaseIterable,
  CustomStringConvertible
{
  /// The L2 norm, the default: distance as the crow flies.
  case euclidean
  /// The L∞ norm: the largest component magnitude, i.e. a per-component check.
  case maximum
  /// The L1 norm: the sum of component magnitudes.
  case sum

  /// The norm of `components` (see the type's documentation for the formulas and edge cases).
  public func length<T: ULPMeasurable>(of components: [T]) -> T {
    if components.contains(where: \.isNaN) { return .nan }
    switch self {
    case .maximum:
      return components.reduce(T.zero) { Swift.max($0, $1.magnitude) }
    case .sum:
      return components.reduce(T.zero) { $0 + $1.magnitude }
    case .euclidean:
      let largest = components.reduce(T.zero) { Swift.max($0, $1.magnitude) }
      guard largest > 0, largest.isFinite else { return largest }
      let sumOfSquares = components.reduce(T.zero) { partial, component in
        let scaled = component / largest
        return partial + scaled * scaled
      }
      return largest * sumOfSquares.squareRoot()
    }
  }

  /// `"euclidean (L2)"`, `"maximum (L∞)"` or `"sum (L1)"`.
  public var description: String {
    switch self {
    case .euclidean: "euclidean (L2)"
    case .maximum: "maximum (L∞)"
    case .sum: "sum (L1)"
    }
  }
}
