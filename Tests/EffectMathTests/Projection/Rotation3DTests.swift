// Proofs for PerspectiveTransform.rotation3D against closed forms derived by hand.

import EffectMath
import EffectProofTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

@Suite("projection.rotation3D")
struct Rotation3DTests {
  // MARK: - Against the oracle

  /// `projection.matchesOracle`: the 4×4 product equals Rodrigues + divide, point by point,
  /// over random angles, axes, anchors, depths, perspectives, sizes and points.
  @Test func matchesTheClosedFormOverRandomCases() {
    var random = SplitMix64.seeded("projection.matchesOracle", fallback: 0x5EED_0001)
    var sweep = ProjectionSweep("projection.matchesOracle")
    var compared = 0
    var behind = 0
    var skipped = 0
    for _ in 0..<20_000 {
      let radians = Double.random(in: -4 * .pi...4 * .pi, using: &random)
      var axis = SIMD3<Double>.zero
      while (axis * axis).sum() < 1e-6 {
        axis = SIMD3(
          .random(in: -2...2, using: &random), .random(in: -2...2, using: &random),
          .random(in: -2...2, using: &random))
      }
      let size = SIMD2(
        Double.random(in: 1...1000, using: &random), .random(in: 1...1000, using: &random))
      let anchor = SIMD2(
        Double.random(in: -0.5...1.5, using: &random), .random(in: -0.5...1.5, using: &random))
      let anchorZ = Double.random(in: -0.3...0.3, using: &random) * max(size.x, size.y)
      let perspective = Double.random(in: -1...1.5, using: &random)
      let point = SIMD2(
        Double.random(in: -0.5...1.5, using: &random) * size.x,
        .random(in: -0.5...1.5, using: &random) * size.y)

      let transform = PerspectiveTransform.rotation3D(
        radians: radians, axis: axis, anchor: anchor, anchorZ: anchorZ,
        perspective: perspective, size: size)
      let depth = oracleDepth(
        point, radians: radians, axis: axis, anchor: anchor, anchorZ: anchorZ,
        perspective: perspective, size: size)
      let actual = transform.applyIfVisible(to: point)
      if depth < -1e-3 {
        sweep.check(
          actual == nil, "behind the camera: W = \(depth), got \(String(describing: actual))")
        behind += 1
      } else if depth > 1e-3 {
        let expected = ProjectionOracle.project(
          point, radians: radians, axis: axis, anchor: anchor, anchorZ: anchorZ,
          perspective: perspective, size: size)
        let context =
          "θ = \(radians), axis = \(axis), anchor = \(anchor), z = \(anchorZ), p = \(point)"
        guard let expected, let actual else {
          sweep.check(false, "visible point lost: W = \(depth), \(context)")
          continue
        }
        let tolerance = 1e-9 / min(1, depth)
        let scale = max(1, abs(expected.x), abs(expected.y))
        sweep.check(
          projectionClose(actual, expected, tolerance: tolerance),
          distance: projectionDistance(actual, expected) / scale,
          "\(actual) vs oracle \(expected): \(context)")
        compared += 1
      } else {
        skipped += 1
      }
    }
    print(
      "[projection.matchesOracle] \(compared) visible, \(behind) behind the camera, "
        + "\(skipped) within 1e-3 of W = 0")
    sweep.finish(atLeast: 19_000, unit: "(relative)")
    #expect(behind > 100, "the sweep must reach points behind the camera")
  }

  /// The degrees entry point is the same rotation as the radians one, to rounding.
  @Test func degreesAgreeWithRadians() {
    var sweep = ProjectionSweep("projection.degreesAgree")
    let size = SIMD2(302.0, 444.0)
    for degrees in stride(from: -720.0, through: 720.0, by: 2.5) {
      for axis in [SIMD3(1.0, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1), SIMD3(1, -2, 3)] {
        let fromDegrees = PerspectiveTransform.rotation3D(
          degrees: degrees, axis: axis, perspective: 0.6, size: size)
        for point in [SIMD2(0.0, 0), SIMD2(302, 0), SIMD2(302, 444), SIMD2(0, 444)] {
          let expected = ProjectionOracle.project(
            point, radians: degrees * .pi / 180, axis: axis, perspective: 0.6, size: size)
          guard let expected, let actual = fromDegrees.applyIfVisible(to: point) else {
            sweep.check(false, "corner not visible at \(degrees)°")
            continue
          }
          sweep.check(
            projectionClose(actual, expected, tolerance: 1e-12),
            distance: projectionDistance(actual, expected), "\(degrees)° \(axis) \(point)")
        }
      }
    }
    sweep.finish(atLeast: 9_000)
  }

  // MARK: - Known values

  /// A rotation of 0 is the identity, exactly, for any axis, anchor, perspective and size
  /// (with `anchorZ = 0`), in both layout directions.
  @Test func zeroAngleIsTheIdentity() {
    for axis in [SIMD3(1.0, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1), SIMD3(3, -1, 2)] {
      for anchor in [SIMD2(0.5, 0.5), SIMD2(0, 0), SIMD2(0.25, 1.3)] {
        for size in [SIMD2(302.0, 444.1), SIMD2(1, 1000), SIMD2(0, 50)] {
          for direction in WritingDirection.allCases {
            let radians = PerspectiveTransform.rotation3D(
              radians: 0, axis: axis, anchor: anchor, perspective: 0.6, size: size,
              direction: direction)
            let degrees = PerspectiveTransform.rotation3D(
              degrees: 0, axis: axis, anchor: anchor, perspective: 0.6, size: size,
              direction: direction)
            #expect(radians.isIdentity, "\(axis) \(anchor) \(size) \(direction): \(radians)")
            #expect(degrees.isIdentity, "\(axis) \(anchor) \(size) \(direction): \(degrees)")
          }
        }
      }
    }
  }

  /// With `anchorZ ≠ 0` an angle of 0 scales about the anchor by `1 / (1 + d · anchorZ)`:
  /// the view sits `anchorZ` behind the anchor's depth (closed form from the point formula
  /// with `r = q = (x − aₓ, y − a_y, −anchorZ)`).
  @Test func zeroAngleWithAnchorDepthScalesAboutTheAnchor() {
    let size = SIMD2(200.0, 300.0)
    for anchorZ in [-120.0, -40, 25, 90] {
      let transform = PerspectiveTransform.rotation3D(
        degrees: 0, axis: [0, 1, 0], anchorZ: anchorZ, perspective: 1, size: size)
      let scale = 1 / (1 + anchorZ / 300)
      for point in [SIMD2(0.0, 0), SIMD2(200, 0), SIMD2(37, 211)] {
        let expected = SIMD2(100 + (point.x - 100) * scale, 150 + (point.y - 150) * scale)
        #expect(projectionClose(transform.apply(to: point), expected, tolerance: 1e-12))
      }
    }
  }

  /// Worked by hand: a 30° yaw of a 200 × 300 card about its centre, perspective 1.
  ///
  /// ```
  /// a = (100, 150, 0), d = 1 / max(200, 300) = 1/300, c = √3/2, s = 1/2
  ///
  /// R (yaw) = ┌ c  0  −s ┐    P: m34 = −1/300
  ///           │ 0  1   0 │
  ///           └ s  0   c ┘
  ///
  /// 3×3 of T(−a)·R·P·T(a), entry by entry (cⱼ = −a·column j of R, W₀ = 1 − d c₃):
  ///   m11 = c − d·aₓ·(−s) = √3/2 + 1/6    m12 = −d·a_y·(−s) = 1/4    m13 = d·s = 1/600
  ///   m21 = 0                             m22 = 1                    m23 = 0
  ///   c₁ = −100c = −50√3,  c₂ = −150,  c₃ = −100·(−s) = 50,  W₀ = 1 − 50/300 = 5/6
  ///   m31 = c₁ + aₓ W₀ = 250/3 − 50√3     m32 = c₂ + a_y W₀ = −25    m33 = 5/6
  ///
  /// corner (0, 0):   (X, Y, W) = (250/3 − 50√3, −25, 5/6)
  ///                  → (100 − 60√3, −30) ≈ (−3.923, −30)
  /// corner (200, 0): (X, Y, W) = (350/3 + 50√3, 25, 7/6)
  ///                  → (100 + 300√3/7, 150/7) ≈ (174.231, 21.429)
  /// ```
  ///
  /// The left edge comes closer (taller: y from −30), the right edge recedes (y from 21.4).
  @Test func thirtyDegreeYawByHand() {
    let root3 = 3.0.squareRoot()
    let transform = PerspectiveTransform.rotation3D(
      degrees: 30, axis: [0, 1, 0], perspective: 1, size: [200, 300])
    let expected: [(Double, Double, String)] = [
      (transform.m11, root3 / 2 + 1.0 / 6, "m11"), (transform.m12, 0.25, "m12"),
      (transform.m13, 1.0 / 600, "m13"), (transform.m21, 0, "m21"),
      (transform.m22, 1, "m22"), (transform.m23, 0, "m23"),
      (transform.m31, 250.0 / 3 - 50 * root3, "m31"), (transform.m32, -25, "m32"),
      (transform.m33, 5.0 / 6, "m33"),
    ]
    for (actual, value, name) in expected {
      #expect(abs(actual - value) <= 1e-12 * max(1, abs(value)), "\(name): \(actual) vs \(value)")
    }
    let topLeft = transform.apply(to: [0, 0])
    let topRight = transform.apply(to: [200, 0])
    #expect(projectionClose(topLeft, SIMD2(100 - 60 * root3, -30), tolerance: 1e-13))
    #expect(projectionClose(topRight, SIMD2(100 + 300 * root3 / 7, 150.0 / 7), tolerance: 1e-13))
    let radians = PerspectiveTransform.rotation3D(
      radians: .pi / 6, axis: [0, 1, 0], perspective: 1, size: [200, 300])
    #expect(projectionClose(radians.apply(to: [0, 0]), topLeft, tolerance: 1e-13))
  }

  /// A 90° yaw turns the card edge-on: every point lands on the line `x = w / 2`; the
  /// nearer left edge spans `h / (1 − d w / 2)`, the farther right edge `h / (1 + d w / 2)`;
  /// the matrix is singular, so there is no inverse.
  @Test func ninetyDegreeYawCollapsesToALine() {
    let size = SIMD2(200.0, 300.0)
    let d = 1.0 / 300
    let exact = PerspectiveTransform.rotation3D(degrees: 90, axis: [0, 1, 0], size: size)
    let approximate = PerspectiveTransform.rotation3D(
      radians: .pi / 2, axis: [0, 1, 0], size: size)
    for transform in [exact, approximate] {
      for x in stride(from: 0.0, through: 200, by: 25) {
        for y in stride(from: 0.0, through: 300, by: 50) {
          let image = transform.apply(to: [x, y])
          #expect(abs(image.x - 100) <= 1e-12 * 100, "(\(x), \(y)) → \(image)")
          let expectedY = 150 + (y - 150) / (1 + d * (x - 100))
          #expect(abs(image.y - expectedY) <= 1e-12 * 300, "(\(x), \(y)) → \(image)")
        }
      }
      let left = transform.apply(to: [0, 300]).y - transform.apply(to: [0, 0]).y
      let right = transform.apply(to: [200, 300]).y - transform.apply(to: [200, 0]).y
      #expect(abs(left - 300 / (1 - d * 100)) <= 1e-10)
      #expect(abs(right - 300 / (1 + d * 100)) <= 1e-10)
      #expect(transform.inverted() == nil)
    }
  }

  /// `perspective = 0` is orthographic: a yaw θ scales x about the anchor by cos θ and
  /// leaves y alone, `x′ = aₓ + (x − aₓ) cos θ`, over a sweep of angles and anchors.
  @Test func zeroPerspectiveYawScalesXByCosine() {
    var sweep = ProjectionSweep("projection.orthographicYaw")
    let size = SIMD2(302.0, 444.0)
    for degrees in stride(from: -360.0, through: 360, by: 1) {
      for anchorX in [0.0, 0.5, 0.8] {
        let transform = PerspectiveTransform.rotation3D(
          degrees: degrees, axis: [0, 1, 0], anchor: [anchorX, 0.3], perspective: 0,
          size: size)
        sweep.check(transform.isAffine, "not affine at \(degrees)°: \(transform)")
        let c = cos(degrees * .pi / 180)
        let ax = anchorX * size.x
        for point in [SIMD2(0.0, 0), SIMD2(302, 17), SIMD2(-50, 500), SIMD2(151, 222)] {
          let expected = SIMD2(ax + (point.x - ax) * c, point.y)
          let actual = transform.apply(to: point)
          sweep.check(
            projectionClose(actual, expected, tolerance: 1e-12),
            distance: projectionDistance(actual, expected),
            "\(degrees)° anchor x \(anchorX) \(point): \(actual) vs \(expected)")
        }
      }
    }
    sweep.finish(atLeast: 10_000)
  }

  /// The documented signs: a positive yaw pushes the right edge away (it gets shorter), a
  /// positive pitch pushes the top edge away, a positive roll turns clockwise on screen.
  @Test func signConventions() {
    let size = SIMD2(200.0, 300.0)
    let yaw = PerspectiveTransform.rotation3D(degrees: 20, axis: [0, 1, 0], size: size)
    let leftHeight = yaw.apply(to: [0, 300]).y - yaw.apply(to: [0, 0]).y
    let rightHeight = yaw.apply(to: [200, 300]).y - yaw.apply(to: [200, 0]).y
    #expect(rightHeight < 300 && 300 < leftHeight, "yaw: \(leftHeight) | \(rightHeight)")

    let pitch = PerspectiveTransform.rotation3D(degrees: 20, axis: [1, 0, 0], size: size)
    let topWidth = pitch.apply(to: [200, 0]).x - pitch.apply(to: [0, 0]).x
    let bottomWidth = pitch.apply(to: [200, 300]).x - pitch.apply(to: [0, 300]).x
    #expect(topWidth < 200 && 200 < bottomWidth, "pitch: \(topWidth) | \(bottomWidth)")

    let roll = PerspectiveTransform.rotation3D(degrees: 90, axis: [0, 0, 1], size: [200, 200])
    #expect(projectionClose(roll.apply(to: [200, 100]), [100, 200], tolerance: 1e-12))
  }

  // MARK: - Periodicity

  /// Degrees are reduced exactly: θ + 360°·k gives the very same matrix, even for k = 10⁶.
  @Test func degreesArePeriodicExactly() {
    for degrees in [0.0, 14, -16, 30.25, 89.5, 90, 179, -180, 270] {
      let base = PerspectiveTransform.rotation3D(
        degrees: degrees, axis: [1, 1, 0], perspective: 0.6, size: [302, 444])
      for turns in [-1_000_000.0, -3, -1, 1, 2, 17, 1_000_000] {
        let turned = PerspectiveTransform.rotation3D(
          degrees: degrees + 360 * turns, axis: [1, 1, 0], perspective: 0.6, size: [302, 444])
        #expect(turned == base, "\(degrees)° + \(turns) turns")
      }
    }
  }

  /// Radians are periodic up to the rounding of θ + 2πk, and any finite angle, however
  /// large, gives a finite transform that matches the oracle.
  @Test func radiansArePeriodicAndHugeAnglesStayFinite() {
    let size = SIMD2(302.0, 444.0)
    for radians in [0.1, -1.3, 2.9] {
      let base = PerspectiveTransform.rotation3D(
        radians: radians, axis: [0, 1, 0], perspective: 0.6, size: size)
      for turns in [-100.0, -1, 1, 1000] {
        let turned = PerspectiveTransform.rotation3D(
          radians: radians + 2 * .pi * turns, axis: [0, 1, 0], perspective: 0.6, size: size)
        let tolerance = 1e-14 * max(1, abs(turns)) * 100
        #expect(
          projectionClose(turned.apply(to: [0, 0]), base.apply(to: [0, 0]), tolerance: tolerance))
      }
    }
    for radians in [1e6, -3.5e12, 1e300, -.greatestFiniteMagnitude] {
      let transform = PerspectiveTransform.rotation3D(
        radians: radians, axis: [0, 1, 0], perspective: 0.6, size: size)
      #expect(transform.isFinite)
      let expected = ProjectionOracle.project(
        [0, 0], radians: radians, axis: [0, 1, 0], perspective: 0.6, size: size)
      guard let expected else {
        Issue.record("oracle lost the corner at \(radians)")
        continue
      }
      #expect(projectionClose(transform.apply(to: [0, 0]), expected, tolerance: 1e-12))
    }
  }

  // MARK: - Helpers

  /// The oracle's camera term `W = 1 − d · r_z` for a point.
  private func oracleDepth(
    _ point: SIMD2<Double>, radians: Double, axis: SIMD3<Double>, anchor: SIMD2<Double>,
    anchorZ: Double, perspective: Double, size: SIMD2<Double>
  ) -> Double {
    let q = SIMD3(point.x - anchor.x * size.x, point.y - anchor.y * size.y, -anchorZ)
    let r = ProjectionOracle.rotate(q, radians: radians, axis: axis)
    return 1 - perspective / max(size.x, size.y) * r.z
  }
}
