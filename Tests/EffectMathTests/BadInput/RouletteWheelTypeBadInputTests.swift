// RouletteWheelType.pocket(atScreenDegrees:wheelRotationDegrees:) over every hostile Double in
// both angles, against its documented results.

import EffectMath
import EffectProofTestSupport
import Foundation
import Testing

@Suite("badInput.RouletteWheelType")
struct RouletteWheelTypeBadInputTests {
  /// Which of the two angles carries the hostile value.
  enum Angle: String, CaseIterable, Sendable {
    case screen
    case rotation
  }

  /// NaN or ±∞ in either angle gives `nil`; every finite pair (±0, subnormals, −1, the largest
  /// finite values) gives the pocket whose centre is nearest `screen − rotation` (mod 360), by
  /// an independent search over all pockets with Foundation's `remainder`.
  @Test(arguments: HostileDouble.allCases, Angle.allCases)
  func screenLookup(input: HostileDouble, angle: Angle) {
    let screen = angle == .screen ? input.value : 100
    let rotation = angle == .rotation ? input.value : 100
    for wheel in RouletteWheelType.allCases {
      let pocket = wheel.pocket(atScreenDegrees: screen, wheelRotationDegrees: rotation)
      if input.isNonFinite {
        #expect(pocket == nil)
        continue
      }
      guard let pocket else {
        Issue.record("\(wheel): no pocket for \(screen) − \(rotation)")
        continue
      }
      let relative = Foundation.remainder(screen - rotation, 360)
      let distance = abs(Foundation.remainder(pocket.degrees - relative, 360))
      let best =
        wheel.pockets.map { abs(Foundation.remainder($0.degrees - relative, 360)) }.min()
        ?? .infinity
      #expect(distance <= best + 1e-9, "\(wheel) \(pocket.label)")
      #expect(distance <= wheel.pocketSpacingDegrees / 2 + 1e-9)
    }
  }
}
