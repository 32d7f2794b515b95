import EffectMath
import Foundation
import GSL
import ProofEngine

extension TimingProofs {
  /// The settling proof's domain: ((duration, bounce, initial velocity), log₁₀ ε).
  typealias SettlingDomain = ProductDomain2<SpringDomain, IntervalDomain<Double>>

  /// `spring.settlingDuration` for `model`'s settling duration; the motion it is checked
  /// against is EffectMath's closed form, which `spring.closedFormMatchesODE` proves.
  static func settlingDuration(
    model: SpringModel = .effectMath, rootTolerance: Double = 1e-12
  ) -> PropertyProof<SettlingDomain> {
    PropertyProof(
      id: "spring.settlingDuration",
      title: "A spring settles at its last exit from the ε band",
      fact:
        """
        Spring.settlingDuration(target: 1, initialVelocity: v₀, epsilon: ε) is the last time \
        |x(t) − 1| > ε: GSL Brent finds the band edge |x − 1| = ε there (outside just before, \
        inside just after), and after it every extremum of x, a root of the velocity found by \
        GSL Brent, lies inside the band until the energy ½x′² + ½ω₀²(x − 1)², which damping \
        never increases, fits inside it for good. Durations 0.1 … 2 s, bounces −0.95 … 0.95, v₀ \
        −20 … 20, ε 10⁻⁵ … 10⁻². Tolerance for T: \(FactText.scientific(rootTolerance))·max(T, \
        duration) plus the rounding of x near T, 10⁻¹⁵/|x′(T)|; the margin is the share of it \
        used (the band check is a certificate and fails by how far the motion leaves the band \
        again).
        """,
      domain: ProductDomain2(
        ProductDomain3(
          IntervalDomain(0.1...2.0, grid: .points(4)),
          IntervalDomain(-0.95...0.95, grid: .step(0.05)),
          IntervalDomain(-20.0...20.0, grid: .points(5))),
        IntervalDomain(-5.0...(-2.0), grid: .points(4))),
      strategy: .sequence([.grid, .sobol(count: 1024)]),
      coverage: [
        CoverageRequirement("overdamped, bounce < 0", atLeast: 0.3) { $0.0.1 < 0 },
        CoverageRequirement("underdamped, bounce > 0", atLeast: 0.3) { $0.0.1 > 0 },
      ],
      shrinkLimits: ShrinkLimits(maximumSteps: 500, maximumSeconds: 3)
    ) { motion, logEpsilon in
      let (duration, bounce, initialVelocity) = motion
      let epsilon = pow(10, logEpsilon)
      let spring = model.make(duration, bounce)
      let settle = model.settlingDuration(spring, 1, initialVelocity, epsilon)
      return settlingOutcome(
        spring, target: 1, initialVelocity: initialVelocity, epsilon: epsilon, settle: settle,
        rootTolerance: rootTolerance
      ).outcome
    }
  }

  /// Whether `settle` is the last exit of `spring`'s motion from the ε band, by GSL: a Brent
  /// root of |x − target| − ε at `settle`, then every later extremum (a Brent root of the
  /// velocity) inside the band until the energy bound √(x′² + ω₀²u²)/ω₀ ≥ |u| is inside it.
  ///
  /// Returns the outcome and, when it passes, a summary.
  static func settlingOutcome(
    _ spring: DampedSpring, target: Double, initialVelocity: Double, epsilon: Double,
    settle: Double, rootTolerance: Double
  ) -> (outcome: PropertyOutcome, summary: String) {
    let label = "\(spring) v₀ \(initialVelocity) → \(target) ε \(epsilon)"
    guard settle.isFinite, settle > 0 else {
      return (.fail("\(label): settling duration \(settle)", margin: .infinity), "")
    }
    func offset(_ t: Double) -> Double {
      spring.value(target: target, initialVelocity: initialVelocity, time: t) - target
    }
    func speed(_ t: Double) -> Double {
      spring.velocity(target: target, initialVelocity: initialVelocity, time: t)
    }
    func gap(_ t: Double) -> Double { abs(offset(t)) - epsilon }
    // 1. The band edge at T: outside just before, inside just after, and GSL's root there.
    var delta = min(1e-3 * spring.response, settle / 2)
    var bracketed = false
    for _ in 0..<40 {
      if gap(settle - delta) > 0 && gap(settle + delta) < 0 {
        bracketed = true
        break
      }
      delta /= 2
    }
    guard bracketed else {
      return (
        .fail(
          "\(label): T = \(settle) is not where the motion enters the band (|x − target| − ε = \(gap(settle)))",
          margin: .infinity), ""
      )
    }
    let root: Double
    do throws(GSLError) {
      root = try RootFinding.root(
        between: settle - delta, and: settle + delta, absoluteTolerance: 0,
        relativeTolerance: 1e-15, gap
      ).root
    } catch {
      return (oracleFailed(error, label), "")
    }
    let rounding = 1e-15 * max(abs(target), epsilon) / abs(speed(settle))
    let edge = within(
      abs(root - settle), rootTolerance * max(settle, spring.response) + rounding,
      "\(label): settling duration \(settle), GSL's band edge \(root)")
    // 2. No later exit: scan the velocity's sign after T; at each of its roots (an extremum of
    //    x) |u| must be inside the band; stop once the energy bound is inside it.
    let band = epsilon * (1 + 1e-9)
    let omega = (spring.stiffness / spring.mass).squareRoot()
    let step = spring.response / 64
    var previous = (time: settle, velocity: speed(settle))
    // Between T and the first extremum after it, and between extrema, x is monotone, so the
    // extrema bound |u|; samples only count when they are outside. An extremum inside the band
    // certifies the rest, since there the energy bound is |u| itself.
    var largest = 0.0
    var largestAt = settle
    var certifiedAt: Double?
    for index in 1...4096 {
      let t = settle + Double(index) * step
      let u = offset(t)
      let v = speed(t)
      if abs(u) > band, abs(u) > largest {
        largest = abs(u)
        largestAt = t
      }
      if (v < 0) != (previous.velocity < 0) || v == 0 {
        let extremum: Double
        do throws(GSLError) {
          extremum =
            v == 0
            ? t
            : try RootFinding.root(
              between: previous.time, and: t, absoluteTolerance: 0, relativeTolerance: 1e-14,
              speed
            ).root
        } catch {
          return (oracleFailed(error, "\(label): the velocity's root after T"), "")
        }
        let peak = abs(offset(extremum))
        if peak > band, peak > largest {
          largest = peak
          largestAt = extremum
        }
        if peak <= band {
          certifiedAt = extremum
          break
        }
      }
      if (v * v + omega * omega * u * u).squareRoot() / omega <= band {
        certifiedAt = t
        break
      }
      previous = (t, v)
    }
    // A certificate, not a measurement: it passes without a margin, or fails by how far the
    // motion leaves the band again.
    let inside =
      largest > 0
      ? within(
        largest, band,
        "\(label): after T = \(settle) the motion is \(largest) away at t = \(largestAt)")
      : PropertyOutcome.pass
    guard let certifiedAt else {
      return (
        .fail(
          "\(label): the energy never fits inside the band within 64 durations after T = \(settle)",
          margin: .infinity), ""
      )
    }
    let summary =
      "settles at \(FactText.number(settle, digits: 6)) s (GSL band edge \(FactText.number(root, digits: 6)) s), inside for good from \(FactText.number(certifiedAt, digits: 4)) s"
    return (.all([edge, inside]), summary)
  }
}
