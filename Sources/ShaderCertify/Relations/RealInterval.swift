/// A closed interval of real numbers with finite `Double` bounds, every operation rounded
/// outward (one `Double` step past the nearest-rounded bound, which is at most half a step from
/// the exact one), so the result holds every exact result of values in the operands.
public struct RealInterval: Sendable, Hashable, CustomStringConvertible {
  /// The least value.
  public let lower: Double
  /// The greatest value.
  public let upper: Double

  /// `[lower, upper]`; nil when a bound is not finite or `lower > upper`.
  public init?(_ lower: Double, _ upper: Double) {
    guard lower.isFinite, upper.isFinite, lower <= upper else { return nil }
    self.lower = lower
    self.upper = upper
  }

  /// The single value `value` (finite; a value that is not gives `[0, 0]`).
  public init(exactly value: Double) {
    let value = value.isFinite ? value : 0
    lower = value
    upper = value
  }

  /// The part of it at or above 0, or `[0, 0]` when none is.
  public var nonNegative: RealInterval {
    upper < 0 ? RealInterval(exactly: 0) : RealInterval(checked: max(0, lower), upper)
  }

  /// Bounds that are known finite and ordered.
  private init(checked lower: Double, _ upper: Double) {
    self.lower = lower
    self.upper = upper
  }

  /// The interval of bounds rounded to nearest, each moved one step outward; nil when one
  /// overflowed.
  private static func outward(_ lower: Double, _ upper: Double) -> RealInterval? {
    RealInterval(lower.nextDown, upper.nextUp)
  }

  /// The greatest magnitude of its values.
  public var magnitude: Double { max(abs(lower), abs(upper)) }

  /// Whether `value` lies in it.
  public func contains(_ value: Double) -> Bool { lower <= value && value <= upper }

  /// `−self`: exact.
  public func negated() -> RealInterval { RealInterval(checked: -upper, -lower) }

  /// `self + other`.
  public func adding(_ other: RealInterval) -> RealInterval? {
    Self.outward(lower + other.lower, upper + other.upper)
  }

  /// `self − other`.
  public func subtracting(_ other: RealInterval) -> RealInterval? { adding(other.negated()) }

  /// `self × other`.
  public func multiplying(_ other: RealInterval) -> RealInterval? {
    let products = [
      lower * other.lower, lower * other.upper, upper * other.lower, upper * other.upper,
    ]
    return Self.outward(products.reduce(.infinity, min), products.reduce(-.infinity, max))
  }

  /// `1 ÷ self`; nil when it holds 0.
  public func reciprocal() -> RealInterval? {
    guard lower > 0 || upper < 0 else { return nil }
    return Self.outward(1 / upper, 1 / lower)
  }

  /// The smallest interval holding both.
  public func hull(_ other: RealInterval) -> RealInterval {
    RealInterval(checked: min(lower, other.lower), max(upper, other.upper))
  }

  /// `self` widened by `amount` (≥ 0) on both sides.
  public func widened(by amount: Double) -> RealInterval? {
    Self.outward(lower - amount, upper + amount)
  }

  /// The values in both, or nil when none is.
  public func intersection(_ other: RealInterval) -> RealInterval? {
    RealInterval(max(lower, other.lower), min(upper, other.upper))
  }

  /// `[lower, upper]`.
  public var description: String { "[\(lower), \(upper)]" }
}
