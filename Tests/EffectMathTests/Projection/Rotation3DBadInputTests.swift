// Bad input to rotation3D never traps and always gives the documented finite result.

import EffectMath
import EffectProofTestSupport
import Testing

@Suite("projection.badInput")
struct Rotation3DBadInputTests {
  private static let size = SIMD2(302.0, 444.0)
  static let badAxes: [SIMD3<Double>] = [
    [0, 0, 0], [.nan, 1, 0], [0, .infinity, 0], [-0.0, 0, -0.0],
  ]
  static let badSizes: [SIMD2<Double>] = [
    [0, 0], [-1, 100], [100, -0.5], [.nan, 100], [100, .infinity], [-.infinity, -.infinity],
  ]

  /// NaN and infinite angles give the identity, in radians and in degrees.
  @Test(arguments: [Double.nan, .infinity, -.infinity, .signalingNaN])
  func nonFiniteAngleIsIdentity(angle: Double) {
    #expect(
      PerspectiveTransform.rotation3D(radians: angle, axis: [0, 1, 0], size: Self.size)
        .isIdentity)
    #expect(
      PerspectiveTransform.rotation3D(degrees: angle, axis: [0, 1, 0], size: Self.size)
        .isIdentity)
  }

  /// A zero or non-finite axis gives the identity.
  @Test(arguments: badAxes)
  func degenerateAxisIsIdentity(axis: SIMD3<Double>) {
    #expect(PerspectiveTransform.rotation3D(degrees: 30, axis: axis, size: Self.size).isIdentity)
  }

  /// Tiny and huge axes are normalised without underflow or overflow.
  @Test func extremeAxisLengthsAreNormalised() {
    let unit = PerspectiveTransform.rotation3D(degrees: 30, axis: [1, 1, 0], size: Self.size)
    for axis in [
      SIMD3(1e-300, 1e-300, 0), SIMD3(1e300, 1e300, 0),
      SIMD3(.leastNonzeroMagnitude, .leastNonzeroMagnitude, 0),
    ] {
      let scaled = PerspectiveTransform.rotation3D(degrees: 30, axis: axis, size: Self.size)
      #expect(projectionClose(scaled.apply(to: .zero), unit.apply(to: .zero), tolerance: 1e-14))
    }
  }

  /// Sizes with a negative or non-finite component, and 0 × 0, give the identity; a size
  /// that is zero in one direction is a real (degenerate) card.
  @Test(arguments: badSizes)
  func unusableSizeIsIdentity(size: SIMD2<Double>) {
    for direction in WritingDirection.allCases {
      let transform = PerspectiveTransform.rotation3D(
        degrees: 30, axis: [0, 1, 0], size: size, direction: direction)
      #expect(transform.isIdentity, "\(size) \(direction)")
    }
  }

  @Test func zeroWidthCardIsStillRotated() {
    let line = PerspectiveTransform.rotation3D(degrees: 30, axis: [1, 0, 0], size: [0, 100])
    #expect(!line.isIdentity && line.isFinite)
    let expected = ProjectionOracle.project(
      [0, 0], radians: .pi / 6, axis: [1, 0, 0], perspective: 1, size: [0, 100])
    #expect(expected.map { projectionClose(line.apply(to: .zero), $0) } == true)
  }

  /// Non-finite anchor, depth or perspective give the identity; so does overflow.
  @Test func nonFiniteParametersAndOverflowAreIdentity() {
    let cases: [PerspectiveTransform] = [
      .rotation3D(degrees: 30, axis: [0, 1, 0], anchor: [.nan, 0.5], size: Self.size),
      .rotation3D(degrees: 30, axis: [0, 1, 0], anchor: [0.5, .infinity], size: Self.size),
      .rotation3D(degrees: 30, axis: [0, 1, 0], anchorZ: .nan, size: Self.size),
      .rotation3D(degrees: 30, axis: [0, 1, 0], perspective: .infinity, size: Self.size),
      .rotation3D(degrees: 30, axis: [0, 1, 0], anchor: [1e300, 0.5], size: [1e10, 1e10]),
      .rotation3D(degrees: 30, axis: [0, 1, 0], anchor: [2, 2], size: [1e308, 1e308]),
    ]
    for (index, transform) in cases.enumerated() {
      #expect(transform.isIdentity, "case \(index): \(transform)")
    }
  }

  /// A huge but finite anchor depth does not overflow: the view sits so far behind the
  /// anchor that the card shrinks onto its vanishing point. From the point formula with
  /// `q = (x − aₓ, y − a_y, −a_z)` and a yaw θ, as `a_z → ∞`:
  /// `x′ → aₓ − tan θ / d`, `y′ → a_y` (d = perspective / max(w, h)).
  @Test func hugeAnchorDepthConvergesToTheVanishingPoint() {
    let transform = PerspectiveTransform.rotation3D(
      degrees: 30, axis: [0, 1, 0], anchorZ: .greatestFiniteMagnitude, size: Self.size)
    #expect(transform.isFinite)
    let vanishing = SIMD2(151 - (1 / 3.0.squareRoot()) * 444, 222)
    for corner in [SIMD2(0.0, 0), SIMD2(302, 0), SIMD2(302, 444), SIMD2(0, 444)] {
      #expect(projectionClose(transform.apply(to: corner), vanishing, tolerance: 1e-9))
    }
  }

  /// A negative perspective puts the camera behind the view: a positive yaw then makes the
  /// right edge (which recedes, z < 0) taller instead of shorter. Checked against the
  /// oracle, which simply uses the negative `d`.
  @Test func negativePerspectiveReversesDepth() {
    let transform = PerspectiveTransform.rotation3D(
      degrees: 20, axis: [0, 1, 0], perspective: -0.6, size: [200, 300])
    let left = transform.apply(to: [0, 300]).y - transform.apply(to: [0, 0]).y
    let right = transform.apply(to: [200, 300]).y - transform.apply(to: [200, 0]).y
    #expect(right > 300 && 300 > left)
    let expected = ProjectionOracle.project(
      [200, 0], radians: 20 * .pi / 180, axis: [0, 1, 0], perspective: -0.6, size: [200, 300])
    #expect(expected.map { projectionClose(transform.apply(to: [200, 0]), $0) } == true)
  }

  /// Fuzz: whatever the arguments, including NaN, infinities, huge and tiny values, the
  /// result is finite and `apply` of a finite point is finite (seed printed).
  @Test func anyInputGivesAFiniteTransform() {
    var random = SplitMix64.seeded("projection.badInputFuzz", fallback: 0x5EED_0006)
    let specials: [Double] = [
      .nan, .infinity, -.infinity, 0, -0.0, .leastNonzeroMagnitude, -.leastNormalMagnitude, 1e300,
      -1e300,
      .greatestFiniteMagnitude, 1, -1, 0.5, 90, 1e20,
    ]
    func pick(_ random: inout SplitMix64) -> Double {
      Bool.random(using: &random)
        ? specials.randomElement(using: &random) ?? 0
        : .random(in: -1000...1000, using: &random)
    }
    var sweep = ProjectionSweep("projection.badInputFuzz")
    for _ in 0..<20_000 {
      let transform = PerspectiveTransform.rotation3D(
        radians: pick(&random), axis: [pick(&random), pick(&random), pick(&random)],
        anchor: [pick(&random), pick(&random)], anchorZ: pick(&random),
        perspective: pick(&random), size: [pick(&random), pick(&random)],
        direction: Bool.random(using: &random) ? .leftToRight : .rightToLeft)
      sweep.check(transform.isFinite, "\(transform)")
      let point = SIMD2(
        Double.random(in: -500...500, using: &random), .random(in: -500...500, using: &random))
      let image = transform.apply(to: point)
      sweep.check(image.x.isFinite && image.y.isFinite, "\(transform) at \(point)")
    }
    sweep.finish(atLeast: 40_000, unit: "")
  }
}
