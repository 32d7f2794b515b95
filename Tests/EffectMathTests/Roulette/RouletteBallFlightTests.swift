import EffectMath
import EffectProofTestSupport
import GSL
import Testing

/// RouletteBallFlight against the seed's facts (article 002) and GSL oracles.
@Suite struct RouletteBallFlightTests {
  /// The two wheel sizes every landing is tried at, in points.
  static let diameters: [Double] = [300, 360]
  /// The wheel's centre on screen for the position checks.
  static let center = SIMD2<Double>(180, 240)

  /// Every seed landing (114 pockets × 3 start angles × 2 sizes = 684) as a flight.
  static var flights: [RouletteBallFlight] {
    SeedWheel.landings.flatMap { pocket, angle in
      diameters.map { diameter in
        RouletteBallFlight(
          wheel: RouletteWheelSpin.landing(on: pocket, currentAngle: angle, start: 10),
          pocket: pocket, diameter: diameter, launchDegrees: angle / 3)
      }
    }
  }

  static func distance(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double {
    let d = a - b
    return (d * d).sum().squareRoot()
  }

  // MARK: - Landing

  @Test func all684LandingsEndExactlyWhereTheLandedBallIsDrawn() {
    let flights = Self.flights
    #expect(flights.count == 684)
    var worst = 0.0
    var worstPocketMiss = 0.0
    for flight in flights {
      let landed = flight.landedScreenPosition(center: Self.center)
      let shared = RouletteBallFlight.landedScreenPosition(
        pocket: flight.pocket, wheelRotation: flight.wheel.endRotation,
        diameter: flight.diameter, center: Self.center)
      for time in [flight.end, flight.end + 0.5, flight.end + 100] {
        let gap = Self.distance(flight.screenPosition(at: time, center: Self.center), landed)
        worst = max(worst, gap, Self.distance(landed, shared))
        #expect(gap <= 1e-9)
      }
      // Just before the end the wobble has died out: no visible jump.
      let before = flight.screenPosition(at: flight.end - 1e-9, center: Self.center)
      let jump = Self.distance(before, landed)
      worst = max(worst, jump)
      #expect(jump <= 1e-9)
      // The landed ball sits in the chosen pocket, at the ball's rest direction (0°).
      let found = flight.pocket.wheel.pocket(
        atScreenDegrees: flight.landedDegrees, wheelRotationDegrees: flight.wheel.endRotation)
      #expect(found == flight.pocket)
      let miss = abs(BallAngle.remainder360(flight.landedDegrees))
      worstPocketMiss = max(worstPocketMiss, miss)
      #expect(miss < 1e-9)
      #expect(flight.degreesPerSecond(at: flight.end) == 0)
    }
    print(
      "[ball] 684 landings: worst end-position error \(worst) pt, "
        + "worst rest-direction miss \(worstPocketMiss)°")
  }

  @Test func theBallIsOverItsPocketAtTheDropAndTravelIsNearNatural() {
    var worst = 0.0
    var minimum = Double.infinity
    var maximum = -Double.infinity
    for flight in Self.flights {
      let drop = flight.dropTime
      #expect(abs(drop - flight.wheel.start - 2.8) < 1e-12)
      let overPocket = flight.wheel.rotation(at: drop) + flight.pocket.degrees
      let before = flight.angle(at: drop - 1e-12)
      let miss = abs(BallAngle.remainder360(before - overPocket))
      worst = max(worst, miss)
      #expect(miss < 1e-6)
      // Natural distance: constant deceleration from −990 to −90 over 2.8 s = −1512°.
      #expect(abs(flight.travel + 1512) <= 180 + 1e-9)
      minimum = min(minimum, flight.travel)
      maximum = max(maximum, flight.travel)
      #expect(flight.degreesPerSecond(at: flight.wheel.start) == -990)
      #expect(abs(flight.degreesPerSecond(at: drop - 1e-12) + 90) < 1e-6)
    }
    print("[ball] travel in [\(minimum), \(maximum)]°, worst pocket miss at drop \(worst)°")
  }

  @Test func theBallAlwaysRunsAgainstTheWheelBeforeTheDrop() {
    for flight in Self.flights.prefix(60) {
      for step in 0...560 {
        let t = flight.wheel.start + Double(step) * 0.005
        guard t < flight.dropTime else { break }
        #expect(flight.degreesPerSecond(at: t) < 0)
      }
    }
  }

  @Test func aCounterClockwiseWheelSendsTheBallClockwise() throws {
    let pocket = try #require(RouletteWheelType.tripleZero.pocket(labeled: "000"))
    let spin = RouletteWheelSpin(from: 30, to: 30 - 800, start: 1, duration: 4)
    let flight = RouletteBallFlight(wheel: spin, pocket: pocket, diameter: 300)
    #expect(flight.launchSpeed == 990)
    #expect(flight.degreesPerSecond(at: 1) == 990)
    #expect(abs(flight.travel - 1512) <= 180)
    let drop = flight.dropTime
    let gap = Self.distance(
      flight.screenPosition(at: drop - 1e-6, center: Self.center),
      flight.screenPosition(at: drop + 1e-6, center: Self.center))
    #expect(gap <= 90 * Double.pi / 180 * flight.trackRadius * 2e-6 + 1e-9)
    #expect(
      flight.screenPosition(at: 5, center: Self.center)
        == flight.landedScreenPosition(center: Self.center))
  }

  // MARK: - Continuity

  @Test func screenPositionAndSpeedAreContinuousAcrossTheDrop() {
    var worstGap = 0.0
    var worstAllowed = 0.0
    var worstSpeedJump = 0.0
    for flight in Self.flights {
      let drop = flight.dropTime
      let a = flight.screenPosition(at: drop - 1e-6, center: Self.center)
      let b = flight.screenPosition(at: drop + 1e-6, center: Self.center)
      let gap = Self.distance(a, b)
      // Screen speed in points per second: |dθ/dt| · π/180 · r.
      let speed = abs(flight.degreesPerSecond(at: drop)) * Double.pi / 180 * flight.trackRadius
      let allowed = speed * 1e-6 * 2 + 1e-9
      #expect(gap <= allowed)
      worstGap = max(worstGap, gap)
      worstAllowed = max(worstAllowed, allowed)
      let jump = abs(flight.degreesPerSecond(at: drop - 1e-9) - flight.degreesPerSecond(at: drop))
      worstSpeedJump = max(worstSpeedJump, jump)
      #expect(jump < 1e-4)
      if flight.diameter == 300 {
        // Seed: "the ball really does move about 0.22 points per millisecond".
        #expect(abs(speed / 1000 - 0.22) < 0.005)
      }
    }
    print(
      "[ball] drop continuity: worst gap ±1 µs \(worstGap) pt (allowed up to \(worstAllowed)), "
        + "worst speed jump \(worstSpeedJump) °/s")
  }

  @Test func degreesPerSecondMatchesGSLCentralDerivativeOfTheAngle() throws {
    var random = SplitMix64.roulette("degreesPerSecondMatchesGSLCentralDerivativeOfTheAngle")
    var worst = 0.0
    var count = 0
    for flight in Self.flights where flight.diameter == 300 {
      for _ in 0..<4 {
        // Stay 2 ms clear of the drop and the end, where the pieces join.
        var t = random.uniform(flight.wheel.start + 0.002, flight.end - 0.002)
        if abs(t - flight.dropTime) < 0.002 { t += 0.004 }
        let estimate = try Differentiation.central(at: t, step: 1e-4) { flight.angle(at: $0) }
        let error = abs(estimate.value - flight.degreesPerSecond(at: t))
        worst = max(worst, error)
        count += 1
        #expect(error <= 1e-5 * max(1, abs(estimate.value)) + 10 * estimate.absoluteError)
      }
    }
    print("[ball] GSL derivative vs degreesPerSecond: \(count) cases, worst \(worst) °/s")
  }

  @Test func integratedSpeedBeforeTheDropIsTheTravel() throws {
    var worst = 0.0
    for flight in Self.flights.prefix(120) {
      let integral = try Integration.qags(from: flight.wheel.start, to: flight.dropTime) {
        flight.degreesPerSecond(at: $0)
      }
      worst = max(worst, abs(integral.value - flight.travel))
      #expect(abs(integral.value - flight.travel) < 1e-8)
    }
    print("[ball] GSL ∫ speed over the track = travel, worst \(worst)°")
  }

  // MARK: - Radius and seat

  @Test func theBallOnlyRestsInItsPocketAfterTheSeatTime() {
    let flight = Self.flights[5]
    #expect(abs(flight.seatTime - flight.wheel.start - 3.34) < 1e-12)
    let impacts = flight.impactTimes
    #expect(impacts.count == 3)
    #expect(impacts.last == flight.seatTime)
    #expect(abs(flight.ballDiameter - 0.05 * flight.diameter) < 1e-12)
    #expect(flight.trackRadius == 0.465 * flight.diameter)
    #expect(abs(flight.seatRadius - 0.415 * flight.diameter) < 1e-12)
    #expect(flight.radius(at: flight.dropTime - 1e-9) == flight.trackRadius)
    let height = flight.trackRadius - flight.seatRadius
    // Bounce apexes at 30 % and 10 % of the drop height.
    var peaks: [Double] = []
    var sawRest = false
    for step in 0...54_000 {
      let t = flight.dropTime + Double(step) * 1e-5
      let r = flight.radius(at: t)
      #expect(r >= flight.seatRadius && r <= flight.trackRadius)
      let nearImpact = impacts.contains { abs($0 - t) < 2e-3 }
      if t < flight.seatTime && !nearImpact { #expect(r > flight.seatRadius) }
      if t >= flight.seatTime {
        #expect(r == flight.seatRadius)
        sawRest = true
      }
      if t > impacts[0] && t < impacts[2] {
        let index = t < impacts[1] ? 0 : 1
        if peaks.count <= index { peaks.append(0) }
        peaks[index] = max(peaks[index], (r - flight.seatRadius) / height)
      }
    }
    #expect(sawRest)
    #expect(flight.radius(at: impacts[0]) - flight.seatRadius < 1e-9)
    #expect(flight.radius(at: impacts[1]) - flight.seatRadius < 1e-9)
    #expect(peaks.count == 2)
    #expect(abs((peaks.first ?? 0) - 0.3) < 1e-4)
    #expect(abs((peaks.last ?? 0) - 0.1) < 1e-4)
    print("[ball] impacts at \(impacts.map { $0 - flight.wheel.start }) s, bounce peaks \(peaks)")
  }

  // MARK: - Streak

  @Test func peakStreakOpacityIsAboutAThirdAt60AndDoublesAt120() {
    let slow = RouletteBallFlight.peakStreakOpacity(shutter: WheelBlur.shutter)
    let fast = RouletteBallFlight.peakStreakOpacity(shutter: WheelBlur.ballShutter)
    #expect(abs(slow - 0.37) < 0.01)
    #expect(abs(fast - 0.75) < 0.01)
    #expect(abs(fast / slow - 2) < 1e-12)
    #expect(RouletteBallFlight.peakStreakOpacity(shutter: 1e-4) == 1)
    #expect(RouletteBallFlight.peakStreakOpacity(shutter: 1, degreesPerSecond: 0) == 1)
    #expect(RouletteBallFlight.peakStreakOpacity(shutter: .nan) == 1)
    #expect(RouletteBallFlight.peakStreakOpacity(shutter: 0) == 1)
    #expect(RouletteBallFlight.peakStreakOpacity(shutter: -1) == 1)
    #expect(RouletteBallFlight.peakStreakOpacity(shutter: 1, degreesPerSecond: .nan) == 1)
    let capped = RouletteBallFlight.peakStreakOpacity(shutter: 1, degreesPerSecond: .infinity)
    #expect(abs(capped - 0.05 / (0.465 * WheelBlur.maxAngle)) < 1e-12)
    // An 18 pt ball (360 pt wheel) sweeps this arc at 1/60 s.
    let arc = 990 * Double.pi / 180 / 60 * 0.465 * 360
    #expect(abs(slow - 18 / arc) < 1e-12)
    // The ball's blur promise on the 300 pt wheel: 11 pt (27 with the wheel's cap).
    let flight = Self.flights[0]
    #expect(flight.maxSampleOffset == SIMD2(11, 11))
    #expect(WheelBlur.maxSampleOffset(outerRadius: flight.rimRadius) == SIMD2(27, 27))
    #expect(flight.blurAngle(at: flight.wheel.start) == RouletteBallFlight.maxBlurAngle)
    print("[ball] peak streak opacity 1/60 \(slow), 1/120 \(fast); arc at 1/60 \(arc) pt")
  }

  // MARK: - Bad input

  @Test func badInputGivesDefinedFiniteValues() throws {
    let pocket = try #require(RouletteWheelType.singleZero.pocket(labeled: "17"))
    let instant = RouletteWheelSpin.landing(on: pocket, currentAngle: 20, start: 0, duration: 0)
    let flight = RouletteBallFlight(wheel: instant, pocket: pocket, diameter: 300)
    for t in [-1.0, 0, 1, .nan, .infinity, -.infinity] {
      #expect(flight.angle(at: t) == flight.landedDegrees)
      #expect(flight.degreesPerSecond(at: t) == 0)
      #expect(flight.radius(at: t) == flight.seatRadius)
      #expect(
        flight.screenPosition(at: t, center: Self.center)
          == flight.landedScreenPosition(center: Self.center))
    }
    let spin = RouletteWheelSpin.landing(on: pocket, currentAngle: 20, start: 5)
    let normal = RouletteBallFlight(wheel: spin, pocket: pocket, diameter: 300)
    #expect(normal.angle(at: .nan) == normal.landedDegrees)
    #expect(normal.degreesPerSecond(at: .nan) == 0)
    #expect(normal.radius(at: .nan) == normal.seatRadius)
    #expect(normal.angle(at: -.infinity) == normal.launchDegrees)
    #expect(normal.degreesPerSecond(at: 4.9) == 0)
    #expect(normal.radius(at: 0) == normal.trackRadius)
    for size in [0.0, -10, .nan, .infinity] {
      let empty = RouletteBallFlight(wheel: spin, pocket: pocket, diameter: size)
      #expect(empty.diameter == 0)
      for t in [4.0, 6, 8, 9, 20] {
        #expect(empty.screenPosition(at: t, center: Self.center) == Self.center)
        #expect(empty.angle(at: t).isFinite)
      }
      #expect(empty.maxSampleOffset == .zero)
    }
    let odd = RouletteBallFlight(wheel: spin, pocket: pocket, diameter: 300, launchDegrees: .nan)
    #expect(odd.launchDegrees == 0)
    #expect(normal.screenPosition(at: 6, center: SIMD2(.nan, .infinity)).x.isFinite)
  }
}

/// Angle helpers for the ball tests.
enum BallAngle {
  /// `degrees` reduced to [−180, 180).
  static func remainder360(_ degrees: Double) -> Double {
    var r = degrees.truncatingRemainder(dividingBy: 360)
    if r >= 180 { r -= 360 }
    if r < -180 { r += 360 }
    return r
  }
}
