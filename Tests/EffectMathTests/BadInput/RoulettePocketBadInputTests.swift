// RoulettePocket over every hostile Int in the one numeric way to a pocket,
// RouletteWheelType.pocket(at:), against its documented results.

import EffectMath
import EffectProofTestSupport
import Testing

@Suite("badInput.RoulettePocket")
struct RoulettePocketBadInputTests {
  /// `pocket(at:)`: an index outside `0..<pocketCount` gives `nil`; 0 gives the green "0" at
  /// 0°, whose `number` is `nil`.
  @Test(arguments: HostileInt.allCases, RouletteWheelType.allCases)
  func pocketAtHostileIndex(index: HostileInt, wheel: RouletteWheelType) {
    let pocket = wheel.pocket(at: index.value)
    switch index {
    case .zero:
      #expect(pocket?.label == "0" && pocket?.index == 0 && pocket?.wheel == wheel)
      #expect(pocket?.degrees == 0 && pocket?.isZero == true && pocket?.number == nil)
    case .minusOne, .min, .max:
      #expect(pocket == nil)
    }
  }

  /// The pockets a wheel hands out all have a finite angle in [0, 360) that agrees with
  /// `index · 360 / count`, so no pocket can carry a bad angle into a spin.
  @Test(arguments: RouletteWheelType.allCases)
  func everyPocketAngleIsFiniteAndInRange(wheel: RouletteWheelType) {
    for pocket in wheel.pockets {
      #expect(pocket.degrees.isFinite && pocket.degrees >= 0 && pocket.degrees < 360)
      let spacing = 360 / Double(wheel.labels.count)
      #expect(abs(pocket.degrees - Double(pocket.index) * spacing) <= 1e-12)
    }
  }
}
