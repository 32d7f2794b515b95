/// A point or vector in any ``EffectScalar``: the generic twin of `SIMD2<Double>` (x = width,
/// y = height), which an interval scalar cannot be an element of.
public struct EffectPoint<Scalar: EffectScalar>: Sendable {
  /// The horizontal coordinate.
  public var x: Scalar
  /// The vertical coordinate (down in SwiftUI's layer coordinates).
  public var y: Scalar

  /// The point `(x, y)`.
  @inlinable @inline(__always)
  public init(_ x: Scalar, _ y: Scalar) {
    self.x = x
    self.y = y
  }

  /// Componentwise sum.
  @inlinable @inline(__always)
  public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.x + rhs.x, lhs.y + rhs.y) }
  /// Componentwise difference.
  @inlinable @inline(__always)
  public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.x - rhs.x, lhs.y - rhs.y) }
  /// Both coordinates times `scale`.
  @inlinable @inline(__always)
  public static func * (lhs: Self, scale: Scalar) -> Self { Self(lhs.x * scale, lhs.y * scale) }
}

extension EffectPoint: EffectJoinable where Scalar: EffectJoinable {
  /// Each coordinate joined.
  @inlinable
  public static func joined(_ lhs: Self, _ rhs: Self) -> Self {
    Self(Scalar.joined(lhs.x, rhs.x), Scalar.joined(lhs.y, rhs.y))
  }
}

extension EffectPoint where Scalar == Double {
  /// The point of a `SIMD2<Double>`.
  @inlinable @inline(__always)
  public init(_ vector: SIMD2<Double>) { self.init(vector.x, vector.y) }

  /// The point as a `SIMD2<Double>`.
  @inlinable @inline(__always)
  public var vector: SIMD2<Double> { SIMD2(x, y) }
}
