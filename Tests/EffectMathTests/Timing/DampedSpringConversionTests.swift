import EffectMath
import EffectProofTestSupport
import Testing

/// DampedSpring's parameter conversions (SwiftUI's Spring formulas) and its handling of bad
/// input.
@Suite struct DampedSpringConversionTests {
  // MARK: - Formulas

  @Test func durationAndBounceUseSwiftUIsFormulas() {
    for duration in [0.1, 0.4, 0.5, 1, 3] {
      for bounce in (-9...10).map({ Double($0) / 10 }) {
        let spring = DampedSpring(duration: duration, bounce: bounce)
        let ratio = timingRatio(bounce: bounce)
        #expect(spring.mass == 1)
        #expect(timingClose(spring.stiffness, pow2(2 * .pi / duration), relative: 1e-14))
        #expect(
          timingClose(spring.damping, 4 * .pi * ratio / duration, absolute: 1e-14, relative: 1e-14))
        #expect(spring == DampedSpring(response: duration, dampingRatio: ratio))
      }
    }
  }

  @Test func defaultSpringIsHalfASecondCriticallyDamped() {
    let spring = DampedSpring()
    #expect(spring.duration == 0.5)
    #expect(spring.bounce == 0)
    #expect(spring.dampingRatio == 1)
  }

  // MARK: - Round trips

  @Test func durationAndBounceRoundTrip() {
    var random = SplitMix64.timing("durationAndBounceRoundTrip")
    for _ in 0..<2000 {
      let duration = random.uniform(0.01, 10)
      let bounce = random.uniform(-0.99, 1)
      let spring = DampedSpring(duration: duration, bounce: bounce)
      #expect(timingClose(spring.duration, duration, relative: 1e-14), "\(duration) \(bounce)")
      #expect(timingClose(spring.bounce, bounce, absolute: 1e-13), "\(duration) \(bounce)")
      #expect(
        timingClose(spring.dampingRatio, timingRatio(bounce: bounce), relative: 1e-13),
        "\(duration) \(bounce)")
    }
  }

  @Test func responseAndRatioRoundTripThroughMassStiffnessDamping() {
    var random = SplitMix64.timing("responseAndRatioRoundTripThroughMassStiffnessDamping")
    for _ in 0..<2000 {
      let response = random.uniform(0.01, 10)
      let ratio = random.uniform(0, 5)
      let spring = DampedSpring(response: response, dampingRatio: ratio)
      #expect(timingClose(spring.response, response, relative: 1e-14))
      #expect(timingClose(spring.dampingRatio, ratio, absolute: 1e-15, relative: 1e-14))
      // Rebuilt from its physical constants, the spring is the same value.
      let rebuilt = DampedSpring(
        mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
        allowOverDamping: true)
      #expect(rebuilt == spring)
      // And back to duration/bounce.
      let again = DampedSpring(duration: spring.duration, bounce: spring.bounce)
      #expect(timingClose(again.stiffness, spring.stiffness, relative: 1e-13))
      #expect(timingClose(again.damping, spring.damping, absolute: 1e-12, relative: 1e-12))
    }
  }

  @Test func physicalConstantsWithAnyMassConvert() {
    var random = SplitMix64.timing("physicalConstantsWithAnyMassConvert")
    for _ in 0..<2000 {
      let mass = random.uniform(0.01, 100)
      let stiffness = random.uniform(1, 5000)
      let damping = random.uniform(0, 4 * (stiffness * mass).squareRoot())
      let spring = DampedSpring(
        mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true)
      #expect(spring.mass == mass && spring.stiffness == stiffness && spring.damping == damping)
      #expect(
        timingClose(spring.response, 2 * .pi * (mass / stiffness).squareRoot(), relative: 1e-14))
      #expect(
        timingClose(
          spring.dampingRatio, damping / (2 * (stiffness * mass).squareRoot()), relative: 1e-14))
    }
  }

  @Test func overDampingIsClampedToCriticalUnlessAllowed() {
    // k = 100, m = 1: critical damping is 2√100 = 20.
    let clamped = DampedSpring(stiffness: 100, damping: 50)
    #expect(clamped.damping == 20)
    #expect(clamped.dampingRatio == 1)
    #expect(clamped.bounce == 0)
    let allowed = DampedSpring(stiffness: 100, damping: 50, allowOverDamping: true)
    #expect(allowed.damping == 50)
    #expect(allowed.dampingRatio == 2.5)
    #expect(timingClose(allowed.bounce, 1 / 2.5 - 1, relative: 1e-15))
    let under = DampedSpring(stiffness: 100, damping: 7)
    #expect(under.damping == 7)
    #expect(under.dampingRatio == 0.35)
  }

  // MARK: - Bad input

  @Test func badDurationsAndResponsesAreReplaced() {
    #expect(DampedSpring(duration: .nan).duration == 0.5)
    #expect(DampedSpring(response: .nan, dampingRatio: 1).response == 0.5)
    for tooShort in [0, -0.0, -1, -Double.infinity, 1e-300] {
      let spring = DampedSpring(duration: tooShort, bounce: 0.3)
      #expect(timingClose(spring.duration, DampedSpring.minimumResponse, relative: 1e-14))
      #expect(spring.stiffness.isFinite && spring.damping.isFinite)
      #expect(abs(spring.value(target: 1, time: 1) - 1) <= 1e-12)
    }
    for tooLong in [1e7, Double.infinity] {
      let spring = DampedSpring(response: tooLong, dampingRatio: 0.5)
      #expect(timingClose(spring.response, DampedSpring.maximumResponse, relative: 1e-14))
      #expect(spring.stiffness > 0)
    }
  }

  @Test func badBouncesAreClamped() {
    #expect(DampedSpring(duration: 0.5, bounce: .nan).bounce == 0)
    for tooBouncy in [1.0, 1.5, .infinity] {
      let spring = DampedSpring(duration: 0.5, bounce: tooBouncy)
      #expect(spring.dampingRatio == 0)
      #expect(spring.bounce == 1)
      #expect(spring.damping == 0)
    }
    for tooFlat in [-1.0, -1.5, -.infinity] {
      let spring = DampedSpring(duration: 0.5, bounce: tooFlat)
      #expect(spring.dampingRatio == DampedSpring.maximumDampingRatio)
      #expect(spring.bounce > -1 && spring.bounce < -0.999_99)
      #expect(spring.value(target: 1, time: 2).isFinite)
    }
  }

  @Test func badRatiosAreClamped() {
    #expect(DampedSpring(response: 0.5, dampingRatio: .nan).dampingRatio == 1)
    #expect(DampedSpring(response: 0.5, dampingRatio: -3).dampingRatio == 0)
    #expect(DampedSpring(response: 0.5, dampingRatio: -.infinity).dampingRatio == 0)
    let capped = DampedSpring(response: 0.5, dampingRatio: .infinity).dampingRatio
    #expect(timingClose(capped, DampedSpring.maximumDampingRatio, relative: 1e-14))
  }

  @Test func badMassStiffnessAndDampingAreReplaced() {
    for badMass in [0, -2, Double.nan] {
      let spring = DampedSpring(mass: badMass, stiffness: 100, damping: 10)
      #expect(spring.mass == 1, "mass \(badMass)")
      #expect(spring.stiffness == 100)
      #expect(spring.damping == 10)
    }
    #expect(DampedSpring(mass: .infinity, stiffness: 100, damping: 10).mass == 1e6)
    #expect(DampedSpring(mass: 1e-30, stiffness: 100, damping: 10).mass == 1e-6)
    let nanStiffness = DampedSpring(stiffness: .nan, damping: 10)
    #expect(timingClose(nanStiffness.response, 0.5, relative: 1e-14))
    for weak in [0, -5, 1e-300] {
      let spring = DampedSpring(stiffness: weak, damping: 0)
      #expect(timingClose(spring.response, DampedSpring.maximumResponse, relative: 1e-14))
    }
    let rigid = DampedSpring(stiffness: .infinity, damping: 1)
    #expect(timingClose(rigid.response, DampedSpring.minimumResponse, relative: 1e-14))
    #expect(DampedSpring(stiffness: 100, damping: .nan).dampingRatio == 1)
    #expect(DampedSpring(stiffness: 100, damping: -4).damping == 0)
    #expect(DampedSpring(stiffness: 100, damping: .infinity).dampingRatio == 1)
    let overdamped = DampedSpring(stiffness: 100, damping: .infinity, allowOverDamping: true)
    #expect(timingClose(overdamped.dampingRatio, DampedSpring.maximumDampingRatio, relative: 1e-14))
  }

  @Test func badMotionInputsAreDocumentedValues() {
    let spring = DampedSpring(duration: 0.5, bounce: 0.3)
    // NaN and negative times are the start.
    for time: Double in [.nan, -1, -.infinity] {
      #expect(spring.value(target: 2, initialVelocity: 5, time: time) == 0)
      #expect(spring.velocity(target: 2, initialVelocity: 5, time: time) == 5)
    }
    // NaN or infinite targets and velocities count as 0.
    for bad in [Double.nan, .infinity, -.infinity] {
      #expect(spring.value(target: bad, time: 0.3) == 0)
      #expect(spring.velocity(target: bad, time: 0.3) == 0)
      #expect(
        spring.value(target: 1, initialVelocity: bad, time: 0.3)
          == spring.value(target: 1, time: 0.3))
    }
    // Huge inputs scale instead of overflowing.
    let huge = spring.value(target: 1e300, initialVelocity: 1e300, time: 0.3)
    let unit = spring.value(target: 1, initialVelocity: 1, time: 0.3)
    #expect(timingClose(huge, 1e300 * unit, relative: 1e-13))
    // An undamped spring at infinite time is the centre of its oscillation.
    let undamped = DampedSpring(duration: 0.5, bounce: 1)
    #expect(undamped.value(target: 1, time: .infinity) == 1)
    #expect(abs(undamped.value(target: 1, time: 0.5) - 0) <= 1e-12)  // a full period
  }

  @Test func equalSpringsHashEqual() {
    let a = DampedSpring(duration: 0.4, bounce: 0.3)
    let b = DampedSpring(response: 0.4, dampingRatio: 0.7)
    #expect(a == b)
    #expect(Set([a, b, DampedSpring()]).count == 2)
  }
}

private func pow2(_ x: Double) -> Double { x * x }
