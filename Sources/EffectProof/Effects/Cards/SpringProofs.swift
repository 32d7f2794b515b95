import EffectMath
import Foundation
import GSL
import ProofEngine

/// The spring implementation the `spring.*` proofs check, as closures (normally
/// `DampedSpring`'s), so a test can hand them a broken one.
struct SpringModel: Sendable {
  /// `DampedSpring(duration:bounce:)`.
  var make: @Sendable (_ duration: Double, _ bounce: Double) -> DampedSpring
  /// `value(target:initialVelocity:time:)`.
  var value:
    @Sendable (_ spring: DampedSpring, _ target: Double, _ initialVelocity: Double, _ time: Double)
      -> Double
  /// `velocity(target:initialVelocity:time:)`.
  var velocity:
    @Sendable (_ spring: DampedSpring, _ target: Double, _ initialVelocity: Double, _ time: Double)
      -> Double
  /// `settlingDuration(target:initialVelocity:epsilon:)`.
  var settlingDuration:
    @Sendable (
      _ spring: DampedSpring, _ target: Double, _ initialVelocity: Double, _ epsilon: Double
    ) -> Double

  /// EffectMath's `DampedSpring`.
  static let effectMath = SpringModel(
    make: { DampedSpring(duration: $0, bounce: $1) },
    value: { spring, target, velocity, time in
      spring.value(target: target, initialVelocity: velocity, time: time)
    },
    velocity: { spring, target, velocity, time in
      spring.velocity(target: target, initialVelocity: velocity, time: time)
    },
    settlingDuration: { spring, target, velocity, epsilon in
      spring.settlingDuration(target: target, initialVelocity: velocity, epsilon: epsilon)
    })

  /// SwiftUI's damping ratio for a bounce: 1 − bounce, or 1/(1 + bounce) below 0.
  static func ratio(bounce: Double) -> Double {
    bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
  }
}

extension TimingProofs {
  typealias SpringDomain = ProductDomain3<
    IntervalDomain<Double>, IntervalDomain<Double>, IntervalDomain<Double>
  >

  /// `spring.closedFormMatchesODE` for `model`, to `tolerance` of the motion's scale.
  static func closedFormMatchesODE(
    model: SpringModel = .effectMath, tolerance: Double = 1e-11
  ) -> PropertyProof<SpringDomain> {
    PropertyProof(
      id: "spring.closedFormMatchesODE",
      title: "Springs move as the damped oscillator equation says",
      fact:
        """
        Spring(duration: d, bounce: b).value and .velocity toward target 1 from velocity v₀ \
        solve x″ + c·x′ + k·(x − 1) = 0, x(0) = 0, x′(0) = v₀, with SwiftUI's k = (2π/d)² and c \
        = 4π·ζ/d, ζ = 1 − b (b ≥ 0) or 1/(1 + b): durations 0.1 … 2.5 s, bounces −0.9 … 0.9, v₀ \
        −12 … 12, at 60 times over three durations. Tolerance \(FactText.scientific(tolerance)) \
        of the motion's scale max(1, |v₀|/ω₀) (and ω₀ times it for the velocity).
        """,
      domain: ProductDomain3(
        IntervalDomain(0.1...2.5, grid: .points(5)),
        IntervalDomain(-0.9...0.9, grid: .step(0.1)),
        IntervalDomain(-12.0...12.0, grid: .points(5))),
      strategy: .sequence([.grid, .sobol(count: 256)]),
      coverage: [
        CoverageRequirement("overdamped, bounce < 0", atLeast: 0.3) { $0.1 < 0 },
        CoverageRequirement("underdamped, bounce > 0", atLeast: 0.3) { $0.1 > 0 },
      ],
      shrinkLimits: ShrinkLimits(maximumSteps: 200, maximumSeconds: 3)
    ) { duration, bounce, initialVelocity in
      let omega = 2 * Double.pi / duration
      let stiffness = omega * omega
      let damping = 4 * Double.pi * SpringModel.ratio(bounce: bounce) / duration
      let times = (1...60).map { Double($0) * duration / 20 }
      let samples: [ODESample]
      do throws(GSLError) {
        samples = try ODESolver.solve(
          from: 0, initialState: [0, initialVelocity], at: times, stepper: .rk8pd,
          absoluteTolerance: 1e-13, relativeTolerance: 1e-13, initialStep: 1e-7,
          maxSteps: 1_000_000
        ) { _, state in
          [state[1], -damping * state[1] - stiffness * (state[0] - 1)]
        }
      } catch {
        return oracleFailed(error, "duration \(duration) bounce \(bounce) v₀ \(initialVelocity)")
      }
      let spring = model.make(duration, bounce)
      let scale = max(1, abs(initialVelocity) / omega)
      var worst = 0.0
      var worstNote = ""
      for sample in samples {
        let t = sample.time
        let value = model.value(spring, 1, initialVelocity, t)
        let velocity = model.velocity(spring, 1, initialVelocity, t)
        let valueError = abs(value - sample.state[0]) / scale
        let velocityError = abs(velocity - sample.state[1]) / (scale * omega)
        if !(valueError <= worst) {
          worst = valueError
          worstNote = "t = \(t): x \(value), ODE \(sample.state[0])"
        }
        if !(velocityError <= worst) {
          worst = velocityError
          worstNote = "t = \(t): x′ \(velocity), ODE \(sample.state[1])"
        }
      }
      return within(
        worst, tolerance,
        "duration \(duration) bounce \(bounce) v₀ \(initialVelocity), \(worstNote), scaled")
    }
  }

  /// The tolerances of `spring.conversionsRoundTrip`.
  struct ConversionTolerance: Sendable {
    /// Relative error of stiffness, damping, response and ratio.
    var relative = 1e-13
    /// Absolute error of the bounce.
    var bounce = 1e-12
  }

  /// `spring.conversionsRoundTrip` for `model`.
  static func conversionsRoundTrip(
    model: SpringModel = .effectMath, tolerance: ConversionTolerance = ConversionTolerance()
  ) -> PropertyProof<SpringDomain> {
    PropertyProof(
      id: "spring.conversionsRoundTrip",
      title: "Spring parameters convert and convert back",
      fact:
        """
        SwiftUI's Spring conversions: (duration d, bounce b) gives mass 1, stiffness (2π/d)², \
        damping 4π·ζ/d with ζ = 1 − b (b ≥ 0) or 1/(1 + b), the same spring as (response d, \
        dampingRatio ζ); a spring of mass m, stiffness m·(2π/d)² and damping 2ζ·m·2π/d \
        (over-damping allowed) has duration d and bounce b, and rebuilding it from its mass, \
        stiffness and damping changes nothing. GSL Brent inverts the forward formulas: the \
        response r with m·(2π/r)² = k and the bounce with ratio(bounce) = c/(2√(km)). d 0.05 … \
        5 s, b −0.95 … 0.95, m 0.1 … 10. Tolerance \(FactText.scientific(tolerance.relative)) \
        relative, \(FactText.scientific(tolerance.bounce)) for the bounce.
        """,
      domain: ProductDomain3(
        IntervalDomain(0.05...5.0, grid: .points(6)),
        IntervalDomain(-0.95...0.95, grid: .step(0.05)),
        IntervalDomain(0.1...10.0, grid: .points(3))),
      strategy: .sequence([.grid, .sobol(count: 1024)])
    ) { duration, bounce, mass in
      conversionOutcome(
        model: model, tolerance: tolerance, duration: duration, bounce: bounce, mass: mass)
    }
  }

  /// The conversion checks of one (duration, bounce, mass).
  static func conversionOutcome(
    model: SpringModel, tolerance: ConversionTolerance, duration: Double, bounce: Double,
    mass: Double
  ) -> PropertyOutcome {
    let ratio = SpringModel.ratio(bounce: bounce)
    let omega = 2 * Double.pi / duration
    let label = "duration \(duration) bounce \(bounce) mass \(mass)"
    func relative(_ actual: Double, _ expected: Double, _ what: String) -> PropertyOutcome {
      within(
        abs(actual - expected), tolerance.relative * max(abs(expected), 1e-300),
        "\(label): \(what) \(actual), expected \(expected)")
    }
    let simple = model.make(duration, bounce)
    let swiftUI = DampedSpring(response: duration, dampingRatio: ratio)
    let physical = DampedSpring(
      mass: mass, stiffness: mass * omega * omega, damping: 2 * ratio * omega * mass,
      allowOverDamping: true)
    let rebuilt = DampedSpring(
      mass: physical.mass, stiffness: physical.stiffness, damping: physical.damping,
      allowOverDamping: true)
    var outcomes: [PropertyOutcome] = [
      within(abs(simple.mass - 1), 1e-300, "\(label): mass \(simple.mass)"),
      relative(simple.stiffness, omega * omega, "stiffness"),
      within(
        abs(simple.damping - 4 * Double.pi * ratio / duration),
        tolerance.relative * max(4 * Double.pi * ratio / duration, omega),
        "\(label): damping \(simple.damping)"),
      relative(simple.stiffness, swiftUI.stiffness, "stiffness vs response/dampingRatio"),
      within(
        abs(simple.damping - swiftUI.damping), tolerance.relative * max(swiftUI.damping, omega),
        "\(label): damping \(simple.damping) vs response/dampingRatio \(swiftUI.damping)"),
      relative(rebuilt.stiffness, physical.stiffness, "rebuilt stiffness"),
      relative(rebuilt.mass, physical.mass, "rebuilt mass"),
      within(
        abs(rebuilt.damping - physical.damping),
        tolerance.relative * max(physical.damping, omega * mass),
        "\(label): rebuilt damping \(rebuilt.damping) vs \(physical.damping)"),
    ]
    for (name, spring) in [("duration/bounce", simple), ("mass/stiffness/damping", physical)] {
      outcomes.append(relative(spring.duration, duration, "\(name) duration"))
      outcomes.append(relative(spring.response, duration, "\(name) response"))
      outcomes.append(
        within(
          abs(spring.dampingRatio - ratio), tolerance.relative * max(ratio, 1),
          "\(label): \(name) dampingRatio \(spring.dampingRatio), expected \(ratio)"))
      outcomes.append(
        within(
          abs(spring.bounce - bounce), tolerance.bounce,
          "\(label): \(name) bounce \(spring.bounce)"))
      // GSL Brent on the forward formulas: the response and bounce the constants imply.
      let (m, k, c) = (spring.mass, spring.stiffness, spring.damping)
      let impliedRatio = c / (2 * (k * m).squareRoot())
      do throws(GSLError) {
        let response = try RootFinding.root(
          between: duration / 2, and: duration * 2, absoluteTolerance: 0,
          relativeTolerance: 1e-15
        ) { r in m * (2 * Double.pi / r) * (2 * Double.pi / r) / k - 1 }.root
        let impliedBounce = try RootFinding.root(
          between: -1 + 1e-9, and: 1, absoluteTolerance: 1e-15, relativeTolerance: 0
        ) { b in SpringModel.ratio(bounce: b) - impliedRatio }.root
        outcomes.append(relative(spring.duration, response, "\(name) duration vs GSL"))
        outcomes.append(
          within(
            abs(spring.bounce - impliedBounce), tolerance.bounce,
            "\(label): \(name) bounce \(spring.bounce) vs GSL \(impliedBounce)"))
      } catch {
        return oracleFailed(error, "\(label): \(name)")
      }
    }
    return .all(outcomes)
  }
}
