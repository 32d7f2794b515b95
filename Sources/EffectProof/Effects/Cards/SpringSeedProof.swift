import EffectMath
import Foundation
import GSL
import ProofEngine

/// One of the cards' springs from the config: the card's name and the spring as the config
/// states it.
struct SeedSpring: Hashable, Sendable, CustomStringConvertible {
  /// `holographic`, `tilt` or `product`.
  let name: String
  /// The spring as the config states it.
  let spec: CardsConfig.SpringSpec

  /// The card and its spring, e.g. `holographic (duration 0.5, bounce 0.3)`.
  var description: String {
    switch spec {
    case .durationBounce(let duration, let bounce):
      "\(name) (duration \(duration), bounce \(bounce))"
    case .responseDamping(let response, let ratio):
      "\(name) (response \(response), dampingRatio \(ratio))"
    }
  }

  /// The holographic, tilt and product cards' springs in `cards`.
  static func cards(_ cards: CardsConfig) -> [SeedSpring] {
    [
      SeedSpring(name: "holographic", spec: cards.holographic.spring),
      SeedSpring(name: "tilt", spec: cards.tilt.spring),
      SeedSpring(name: "product", spec: cards.productSpring),
    ]
  }

  /// EffectMath's spring for a spec: `DampedSpring(duration:bounce:)` or
  /// `DampedSpring(response:dampingRatio:)`.
  static let effectMath: @Sendable (CardsConfig.SpringSpec) -> DampedSpring = { spec in
    switch spec {
    case .durationBounce(let duration, let bounce):
      DampedSpring(duration: duration, bounce: bounce)
    case .responseDamping(let response, let ratio):
      DampedSpring(response: response, dampingRatio: ratio)
    }
  }

  /// The response and damping ratio the spec means, by SwiftUI's formulas.
  var responseAndRatio: (response: Double, ratio: Double) {
    switch spec {
    case .durationBounce(let duration, let bounce):
      (duration, SpringModel.ratio(bounce: bounce))
    case .responseDamping(let response, let ratio): (response, ratio)
    }
  }

  /// What the documentation says of the spring, from its response and ratio alone.
  var expected: SeedSpringFacts { SeedSpringFacts(responseAndRatio) }
}

/// A seed spring's documented behaviour, computed from its response r and ratio ζ.
struct SeedSpringFacts {
  /// The response r.
  let response: Double
  /// The damping ratio ζ.
  let ratio: Double
  /// ω₀ = 2π/r.
  let omega: Double
  /// (2π/r)².
  let stiffness: Double
  /// 4π·ζ/r.
  let damping: Double
  /// e^{−ζπ/√(1−ζ²)} for ζ < 1, else 0.
  let overshoot: Double
  /// The first peak's time π/ω_d for ζ < 1.
  let peakTime: Double?
  /// The band the settling duration uses.
  let epsilon = 0.001
  /// An upper bound on the settling duration from rest toward 1: the time the envelope of
  /// |x − 1| reaches ε. For ζ < 1, |u| ≤ e^{−ζω₀t}/√(1 − ζ²), so
  /// T ≤ ln(1/(ε√(1 − ζ²)))/(ζω₀); for ζ ≥ 1, |u| ≤ (1 + ζω₀t)·e^{−(ζ − √(ζ² − 1))ω₀t}, whose
  /// crossing of ε GSL Brent finds. +∞ for an undamped spring, and when that search fails.
  let settlingBound: Double
  /// Why GSL could not find the ζ ≥ 1 crossing; the proof reports it as a failing case, so a
  /// +∞ bound from a failed search never passes as a bound.
  let settlingBoundFailure: GSLError?

  init(_ parameters: (response: Double, ratio: Double)) {
    let (response, ratio) = parameters
    self.response = response
    self.ratio = ratio
    omega = 2 * Double.pi / response
    stiffness = omega * omega
    damping = 4 * Double.pi * ratio / response
    let alpha = ratio * omega
    if ratio < 1 {
      let root = (1 - ratio * ratio).squareRoot()
      overshoot = exp(-ratio * Double.pi / root)
      peakTime = Double.pi / (omega * root)
      settlingBound = ratio > 0 ? log(1 / (epsilon * root)) / alpha : .infinity
      settlingBoundFailure = nil
    } else {
      overshoot = 0
      peakTime = nil
      let slow = omega * (ratio - ((ratio - 1) * (ratio + 1)).squareRoot())
      let epsilon = epsilon
      func envelope(_ t: Double) -> Double { (1 + alpha * t) * exp(-slow * t) - epsilon }
      var upper = 1 / slow
      while envelope(upper) > 0, upper < 1e12 { upper *= 2 }
      do throws(GSLError) {
        settlingBound =
          try RootFinding.root(
            between: 0, and: upper, absoluteTolerance: 0, relativeTolerance: 1e-14, envelope
          ).root
        settlingBoundFailure = nil
      } catch {
        settlingBound = .infinity
        settlingBoundFailure = error
      }
    }
  }
}

extension TimingProofs {
  /// `spring.seedSprings` for the `seeds` springs built by `build`; `boundScale` scales the
  /// stated settling bound (1: the envelope bound itself).
  static func seedSprings(
    _ seeds: FiniteSetDomain<SeedSpring>,
    build: @escaping @Sendable (CardsConfig.SpringSpec) -> DampedSpring = SeedSpring.effectMath,
    boundScale: Double = 1
  ) -> PropertyProof<FiniteSetDomain<SeedSpring>> {
    let described = seeds.elements.map { seed in
      let facts = seed.expected
      return
        "\(seed): k = \(FactText.number(facts.stiffness, digits: 5)), c = \(FactText.number(facts.damping, digits: 5)), overshoot \(FactText.number(facts.overshoot, digits: 5)), settles within \(FactText.number(facts.settlingBound * boundScale, digits: 4)) s"
    }
    return PropertyProof(
      id: "spring.seedSprings",
      title: "The cards' springs behave as documented",
      fact:
        "The cards' springs from the config (seeds: holographic duration 0.5 bounce 0.3, tilt 0.4/0.3, product response 0.4 dampingRatio 0.7) have stiffness (2π/r)² and damping 4π·ζ/r; from rest toward 1 they overshoot by e^{−ζπ/√(1−ζ²)} (0.045988 for ζ = 0.7) at t = π/ω_d, which GSL's Brent maximisation of the motion confirms; they settle (ε = 0.001) at a finite time that spring.settlingDuration's GSL oracle confirms, within the envelope bound ln(1/(ε√(1 − ζ²)))/(ζω₀) (0.8236 s and 0.6589 s; documented 0.81875 s and 0.65500 s). Here: \(described.joined(separator: "; ")).",
      domain: seeds,
      strategy: .grid
    ) { seed in
      seedOutcome(seed, build: build, boundScale: boundScale)
    }
  }

  /// The checks of one seed spring.
  static func seedOutcome(
    _ seed: SeedSpring, build: @Sendable (CardsConfig.SpringSpec) -> DampedSpring,
    boundScale: Double
  ) -> PropertyOutcome {
    let facts = seed.expected
    let spring = build(seed.spec)
    var outcomes = [
      within(
        abs(spring.stiffness - facts.stiffness), 1e-14 * facts.stiffness,
        "\(seed): stiffness \(spring.stiffness), expected \(facts.stiffness)"),
      within(
        abs(spring.damping - facts.damping), 1e-14 * max(facts.damping, facts.omega),
        "\(seed): damping \(spring.damping), expected \(facts.damping)"),
    ]
    var peakNote = "no overshoot"
    if let peakTime = facts.peakTime {
      do throws(GSLError) {
        let peak = try Minimization.maximum(
          between: 0.5 * peakTime, and: 1.5 * peakTime, absoluteTolerance: 1e-7 * peakTime
        ) { spring.value(target: 1, time: $0) }
        outcomes.append(
          within(
            abs(peak.value - 1 - facts.overshoot), 1e-12,
            "\(seed): GSL's peak overshoots by \(peak.value - 1), expected \(facts.overshoot)"))
        outcomes.append(
          within(
            abs(peak.location - peakTime), 1e-6 * peakTime,
            "\(seed): GSL's peak at t = \(peak.location), expected π/ω_d = \(peakTime)"))
        peakNote =
          "GSL peak \(FactText.number(peak.value - 1, digits: 6)) at \(FactText.number(peak.location, digits: 5)) s"
      } catch {
        return oracleFailed(error, "\(seed): the overshoot")
      }
    } else {
      let highest =
        (1...2000).map { spring.value(target: 1, time: Double($0) * facts.response / 200) }
        .max() ?? .nan
      outcomes.append(
        within(max(0, highest - 1), 1e-12, "\(seed): overshoots to \(highest) with ζ ≥ 1"))
    }
    let settle = spring.settlingDuration(target: 1, initialVelocity: 0, epsilon: facts.epsilon)
    if let failure = facts.settlingBoundFailure {
      outcomes.append(oracleFailed(failure, "\(seed): the envelope bound's crossing of ε"))
    }
    let bound = facts.settlingBound * boundScale
    // The bound is exact for a critically damped spring, so allow for rounding.
    outcomes.append(
      .expect(
        settle / bound, atMost: 1 + 1e-12,
        "\(seed): settles in \(settle) s, beyond the stated bound \(bound) s"))
    let settling = settlingOutcome(
      spring, target: 1, initialVelocity: 0, epsilon: facts.epsilon, settle: settle,
      rootTolerance: 1e-12)
    outcomes.append(settling.outcome)
    var outcome = PropertyOutcome.all(outcomes)
    if outcome.verdict == .pass {
      outcome.note =
        "\(seed): k = \(FactText.number(spring.stiffness, digits: 6)), c = \(FactText.number(spring.damping, digits: 6)), \(peakNote), \(settling.summary), bound \(FactText.number(bound, digits: 5)) s"
    }
    return outcome
  }
}
