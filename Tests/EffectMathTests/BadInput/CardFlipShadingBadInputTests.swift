// CardFlipShading over every hostile Double in every numeric parameter, against its documented
// results.

import EffectMath
import EffectProofTestSupport
import Foundation
import Testing

@Suite("badInput.CardFlipShading")
struct CardFlipShadingBadInputTests {
  /// The three numbers of the initialiser.
  enum Parameter: String, CaseIterable, Sendable { case darkening, glintPeak, glintHalfWidth }

  /// D and P clamp to [0, 1] and w to [0.05, 1]; NaN gives the default. Edge-on the card is
  /// darkest (−D) and the glint strongest (P); the Lipschitz constants stay finite.
  @Test(arguments: Parameter.allCases, HostileDouble.allCases)
  func parametersAreCleaned(parameter: Parameter, input: HostileDouble) {
    let value = input.value
    let shading: CardFlipShading
    let stored: Double
    let lower = parameter == .glintHalfWidth ? CardFlipShading.minimumGlintHalfWidth : 0
    let fallback: Double
    switch parameter {
    case .darkening:
      shading = CardFlipShading(maxDarkening: value)
      stored = shading.maxDarkening
      fallback = CardFlipShading.defaultMaxDarkening
    case .glintPeak:
      shading = CardFlipShading(glintPeak: value)
      stored = shading.glintPeak
      fallback = CardFlipShading.defaultGlintPeak
    case .glintHalfWidth:
      shading = CardFlipShading(glintHalfWidth: value)
      stored = shading.glintHalfWidth
      fallback = CardFlipShading.defaultGlintHalfWidth
    }
    let expected: Double
    switch input {
    case .nan, .signalingNaN: expected = fallback
    case .plusInfinity, .hugePositive: expected = 1
    case .plusSubnormal: expected = max(value, lower)
    case .minusInfinity, .plusZero, .minusZero, .minusSubnormal, .negative, .hugeNegative:
      expected = lower
    }
    #expect(stored == expected && stored.sign == .plus)
    #expect(abs(shading.brightness(degrees: 90) + shading.maxDarkening) <= 1e-15)
    #expect(shading.glintStrength(degrees: 90) == shading.glintPeak)
    #expect(shading.brightnessLipschitzPerDegree.isFinite)
    #expect(shading.glintLipschitzPerDegree.isFinite && shading.glintLipschitzPerDegree >= 0)
  }

  /// The angle: NaN or ±∞ read as 0 (no darkening, no glint, band at −w); every other angle
  /// gives brightness in [−D, 0], strength in [0, P] and a centre in [−w, 1 + w].
  @Test(arguments: HostileDouble.allCases)
  func angle(input: HostileDouble) {
    let shading = CardFlipShading()
    let value = input.value
    let brightness = shading.brightness(degrees: value)
    let strength = shading.glintStrength(degrees: value)
    let center = shading.glintCenter(degrees: value)
    let w = CardFlipShading.defaultGlintHalfWidth
    switch input {
    case .nan, .signalingNaN, .plusInfinity, .minusInfinity, .plusZero, .minusZero:
      #expect(brightness == 0 && strength == 0 && center == -w)
    case .plusSubnormal, .minusSubnormal:
      #expect(brightness == 0 && strength <= 1e-300 && center == -w)
    case .negative:
      // −1° is 359°: 1° short of face-on, the band nearly past the right edge.
      #expect(abs(brightness + 0.35 * (1 - cos(.pi / 180))) <= 1e-16)
      #expect(abs(strength - 0.4 * sin(.pi / 180)) <= 1e-16)
      #expect(abs(center - (-w + (1 + 2 * w) * 179 / 180)) <= 1e-15)
    case .hugePositive, .hugeNegative:
      // The exact remainder: 128° and 232°, both 52° from the back facing the viewer.
      let turned = 52 * Double.pi / 180
      #expect(abs(brightness + 0.35 * (1 - cos(turned))) <= 1e-15)
      #expect(abs(strength - 0.4 * sin(turned)) <= 1e-15)
    }
    #expect(brightness >= -0.35 && brightness <= 0)
    #expect(strength >= 0 && strength <= 0.4)
    #expect(center >= -w && center <= 1 + w)
    let glint = shading.glint(degrees: value, x: 0.5)
    #expect(glint >= 0 && glint <= strength)
  }

  /// `glint(degrees:x:)` at 30° (band centre ≈ 0.047): a NaN or infinite x gives 0, x = ±0 or
  /// ±subnormal sits inside the band (the glint at 0), −1 and the huge values are outside (0).
  @Test(arguments: HostileDouble.allCases)
  func glintPosition(input: HostileDouble) {
    let shading = CardFlipShading()
    let glint = shading.glint(degrees: 30, x: input.value)
    switch input {
    case .plusZero, .minusZero, .plusSubnormal, .minusSubnormal:
      let center = -0.18 + 1.36 / 6
      let z = (0 - center) / 0.18
      let expected = 0.4 * 0.5 * (1 - z * z) * (1 - z * z)
      #expect(abs(glint - expected) <= 1e-15 && glint > 0)
    default:
      #expect(glint == 0)
    }
  }
}
