// DampedSpring (initialisers, motion and settling) over every hostile Double in every numeric
// parameter, against the documented table of the type.

import EffectMath
import EffectProofTestSupport
import Testing

@Suite("badInput.DampedSpring")
struct DampedSpringBadInputTests {
  /// The numeric parameters of the three initialisers.
  enum InitParameter: String, CaseIterable, Sendable {
    case duration, bounce, response, dampingRatio, mass, stiffness, damping, overDamping
  }

  /// The numeric parameters of `value`, `velocity` and `settlingDuration`.
  enum MotionParameter: String, CaseIterable, Sendable {
    case target, initialVelocity, time
  }

  static let seed = DampedSpring(duration: 0.5, bounce: 0.3)

  static func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    a == b || abs(a - b) <= tolerance * max(1, abs(a), abs(b))
  }

  /// The documented response for a duration or response argument: NaN 0.5 s, clamped to
  /// [10⁻⁶, 10⁶] s otherwise.
  static func response(_ x: Double) -> Double {
    x.isNaN ? 0.5 : min(max(x, DampedSpring.minimumResponse), DampedSpring.maximumResponse)
  }

  /// Every derived property is finite, and a motion and its settling are well defined.
  static func checkFinite(_ spring: DampedSpring) {
    let properties = [
      spring.mass, spring.stiffness, spring.damping, spring.response, spring.dampingRatio,
      spring.duration, spring.bounce,
    ]
    #expect(properties.allSatisfy { $0.isFinite }, "\(properties)")
    #expect(spring.bounce > -1 && spring.bounce <= 1)
    for time in [0.0, 0.1, 1, 1e3, .infinity] {
      #expect(spring.value(target: 1, time: time).isFinite)
      #expect(spring.velocity(target: 1, time: time).isFinite)
    }
    // Undamped, or so lightly damped (a subnormal ratio, which once gave NaN) that the
    // settling time is beyond Double: +∞.
    let settling = spring.settlingDuration
    let never = spring.dampingRatio < Double.leastNormalMagnitude
    #expect(never ? settling == .infinity : settling.isFinite && settling >= 0, "\(settling)")
  }

  /// Each initialiser argument against the type's table: duration and response NaN → 0.5 s,
  /// clamped to [10⁻⁶, 10⁶]; bounce NaN → ratio 1, > 1 → 0, ≤ −1 → 10⁶; dampingRatio NaN → 1,
  /// < 0 → 0, clamped at 10⁶ (subnormal kept); mass NaN or ≤ 0 → 1, clamped to [10⁻⁶, 10⁶];
  /// stiffness NaN → response 0.5 s, ≤ 0 → 10⁶ s, huge → 10⁻⁶ s; damping NaN → critical,
  /// ≤ 0 → 0, above critical → critical (10⁶ times critical with `allowOverDamping`).
  @Test(arguments: HostileDouble.allCases, InitParameter.allCases)
  func initialisers(input: HostileDouble, parameter: InitParameter) {
    let x = input.value
    let spring: DampedSpring
    switch parameter {
    case .duration:
      spring = DampedSpring(duration: x, bounce: 0.3)
      #expect(Self.close(spring.response, Self.response(x)))
      #expect(Self.close(spring.dampingRatio, 0.7))
    case .bounce:
      spring = DampedSpring(duration: 0.5, bounce: x)
      let ratio: Double
      switch input {
      case .nan, .signalingNaN, .plusZero, .minusZero, .plusSubnormal, .minusSubnormal: ratio = 1
      case .plusInfinity, .hugePositive: ratio = 0
      case .minusInfinity, .hugeNegative, .negative: ratio = DampedSpring.maximumDampingRatio
      }
      #expect(Self.close(spring.dampingRatio, ratio) && Self.close(spring.response, 0.5))
    case .response:
      spring = DampedSpring(response: x, dampingRatio: 0.7)
      #expect(Self.close(spring.response, Self.response(x)))
    case .dampingRatio:
      spring = DampedSpring(response: 0.4, dampingRatio: x)
      let ratio = x.isNaN ? 1 : min(max(x, 0), DampedSpring.maximumDampingRatio)
      #expect(Self.close(spring.dampingRatio, ratio, 1e-12) && Self.close(spring.response, 0.4))
    case .mass:
      spring = DampedSpring(mass: x, stiffness: 100, damping: 5)
      let mass = x.isNaN || x <= 0 ? 1 : min(max(x, 1e-6), 1e6)
      #expect(spring.mass == mass)
    case .stiffness:
      spring = DampedSpring(mass: 1, stiffness: x, damping: 5)
      let want: Double
      switch input {
      case .nan, .signalingNaN: want = 0.5
      case .plusInfinity, .hugePositive: want = DampedSpring.minimumResponse
      default: want = DampedSpring.maximumResponse  // ≤ 0, and subnormal (2π·√(1/k) ≫ 10⁶)
      }
      #expect(Self.close(spring.response, want) && spring.mass == 1)
    case .damping, .overDamping:
      let allow = parameter == .overDamping
      spring = DampedSpring(mass: 1, stiffness: 100, damping: x, allowOverDamping: allow)
      let critical = 20.0
      let want =
        x.isNaN
        ? critical : x <= 0 ? 0 : min(x, (allow ? DampedSpring.maximumDampingRatio : 1) * critical)
      #expect(Self.close(spring.damping, want, 1e-12) && spring.stiffness == 100)
    }
    Self.checkFinite(spring)
  }

  /// `value` and `velocity` of the seed spring (0.5 s, bounce 0.3). A NaN or infinite target
  /// or velocity counts as 0. Finite ones follow linearity (x is linear in target and
  /// initialVelocity): the result is `a ·` the unit motion, or ±∞ of the right sign only where
  /// that product is itself beyond Double. Time: NaN, ≤ 0 and −∞ give the start (0 and the
  /// initial velocity), +∞ the target and 0, huge times the settled target.
  @Test(arguments: HostileDouble.allCases, MotionParameter.allCases)
  func motion(input: HostileDouble, parameter: MotionParameter) {
    let spring = Self.seed
    let x = input.value
    let t = 0.37
    switch parameter {
    case .target, .initialVelocity:
      let a = x.isFinite ? x : 0
      let unitValue =
        parameter == .target
        ? spring.value(target: 1, time: t) : spring.value(target: 0, initialVelocity: 1, time: t)
      let unitVelocity =
        parameter == .target
        ? spring.velocity(target: 1, time: t)
        : spring.velocity(target: 0, initialVelocity: 1, time: t)
      let value =
        parameter == .target
        ? spring.value(target: x, time: t) : spring.value(target: 0, initialVelocity: x, time: t)
      let velocity =
        parameter == .target
        ? spring.velocity(target: x, time: t)
        : spring.velocity(target: 0, initialVelocity: x, time: t)
      for (got, unit) in [(value, unitValue), (velocity, unitVelocity)] {
        let want = a * unit
        #expect(!got.isNaN)
        #expect(want.isFinite ? Self.close(got, want) : got == want, "\(got) vs \(want)")
      }
    case .time:
      let value = spring.value(target: 3, initialVelocity: 2, time: x)
      let velocity = spring.velocity(target: 3, initialVelocity: 2, time: x)
      switch input {
      case .nan, .signalingNaN, .minusInfinity, .hugeNegative, .negative, .plusZero, .minusZero,
        .minusSubnormal:
        #expect(value == 0 && velocity == 2)
      case .plusSubnormal:
        #expect(abs(value) <= 1e-300 && Self.close(velocity, 2))
      case .plusInfinity:
        #expect(value == 3 && velocity == 0)
      case .hugePositive:
        #expect(Self.close(value, 3, 1e-12) && abs(velocity) <= 1e-12)
      }
    }
  }

  /// An undamped spring (bounce 1) at a hostile time: NaN and ≤ 0 give the start; +∞, and
  /// a huge time whose phase ω·t is beyond Double (cos ∞ once made it NaN), give the centre of
  /// the oscillation, the target; subnormal times stay at the start up to rounding.
  @Test(arguments: HostileDouble.allCases)
  func undampedAtHostileTime(input: HostileDouble) {
    let spring = DampedSpring(duration: 0.5, bounce: 1)
    #expect(spring.dampingRatio == 0)
    let value = spring.value(target: 3, initialVelocity: 2, time: input.value)
    let velocity = spring.velocity(target: 3, initialVelocity: 2, time: input.value)
    switch input {
    case .plusInfinity, .hugePositive: #expect(value == 3 && velocity == 0)
    case .plusSubnormal: #expect(abs(value) <= 1e-300 && Self.close(velocity, 2))
    default: #expect(value == 0 && velocity == 2)
    }
  }

  /// `settlingDuration(target:initialVelocity:epsilon:)`: a NaN or infinite target or
  /// velocity counts as 0 (nothing moves: 0); −1 settles like +1 (the motion is mirrored); a
  /// huge target settles like target 1 with ε scaled to the smallest normal. ε: NaN → 0.001,
  /// ≤ 0 and subnormal → the smallest normal, +∞ and huge → 0 (already inside the band).
  @Test(arguments: HostileDouble.allCases, ["target", "initialVelocity", "epsilon"])
  func settling(input: HostileDouble, parameter: String) {
    let spring = Self.seed
    let x = input.value
    let tiny = Double.leastNormalMagnitude
    switch parameter {
    case "target":
      let got = spring.settlingDuration(target: x)
      switch input {
      case .nan, .signalingNaN, .plusInfinity, .minusInfinity, .plusZero, .minusZero:
        #expect(got == 0)
      case .negative: #expect(got == spring.settlingDuration(target: 1))
      case .hugePositive, .hugeNegative:
        #expect(Self.close(got, spring.settlingDuration(target: 1, epsilon: tiny), 1e-12))
      case .plusSubnormal, .minusSubnormal: #expect(got.isFinite && got >= 0)
      }
    case "initialVelocity":
      let got = spring.settlingDuration(target: 1, initialVelocity: x)
      if x.isFinite {
        #expect(got.isFinite && got >= 0)
      } else {
        #expect(got == spring.settlingDuration(target: 1))
      }
    default:
      let got = spring.settlingDuration(target: 1, epsilon: x)
      switch input {
      case .nan, .signalingNaN: #expect(got == spring.settlingDuration(target: 1, epsilon: 0.001))
      case .plusInfinity, .hugePositive: #expect(got == 0)
      default: #expect(got == spring.settlingDuration(target: 1, epsilon: tiny) && got.isFinite)
      }
    }
  }
}
