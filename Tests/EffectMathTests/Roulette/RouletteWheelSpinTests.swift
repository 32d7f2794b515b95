import EffectMath
import EffectProofTestSupport
import GSL
import Testing

/// RouletteWheelSpin against the seed's facts (article 002) and GSL oracles.
@Suite struct RouletteWheelSpinTests {
  static let badCurve = TimingCurve.bezier(
    startControlPoint: [0.25, 0.4], endControlPoint: [0.6, 1])

  /// Speeds sampled every `step` seconds from start to end (end excluded).
  static func speeds(_ spin: RouletteWheelSpin, steps: Int = 4000) -> [Double] {
    (0..<steps).map {
      spin.degreesPerSecond(at: spin.start + spin.duration * Double($0) / Double(steps))
    }
  }

  // MARK: - Only slows

  @Test func theWheelOnlySlowsDown() {
    let good = RouletteWheelSpin.slowingCurve.isMonotonicallyDecelerating(samples: 10_000)
    #expect(good.holds)
    #expect(abs(good.startVelocity - 1.6) < 1e-12)
    let bad = Self.badCurve.isMonotonicallyDecelerating(samples: 10_000)
    #expect(!bad.holds, "the seed's first curve (0.25, 0.4)(0.6, 1) must fail the check")
    #expect(abs(bad.startVelocity - 1.6) < 1e-12)
    print(
      "[roulette] good curve start slope \(good.startVelocity); bad curve peaks at "
        + "\(bad.peakVelocity) at p = \(bad.peakProgress), first rise at \(bad.firstFailure ?? -1)"
    )
    // The same check on the spin's speed over time, for a landing and for the bad curve.
    guard let pocket = RouletteWheelType.doubleZero.pocket(labeled: "17") else {
      Issue.record("no 17")
      return
    }
    let spin = RouletteWheelSpin.landing(on: pocket, currentAngle: 10, start: 100)
    let speeds = Self.speeds(spin)
    #expect(zip(speeds, speeds.dropFirst()).allSatisfy { $1 <= $0 + 1e-9 })
    let badSpin = RouletteWheelSpin(
      from: spin.from, to: spin.to, start: spin.start, duration: spin.duration,
      curve: Self.badCurve)
    let badSpeeds = Self.speeds(badSpin)
    #expect(zip(badSpeeds, badSpeeds.dropFirst()).contains { $1 > $0 + 1e-9 })
  }

  // MARK: - Landings

  @Test func everyLandingPeaksBetweenPointEightAndOnePointTwoRevolutionsPerSecond() throws {
    var lowest = Double.infinity
    var highest = 0.0
    var count = 0
    for (pocket, angle) in SeedWheel.landings {
      let spin = RouletteWheelSpin.landing(on: pocket, currentAngle: angle, start: 5)
      #expect(spin.duration == 4.0)
      #expect(spin.totalDegrees >= 720 && spin.totalDegrees < 1080)
      // Dense sweep, then GSL Brent polishes the best interior sample (if it is interior).
      var peak = Self.speeds(spin, steps: 800).map(abs).max() ?? 0
      let polished = try? Minimization.maximum(between: spin.start, and: spin.end - 1e-3) {
        spin.revolutionsPerSecond(at: $0) * 360
      }
      if let polished { peak = max(peak, polished.value) }
      let revolutions = peak / 360
      lowest = min(lowest, revolutions)
      highest = max(highest, revolutions)
      #expect(
        revolutions >= 0.8 && revolutions <= 1.2,
        "\(pocket.wheel) \(pocket.label) from \(angle)°: peak \(revolutions) rev/s")
      count += 1
    }
    #expect(count == 342)
    print("[roulette] \(count) landings: peak speed \(lowest) … \(highest) rev/s")
  }

  @Test func everyLandingEndsExactlyOnItsPocket() {
    var worst = 0.0
    for (pocket, angle) in SeedWheel.landings {
      let spin = RouletteWheelSpin.landing(on: pocket, currentAngle: angle, start: -3)
      #expect(spin.rotation(at: spin.end) == spin.endRotation)
      #expect(spin.endRotation == spin.to)
      #expect(spin.rotation(at: spin.end + 10) == spin.to)
      #expect(spin.rotation(at: spin.start) == angle)
      #expect(spin.degreesPerSecond(at: spin.end) == 0)
      // Pocket centre on screen = pocket angle + wheel rotation ≡ ball rest (0°) mod 360.
      var miss = (pocket.degrees + spin.to).truncatingRemainder(dividingBy: 360)
      if miss > 180 { miss -= 360 }
      if miss < -180 { miss += 360 }
      worst = max(worst, abs(miss))
      #expect(abs(miss) < 1e-9, "\(pocket.wheel) \(pocket.label) from \(angle)°: off by \(miss)°")
      #expect(
        pocket.wheel.pocket(atScreenDegrees: 0, wheelRotationDegrees: spin.rotation(at: spin.end))
          == pocket)
    }
    print("[roulette] landings: worst miss of the ball's rest direction \(worst)°")
  }

  @Test func landingHonoursTheBallRestDirection() throws {
    let pocket = try #require(RouletteWheelType.singleZero.pocket(labeled: "26"))
    for rest in [90.0, 180, 271.5, -45] {
      let spin = RouletteWheelSpin.landing(
        on: pocket, currentAngle: 12, start: 0, ballRestDegrees: rest)
      #expect(
        pocket.wheel.pocket(atScreenDegrees: rest, wheelRotationDegrees: spin.to) == pocket)
    }
  }

  // MARK: - Oracles

  @Test func speedMatchesGSLCentralDerivativeOfRotation() throws {
    var random = SplitMix64.roulette("speedMatchesGSLCentralDerivativeOfRotation")
    var worst = 0.0
    var checked = 0
    for _ in 0..<40 {
      let from = random.uniform(-2000, 2000)
      let spin = RouletteWheelSpin(
        from: from, to: from + random.uniform(-1200, 1200), start: random.uniform(-50, 50),
        duration: random.uniform(0.5, 8))
      for index in 1..<100 {
        let t = spin.start + spin.duration * Double(index) / 100
        let estimate = try Differentiation.central(at: t, step: 1e-3 * spin.duration) {
          spin.rotation(at: $0)
        }
        let speed = spin.degreesPerSecond(at: t)
        let error = abs(speed - estimate.value)
        let tolerance = 1e-6 * max(1, abs(speed)) + 10 * estimate.absoluteError
        worst = max(worst, error / max(1, abs(speed)))
        #expect(error <= tolerance, "t = \(t): \(speed) vs GSL \(estimate.value)")
        checked += 1
      }
    }
    print("[roulette] speed vs GSL central derivative: \(checked) cases, worst rel \(worst)")
  }

  @Test func speedIntegratesToTheTotalTurn() throws {
    var random = SplitMix64.roulette("speedIntegratesToTheTotalTurn")
    var spins = SeedWheel.landings.prefix(40).map {
      RouletteWheelSpin.landing(on: $0.pocket, currentAngle: $0.currentAngle, start: 1)
    }
    for _ in 0..<40 {
      let from = random.uniform(-500, 500)
      spins.append(
        RouletteWheelSpin(
          from: from, to: from + random.uniform(-1500, 1500), start: random.uniform(0, 9),
          duration: random.uniform(0.2, 6)))
    }
    var worst = 0.0
    for spin in spins {
      let integral = try Integration.qags(from: spin.start, to: spin.end) {
        spin.degreesPerSecond(at: $0)
      }
      let error = abs(integral.value - spin.totalDegrees)
      worst = max(worst, error)
      #expect(
        error <= 1e-7 * max(1, abs(spin.totalDegrees)), "\(integral.value) vs \(spin.totalDegrees)")
    }
    print("[roulette] ∫ speed dt vs to − from: \(spins.count) spins, worst |Δ| \(worst)°")
  }

  // MARK: - Clock edges and interruption

  @Test func beforeStartAndAfterEnd() {
    let spin = RouletteWheelSpin(from: 30, to: 800, start: 10, duration: 4)
    #expect(spin.end == 14)
    #expect(spin.progress(at: 9) == 0)
    #expect(spin.progress(at: 12) == 0.5)
    #expect(spin.progress(at: 20) == 1)
    #expect(spin.rotation(at: 9) == 30)
    #expect(spin.degreesPerSecond(at: 9.999) == 0)
    #expect(abs(spin.degreesPerSecond(at: 10) - 770 * 1.6 / 4) < 1e-9)
    #expect(spin.degreesPerSecond(at: 14) == 0)
    #expect(spin.degreesPerSecond(at: 1e300) == 0)
    #expect(spin.progress(at: -.infinity) == 0)
    #expect(spin.progress(at: .infinity) == 1)
  }

  @Test func interruptionStartsFromTheAngleOnScreen() {
    let spin = RouletteWheelSpin(from: 0, to: 900, start: 0, duration: 4)
    let next = spin.interrupted(at: 1.3, to: 2000, duration: 4)
    #expect(next.from == spin.rotation(at: 1.3))
    #expect(next.start == 1.3)
    #expect(next.to == 2000)
    #expect(next.curve == spin.curve)
    #expect(next.rotation(at: 1.3) == spin.rotation(at: 1.3))
    let late = spin.interrupted(at: 99, to: 1000, duration: 2)
    #expect(late.from == 900)
  }

  // MARK: - Bad input

  @Test func badInputIsFiniteAndDocumented() throws {
    let instant = RouletteWheelSpin(from: 10, to: 370, start: 0, duration: 0)
    #expect(instant.progress(at: -5) == 1)
    #expect(instant.rotation(at: -5) == 370)
    #expect(instant.degreesPerSecond(at: 0) == 0)
    let negative = RouletteWheelSpin(from: 10, to: 370, start: 0, duration: -2)
    #expect(negative.duration == 0 && negative.rotation(at: 0) == 370)
    let nanDuration = RouletteWheelSpin(from: 10, to: 370, start: 0, duration: .nan)
    #expect(nanDuration.duration == 0 && nanDuration.end == 0)
    let spin = RouletteWheelSpin(from: 10, to: 370, start: 0, duration: 4)
    #expect(spin.progress(at: .nan) == 1)
    #expect(spin.rotation(at: .nan) == 370)
    #expect(spin.degreesPerSecond(at: .nan) == 0)
    let nanAngles = RouletteWheelSpin(from: .nan, to: .infinity, start: .nan, duration: 4)
    #expect(nanAngles.from == 0 && nanAngles.to == 0 && nanAngles.start == 0)
    #expect(nanAngles.rotation(at: 2) == 0 && nanAngles.degreesPerSecond(at: 2) == 0)
    let badClock = spin.interrupted(at: .nan, to: 50, duration: 1)
    #expect(badClock.from == 370 && badClock.start == 0)
    #expect(
      RouletteWheelSpin.landing(
        onLabel: "00", wheel: .singleZero, currentAngle: 0, start: 0) == nil)
    #expect(
      RouletteWheelSpin.landing(onLabel: "00", wheel: .doubleZero, currentAngle: 0, start: 0)
        != nil)
    let zero = try #require(RouletteWheelType.tripleZero.pocket(labeled: "000"))
    let odd = RouletteWheelSpin.landing(on: zero, currentAngle: .nan, start: .infinity)
    #expect(odd.from == 0 && odd.start == 0 && odd.to.isFinite)
  }
}
