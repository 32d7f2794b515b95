// GyroscopeSample over every hostile Double: stored as given, radians converted by 180/π.

import EffectMath
import EffectProofTestSupport
import Testing

@Suite("badInput.GyroscopeSample")
struct GyroscopeSampleBadInputTests {
  /// The two readings of either initialiser.
  enum Slot: String, CaseIterable, Sendable { case roll, pitch }

  static func reading(_ sample: GyroscopeSample, _ slot: Slot) -> Double {
    slot == .roll ? sample.rollDegrees : sample.pitchDegrees
  }

  /// `init(rollDegrees:pitchDegrees:)` stores each value as given, NaN and ±∞ included.
  @Test(arguments: Slot.allCases, HostileDouble.allCases)
  func degreesAreStoredAsGiven(slot: Slot, input: HostileDouble) {
    let value = input.value
    let sample =
      slot == .roll
      ? GyroscopeSample(rollDegrees: value, pitchDegrees: 2)
      : GyroscopeSample(rollDegrees: 2, pitchDegrees: value)
    let stored = Self.reading(sample, slot)
    #expect(input.isNaN ? stored.isNaN : (stored == value && stored.sign == value.sign))
    #expect(Self.reading(sample, slot == .roll ? .pitch : .roll) == 2)
  }

  /// `init(rollRadians:pitchRadians:)`: `radians · 180 / π`. NaN stays NaN, ±∞ stays ±∞, and a
  /// reading so large that the product overflows becomes ±∞ (``GyroscopeTilt`` clamps it).
  @Test(arguments: Slot.allCases, HostileDouble.allCases)
  func radiansAreConverted(slot: Slot, input: HostileDouble) {
    let value = input.value
    let sample =
      slot == .roll
      ? GyroscopeSample(rollRadians: value, pitchRadians: .pi)
      : GyroscopeSample(rollRadians: .pi, pitchRadians: value)
    let stored = Self.reading(sample, slot)
    switch input {
    case .nan, .signalingNaN: #expect(stored.isNaN)
    case .plusInfinity, .hugePositive: #expect(stored == .infinity)
    case .minusInfinity, .hugeNegative: #expect(stored == -.infinity)
    case .plusZero, .minusZero: #expect(stored == 0 && stored.sign == value.sign)
    // 57.2957… subnormal steps round to 57 of them.
    case .plusSubnormal: #expect(stored == 57 * .leastNonzeroMagnitude)
    case .minusSubnormal: #expect(stored == -57 * .leastNonzeroMagnitude)
    case .negative: #expect(abs(stored + 57.295_779_513_082_32) <= 1e-13)
    }
    #expect(abs(Self.reading(sample, slot == .roll ? .pitch : .roll) - 180) <= 1e-12)
  }
}
