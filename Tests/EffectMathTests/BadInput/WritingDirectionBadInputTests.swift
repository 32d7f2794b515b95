// WritingDirection has no numbers of its own; this table checks that every direction-taking
// entry point keeps its documented mirror under every hostile Double.

import EffectMath
import EffectProofTestSupport
import Testing

@Suite("badInput.WritingDirection")
struct WritingDirectionBadInputTests {
  /// The public entry points that take a direction and a number.
  enum EntryPoint: String, CaseIterable, Sendable {
    case dragYaw, linearRotation, boundedRotation, touchUnitPoint, rotation3D
  }

  /// Right to left is left to right mirrored, whatever the number: the tilt yaws are negated
  /// (pitches unchanged), the touch's unit x becomes `1 − x`, and rotation3D is `F · M · F`
  /// (the identity for a NaN or infinite angle in both directions).
  @Test(arguments: EntryPoint.allCases, HostileDouble.allCases)
  func rightToLeftMirrors(entry: EntryPoint, input: HostileDouble) throws {
    let value = input.value
    switch entry {
    case .dragYaw:
      let tilt = DragTilt()
      #expect(
        tilt.yawDegrees(lean: value, direction: .rightToLeft)
          == -tilt.yawDegrees(lean: value, direction: .leftToRight))
    case .linearRotation, .boundedRotation:
      let tilt = LinearDragTilt()
      func turn(_ direction: WritingDirection) -> TiltRotation {
        entry == .linearRotation
          ? tilt.rotation(translation: [value, value], direction: direction, reduceMotion: false)
          : tilt.boundedRotation(
            translation: [value, value], direction: direction, reduceMotion: false)
      }
      let ltr = turn(.leftToRight)
      let rtl = turn(.rightToLeft)
      #expect(rtl.yawDegrees == -ltr.yawDegrees && rtl.pitchDegrees == ltr.pitchDegrees)
      #expect(ltr.yawDegrees.isFinite && ltr.pitchDegrees.isFinite)
    case .touchUnitPoint:
      let size = SIMD2(300.0, 440)
      let ltr = try #require(
        TouchTilt.unitPoint(location: [value, 100], size: size, direction: .leftToRight))
      let rtl = try #require(
        TouchTilt.unitPoint(location: [value, 100], size: size, direction: .rightToLeft))
      #expect(rtl.x == 1 - ltr.x && rtl.y == ltr.y)
    case .rotation3D:
      let size = SIMD2(302.0, 444)
      let ltr = PerspectiveTransform.rotation3D(degrees: value, axis: [0, 1, 0], size: size)
      let rtl = PerspectiveTransform.rotation3D(
        degrees: value, axis: [0, 1, 0], size: size, direction: .rightToLeft)
      if input.isNonFinite {
        #expect(ltr.isIdentity && rtl.isIdentity)
      } else {
        let mirror = PerspectiveTransform.mirror(width: size.x)
        // A yaw mirrored is the opposite yaw: compare where the corners land.
        let opposite = PerspectiveTransform.rotation3D(
          degrees: -value, axis: [0, 1, 0], size: size)
        for corner in [SIMD2(0.0, 0), [302, 0], [302, 444], [0, 444]] {
          let a = rtl.apply(to: corner)
          let b = opposite.apply(to: corner)
          #expect(abs(a.x - b.x) <= 1e-9 && abs(a.y - b.y) <= 1e-9)
          let c = mirror.apply(to: ltr.apply(to: mirror.apply(to: corner)))
          #expect(abs(a.x - c.x) <= 1e-9 && abs(a.y - c.y) <= 1e-9)
        }
      }
    }
  }
}
