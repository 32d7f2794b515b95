import EffectMath
import Foundation
import ProofEngine
import Testing

@testable import EffectProof

/// The `timing.*` and `spring.*` catalogue proofs: all pass on the seeds' config, and each one
/// fails when its implementation is broken or its expectation is wrong.
@Suite struct TimingProofsTests {
  static let config = EffectProofConfig.seeds

  static let ids = [
    "timing.valueMatchesRootSolve", "timing.velocityMatchesDerivative",
    "timing.velocityIntegratesToChange", "timing.wheelCurveOnlySlows",
    "spring.closedFormMatchesODE", "spring.conversionsRoundTrip", "spring.settlingDuration",
    "spring.seedSprings",
  ]

  /// Runs `proof` with the default seed and density on two jobs.
  static func run(_ proof: any Proof) -> ProofResult {
    proof.run(RunSettings(jobs: 2))
  }

  /// The catalogue's curves with the subject called `name` replaced by `replacement`.
  static func curves(replacing name: String, with replacement: (TimingSubject) -> TimingSubject)
    throws -> FiniteSetDomain<TimingSubject>
  {
    let subjects = TimingSubject.catalogue.map { $0.name == name ? replacement($0) : $0 }
    return try #require(FiniteSetDomain(subjects))
  }

  /// Expects `result` to fail with a counterexample whose cases mention `expected`.
  static func expectCounterexample(
    _ result: ProofResult, mentioning expected: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(result.status == .failed, "\(result.id) passed", sourceLocation: sourceLocation)
    let example = result.counterexample
    #expect(example != nil, "\(result.id): no counterexample", sourceLocation: sourceLocation)
    let text = "\(example?.original.value ?? "") \(example?.shrunk.value ?? "")"
    #expect(
      text.contains(expected), "\(result.id): counterexample \(text)",
      sourceLocation: sourceLocation)
    print("[timing-proofs] \(result.id) fails as it should: \(result.failureSummary)")
  }

  // MARK: - The catalogue

  @Test func idsAreUniqueAndGroupedUnderTimingAndSpring() {
    let proofs = (TimingProofs.proofs() + TimingProofs.springProofs(Self.config.cards))
    #expect(proofs.map(\.id) == Self.ids)
    #expect(Set(proofs.map(\.id)).count == proofs.count)
    #expect(proofs.allSatisfy { $0.id.hasPrefix("timing.") || $0.id.hasPrefix("spring.") })
    #expect(proofs.allSatisfy { $0.fact.count > 80 && $0.title != $0.id })
    #expect(proofs.allSatisfy { $0.isShardable })
    // Facts state the tolerances the proofs use.
    #expect(proofs[0].fact.contains("Tolerance 10⁻¹² + 4·10⁻¹⁶·|dy/dx|"))
    #expect(proofs[1].fact.contains("Tolerance 10⁻⁸·max(1, |v|)"))
    #expect(proofs[4].fact.contains("Tolerance 10⁻¹¹ of the motion's scale"))
    #expect(FactText.scientific(2.5e-7) == "2.5·10⁻⁷")
  }

  @Test func seedSpringsComeFromTheConfig() throws {
    var config = Self.config
    config.cards.holographic.spring = .durationBounce(duration: 0.7, bounce: 0.15)
    // Critical and overdamped springs: no overshoot, and a settling bound found by GSL.
    config.cards.tilt.spring = .durationBounce(duration: 0.4, bounce: 0)
    config.cards.productSpring = .responseDamping(response: 0.3, dampingRatio: 1.6)
    let proof = try #require(
      (TimingProofs.proofs() + TimingProofs.springProofs(config.cards)).first {
        $0.id == "spring.seedSprings"
      })
    #expect(proof.fact.contains("holographic (duration 0.7, bounce 0.15)"))
    #expect(proof.fact.contains("product (response 0.3, dampingRatio 1.6)"))
    let result = Self.run(proof)
    #expect(result.status == .passed, "\(result.failureSummary)")
    #expect(result.cases == 3)
  }

  @Test func anUndampedCardSpringNeverSettlesAndFails() throws {
    var config = Self.config
    config.cards.tilt.spring = .durationBounce(duration: 0.4, bounce: 1)
    let proof = try #require(
      (TimingProofs.proofs() + TimingProofs.springProofs(config.cards)).first {
        $0.id == "spring.seedSprings"
      })
    Self.expectCounterexample(Self.run(proof), mentioning: "tilt")
  }

  // MARK: - Each proof can fail

  @Test func valueFailsForASabotagedCurve() throws {
    // The wheel's value drawn from (0.31, 0.48) instead of (0.3, 0.48).
    let curves = try Self.curves(replacing: TimingSubject.wheel.name) { wheel in
      let wrong = TimingCurve.bezier(startControlPoint: [0.31, 0.48], endControlPoint: [0.7, 1])
      return TimingSubject(
        name: wheel.name, value: { wrong.value(at: $0) }, velocity: wheel.velocity,
        reference: wheel.reference)
    }
    Self.expectCounterexample(
      Self.run(TimingProofs.valueMatchesRootSolve(curves)), mentioning: "wheel")
  }

  @Test func valueFailsWithAToleranceBelowTheConditioning() throws {
    let curves = try #require(FiniteSetDomain(TimingSubject.catalogue))
    let tight = TimingProofs.ValueTolerance(absolute: 1e-18, slopeFactor: 0, vertical: 0)
    let result = Self.run(TimingProofs.valueMatchesRootSolve(curves, tolerance: tight))
    #expect(result.status == .failed)
    #expect(result.failingCases > 0)
  }

  @Test func velocityFailsWhenItIsNotTheDerivative() throws {
    // easeInOut's slope reported 10⁻⁶ too steep.
    let curves = try Self.curves(replacing: "easeInOut") { curve in
      TimingSubject(
        name: curve.name, value: curve.value, velocity: { curve.velocity($0) * (1 + 1e-6) },
        reference: curve.reference)
    }
    Self.expectCounterexample(
      Self.run(TimingProofs.velocityMatchesDerivative(curves)), mentioning: "easeInOut")
    let tight = TimingProofs.VelocityTolerance(relative: 1e-15, errorFactor: 0)
    let all = try #require(FiniteSetDomain(TimingSubject.catalogue))
    #expect(
      Self.run(TimingProofs.velocityMatchesDerivative(all, tolerance: tight)).status == .failed)
  }

  @Test func integralFailsWhenVelocityAndValueDisagree() throws {
    // The circular ease-in's slope 0.1 % too steep: it no longer integrates to its change.
    let curves = try Self.curves(replacing: "circularEaseIn") { curve in
      TimingSubject(
        name: curve.name, value: curve.value, velocity: { curve.velocity($0) * 1.001 },
        reference: curve.reference)
    }
    Self.expectCounterexample(
      Self.run(TimingProofs.velocityIntegratesToChange(curves)), mentioning: "circularEaseIn")
  }

  @Test func wheelProofFailsForWrongExpectationsAndABlindCheck() throws {
    let samples = try #require(FiniteSetDomain(TimingProofs.wheelSampleCounts))
    let article = WheelExpectation.article
    // Wrong expectation: the rejected curve claimed to only slow.
    let claimed = WheelExpectation(
      subject: article[1].subject, onlySlows: true, startSlope: 1.6, minimumRise: 1e-3,
      check: article[1].check)
    let wrong = try #require(FiniteSetDomain([article[0], claimed]))
    Self.expectCounterexample(
      Self.run(TimingProofs.wheelCurveOnlySlows(wrong, samples: samples)),
      mentioning: "rejected")
    // A broken check that samples only 10 points misses the rise near the start.
    let blind = WheelExpectation(
      subject: article[1].subject, onlySlows: false, startSlope: 1.6, minimumRise: 1e-3,
      check: { _ in
        TimingCurve.bezier(startControlPoint: [0.25, 0.4], endControlPoint: [0.6, 1])
          .isMonotonicallyDecelerating(samples: 10)
      })
    let missed = Self.run(
      TimingProofs.wheelCurveOnlySlows(
        try #require(FiniteSetDomain([article[0], blind])), samples: samples))
    Self.expectCounterexample(missed, mentioning: "rejected")
    #expect(missed.counterexample?.original.note?.contains("misses the rise") == true)
    // A wrong start slope: the article's curves start at 1.6, not 1.5.
    let slope = WheelExpectation(
      subject: article[0].subject, onlySlows: true, startSlope: 1.5, minimumRise: 1e-3,
      check: article[0].check)
    Self.expectCounterexample(
      Self.run(
        TimingProofs.wheelCurveOnlySlows(
          try #require(FiniteSetDomain([slope, article[1]])), samples: samples)),
      mentioning: "wheel")
  }

  /// SwiftUI's spring with a plausible bug: ζ = 1 − bounce for negative bounces too.
  static let overdampingBug: SpringModel = {
    var model = SpringModel.effectMath
    model.make = { duration, bounce in DampedSpring(response: duration, dampingRatio: 1 - bounce) }
    return model
  }()

  @Test func odeProofFailsForAWrongDampingFormulaAndASlowVelocity() {
    let result = Self.run(TimingProofs.closedFormMatchesODE(model: Self.overdampingBug))
    Self.expectCounterexample(result, mentioning: "-0.")
    var slow = SpringModel.effectMath
    slow.velocity = { spring, target, velocity, time in
      spring.velocity(target: target, initialVelocity: velocity, time: time) * (1 - 1e-9)
    }
    #expect(Self.run(TimingProofs.closedFormMatchesODE(model: slow)).status == .failed)
  }

  @Test func conversionProofFailsForAWrongDampingFormula() {
    let result = Self.run(TimingProofs.conversionsRoundTrip(model: Self.overdampingBug))
    Self.expectCounterexample(result, mentioning: "-0.")
    let exact = TimingProofs.ConversionTolerance(relative: 0, bounce: 0)
    #expect(Self.run(TimingProofs.conversionsRoundTrip(tolerance: exact)).status == .failed)
  }

  @Test func settlingProofFailsForALateTimeAWrongBandAndTheFirstEntry() {
    var late = SpringModel.effectMath
    late.settlingDuration = { spring, target, velocity, epsilon in
      spring.settlingDuration(target: target, initialVelocity: velocity, epsilon: epsilon)
        * (1 + 1e-6)
    }
    #expect(Self.run(TimingProofs.settlingDuration(model: late)).status == .failed)
    var fixedBand = SpringModel.effectMath
    fixedBand.settlingDuration = { spring, target, velocity, _ in
      spring.settlingDuration(target: target, initialVelocity: velocity, epsilon: 0.001)
    }
    #expect(Self.run(TimingProofs.settlingDuration(model: fixedBand)).status == .failed)
    // The first entry into the band is a band edge too, but the motion leaves it again.
    var first = SpringModel.effectMath
    first.settlingDuration = { spring, target, velocity, epsilon in
      Self.firstEntry(spring, target: target, initialVelocity: velocity, epsilon: epsilon)
    }
    let result = Self.run(TimingProofs.settlingDuration(model: first))
    #expect(result.status == .failed)
    #expect(result.counterexample?.original.note?.contains("after T") == true)
  }

  /// The first time the motion enters the ε band (for springs that bounce, within two
  /// responses), else the true settling duration.
  static func firstEntry(
    _ spring: DampedSpring, target: Double, initialVelocity: Double, epsilon: Double
  ) -> Double {
    let settle = spring.settlingDuration(
      target: target, initialVelocity: initialVelocity, epsilon: epsilon)
    func outside(_ t: Double) -> Bool {
      abs(spring.value(target: target, initialVelocity: initialVelocity, time: t) - target)
        > epsilon
    }
    let step = spring.response / 400
    var lower = 0.0
    for index in 1...800 {
      let t = Double(index) * step
      guard t < settle else { return settle }
      if !outside(t) {
        var upper = t
        for _ in 0..<100 where upper - lower > 1e-15 * upper {
          let middle = (lower + upper) / 2
          if outside(middle) { lower = middle } else { upper = middle }
        }
        return upper
      }
      lower = t
    }
    return settle
  }

  @Test func seedProofFailsForAWrongSpringAndATooTightBound() throws {
    let seeds = try #require(FiniteSetDomain(SeedSpring.cards(CardsConfig())))
    // Every card built as the holographic card.
    let oneSpring = TimingProofs.seedSprings(seeds) { _ in
      DampedSpring(duration: 0.5, bounce: 0.3)
    }
    Self.expectCounterexample(Self.run(oneSpring), mentioning: "tilt")
    // Claiming 1 % faster settling than the envelope allows fails on every card: with
    // ζ = 0.7, T is 99.4 % of the bound.
    let tight = Self.run(TimingProofs.seedSprings(seeds, boundScale: 0.99))
    Self.expectCounterexample(tight, mentioning: "holographic")
    #expect(tight.failingCases == 3)
  }
}
