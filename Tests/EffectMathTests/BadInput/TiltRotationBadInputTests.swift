// TiltRotation over every hostile Double: the initialiser stores what it is given.

import EffectMath
import EffectProofTestSupport
import Testing

@Suite("badInput.TiltRotation")
struct TiltRotationBadInputTests {
  /// The two angles of `init(pitchDegrees:yawDegrees:)`.
  enum Slot: String, CaseIterable, Sendable { case pitch, yaw }

  /// Stored as given, NaN and ±∞ included (only the tilt types build rotations, and they build
  /// finite ones); `flat` is 0 and 0.
  @Test(arguments: Slot.allCases, HostileDouble.allCases)
  func storesAsGiven(slot: Slot, input: HostileDouble) {
    let value = input.value
    let rotation =
      slot == .pitch
      ? TiltRotation(pitchDegrees: value, yawDegrees: 3)
      : TiltRotation(pitchDegrees: 3, yawDegrees: value)
    let stored = slot == .pitch ? rotation.pitchDegrees : rotation.yawDegrees
    let other = slot == .pitch ? rotation.yawDegrees : rotation.pitchDegrees
    #expect(input.isNaN ? stored.isNaN : (stored == value && stored.sign == value.sign))
    #expect(other == 3)
    #expect(TiltRotation.flat.pitchDegrees == 0 && TiltRotation.flat.yawDegrees == 0)
  }
}
