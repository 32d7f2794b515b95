// Proofs for the projected corners of a card and their bounding box.

import EffectMath
import Testing

@Suite("projection.quad")
struct ProjectedQuadTests {
  /// The quad lists the images of (0, 0), (w, 0), (w, h), (0, h) in that order, each equal
  /// to the oracle's projection, and the bounds are their min / max.
  @Test func cornersInOrderAndTheirBounds() {
    let size = SIMD2(200.0, 300.0)
    for degrees in stride(from: -60.0, through: 60, by: 7.5) {
      for axis in [SIMD3(1.0, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1), SIMD3(1, 1, 1)] {
        let transform = PerspectiveTransform.rotation3D(
          degrees: degrees, axis: axis, perspective: 0.8, size: size)
        guard let quad = transform.projectedQuad(size: size), let bounds = quad.bounds else {
          Issue.record("no quad at \(degrees)° \(axis)")
          continue
        }
        let corners = [SIMD2(0.0, 0), SIMD2(200, 0), SIMD2(200, 300), SIMD2(0, 300)]
        for (actual, corner) in zip(quad.corners, corners) {
          let expected = ProjectionOracle.project(
            corner, radians: degrees * .pi / 180, axis: axis, perspective: 0.8, size: size)
          guard let expected else {
            Issue.record("oracle lost \(corner)")
            continue
          }
          #expect(projectionClose(actual, expected, tolerance: 1e-11), "\(degrees)° \(axis)")
        }
        let xs = quad.corners.map(\.x)
        let ys = quad.corners.map(\.y)
        // origin is the exact minimum; origin + size is the maximum up to one rounding.
        #expect(bounds.minX == xs.min() && bounds.minY == ys.min())
        #expect(abs(bounds.maxX - (xs.max() ?? .nan)) <= 1e-13 * 300)
        #expect(abs(bounds.maxY - (ys.max() ?? .nan)) <= 1e-13 * 300)
        #expect(transform.projectedBounds(size: size) == bounds)
      }
    }
  }

  /// The hand-worked 30° yaw (see `Rotation3DTests.thirtyDegreeYawByHand`): the nearer left
  /// edge runs from y = −30 to 330, the farther right edge from 150/7 to 1950/7, so the
  /// box is x ∈ [100 − 60√3, 100 + 300√3/7], y ∈ [−30, 330].
  @Test func thirtyDegreeYawBoundsByHand() {
    let root3 = 3.0.squareRoot()
    let transform = PerspectiveTransform.rotation3D(
      degrees: 30, axis: [0, 1, 0], perspective: 1, size: [200, 300])
    guard let bounds = transform.projectedBounds(size: [200, 300]) else {
      Issue.record("no bounds")
      return
    }
    #expect(abs(bounds.minX - (100 - 60 * root3)) < 1e-12)
    #expect(abs(bounds.maxX - (100 + 300 * root3 / 7)) < 1e-12)
    #expect(abs(bounds.minY - -30) < 1e-12)
    #expect(abs(bounds.maxY - 330) < 1e-12)
    #expect(abs(bounds.size.x - (300 * root3 / 7 + 60 * root3)) < 1e-12)
  }

  /// The identity keeps the card where it is: bounds (0, 0, w, h).
  @Test func identityBoundsAreTheCard() {
    let bounds = PerspectiveTransform.identity.projectedBounds(size: [302, 444])
    #expect(bounds == ProjectedBounds(origin: .zero, size: [302, 444]))
  }

  /// No quad when a corner is behind the camera or the size is unusable; a zero size gives
  /// a degenerate quad.
  @Test func noQuadForLostCornersOrBadSizes() {
    let strong = PerspectiveTransform.rotation3D(
      degrees: 80, axis: [0, 1, 0], perspective: 3, size: [200, 200])
    #expect(strong.projectedQuad(size: [200, 200]) == nil)
    #expect(strong.projectedBounds(size: [200, 200]) == nil)
    let plain = PerspectiveTransform.rotation3D(degrees: 10, axis: [0, 1, 0], size: [200, 200])
    for size in [SIMD2(-1.0, 10), SIMD2(.nan, 10), SIMD2(10, .infinity)] {
      #expect(plain.projectedQuad(size: size) == nil, "\(size)")
    }
    let point = plain.projectedQuad(size: .zero)
    #expect(point?.bounds?.size == SIMD2(0, 0))
  }

  /// `ProjectedBounds(enclosing:)`: empty, non-finite and overflowing inputs give nil.
  @Test func enclosingRejectsWhatItCannotBound() {
    #expect(ProjectedBounds(enclosing: []) == nil)
    #expect(ProjectedBounds(enclosing: [[0, 0], [.nan, 1]]) == nil)
    #expect(ProjectedBounds(enclosing: [[0, 0], [1, .infinity]]) == nil)
    let huge = Double.greatestFiniteMagnitude
    #expect(ProjectedBounds(enclosing: [[-huge, 0], [huge, 0]]) == nil)
    let box = ProjectedBounds(enclosing: [[3, -1], [-2, 4], [0, 0]])
    #expect(box == ProjectedBounds(origin: [-2, -1], size: [5, 5]))
  }
}
