// Double as the app's scalar: each requirement is the operation the effects used before they
// were written generically, so the app's numbers do not change.

extension Double: EffectScalar {
  /// `if condition { then() } else { otherwise() }`.
  @inlinable @inline(__always)
  public static func select<Value: EffectJoinable>(
    _ condition: Bool, then: () -> Value, else otherwise: () -> Value
  ) -> Value {
    condition ? then() : otherwise()
  }

  /// Swift's `min(lhs, rhs)`.
  @inlinable @inline(__always)
  public static func smaller(_ lhs: Double, _ rhs: Double) -> Double { Swift.min(lhs, rhs) }
  /// Swift's `max(lhs, rhs)`.
  @inlinable @inline(__always)
  public static func larger(_ lhs: Double, _ rhs: Double) -> Double { Swift.max(lhs, rhs) }
  /// `abs(x)`.
  @inlinable @inline(__always)
  public static func magnitude(_ x: Double) -> Double { Swift.abs(x) }
  /// `x.squareRoot()`.
  @inlinable @inline(__always)
  public static func squareRoot(_ x: Double) -> Double { x.squareRoot() }
  /// The C library's `sin`.
  @inline(__always)
  public static func sin(radians x: Double) -> Double { Elementary.sin(x) }
  /// The C library's `cos`.
  @inline(__always)
  public static func cos(radians x: Double) -> Double { Elementary.cos(x) }
  /// The C library's `exp`.
  @inline(__always)
  public static func exponential(_ x: Double) -> Double { Elementary.exp(x) }
  /// The C library's `atan2(y, x)`.
  @inline(__always)
  public static func angle(y: Double, x: Double) -> Double { Elementary.atan2(y, x) }
  /// `atan2(c, √(1 − c²))` with `c` clamped to [−1, 1]: asin without a NaN outside it.
  @inline(__always)
  public static func arcsine(_ x: Double) -> Double {
    let c = Swift.min(Swift.max(x, -1), 1)
    return Elementary.atan2(c, Swift.max(1 - c * c, 0).squareRoot())
  }
}

extension Double {
  /// `x.rounded(.up)`.
  @inlinable @inline(__always)
  public static func roundedUp(_ x: Double) -> Double { x.rounded(.up) }
  /// `Int(x.rounded(.down))` when it fits in `Int`, else 0 (NaN included).
  @inlinable @inline(__always)
  public static func integerUpperBound(_ x: Double) -> Int {
    Int(exactly: x.rounded(.down)) ?? 0
  }
  /// `Int(x.rounded(.up))` when it fits in `Int`, else 0 (NaN included).
  @inlinable @inline(__always)
  public static func integerLowerBound(_ x: Double) -> Int {
    Int(exactly: x.rounded(.up)) ?? 0
  }
}

extension Double: EffectJoinable {
  /// `lhs` when the two are equal (or both NaN), NaN otherwise: a `Double` holds one value.
  /// Never reached through ``EffectScalar/select(_:then:else:)`` on `Double`, whose `Bool`
  /// always decides.
  @inlinable
  public static func joined(_ lhs: Double, _ rhs: Double) -> Double {
    lhs == rhs || (lhs.isNaN && rhs.isNaN) ? lhs : .nan
  }
}
