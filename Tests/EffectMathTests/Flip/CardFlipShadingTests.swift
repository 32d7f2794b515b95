// The flip's shading: values, bounds, and continuity with a Lipschitz bound.

import EffectMath
import EffectProofTestSupport
import GSL
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

@Suite struct CardFlipShadingTests {
  let shading = CardFlipShading()

  /// The Lipschitz constants derived by hand in the tests' own words:
  /// brightness: d/dθ of −D(1 − |cos θ|) is at most D · π/180 per degree;
  /// glint: P · π/180 from |sin θ|, plus P · max|b′| · |center′| / w with max|b′| at
  /// z = 1/√3: 4 · (1/√3) · (2/3), and center′ = (1 + 2w) / 180 per degree.
  var brightnessBound: Double { 0.35 * .pi / 180 }
  var glintBound: Double {
    let w = 0.18
    let maxBumpSlope = 4 * (1 / 3.0.squareRoot()) * (2.0 / 3)
    return 0.4 * (.pi / 180 + maxBumpSlope * ((1 + 2 * w) / 180) / w)
  }

  // MARK: - Values

  @Test func valuesAtTheNamedAngles() {
    #expect(shading.brightness(degrees: 0) == 0)
    #expect(shading.brightness(degrees: 180) == 0)
    #expect(abs(shading.brightness(degrees: 90) + 0.35) <= 1e-15)
    #expect(abs(shading.brightness(degrees: 60) + 0.175) <= 1e-15)
    #expect(abs(shading.brightness(degrees: -120) + 0.175) <= 1e-15)
    #expect(shading.glintStrength(degrees: 0) == 0)
    #expect(abs(shading.glintStrength(degrees: 90) - 0.4) <= 1e-15)
    #expect(abs(shading.glintStrength(degrees: 30) - 0.2) <= 1e-15)
    #expect(shading.glintCenter(degrees: 0) == -0.18)
    #expect(abs(shading.glintCenter(degrees: 90) - 0.5) <= 1e-15)
    #expect(abs(shading.glintCenter(degrees: 270) - 0.5) <= 1e-15)
    #expect(abs(shading.glint(degrees: 90, x: 0.5) - 0.4) <= 1e-15)
    #expect(shading.glint(degrees: 90, x: 0.5 + 0.18) == 0)
    for x in stride(from: -1.0, through: 2, by: 0.01) {
      #expect(shading.glint(degrees: 0, x: x) == 0 && shading.glint(degrees: 180, x: x) == 0)
    }
  }

  @Test func theBandMovesAcrossTheCardDuringEachHalfTurn() {
    var previous = -Double.infinity
    for step in 0..<1_800 {
      let center = shading.glintCenter(degrees: Double(step) / 10)
      #expect(center > previous, "\(step)")
      previous = center
    }
    #expect(previous < 1.18 && previous > 1.17)
  }

  @Test func boundsAndSymmetryOnADenseSweep() {
    for step in -36_000...36_000 {
      let degrees = Double(step) / 50
      let brightness = shading.brightness(degrees: degrees)
      tiltFlipCheck(brightness >= -0.35 && brightness <= 0, "brightness at \(degrees)")
      tiltFlipCheck(
        shading.brightness(degrees: -degrees) == brightness, "brightness is even at \(degrees)")
      let strength = shading.glintStrength(degrees: degrees)
      tiltFlipCheck(strength >= 0 && strength <= 0.4, "strength at \(degrees)")
      for x in [0.0, 0.25, 0.5, 0.75, 1] {
        let glint = shading.glint(degrees: degrees, x: x)
        tiltFlipCheck(glint >= 0 && glint <= strength, "glint at \(degrees), \(x)")
      }
    }
  }

  @Test func badInputs() {
    for bad in [Double.nan, .infinity, -.infinity] {
      #expect(shading.brightness(degrees: bad) == 0)
      #expect(shading.glintStrength(degrees: bad) == 0)
      #expect(shading.glintCenter(degrees: bad) == -0.18)
      #expect(shading.glint(degrees: bad, x: 0.5) == 0)
      #expect(shading.glint(degrees: 90, x: bad) == 0)
    }
    let cleaned = CardFlipShading(maxDarkening: .nan, glintPeak: 7, glintHalfWidth: 0)
    #expect(cleaned.maxDarkening == 0.35 && cleaned.glintPeak == 1)
    #expect(cleaned.glintHalfWidth == CardFlipShading.minimumGlintHalfWidth)
    let clamped = CardFlipShading(maxDarkening: -1, glintPeak: .nan, glintHalfWidth: .nan)
    #expect(clamped.maxDarkening == 0 && clamped.glintPeak == 0.4 && clamped.glintHalfWidth == 0.18)
    #expect(CardFlipShading(glintHalfWidth: 5).glintHalfWidth == 1)
  }

  // MARK: - Continuity

  @Test func theConstantsMatchTheHandDerivation() {
    #expect(abs(shading.brightnessLipschitzPerDegree - brightnessBound) <= 1e-17)
    #expect(abs(shading.glintLipschitzPerDegree - glintBound) <= 1e-16)
  }

  @Test func brightnessIsLipschitzAndItsSupShrinksWithTheStep() {
    var sups: [Double] = []
    for h in [1.0, 0.1, 0.01, 0.001, 1e-6] {
      var sup = 0.0
      for step in -7_200...14_400 {
        let degrees = Double(step) / 20
        let jump = abs(
          shading.brightness(degrees: degrees + h) - shading.brightness(degrees: degrees))
        tiltFlipCheck(jump <= brightnessBound * h * (1 + 1e-9) + 1e-15, "θ \(degrees), h \(h)")
        sup = max(sup, jump)
      }
      sups.append(sup)
      // The bound is attained near 90: the sup is at least 90 % of L · h.
      #expect(sup >= 0.9 * brightnessBound * h, "h \(h): sup \(sup)")
    }
    #expect(zip(sups, sups.dropFirst()).allSatisfy { $1 < $0 }, "\(sups)")
    #expect(sups.last ?? 1 < 1e-8)
  }

  @Test func glintIsLipschitzInTheAngleForEveryPointAcrossTheCard() {
    var sups: [Double] = []
    for h in [1.0, 0.1, 0.01, 0.001, 1e-6] {
      var sup = 0.0
      for step in -720...2_160 {
        let degrees = Double(step) / 4
        for column in 0...50 {
          let x = Double(column) / 50
          let jump = abs(
            shading.glint(degrees: degrees + h, x: x) - shading.glint(degrees: degrees, x: x))
          tiltFlipCheck(jump <= glintBound * h * (1 + 1e-9) + 1e-15, "θ \(degrees), x \(x), h \(h)")
          sup = max(sup, jump)
        }
      }
      sups.append(sup)
      // Not a vacuous bound: the observed sup reaches at least half of it.
      #expect(sup >= 0.5 * glintBound * h, "h \(h): sup \(sup), bound \(glintBound * h)")
    }
    #expect(zip(sups, sups.dropFirst()).allSatisfy { $1 < $0 }, "\(sups)")
    #expect(sups.last ?? 1 < 1e-7)
  }

  @Test func nothingJumpsAtTheSwapOrAtTheHalfTurns() {
    for angle in [90.0, 180, 270, 360, 0, -90, 450] {
      for (a, b) in [(angle.nextDown, angle), (angle, angle.nextUp)] {
        let brightnessJump = abs(shading.brightness(degrees: a) - shading.brightness(degrees: b))
        #expect(brightnessJump <= 1e-14, "brightness across \(angle)")
        for column in -20...120 {
          let x = Double(column) / 100
          let glintJump = abs(shading.glint(degrees: a, x: x) - shading.glint(degrees: b, x: x))
          tiltFlipCheck(glintJump <= 1e-13, "glint across \(angle) at x \(x): \(glintJump)")
        }
      }
    }
  }

  @Test func randomPairsRespectTheBound() {
    let seed = tiltFlipSeed("randomPairsRespectTheBound", fallback: 0x90)
    var random = SplitMix64(seed: seed)
    for index in 0..<50_000 {
      let a = random.uniform(-720...720)
      let b = a + random.uniform(-5...5)
      let x = random.uniform(-0.3...1.3)
      let message = Comment(rawValue: "seed \(seed) case \(index): θ \(a), \(b), x \(x)")
      let distance = abs(a - b)
      tiltFlipCheck(
        abs(shading.glint(degrees: a, x: x) - shading.glint(degrees: b, x: x))
          <= glintBound * distance * (1 + 1e-9) + 1e-14, message)
      tiltFlipCheck(
        abs(shading.brightness(degrees: a) - shading.brightness(degrees: b))
          <= brightnessBound * distance * (1 + 1e-9) + 1e-14, message)
    }
  }

  @Test func gslDerivativesStayUnderTheBounds() throws {
    // GSL's adaptive central difference, away from the kinks (multiples of 90 for the
    // brightness, multiples of 180 for the glint): the brightness slope is D · π/180 · sin θ
    // in magnitude, and no glint slope exceeds its bound.
    var steepestGlint = 0.0
    for step in 1..<720 where step % 180 != 0 {
      let degrees = Double(step) / 2
      let brightness = try Differentiation.central(at: degrees, step: 1e-3) {
        shading.brightness(degrees: $0)
      }
      let expected = brightnessBound * abs(sin(degrees * .pi / 180))
      #expect(abs(abs(brightness.value) - expected) <= 1e-8, "θ \(degrees): \(brightness)")
      guard step % 360 != 0 else { continue }
      for column in 0...20 {
        let x = Double(column) / 20
        let glint = try Differentiation.central(at: degrees, step: 1e-3) {
          shading.glint(degrees: $0, x: x)
        }
        tiltFlipCheck(
          abs(glint.value) <= glintBound * (1 + 1e-6), "θ \(degrees), x \(x): \(glint)")
        steepestGlint = max(steepestGlint, abs(glint.value))
      }
    }
    #expect(steepestGlint >= 0.5 * glintBound, "\(steepestGlint) vs \(glintBound)")
  }

  @Test func shadingDependsOnTheAngleAloneAndRepeatsEachTurn() {
    for step in 0..<3_600 {
      let degrees = Double(step) / 10
      for turns in [-2.0, 1, 3] {
        let other = degrees + 360 * turns
        tiltFlipCheck(
          abs(shading.brightness(degrees: other) - shading.brightness(degrees: degrees)) <= 1e-12,
          "brightness \(degrees) vs \(other)")
        tiltFlipCheck(
          abs(shading.glint(degrees: other, x: 0.4) - shading.glint(degrees: degrees, x: 0.4))
            <= 1e-12, "glint \(degrees) vs \(other)")
      }
    }
  }
}
