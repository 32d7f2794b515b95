// A 3×3 projective transform of the plane, laid out like SwiftUI's ProjectionTransform.

/// A projective transform of the plane: a 3×3 matrix in row-vector form, with the fields
/// of SwiftUI's `ProjectionTransform`.
///
/// A point is a row vector that multiplies the matrix from the left, and the result is
/// divided by its third component:
///
/// ```
/// (X, Y, W) = (x, y, 1) · ┌ m11 m12 m13 ┐     x′ = X / W
///                         │ m21 m22 m23 │     y′ = Y / W
///                         └ m31 m32 m33 ┘
/// ```
///
/// `m31`, `m32` are the translation, `m13`, `m23` the perspective terms. `W > 0` means
/// the point is in front of the camera; every transform built by
/// ``rotation3D(radians:axis:anchor:anchorZ:perspective:size:direction:)`` uses that sign.
///
/// Equality and hashing compare the nine fields; a field holding NaN (only possible
/// through ``init(m11:m12:m13:m21:m22:m23:m31:m32:m33:)``) is not equal to itself.
public struct PerspectiveTransform: Hashable, Sendable {
  /// Row 1, column 1: how much input x contributes to X.
  public var m11: Double
  /// Row 1, column 2: how much input x contributes to Y.
  public var m12: Double
  /// Row 1, column 3: how much input x contributes to W (perspective).
  public var m13: Double
  /// Row 2, column 1: how much input y contributes to X.
  public var m21: Double
  /// Row 2, column 2: how much input y contributes to Y.
  public var m22: Double
  /// Row 2, column 3: how much input y contributes to W (perspective).
  public var m23: Double
  /// Row 3, column 1: the constant part of X (translation in x).
  public var m31: Double
  /// Row 3, column 2: the constant part of Y (translation in y).
  public var m32: Double
  /// Row 3, column 3: the constant part of W.
  public var m33: Double

  /// Creates a transform from its nine entries; the defaults are the identity.
  ///
  /// Entries are stored as given, NaN and infinity included; ``isFinite`` tells, and
  /// ``applyIfVisible(to:)`` returns `nil` for any point such a matrix cannot map.
  public init(
    m11: Double = 1, m12: Double = 0, m13: Double = 0,
    m21: Double = 0, m22: Double = 1, m23: Double = 0,
    m31: Double = 0, m32: Double = 0, m33: Double = 1
  ) {
    self.m11 = m11
    self.m12 = m12
    self.m13 = m13
    self.m21 = m21
    self.m22 = m22
    self.m23 = m23
    self.m31 = m31
    self.m32 = m32
    self.m33 = m33
  }

  /// The transform that maps every point to itself.
  public static let identity = PerspectiveTransform()

  // MARK: - Properties

  /// Whether all nine entries are finite (neither NaN nor infinite).
  public var isFinite: Bool {
    m11.isFinite && m12.isFinite && m13.isFinite && m21.isFinite && m22.isFinite
      && m23.isFinite && m31.isFinite && m32.isFinite && m33.isFinite
  }

  /// Whether this is exactly the identity matrix (`-0.0` counts as `0`).
  public var isIdentity: Bool { self == .identity }

  /// Whether the transform has no perspective part: `m13 = m23 = 0` and `m33 = 1`,
  /// so `W = 1` for every point and the map is affine.
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// The determinant of the 3×3 matrix, by cofactor expansion along the first row.
  ///
  /// ```
  /// det = m11 (m22 m33 − m23 m32) − m12 (m21 m33 − m23 m31) + m13 (m21 m32 − m22 m31)
  /// ```
  ///
  /// NaN or infinite when an entry is, or when the products overflow.
  public var determinant: Double {
    m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31)
      + m13 * (m21 * m32 - m22 * m31)
  }

  // MARK: - Composition

  /// The transform that applies `self` first and then `other`.
  ///
  /// With row vectors, `p · (A · B) = (p · A) · B`, so the result is the matrix product
  /// `self · other`. Stacked SwiftUI modifiers `content.a().b()` compose as
  /// `a.concatenating(b)`: the inner modifier acts on the content's points first.
  ///
  /// The product is plain IEEE arithmetic: it is finite whenever both operands are finite
  /// and their entries are below about 1e150; otherwise check ``isFinite``.
  public func concatenating(_ other: PerspectiveTransform) -> PerspectiveTransform {
    let a = self
    let b = other
    return PerspectiveTransform(
      m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31,
      m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32,
      m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33,
      m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31,
      m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32,
      m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33,
      m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31,
      m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32,
      m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33
    )
  }

  /// The inverse transform, or `nil` when the matrix is singular or not finite.
  ///
  /// Computed as `adj(M) / det(M)`. The matrix counts as singular when
  /// `|det| ≤ 1e-14 · ‖row1‖ · ‖row2‖ · ‖row3‖` (Hadamard's bound scaled down: the rows
  /// are linearly dependent to within rounding), so a card turned edge-on, whose
  /// image is a line, has no inverse whether the 90° came from degrees or from radians.
  /// Also `nil` when an entry or the result is not finite, and when an entry is so large
  /// (above about 1.3e154) that its square overflows: the bound is then infinite, so the
  /// matrix counts as singular.
  public func inverted() -> PerspectiveTransform? {
    guard isFinite else { return nil }
    let det = determinant
    let row1 = (m11 * m11 + m12 * m12 + m13 * m13).squareRoot()
    let row2 = (m21 * m21 + m22 * m22 + m23 * m23).squareRoot()
    let row3 = (m31 * m31 + m32 * m32 + m33 * m33).squareRoot()
    guard det.isFinite, det != 0, abs(det) > 1e-14 * row1 * row2 * row3 else { return nil }
    let inverse = PerspectiveTransform(
      m11: (m22 * m33 - m23 * m32) / det,
      m12: (m13 * m32 - m12 * m33) / det,
      m13: (m12 * m23 - m13 * m22) / det,
      m21: (m23 * m31 - m21 * m33) / det,
      m22: (m11 * m33 - m13 * m31) / det,
      m23: (m13 * m21 - m11 * m23) / det,
      m31: (m21 * m32 - m22 * m31) / det,
      m32: (m12 * m31 - m11 * m32) / det,
      m33: (m11 * m22 - m12 * m21) / det
    )
    return inverse.isFinite ? inverse : nil
  }

  // MARK: - Mapping points

  /// The image of `point`, or `nil` when it has none in front of the camera.
  ///
  /// ```
  /// (X, Y, W) = (x, y, 1) · M,   result = (X / W, Y / W)   when W > 0
  /// ```
  ///
  /// Returns `nil` when `W ≤ 0` (the point lies on or behind the camera's plane, where a
  /// renderer clips it), when `W` is NaN, or when the point, an entry or the quotient is
  /// not finite (a point so close to the camera plane that `X / W` overflows).
  public func applyIfVisible(to point: SIMD2<Double>) -> SIMD2<Double>? {
    let x = point.x
    let y = point.y
    let w = x * m13 + y * m23 + m33
    guard w > 0 else { return nil }
    let image = SIMD2(x * m11 + y * m21 + m31, x * m12 + y * m22 + m32) / w
    guard image.x.isFinite, image.y.isFinite else { return nil }
    return image
  }

  /// The image of `point`: `(X / W, Y / W)` with `(X, Y, W) = (x, y, 1) · M`.
  ///
  /// Never NaN from a finite point: when the point has no visible image (see
  /// ``applyIfVisible(to:)``: `W ≤ 0`, a point at or behind the camera, or anything
  /// non-finite) the point is returned **unchanged**, so only a NaN input comes back NaN.
  /// Call ``applyIfVisible(to:)`` when that case matters. A rotation of a
  /// `w × h` card about its centre with `anchorZ = 0` keeps every point of the card
  /// visible for `perspective < √2`: the depth of a point is at most half the diagonal,
  /// so `W ≥ 1 − perspective · √(w² + h²) / (2 · max(w, h)) > 0` (for a pure yaw or pitch
  /// the bound is `perspective < 2`).
  public func apply(to point: SIMD2<Double>) -> SIMD2<Double> {
    applyIfVisible(to: point) ?? point
  }

  // MARK: - Mirroring

  /// The mirror about the vertical line `x = width / 2`: `(x, y) ↦ (width − x, y)`.
  ///
  /// ```
  /// F = ┌   −1  0  0 ┐
  ///     │    0  1  0 │      F · F = identity
  ///     └ width 0  1 ┘
  /// ```
  ///
  /// `F · M · F` is how a right-to-left layout presents `M`. A non-finite `width` gives
  /// the identity (no mirror).
  public static func mirror(width: Double) -> PerspectiveTransform {
    guard width.isFinite else { return .identity }
    return PerspectiveTransform(m11: -1, m31: width)
  }
}
