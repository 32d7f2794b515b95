/// A number the effects' geometry is written in, so that one source serves two readers: the
/// app computes in `Double`, and a proof computes the same functions over intervals to get a
/// certified bound.
///
/// ```
/// Double:    every operation is the plain IEEE operation; comparisons give Bool
/// intervals: every operation encloses the exact result over its operands' ranges;
///            comparisons give a three-valued truth (yes, no, maybe)
/// ```
///
/// Branches go through ``select(_:then:else:)`` rather than `if`: with a decided truth it
/// evaluates one branch, exactly as `if` does, and with an undecided one (an interval
/// straddling the boundary) it evaluates both and joins them. The model is swift-numerics'
/// `Real`, cut down to what the effects use; the names differ from `Real`'s (`sin(radians:)`,
/// `exponential(_:)`, `angle(y:x:)`) so that an app importing both sees no ambiguity on
/// `Double`.
///
/// The elementary functions of an interval conformer must enclose the *mathematical*
/// function; `Double`'s are the platform's C library, within a few ulps of it. A bound proven
/// over intervals therefore holds for the `Double` code up to that rounding, which promise
/// proofs absorb in their 10⁻⁹-point tolerance.
public protocol EffectScalar: EffectJoinable, Sendable {
  /// The result of a comparison: `Bool` for `Double`.
  associatedtype Truth: EffectTruth

  /// The constant `value` (exactly: an interval conformer holds it as a point).
  init(_ value: Double)

  /// Sum.
  static func + (lhs: Self, rhs: Self) -> Self
  /// Difference.
  static func - (lhs: Self, rhs: Self) -> Self
  /// Product.
  static func * (lhs: Self, rhs: Self) -> Self
  /// Quotient.
  static func / (lhs: Self, rhs: Self) -> Self
  /// Negation.
  static prefix func - (operand: Self) -> Self

  /// Whether `lhs < rhs`.
  static func < (lhs: Self, rhs: Self) -> Truth
  /// Whether `lhs ≤ rhs`.
  static func <= (lhs: Self, rhs: Self) -> Truth
  /// Whether `lhs > rhs`.
  static func > (lhs: Self, rhs: Self) -> Truth
  /// Whether `lhs ≥ rhs`.
  static func >= (lhs: Self, rhs: Self) -> Truth

  /// `then()` where `condition` holds, `otherwise()` where it does not; both, joined, where it
  /// is undecided. `Double` evaluates exactly one closure.
  static func select<Value: EffectJoinable>(
    _ condition: Truth, then: () -> Value, else otherwise: () -> Value
  ) -> Value

  /// The smaller of two values (Swift's `min`: `rhs < lhs ? rhs : lhs` for `Double`).
  static func smaller(_ lhs: Self, _ rhs: Self) -> Self
  /// The larger of two values (Swift's `max`: `rhs > lhs ? rhs : lhs` for `Double`).
  static func larger(_ lhs: Self, _ rhs: Self) -> Self
  /// The magnitude.
  static func magnitude(_ x: Self) -> Self
  /// √x (NaN below 0 for `Double`; callers clamp first).
  static func squareRoot(_ x: Self) -> Self
  /// sin x, x in radians.
  static func sin(radians x: Self) -> Self
  /// cos x, x in radians.
  static func cos(radians x: Self) -> Self
  /// eˣ.
  static func exponential(_ x: Self) -> Self
  /// The angle of the point (x, y) in (−π, π], as C's `atan2(y, x)`.
  static func angle(y: Self, x: Self) -> Self
  /// asin x for x in [−1, 1]; arguments outside are clamped to it first.
  static func arcsine(_ x: Self) -> Self
  /// ⌈x⌉, the smallest integer not below x.
  static func roundedUp(_ x: Self) -> Self
  /// The largest integer `x` may hold, as an `Int` (for a loop bound): `Int(x)` for a
  /// `Double` holding an integer in `Int`'s range; an interval's upper end rounded down.
  /// Values outside `Int`'s range, and NaN, give 0.
  static func integerUpperBound(_ x: Self) -> Int
  /// The smallest integer `x` may hold, as an `Int`: `Int(x)` for a `Double` holding an
  /// integer in `Int`'s range; an interval's lower end rounded up. Values outside `Int`'s
  /// range, and NaN, give 0.
  static func integerLowerBound(_ x: Self) -> Int
}

/// The truth of a comparison: `Bool` for `Double`, three-valued for intervals.
public protocol EffectTruth: Sendable {
  /// Both hold.
  static func both(_ lhs: Self, _ rhs: Self) -> Self
  /// Either holds.
  static func either(_ lhs: Self, _ rhs: Self) -> Self
  /// The negation.
  static func not(_ value: Self) -> Self
  /// Whether it can hold somewhere: the `Bool` itself; an interval truth unless it is "no".
  /// Code that acts (visits a sample) rather than computes a value branches on this.
  var mayHold: Bool { get }
}

/// A value that two branches can both produce: an interval conformer joins the two results
/// into one value that covers both (the hull).
public protocol EffectJoinable {
  /// The smallest value covering `lhs` and `rhs`.
  static func joined(_ lhs: Self, _ rhs: Self) -> Self
}

extension EffectScalar {
  /// `x` clamped to `[lower, upper]`: `smaller(larger(x, lower), upper)`.
  @inlinable @inline(__always)
  public static func clamped(_ x: Self, _ lower: Self, _ upper: Self) -> Self {
    smaller(larger(x, lower), upper)
  }
}

extension Bool: EffectTruth {
  /// `lhs && rhs`.
  @inlinable @inline(__always)
  public static func both(_ lhs: Bool, _ rhs: Bool) -> Bool { lhs && rhs }
  /// `lhs || rhs`.
  @inlinable @inline(__always)
  public static func either(_ lhs: Bool, _ rhs: Bool) -> Bool { lhs || rhs }
  /// `!value`.
  @inlinable @inline(__always)
  public static func not(_ value: Bool) -> Bool { !value }
  /// The value itself.
  @inlinable @inline(__always)
  public var mayHold: Bool { self }
}
