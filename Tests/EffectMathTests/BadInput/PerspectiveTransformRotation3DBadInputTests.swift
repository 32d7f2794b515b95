// rotation3D over every hostile Double in every numeric parameter (SIMD components one at a
// time), in degrees and radians, in both directions, against its documented results.

import EffectMath
import EffectProofTestSupport
import Testing

@Suite("badInput.PerspectiveTransform.rotation3D")
struct PerspectiveTransformRotation3DBadInputTests {
  /// Every number `rotation3D` takes.
  enum Slot: String, CaseIterable, Sendable {
    case angle, axisX, axisY, axisZ, anchorX, anchorY, anchorZ, perspective, width, height
  }

  /// The arguments of one call: a 30° turn about y of a 302 × 444 card, one slot replaced.
  struct Call {
    var angle = 30.0
    var axis = SIMD3(0.0, 1, 0)
    var anchor = SIMD2(0.5, 0.5)
    var anchorZ = 0.0
    var perspective = 1.0
    var size = SIMD2(302.0, 444)

    init(_ slot: Slot, _ value: Double) {
      switch slot {
      case .angle: angle = value
      case .axisX: axis.x = value
      case .axisY: axis.y = value
      case .axisZ: axis.z = value
      case .anchorX: anchor.x = value
      case .anchorY: anchor.y = value
      case .anchorZ: anchorZ = value
      case .perspective: perspective = value
      case .width: size.x = value
      case .height: size.y = value
      }
    }

    func transform(degrees: Bool, direction: WritingDirection) -> PerspectiveTransform {
      degrees
        ? PerspectiveTransform.rotation3D(
          degrees: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective,
          size: size, direction: direction)
        : PerspectiveTransform.rotation3D(
          radians: angle * .pi / 180, axis: axis, anchor: anchor, anchorZ: anchorZ,
          perspective: perspective, size: size, direction: direction)
    }
  }

  /// Whether the documented rules name ``PerspectiveTransform/identity`` for this input: a
  /// NaN or infinite number anywhere, a zero axis, a negative size component.
  static func documentedIdentity(_ slot: Slot, _ input: HostileDouble) -> Bool {
    if input.isNonFinite { return true }
    switch slot {
    case .axisY: return input.value == 0  // the axis becomes (0, 0, 0)
    case .width, .height: return input.value < 0
    default: return false
    }
  }

  /// Always finite; the identity exactly where the docs say; a zero angle (or a subnormal one)
  /// with `anchorZ = 0` maps the card onto itself; the right-to-left result is the left-to-right
  /// one mirrored, `F · M · F`.
  @Test(arguments: Slot.allCases, HostileDouble.allCases)
  func rotationIsDocumented(slot: Slot, input: HostileDouble) {
    let call = Call(slot, input.value)
    for degrees in [true, false] {
      let ltr = call.transform(degrees: degrees, direction: .leftToRight)
      let rtl = call.transform(degrees: degrees, direction: .rightToLeft)
      #expect(ltr.isFinite && rtl.isFinite)
      if Self.documentedIdentity(slot, input) {
        #expect(ltr.isIdentity && rtl.isIdentity)
        continue
      }
      if slot == .angle, abs(input.value) <= .leastNonzeroMagnitude {
        for corner in [SIMD2(0.0, 0), [302, 0], [302, 444], [0, 444]] {
          let moved = ltr.apply(to: corner)
          #expect(abs(moved.x - corner.x) <= 1e-12 && abs(moved.y - corner.y) <= 1e-12)
        }
      }
      if ltr.isIdentity { continue }  // an overflowing matrix gives the identity, documented
      let mirror = PerspectiveTransform.mirror(width: call.size.x)
      let expected = mirror.concatenating(ltr).concatenating(mirror)
      let close = zip(
        [rtl.m11, rtl.m12, rtl.m13, rtl.m21, rtl.m22, rtl.m23, rtl.m31, rtl.m32, rtl.m33],
        [
          expected.m11, expected.m12, expected.m13, expected.m21, expected.m22, expected.m23,
          expected.m31, expected.m32, expected.m33,
        ]
      ).allSatisfy { $0 == $1 }
      #expect(close || !expected.isFinite)
    }
  }

  /// The finite, non-zero lengths: a zero or non-finite axis gives the identity instead, which
  /// `documentedIdentity` covers.
  static let axisLengths = HostileDouble.allCases.filter { !$0.isNonFinite && $0.value != 0 }

  /// The axis is normalised by scaling first, so a subnormal, negative or huge y (with x = z = 0)
  /// turns about ±y exactly as the unit axis does; x or z off the axis only tilt it.
  @Test(arguments: axisLengths)
  func axisLengthDoesNotMatter(input: HostileDouble) {
    let call = Call(.axisY, input.value)
    let unit = Call(.axisY, input.value > 0 ? 1 : -1)
    let scaled = call.transform(degrees: true, direction: .leftToRight)
    let reference = unit.transform(degrees: true, direction: .leftToRight)
    for corner in [SIMD2(0.0, 0), [302, 0], [302, 444], [0, 444]] {
      let a = scaled.apply(to: corner)
      let b = reference.apply(to: corner)
      #expect(abs(a.x - b.x) <= 1e-12 && abs(a.y - b.y) <= 1e-12)
    }
  }

  /// `perspective = ±0` is orthographic: the result is affine.
  @Test(arguments: [HostileDouble.plusZero, .minusZero])
  func zeroPerspectiveIsAffine(input: HostileDouble) {
    #expect(
      Call(.perspective, input.value).transform(degrees: true, direction: .leftToRight).isAffine)
  }
}
