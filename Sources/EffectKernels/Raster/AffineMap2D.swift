/// An affine map of the plane, `p ↦ M·p + t`, used to take a shader position (points) to
/// texture coordinates (texels).
///
/// ```
/// x′ = a·x + c·y + tx
/// y′ = b·x + d·y + ty
/// ```
///
/// The coefficient names follow the usual 2-D affine convention (column-vector form with
/// M = [[a, c], [b, d]]). A zero coefficient contributes exactly 0 even when its input is ±∞
/// or NaN (so the identity maps (∞, 1) to (∞, 1), not NaN); otherwise non-finite coefficients
/// or inputs give non-finite outputs, and consumers such as `LayerSampler` document what they
/// do with them.
public struct AffineMap2D: Sendable, Hashable {
  /// M₁₁: how x′ grows with x.
  public var a: Double
  /// M₂₁: how y′ grows with x.
  public var b: Double
  /// M₁₂: how x′ grows with y.
  public var c: Double
  /// M₂₂: how y′ grows with y.
  public var d: Double
  /// Translation in x′.
  public var tx: Double
  /// Translation in y′.
  public var ty: Double

  /// A map from its six coefficients.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The identity map, `p ↦ p`.
  public static let identity = AffineMap2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// The translation `p ↦ p + offset`.
  public static func translation(_ offset: SIMD2<Double>) -> AffineMap2D {
    AffineMap2D(a: 1, b: 0, c: 0, d: 1, tx: offset.x, ty: offset.y)
  }

  /// The axis-aligned scale `p ↦ (sx·x, sy·y)`, e.g. points to pixels at a display scale.
  public static func scale(_ factors: SIMD2<Double>) -> AffineMap2D {
    AffineMap2D(a: factors.x, b: 0, c: 0, d: factors.y, tx: 0, ty: 0)
  }

  /// The image of `p` under the map.
  @inline(__always)
  public func apply(_ p: SIMD2<Double>) -> SIMD2<Double> {
    SIMD2(
      Self.term(a, p.x) + Self.term(c, p.y) + tx,
      Self.term(b, p.x) + Self.term(d, p.y) + ty)
  }

  /// `k · v`, but exactly 0 when `k` is 0 (so 0 · ∞ and 0 · NaN do not make a NaN).
  @inline(__always)
  private static func term(_ k: Double, _ v: Double) -> Double { k == 0 ? 0 : k * v }

  /// The map that applies `self` first and then `next`: `(self.then(next)).apply(p) ==
  /// next.apply(self.apply(p))` (up to rounding).
  ///
  /// The coefficients are plain products and sums, so unlike ``apply(_:)`` a non-finite
  /// coefficient meeting a zero gives NaN (`0 · ∞`); never a trap.
  public func then(_ next: AffineMap2D) -> AffineMap2D {
    AffineMap2D(
      a: next.a * a + next.c * b,
      b: next.b * a + next.d * b,
      c: next.a * c + next.c * d,
      d: next.b * c + next.d * d,
      tx: next.a * tx + next.c * ty + next.tx,
      ty: next.b * tx + next.d * ty + next.ty)
  }

  /// The determinant `a·d − b·c` (0 for a map that collapses the plane).
  public var determinant: Double { a * d - b * c }

  /// The inverse map, or nil when the determinant is zero or not finite, or when a
  /// coefficient of the inverse is not finite (a subnormal determinant such as
  /// `a = leastNonzeroMagnitude`, whose reciprocal overflows, or a NaN or infinite translation).
  public var inverted: AffineMap2D? {
    let det = determinant
    guard det != 0, det.isFinite else { return nil }
    let ia = d / det
    let ib = -b / det
    let ic = -c / det
    let id = a / det
    let inverse = AffineMap2D(
      a: ia, b: ib, c: ic, d: id,
      tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    let coefficients = [inverse.a, inverse.b, inverse.c, inverse.d, inverse.tx, inverse.ty]
    return coefficients.allSatisfy(\.isFinite) ? inverse : nil
  }
}
