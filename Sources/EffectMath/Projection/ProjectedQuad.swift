// The four corners of a card after a perspective transform.

/// The image of a `w × h` card's corners under a ``PerspectiveTransform``.
///
/// The corners are those of the transform's own coordinate space, x to the right and y
/// down: `(0, 0)`, `(w, 0)`, `(w, h)`, `(0, h)`. Their images are listed in that order,
/// which is clockwise on screen for a card that has not flipped over.
///
/// When every corner is in front of the camera the projected card is exactly the convex
/// quadrilateral through these four points (a projective map with `W > 0` on the whole
/// card keeps segments straight and convexity), so ``bounds`` is the card's true
/// footprint.
public struct ProjectedQuad: Hashable, Sendable {
  /// The image of the corner `(0, 0)`.
  public var topLeft: SIMD2<Double>
  /// The image of the corner `(w, 0)`.
  public var topRight: SIMD2<Double>
  /// The image of the corner `(w, h)`.
  public var bottomRight: SIMD2<Double>
  /// The image of the corner `(0, h)`.
  public var bottomLeft: SIMD2<Double>

  /// Creates a quad from its four corners, stored as given.
  public init(
    topLeft: SIMD2<Double>, topRight: SIMD2<Double>, bottomRight: SIMD2<Double>,
    bottomLeft: SIMD2<Double>
  ) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomRight = bottomRight
    self.bottomLeft = bottomLeft
  }

  /// The corners in order: top left, top right, bottom right, bottom left.
  public var corners: [SIMD2<Double>] { [topLeft, topRight, bottomRight, bottomLeft] }

  /// The smallest axis-aligned box around the four corners; `nil` only if a corner is
  /// not finite or the extent overflows (see ``ProjectedBounds/init(enclosing:)``).
  public var bounds: ProjectedBounds? { ProjectedBounds(enclosing: corners) }
}

// MARK: - Projecting a card

extension PerspectiveTransform {
  /// The images of the corners of a card of `size` points.
  ///
  /// ```
  /// corners (0, 0), (w, 0), (w, h), (0, h)  ↦  applyIfVisible(to:) of each
  /// ```
  ///
  /// Returns `nil` when a size component is negative or not finite, or when any corner
  /// has no visible image (it lies on or behind the camera: the projected card is then
  /// unbounded or clipped, and four points do not describe it). A size of zero gives a
  /// degenerate quad.
  public func projectedQuad(size: SIMD2<Double>) -> ProjectedQuad? {
    let w = size.x
    let h = size.y
    guard w.isFinite, h.isFinite, w >= 0, h >= 0,
      let topLeft = applyIfVisible(to: SIMD2(0, 0)),
      let topRight = applyIfVisible(to: SIMD2(w, 0)),
      let bottomRight = applyIfVisible(to: SIMD2(w, h)),
      let bottomLeft = applyIfVisible(to: SIMD2(0, h))
    else { return nil }
    return ProjectedQuad(
      topLeft: topLeft, topRight: topRight, bottomRight: bottomRight, bottomLeft: bottomLeft)
  }

  /// The footprint of a card of `size` points: the bounds of ``projectedQuad(size:)``.
  ///
  /// `nil` in the same cases as ``projectedQuad(size:)``.
  public func projectedBounds(size: SIMD2<Double>) -> ProjectedBounds? {
    projectedQuad(size: size)?.bounds
  }
}
