// Proofs for stacking two rotation3DEffect modifiers, as the tilt cards do.

import EffectMath
import EffectProofTestSupport
import Testing

/// `content.rotation3DEffect(pitch, axis: x).rotation3DEffect(yaw, axis: y)`: the pitch is
/// the inner modifier, so it acts on the content's points first and the yaw acts on the
/// pitched (already flattened) result. Both modifiers see the same layout size, because a
/// geometry effect does not change the frame. In row-vector form the stack is
/// `pitch.concatenating(yaw) = M_pitch · M_yaw`.
@Suite("projection.stacked")
struct StackedRotationTests {
  private static let size = SIMD2(302.0, 302 / 0.68)

  /// `projection.stackedEqualsConcatenated`: applying the pitch, then the yaw, point by
  /// point with the oracle equals the one concatenated transform, for pitch and yaw in
  /// −16°…16° every 0.5° and points across the card, in both layout directions.
  @Test func stackedRotationsEqualOneConcatenatedTransform() {
    let size = Self.size
    var sweep = ProjectionSweep("projection.stackedEqualsConcatenated")
    for pitch in stride(from: -16.0, through: 16, by: 0.5) {
      for yaw in stride(from: -16.0, through: 16, by: 0.5) {
        for direction in WritingDirection.allCases {
          let pitchTransform = PerspectiveTransform.rotation3D(
            degrees: pitch, axis: [1, 0, 0], perspective: 0.6, size: size,
            direction: direction)
          let yawTransform = PerspectiveTransform.rotation3D(
            degrees: yaw, axis: [0, 1, 0], perspective: 0.6, size: size, direction: direction)
          let stack = pitchTransform.concatenating(yawTransform)
          for point in corners(size) + [SIMD2(151, 222), SIMD2(40, 400)] {
            let context = "pitch \(pitch) yaw \(yaw) \(direction) p \(point)"
            guard let expected = sequential(point, pitch: pitch, yaw: yaw, direction: direction)
            else {
              sweep.check(false, "oracle lost the point: \(context)")
              continue
            }
            let actual = stack.apply(to: point)
            sweep.check(
              projectionClose(actual, expected, tolerance: 1e-10),
              distance: projectionDistance(actual, expected),
              "\(actual) vs oracle \(expected): \(context)")
            let twoSteps = yawTransform.apply(to: pitchTransform.apply(to: point))
            sweep.check(
              projectionClose(actual, twoSteps, tolerance: 1e-12),
              "one step \(actual) vs two steps \(twoSteps): \(context)")
          }
        }
      }
    }
    sweep.finish(atLeast: 100_000)
  }

  /// Found while proving: about a shared anchor with `anchorZ = 0`, a pure pitch and a pure
  /// yaw **commute** as plane projections. In coordinates centred on the anchor,
  /// `(u, v) = (x − aₓ, y − a_y)`, with `c = cos`, `s = sin` of each angle:
  ///
  /// ```
  /// pitch = ┌ 1   0      0   ┐    yaw = ┌ cᵧ  0   d·sᵧ ┐
  ///         │ 0   cₚ  −d·sₚ  │          │ 0   1    0   │
  ///         └ 0   0      1   ┘          └ 0   0    1   ┘
  /// ```
  ///
  /// and both products equal `[[cᵧ, 0, d·sᵧ], [0, cₚ, −d·sₚ], [0, 0, 1]]`. So for the
  /// seeds' cards the order of the two modifiers cannot be seen. With a depth offset
  /// (`anchorZ ≠ 0`) or different anchors it can, by many points: the order is real.
  @Test func pitchAndYawCommuteOnlyAboutASharedFlatAnchor() {
    let size = Self.size
    var worstShared = 0.0
    for pitchDegrees in stride(from: -16.0, through: 16, by: 2) {
      for yawDegrees in stride(from: -16.0, through: 16, by: 2) {
        let pitch = PerspectiveTransform.rotation3D(
          degrees: pitchDegrees, axis: [1, 0, 0], perspective: 0.6, size: size)
        let yaw = PerspectiveTransform.rotation3D(
          degrees: yawDegrees, axis: [0, 1, 0], perspective: 0.6, size: size)
        let gap =
          corners(size).map {
            projectionDistance(
              pitch.concatenating(yaw).apply(to: $0), yaw.concatenating(pitch).apply(to: $0))
          }.max() ?? .infinity
        #expect(gap < 1e-10, "pitch \(pitchDegrees) yaw \(yawDegrees): \(gap)")
        worstShared = max(worstShared, gap)
      }
    }

    let deepPitch = PerspectiveTransform.rotation3D(
      degrees: 16, axis: [1, 0, 0], anchorZ: 100, perspective: 0.6, size: size)
    let deepYaw = PerspectiveTransform.rotation3D(
      degrees: 16, axis: [0, 1, 0], anchorZ: 100, perspective: 0.6, size: size)
    let deepGap =
      corners(size).map {
        projectionDistance(
          deepPitch.concatenating(deepYaw).apply(to: $0),
          deepYaw.concatenating(deepPitch).apply(to: $0))
      }.max() ?? 0

    let cornerPitch = PerspectiveTransform.rotation3D(
      degrees: 16, axis: [1, 0, 0], anchor: [0, 0], perspective: 0.6, size: size)
    let centreYaw = PerspectiveTransform.rotation3D(
      degrees: 16, axis: [0, 1, 0], perspective: 0.6, size: size)
    let anchorGap =
      corners(size).map {
        projectionDistance(
          cornerPitch.concatenating(centreYaw).apply(to: $0),
          centreYaw.concatenating(cornerPitch).apply(to: $0))
      }.max() ?? 0
    print(
      "[projection.stackOrder] shared flat anchor: \(worstShared) pt; anchorZ 100: \(deepGap) pt; "
        + "pitch about the top-left corner: \(anchorGap) pt")
    #expect(deepGap > 1)
    #expect(anchorGap > 1)
  }

  /// Concatenation is associative and has the identity as its neutral element, so a stack
  /// of any depth can be folded in any grouping (random matrices, seed printed).
  @Test func concatenationIsAssociative() {
    var random = SplitMix64.seeded("projection.associative", fallback: 0x5EED_0003)
    for _ in 0..<2_000 {
      let a = randomRotation(&random)
      let b = randomRotation(&random)
      let c = randomRotation(&random)
      let left = a.concatenating(b).concatenating(c)
      let right = a.concatenating(b.concatenating(c))
      for point in corners(Self.size) {
        #expect(projectionClose(left.apply(to: point), right.apply(to: point), tolerance: 1e-10))
      }
      #expect(a.concatenating(.identity) == a)
      #expect(PerspectiveTransform.identity.concatenating(a) == a)
    }
  }

  // MARK: - Helpers

  /// The oracle for the stack: pitch the point, then yaw the result, each with the closed
  /// form and the same size; right-to-left mirrors each step.
  private func sequential(
    _ point: SIMD2<Double>, pitch: Double, yaw: Double, direction: WritingDirection
  ) -> SIMD2<Double>? {
    let size = Self.size
    let step: (SIMD2<Double>, Double, SIMD3<Double>) -> SIMD2<Double>? = { p, degrees, axis in
      switch direction {
      case .leftToRight:
        ProjectionOracle.project(
          p, radians: degrees * .pi / 180, axis: axis, perspective: 0.6, size: size)
      case .rightToLeft:
        ProjectionOracle.projectRightToLeft(
          p, radians: degrees * .pi / 180, axis: axis, perspective: 0.6, size: size)
      }
    }
    return step(point, pitch, [1, 0, 0]).flatMap { step($0, yaw, [0, 1, 0]) }
  }

  private func corners(_ size: SIMD2<Double>) -> [SIMD2<Double>] {
    [SIMD2(0, 0), SIMD2(size.x, 0), size, SIMD2(0, size.y)]
  }

  private func randomRotation(_ random: inout SplitMix64) -> PerspectiveTransform {
    PerspectiveTransform.rotation3D(
      degrees: .random(in: -30...30, using: &random),
      axis: [
        .random(in: -1...1, using: &random), .random(in: -1...1, using: &random),
        .random(in: -1...1, using: &random),
      ],
      perspective: 0.6, size: Self.size)
  }
}
