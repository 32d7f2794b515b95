// SwiftUI's rotation3DEffect as a PerspectiveTransform.

extension PerspectiveTransform {
  // MARK: - rotation3DEffect

  /// The projection SwiftUI's `rotation3DEffect` applies to a view of `size` points.
  ///
  /// With `w, h = size`, anchor `a = (anchor.x · w, anchor.y · h, anchorZ)` and
  /// `d = perspective / max(w, h)`, the 4×4 transform in Core Animation's row-vector
  /// form is
  ///
  /// ```
  /// M4 = T(−a) · R(angle, axis) · P · T(a),   P = identity with m34 = −d
  /// ```
  ///
  /// and the result keeps rows and columns 1, 2, 4 of `M4` (the view is flat, z = 0, and
  /// the output depth is dropped). Point by point, with `q = (x − aₓ, y − a_y, −a_z)`
  /// rotated to `r = q · R`:
  ///
  /// ```
  /// x′ = aₓ + r₁ / (1 − d r₃)        y′ = a_y + r₂ / (1 − d r₃)
  /// ```
  ///
  /// `R` is `CATransform3DMakeRotation(angle, x, y, z)` with the axis normalised
  /// (`c = cos`, `s = sin`, `t = 1 − c`):
  ///
  /// ```
  /// R = ┌ t x² + c     t x y + s z   t x z − s y ┐
  ///     │ t x y − s z  t y² + c      t y z + s x │
  ///     └ t x z + s y  t y z − s x   t z² + c    ┘
  /// ```
  ///
  /// As a row-vector map this is the right-hand rotation about the axis in view
  /// coordinates (x right, y **down**, z toward the viewer, since `W = 1 − d z` grows
  /// the image for z > 0). SwiftUI hands its angle and axis to Core Animation
  /// unchanged, so for a positive angle:
  /// - yaw, axis (0, 1, 0): +x turns toward −z, the **right** edge recedes and the left
  ///   edge comes closer;
  /// - pitch, axis (1, 0, 0): +y turns toward +z, the **top** edge recedes and the bottom
  ///   comes closer;
  /// - roll, axis (0, 0, 1): +x turns toward +y, clockwise on screen.
  ///
  /// The tilt cards lean "toward the finger" this way: a touch on the right gives a
  /// positive yaw and pushes the right edge in.
  ///
  /// In a right-to-left layout the result is mirrored about `x = w / 2`:
  /// `F · M · F` with `F =` ``mirror(width:)``. That equals the left-to-right transform
  /// for the axis `(x, −y, −z)` about the mirrored anchor `(1 − anchor.x, anchor.y)`:
  /// a yaw or roll reverses, a pitch about a centred anchor does not.
  ///
  /// Edge cases (the result is always finite):
  /// - `perspective = 0` is an orthographic projection (`d = 0`); a negative perspective
  ///   puts the camera behind the view, so the receding side grows.
  /// - The angle is used as given: sine and cosine make any finite angle periodic, however
  ///   large. A NaN or infinite angle gives ``identity``.
  /// - A zero or non-finite axis gives ``identity``; the axis is scaled by its largest
  ///   component before normalising, so tiny and huge axes work.
  /// - A size with a negative or non-finite component, or a size of 0 × 0, gives
  ///   ``identity`` (there is nothing to rotate, and `d` would divide by zero). A size of
  ///   zero in one direction is fine.
  /// - A non-finite anchor, `anchorZ` or perspective gives ``identity``, and so does any
  ///   input so large that the matrix overflows.
  /// - With `anchorZ ≠ 0` even an angle of 0 is not the identity: the view lies `anchorZ`
  ///   behind the anchor's depth and is scaled about the anchor by `1 / (1 + d · anchorZ)`,
  ///   as the formula says.
  /// - Points can fall behind the camera (`W ≤ 0`) when `d` times the depth of a point
  ///   reaches 1, which needs a perspective above √2 for a rotation about the centre
  ///   with `anchorZ = 0`; see ``apply(to:)``.
  ///
  /// - Parameters:
  ///   - radians: The rotation angle in radians.
  ///   - axis: The rotation axis; any length except zero.
  ///   - anchor: The anchor in unit coordinates of the view; the centre by default.
  ///   - anchorZ: The anchor's depth in points.
  ///   - perspective: The relative camera strength; SwiftUI's default is 1.
  ///   - size: The view's size in points, (width, height).
  ///   - direction: The layout direction; right-to-left mirrors the result.
  public static func rotation3D(
    radians: Double,
    axis: SIMD3<Double>,
    anchor: SIMD2<Double> = [0.5, 0.5],
    anchorZ: Double = 0,
    perspective: Double = 1,
    size: SIMD2<Double>,
    direction: WritingDirection = .leftToRight
  ) -> PerspectiveTransform {
    guard radians.isFinite else { return .identity }
    return rotation3D(
      cosine: Elementary.cos(radians), sine: Elementary.sin(radians), axis: axis, anchor: anchor,
      anchorZ: anchorZ, perspective: perspective, size: size, direction: direction)
  }

  /// The projection of `rotation3DEffect(.degrees(degrees), …)`; see
  /// ``rotation3D(radians:axis:anchor:anchorZ:perspective:size:direction:)``.
  ///
  /// The angle is reduced exactly: `degrees` is taken modulo 360 with IEEE `remainder`,
  /// then split into a multiple of 90° and a rest in [−45°, 45°], so 90°, 180°, 270° and
  /// `3600° + 30°` give exactly the cosine and sine of 90°, 180°, 270° and 30°: a 90°
  /// yaw collapses the card to an exact line. Results differ from the radians version by
  /// at most a few ulps. A NaN or infinite angle gives ``identity``; all other edge cases
  /// are those of the radians version.
  public static func rotation3D(
    degrees: Double,
    axis: SIMD3<Double>,
    anchor: SIMD2<Double> = [0.5, 0.5],
    anchorZ: Double = 0,
    perspective: Double = 1,
    size: SIMD2<Double>,
    direction: WritingDirection = .leftToRight
  ) -> PerspectiveTransform {
    guard degrees.isFinite else { return .identity }
    let turn = degrees.remainder(dividingBy: 360)  // exact, in [−180, 180]
    let quarter = (turn / 90).rounded()  // −2 … 2
    let rest = (turn - 90 * quarter) * (Double.pi / 180)  // exact difference, |rest| ≤ π/4
    let c = Elementary.cos(rest)
    let s = Elementary.sin(rest)
    let cosine: Double
    let sine: Double
    switch quarter {
    case 1: (cosine, sine) = (-s, c)
    case -1: (cosine, sine) = (s, -c)
    case 2, -2: (cosine, sine) = (-c, -s)
    default: (cosine, sine) = (c, s)
    }
    return rotation3D(
      cosine: cosine, sine: sine, axis: axis, anchor: anchor, anchorZ: anchorZ,
      perspective: perspective, size: size, direction: direction)
  }

  // MARK: - Construction

  private static func rotation3D(
    cosine c: Double,
    sine s: Double,
    axis: SIMD3<Double>,
    anchor: SIMD2<Double>,
    anchorZ: Double,
    perspective: Double,
    size: SIMD2<Double>,
    direction: WritingDirection
  ) -> PerspectiveTransform {
    let w = size.x
    let h = size.y
    guard w.isFinite, h.isFinite, w >= 0, h >= 0, w > 0 || h > 0,
      anchor.x.isFinite, anchor.y.isFinite, anchorZ.isFinite, perspective.isFinite,
      axis.x.isFinite, axis.y.isFinite, axis.z.isFinite
    else { return .identity }

    // Normalise the axis without overflow or underflow.
    let largest = max(abs(axis.x), abs(axis.y), abs(axis.z))
    guard largest > 0 else { return .identity }
    let scaled = axis / largest
    let k = scaled / (scaled * scaled).sum().squareRoot()

    let t = 1 - c
    let rotation = ProjectionMatrix4(
      SIMD4(t * k.x * k.x + c, t * k.x * k.y + s * k.z, t * k.x * k.z - s * k.y, 0),
      SIMD4(t * k.x * k.y - s * k.z, t * k.y * k.y + c, t * k.y * k.z + s * k.x, 0),
      SIMD4(t * k.x * k.z + s * k.y, t * k.y * k.z - s * k.x, t * k.z * k.z + c, 0),
      SIMD4(0, 0, 0, 1))

    var camera = ProjectionMatrix4.identity
    camera.row3.w = -perspective / max(w, h)

    let a = SIMD3(anchor.x * w, anchor.y * h, anchorZ)
    let full =
      ProjectionMatrix4.translation(-a) * rotation * camera
      * ProjectionMatrix4.translation(a)

    // Keep rows and columns 1, 2, 4.
    let flat = PerspectiveTransform(
      m11: full.row1.x, m12: full.row1.y, m13: full.row1.w,
      m21: full.row2.x, m22: full.row2.y, m23: full.row2.w,
      m31: full.row4.x, m32: full.row4.y, m33: full.row4.w)
    guard flat.isFinite else { return .identity }

    switch direction {
    case .leftToRight:
      return flat
    case .rightToLeft:
      let mirror = PerspectiveTransform.mirror(width: w)
      let mirrored = mirror.concatenating(flat).concatenating(mirror)
      return mirrored.isFinite ? mirrored : .identity
    }
  }
}

// MARK: - 4×4 helper

/// A 4×4 matrix in Core Animation's row-vector layout (`CATransform3D`), used only to
/// build the 3×3 projection exactly as the platform composes it.
private struct ProjectionMatrix4 {
  var row1: SIMD4<Double>
  var row2: SIMD4<Double>
  var row3: SIMD4<Double>
  var row4: SIMD4<Double>

  init(_ row1: SIMD4<Double>, _ row2: SIMD4<Double>, _ row3: SIMD4<Double>, _ row4: SIMD4<Double>) {
    self.row1 = row1
    self.row2 = row2
    self.row3 = row3
    self.row4 = row4
  }

  static let identity = ProjectionMatrix4(
    SIMD4(1, 0, 0, 0), SIMD4(0, 1, 0, 0), SIMD4(0, 0, 1, 0), SIMD4(0, 0, 0, 1))

  /// `CATransform3DMakeTranslation`: the offset sits in row 4.
  static func translation(_ offset: SIMD3<Double>) -> ProjectionMatrix4 {
    var matrix = identity
    matrix.row4 = SIMD4(offset.x, offset.y, offset.z, 1)
    return matrix
  }

  /// Row `i` of `lhs · rhs` is row `i` of `lhs` times `rhs`.
  static func * (lhs: ProjectionMatrix4, rhs: ProjectionMatrix4) -> ProjectionMatrix4 {
    func times(_ row: SIMD4<Double>) -> SIMD4<Double> {
      row.x * rhs.row1 + row.y * rhs.row2 + row.z * rhs.row3 + row.w * rhs.row4
    }
    return ProjectionMatrix4(times(lhs.row1), times(lhs.row2), times(lhs.row3), times(lhs.row4))
  }
}
