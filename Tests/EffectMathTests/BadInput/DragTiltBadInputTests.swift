// DragTilt over every hostile Double in every numeric parameter, against its documented results.

import EffectMath
import EffectProofTestSupport
import Testing

@Suite("badInput.DragTilt")
struct DragTiltBadInputTests {
  /// A card 300 by 440 points: half sizes 150 and 220.
  static let card = SIMD2(300.0, 440.0)

  /// The numeric slots of `lean(translation:size:)` and `rotation(translation:size:…)`.
  enum DragSlot: String, CaseIterable, Sendable {
    case translationX, translationY, sizeX, sizeY
  }

  /// The ordinary drag (100, −50) in the ordinary card, with one slot replaced.
  static func drag(_ slot: DragSlot, _ value: Double) -> (SIMD2<Double>, SIMD2<Double>) {
    var translation = SIMD2(100.0, -50.0)
    var size = card
    switch slot {
    case .translationX: translation.x = value
    case .translationY: translation.y = value
    case .sizeX: size.x = value
    case .sizeY: size.y = value
    }
    return (translation, size)
  }

  /// The documented lean on one axis, written as the doc states it: 2t / s cut off at ±1 by
  /// comparisons, NaN translation 0.
  static func documentedLean(_ translation: Double, _ size: Double) -> Double {
    if translation.isNaN { return 0 }
    let ratio = 2 * translation / size
    if ratio > 1 { return 1 }
    if ratio < -1 { return -1 }
    return ratio
  }

  /// `init(maxAngleDegrees:)`: `|angle|` when finite, 0 for NaN or ±∞; the stored angle then
  /// bounds every drag's rotation.
  @Test(arguments: HostileDouble.allCases)
  func maxAngleIsCleaned(input: HostileDouble) {
    let tilt = DragTilt(maxAngleDegrees: input.value)
    let expected = input.isNonFinite ? 0 : abs(input.value)
    #expect(tilt.maxAngleDegrees == expected && tilt.maxAngleDegrees.sign == .plus)
    let turned = tilt.rotation(
      translation: [900, -900], size: Self.card, direction: .leftToRight, reduceMotion: false)
    #expect(turned.pitchDegrees == expected && turned.yawDegrees == expected)
    // A spring overshoot of 2 with the largest angle saturates instead of overflowing.
    let overshoot = tilt.yawDegrees(lean: 2, direction: .leftToRight)
    #expect(overshoot.isFinite && overshoot == min(2 * expected, .greatestFiniteMagnitude))
  }

  /// `lean(translation:size:)`: a size with a zero, negative or non-finite component gives
  /// (0, 0); NaN translation 0 on its axis, ±∞ ±1; always within −1…1.
  @Test(arguments: DragSlot.allCases, HostileDouble.allCases)
  func leanIsDocumented(slot: DragSlot, input: HostileDouble) {
    let (translation, size) = Self.drag(slot, input.value)
    let lean = DragTilt.lean(translation: translation, size: size)
    let usable = size.x.isFinite && size.y.isFinite && size.x > 0 && size.y > 0
    if usable {
      #expect(lean.x == Self.documentedLean(translation.x, size.x))
      #expect(lean.y == Self.documentedLean(translation.y, size.y))
    } else {
      #expect(lean == .zero)
    }
    #expect(abs(lean.x) <= 1 && abs(lean.y) <= 1)
    #expect(DragTilt.lean(translation: translation, size: size, reduceMotion: true) == .zero)
  }

  /// `pitchDegrees(lean:)` and `yawDegrees(lean:direction:)`: NaN reads as 0, ±∞ as ±1, a
  /// finite lean is not clamped, and an overflowing product saturates at ±greatestFinite.
  @Test(arguments: HostileDouble.allCases)
  func anglesOfALean(input: HostileDouble) {
    let tilt = DragTilt()
    let m = DragTilt.defaultMaxAngleDegrees
    let expectedYaw: Double
    switch input {
    case .nan, .signalingNaN, .plusZero, .minusZero: expectedYaw = 0
    case .plusInfinity: expectedYaw = m
    case .minusInfinity, .negative: expectedYaw = -m
    case .plusSubnormal: expectedYaw = 16 * .leastNonzeroMagnitude
    case .minusSubnormal: expectedYaw = -16 * .leastNonzeroMagnitude
    case .hugePositive: expectedYaw = .greatestFiniteMagnitude
    case .hugeNegative: expectedYaw = -.greatestFiniteMagnitude
    }
    #expect(tilt.yawDegrees(lean: input.value, direction: .leftToRight) == expectedYaw)
    #expect(tilt.yawDegrees(lean: input.value, direction: .rightToLeft) == -expectedYaw)
    #expect(tilt.pitchDegrees(lean: input.value) == -expectedYaw)
    for direction in WritingDirection.allCases {
      let both = tilt.rotation(
        lean: [input.value, input.value], direction: direction, reduceMotion: false)
      #expect(both.pitchDegrees == -expectedYaw)
      #expect(both.yawDegrees == (direction == .rightToLeft ? -expectedYaw : expectedYaw))
      #expect(
        tilt.rotation(lean: [input.value, input.value], direction: direction, reduceMotion: true)
          == .flat)
    }
  }

  /// `rotation(translation:size:direction:reduceMotion:)`: always finite, within ±maxAngle,
  /// the angles of the documented lean, flat under Reduce Motion.
  @Test(arguments: DragSlot.allCases, HostileDouble.allCases)
  func dragRotationIsBounded(slot: DragSlot, input: HostileDouble) {
    let tilt = DragTilt()
    let (translation, size) = Self.drag(slot, input.value)
    let lean = DragTilt.lean(translation: translation, size: size)
    for direction in WritingDirection.allCases {
      let turned = tilt.rotation(
        translation: translation, size: size, direction: direction, reduceMotion: false)
      #expect(turned.pitchDegrees.isFinite && turned.yawDegrees.isFinite)
      #expect(abs(turned.pitchDegrees) <= 16 && abs(turned.yawDegrees) <= 16)
      #expect(turned.pitchDegrees == -16 * lean.y)
      #expect(turned.yawDegrees == (direction == .rightToLeft ? -16 : 16) * lean.x)
      #expect(
        tilt.rotation(
          translation: translation, size: size, direction: direction, reduceMotion: true)
          == .flat)
    }
  }
}
