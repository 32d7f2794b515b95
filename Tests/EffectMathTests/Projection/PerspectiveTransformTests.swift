// Proofs for the 3×3 algebra: mapping points, composition, inversion, visibility.

import EffectMath
import EffectProofTestSupport
import Testing

@Suite("projection.transform")
struct PerspectiveTransformTests {
  // MARK: - Mapping

  /// A hand-written matrix maps a point by `(x, y, 1) · M` and the divide:
  /// M = [[2, 1, 0.01], [0, 3, 0], [5, −4, 1]], p = (10, 20):
  /// X = 20 + 0 + 5 = 25, Y = 10 + 60 − 4 = 66, W = 0.1 + 0 + 1 = 1.1 → (25/1.1, 66/1.1).
  @Test func mapsARowVectorAndDivides() {
    let m = PerspectiveTransform(
      m11: 2, m12: 1, m13: 0.01, m21: 0, m22: 3, m23: 0, m31: 5, m32: -4, m33: 1)
    let image = m.apply(to: [10, 20])
    #expect(projectionClose(image, [25 / 1.1, 66 / 1.1], tolerance: 1e-15))
    #expect(m.applyIfVisible(to: [10, 20]) == image)
    #expect(!m.isAffine)
    #expect(PerspectiveTransform.identity.apply(to: [3.5, -7]) == SIMD2(3.5, -7))
    #expect(PerspectiveTransform.identity.isAffine && PerspectiveTransform.identity.isIdentity)
  }

  /// A point on or behind the camera plane (W ≤ 0) has no visible image: `applyIfVisible`
  /// is nil and `apply` returns the point unchanged, never NaN or infinity.
  @Test func pointsBehindTheCameraAreReportedNotInvented() {
    // W = 1 − x / 100: zero at x = 100, negative beyond.
    let m = PerspectiveTransform(m13: -0.01)
    #expect(m.applyIfVisible(to: [50, 5]) != nil)
    for x in [100.0, 100.5, 250, 1e300] {
      #expect(m.applyIfVisible(to: [x, 5]) == nil, "x = \(x)")
      #expect(m.apply(to: [x, 5]) == SIMD2(x, 5), "x = \(x)")
    }
    // A yaw with a strong camera: the near edge of a card crosses the camera plane.
    let strong = PerspectiveTransform.rotation3D(
      degrees: 80, axis: [0, 1, 0], perspective: 3, size: [200, 200])
    #expect(strong.applyIfVisible(to: [0, 0]) == nil)
    #expect(strong.applyIfVisible(to: [200, 0]) != nil)
    // W tiny but positive: X / W overflows, which is reported as not visible.
    let tiny = PerspectiveTransform(m33: .leastNonzeroMagnitude)
    #expect(tiny.applyIfVisible(to: [0, 0]) == .zero)
    #expect(tiny.applyIfVisible(to: [1, 1]) == nil)
    #expect(tiny.apply(to: [1, 1]) == SIMD2(1, 1))
  }

  /// Non-finite points or entries never produce a silent NaN.
  @Test func nonFiniteInputsAreNotVisible() {
    let rotation = PerspectiveTransform.rotation3D(degrees: 10, axis: [1, 0, 0], size: [10, 10])
    for point in [SIMD2(Double.nan, 0), SIMD2(0, .infinity), SIMD2(-.infinity, .nan)] {
      #expect(rotation.applyIfVisible(to: point) == nil)
    }
    var broken = PerspectiveTransform.identity
    broken.m31 = .nan
    #expect(!broken.isFinite)
    #expect(broken.applyIfVisible(to: [1, 2]) == nil)
    #expect(broken.apply(to: [1, 2]) == SIMD2(1, 2))
    #expect(broken.inverted() == nil)
  }

  // MARK: - Composition

  /// `a.concatenating(b)` applies `a` first: checked against applying them one after the
  /// other with an explicit homogeneous product written in the test (random matrices with
  /// W > 0 on the sampled points, seed printed).
  @Test func concatenationAppliesSelfFirst() {
    var random = SplitMix64.seeded("projection.concatenation", fallback: 0x5EED_0004)
    var sweep = ProjectionSweep("projection.concatenation")
    for _ in 0..<5_000 {
      let a = randomMatrix(&random)
      let b = randomMatrix(&random)
      let point = SIMD2(
        Double.random(in: -100...100, using: &random), .random(in: -100...100, using: &random))
      guard let middle = image(of: point, under: a), let expected = image(of: middle, under: b)
      else { continue }
      guard let actual = a.concatenating(b).applyIfVisible(to: point) else {
        sweep.check(false, "visible in two steps but not in one: \(a) \(b) \(point)")
        continue
      }
      sweep.check(
        projectionClose(actual, expected, tolerance: 1e-9),
        distance: projectionDistance(actual, expected), "\(a) then \(b) at \(point)")
    }
    sweep.finish(atLeast: 1_000)
  }

  // MARK: - Inversion

  /// `inverted()` undoes the transform: `M · M⁻¹ ≈ I` and points round-trip, for random
  /// rotations of random cards (seed printed).
  @Test func inverseRoundTrips() {
    var random = SplitMix64.seeded("projection.inverse", fallback: 0x5EED_0005)
    for _ in 0..<2_000 {
      let size = SIMD2(
        Double.random(in: 10...800, using: &random), .random(in: 10...800, using: &random))
      let transform = PerspectiveTransform.rotation3D(
        degrees: .random(in: -80...80, using: &random),
        axis: [
          .random(in: -1...1, using: &random), .random(in: -1...1, using: &random),
          .random(in: 0.1...1, using: &random),
        ],
        perspective: .random(in: 0...1, using: &random), size: size)
      guard let inverse = transform.inverted() else {
        Issue.record("no inverse for \(transform)")
        continue
      }
      let product = transform.concatenating(inverse)
      let entries = [
        product.m11 / product.m33 - 1, product.m12 / product.m33, product.m13 / product.m33,
        product.m21 / product.m33, product.m22 / product.m33 - 1, product.m23 / product.m33,
        product.m31 / product.m33, product.m32 / product.m33,
      ]
      #expect(entries.allSatisfy { abs($0) < 1e-9 }, "M · M⁻¹ = \(product)")
      let point = SIMD2(
        Double.random(in: 0...size.x, using: &random), .random(in: 0...size.y, using: &random))
      if let forward = transform.applyIfVisible(to: point),
        let back = inverse.applyIfVisible(to: forward)
      {
        #expect(projectionClose(back, point, tolerance: 1e-9))
      }
    }
  }

  /// Singular matrices have no inverse: zero, rank two, and a card turned edge-on.
  @Test func singularMatricesHaveNoInverse() {
    let zero = PerspectiveTransform(m11: 0, m22: 0, m33: 0)
    let rankTwo = PerspectiveTransform(
      m11: 1, m12: 2, m13: 3, m21: 2, m22: 4, m23: 6, m31: 0, m32: 1, m33: 1)
    #expect(zero.inverted() == nil)
    #expect(rankTwo.inverted() == nil)
    #expect(rankTwo.determinant == 0)
    let edgeOn = PerspectiveTransform.rotation3D(radians: .pi / 2, axis: [1, 0, 0], size: [9, 9])
    #expect(edgeOn.inverted() == nil)
    // The determinant by hand: det [[2, 1, 0], [0, 3, 0], [5, −4, 1]] = 2·3 − 1·0 + 0 = 6.
    let six = PerspectiveTransform(m11: 2, m12: 1, m21: 0, m22: 3, m31: 5, m32: -4)
    #expect(six.determinant == 6)
    #expect(six.inverted() != nil)
  }

  // MARK: - Helpers

  /// An independent homogeneous product, `(x, y, 1) · M` and the divide, or nil if W ≤ 0.
  private func image(of p: SIMD2<Double>, under m: PerspectiveTransform) -> SIMD2<Double>? {
    let column1 = SIMD3(m.m11, m.m21, m.m31)
    let column2 = SIMD3(m.m12, m.m22, m.m32)
    let column3 = SIMD3(m.m13, m.m23, m.m33)
    let row = SIMD3(p.x, p.y, 1)
    let w = (row * column3).sum()
    guard w > 0.05 else { return nil }
    return SIMD2((row * column1).sum(), (row * column2).sum()) / w
  }

  private func randomMatrix(_ random: inout SplitMix64) -> PerspectiveTransform {
    PerspectiveTransform(
      m11: .random(in: -2...2, using: &random), m12: .random(in: -2...2, using: &random),
      m13: .random(in: -0.005...0.005, using: &random),
      m21: .random(in: -2...2, using: &random), m22: .random(in: -2...2, using: &random),
      m23: .random(in: -0.005...0.005, using: &random),
      m31: .random(in: -50...50, using: &random), m32: .random(in: -50...50, using: &random),
      m33: .random(in: 0.5...1.5, using: &random))
  }
}
