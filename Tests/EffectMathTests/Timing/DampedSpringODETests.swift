import EffectMath
import EffectProofTestSupport
import GSL
import Testing

/// DampedSpring's closed form against GSL's ODE driver (rk8pd) for
/// m·x″ + c·x′ + k·(x − target) = 0, x(0) = 0, x′(0) = v₀.
@Suite struct DampedSpringODETests {
  /// x and x′ at `times` by GSL's Prince–Dormand 8(9) stepper with tight tolerances.
  static func integrate(
    _ spring: DampedSpring, target: Double, initialVelocity: Double, times: [Double]
  ) throws -> [ODESample] {
    let (m, k, c) = (spring.mass, spring.stiffness, spring.damping)
    return try ODESolver.solve(
      from: 0, initialState: [0, initialVelocity], at: times, stepper: .rk8pd,
      absoluteTolerance: 1e-13, relativeTolerance: 1e-13, initialStep: 1e-7,
      maxSteps: 1_000_000
    ) { _, state in
      [state[1], -(c * state[1] + k * (state[0] - target)) / m]
    }
  }

  /// Compares value and velocity with the ODE at times spread over three responses.
  /// Returns the worst error relative to the motion's scale.
  static func compare(
    _ spring: DampedSpring, target: Double, initialVelocity: Double, label: String
  ) throws -> Double {
    let times = (1...60).map { Double($0) * spring.response / 20 }
    let samples = try integrate(
      spring, target: target, initialVelocity: initialVelocity, times: times)
    // The scale of positions and of velocities in this motion.
    let omega = 2 * Double.pi / spring.response
    let scale = max(abs(target), abs(initialVelocity) / omega, 1e-300)
    var worst = 0.0
    for sample in samples {
      let t = sample.time
      let value = spring.value(target: target, initialVelocity: initialVelocity, time: t)
      let velocity = spring.velocity(target: target, initialVelocity: initialVelocity, time: t)
      let valueError = abs(value - sample.state[0]) / scale
      let velocityError = abs(velocity - sample.state[1]) / (scale * omega)
      worst = max(worst, valueError, velocityError)
      #expect(valueError <= 1e-8, "\(label) t = \(t): x \(value) vs ODE \(sample.state[0])")
      #expect(
        velocityError <= 1e-8, "\(label) t = \(t): x′ \(velocity) vs ODE \(sample.state[1])")
    }
    return worst
  }

  @Test func closedFormMatchesODEOverDurationsBouncesAndVelocities() throws {
    var worst = 0.0
    var cases = 0
    let bounces = (-9...9).map { Double($0) / 10 }
    for duration in [0.15, 0.4, 0.5, 1, 2.5] {
      for bounce in bounces {
        let spring = DampedSpring(duration: duration, bounce: bounce)
        for initialVelocity in [-12.0, 0, 3.5] {
          for target in [1.0, -40] {
            let label = "duration \(duration) bounce \(bounce) v₀ \(initialVelocity) → \(target)"
            worst = max(
              worst,
              try Self.compare(
                spring, target: target, initialVelocity: initialVelocity, label: label))
            cases += 1
          }
        }
      }
    }
    print("[timing] spring vs GSL rk8pd: \(cases) motions × 60 times, worst scaled error \(worst)")
    #expect(cases == 5 * 19 * 3 * 2)
  }

  @Test func closedFormMatchesODEForRandomPhysicalSprings() throws {
    var random = SplitMix64.timing("closedFormMatchesODEForRandomPhysicalSprings")
    for _ in 0..<60 {
      let mass = random.uniform(0.2, 5)
      let stiffness = random.uniform(10, 800)
      // Ratios from 0.05 to 3, straddling critical damping.
      let ratio = random.uniform(0.05, 3)
      let damping = 2 * ratio * (stiffness * mass).squareRoot()
      let spring = DampedSpring(
        mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true)
      let target = random.uniform(-5, 5)
      let initialVelocity = random.uniform(-50, 50)
      _ = try Self.compare(
        spring, target: target, initialVelocity: initialVelocity,
        label: "m \(mass) k \(stiffness) c \(damping) v₀ \(initialVelocity) → \(target)")
    }
  }

  @Test(arguments: [1 - 1e-9, 1 - 1e-6, 1.0, 1 + 1e-9, 1 + 1e-6])
  func closedFormIsAccurateNextToCriticalDamping(ratio: Double) throws {
    let spring = DampedSpring(response: 0.5, dampingRatio: ratio)
    _ = try Self.compare(spring, target: 1, initialVelocity: 2, label: "ζ = \(ratio)")
  }

  @Test func strongOverdampingStaysAccurate() throws {
    let spring = DampedSpring(duration: 0.3, bounce: -0.99)
    #expect(abs(spring.dampingRatio - 100) <= 1e-9)
    _ = try Self.compare(spring, target: 1, initialVelocity: 0, label: "ζ = 100")
  }

  @Test func motionStartsAtZeroWithTheInitialVelocity() {
    for bounce in [-0.5, 0, 0.5] {
      let spring = DampedSpring(duration: 0.5, bounce: bounce)
      #expect(spring.value(target: 3, initialVelocity: 7, time: 0) == 0)
      #expect(spring.velocity(target: 3, initialVelocity: 7, time: 0) == 7)
      #expect(spring.value(target: 3, initialVelocity: 7, time: .infinity) == 3)
      #expect(spring.velocity(target: 3, initialVelocity: 7, time: .infinity) == 0)
      // Far in the future the motion has settled on the target.
      #expect(abs(spring.value(target: 3, initialVelocity: 7, time: 60) - 3) <= 1e-12)
    }
  }
}
