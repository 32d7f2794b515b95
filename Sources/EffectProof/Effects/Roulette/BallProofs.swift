import EffectMath
import Foundation
import GSL
import ProofEngine

/// The `ball.*` proofs: the roulette ball's flight (`RouletteBallFlight`) against exact
/// landed poses, screen-space continuity, GSL oracles and the article's numbers (article 002,
/// "The Ball").
///
/// | id | oracle |
/// |---|---|
/// | `ball.landsWhereDrawn` | the shared landed-ball position, exact to 10⁻⁹ pt |
/// | `ball.dropContinuity` | screen positions 1 µs either side of the drop |
/// | `ball.velocityMatchesDerivative` | GSL central derivative of the angle |
/// | `ball.seatsAfterSeatTime` | dense radius sweep around the closed-form impacts |
/// | `ball.streakOpacity` | the article's ≈0.37 → ≈0.75 and d / L for an 18 pt ball |
///
/// Landings are every pocket of all three wheel types from three start angles at two wheel
/// sizes (300 and 360 pt): 684 flights.
public enum BallProofs {
  /// The ball proofs.
  public static func proofs() -> [any Proof] {
    let landings = FiniteSetDomain(BallLanding.all, orElse: BallLanding.first)
    return [
      landsWhereDrawn(landings),
      dropContinuity(landings),
      velocityMatchesDerivative(landings),
      seatsAfterSeatTime(landings),
      streakOpacity(),
    ]
  }

  /// The wheel's centre on screen for the position checks.
  static let center = SIMD2<Double>(180, 240)

  /// The distance between two points.
  static func distance(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double {
    let d = a - b
    return (d * d).sum().squareRoot()
  }

  // MARK: - ball.landsWhereDrawn

  /// `ball.landsWhereDrawn`: at and after the end, and 1 ns before it, the ball is where the
  /// landed ball is drawn. Margin: the worst distance in points minus 10⁻⁹.
  static func landsWhereDrawn(_ landings: FiniteSetDomain<BallLanding>)
    -> PropertyProof<FiniteSetDomain<BallLanding>>
  {
    PropertyProof(
      id: "ball.landsWhereDrawn",
      title: "Every flight ends exactly where the landed ball is drawn",
      fact:
        "The landing is deterministic: the engine picks the pocket before the spin and the "
        + "ball has to end in it; all 684 cases (every pocket of the three wheels, three start "
        + "angles, two sizes) finish exactly where the landed ball is drawn. Margin: the worst "
        + "screen distance in points minus 10⁻⁹.",
      domain: landings
    ) { landing in
      let flight = landing.flight
      let landed = RouletteBallFlight.landedScreenPosition(
        pocket: flight.pocket, wheelRotation: flight.wheel.endRotation,
        diameter: flight.diameter, center: center)
      let times = [flight.end - 1e-9, flight.end, flight.end + 0.5, flight.end + 100]
      let worst =
        times.map { distance(flight.screenPosition(at: $0, center: center), landed) }
        .max() ?? .infinity
      var outcomes: [PropertyOutcome] = [
        .expect(worst, atMost: 1e-9, "\(landing): ends \(worst) pt from the landed ball")
      ]
      let found = flight.pocket.wheel.pocket(
        atScreenDegrees: flight.landedDegrees, wheelRotationDegrees: flight.wheel.endRotation)
      if found != flight.pocket {
        outcomes.append(.fail("\(landing): lands in \(found?.label ?? "nothing")", margin: 1))
      }
      // The pocket must be the one at the ball's rest direction (12 o'clock) when it stops.
      let rest = abs(remainder(flight.landedDegrees, 360))
      outcomes.append(.expect(rest, atMost: 1e-9, "\(landing): rests \(rest)° from 12 o'clock"))
      return .all(outcomes)
    }
  }

  // MARK: - ball.dropContinuity

  /// `ball.dropContinuity`: screen positions 1 µs either side of the drop are no farther
  /// apart than the ball moves in 2 µs. Margin: gap − (speed · 2 µs + 10⁻⁹) in points.
  static func dropContinuity(_ landings: FiniteSetDomain<BallLanding>)
    -> PropertyProof<FiniteSetDomain<BallLanding>>
  {
    PropertyProof(
      id: "ball.dropContinuity",
      title: "The ball's screen position and speed are continuous across the drop",
      fact:
        "Before the drop the angle is start plus travel, after it the wheel plus the pocket "
        + "plus a wobble that starts at zero offset and the relative speed; the numbers can "
        + "differ by multiples of 360, so screen positions are compared a microsecond either "
        + "side (the ball moves about 0.22 pt per ms). Margin: gap − (speed · 2 µs + 10⁻⁹) pt.",
      domain: landings
    ) { landing in
      let flight = landing.flight
      let drop = flight.dropTime
      let gap = distance(
        flight.screenPosition(at: drop - 1e-6, center: center),
        flight.screenPosition(at: drop + 1e-6, center: center))
      let speed = abs(flight.degreesPerSecond(at: drop)) * Double.pi / 180 * flight.trackRadius
      let jump = abs(flight.degreesPerSecond(at: drop - 1e-9) - flight.degreesPerSecond(at: drop))
      return .all([
        .expect(gap, atMost: speed * 2e-6 + 1e-9, "\(landing): \(gap) pt across the drop"),
        .expect(jump, atMost: 1e-4, "\(landing): speed jumps \(jump) °/s at the drop"),
      ])
    }
  }

  // MARK: - ball.velocityMatchesDerivative

  /// `ball.velocityMatchesDerivative`: the analytic speed matches GSL's central derivative of
  /// the angle at 8 times per flight, clear of the joins. Margin: relative error − 10⁻⁶.
  static func velocityMatchesDerivative(_ landings: FiniteSetDomain<BallLanding>)
    -> PropertyProof<FiniteSetDomain<BallLanding>>
  {
    PropertyProof(
      id: "ball.velocityMatchesDerivative",
      title: "degreesPerSecond is the derivative of angle",
      fact:
        "The ball's blur needs its speed on every frame: 990 °/s at launch against the wheel, "
        + "90 °/s at the drop, then the wheel's speed plus the damped wobble's. Oracle: GSL "
        + "gsl_deriv_central of angle(at:). Margin: |error| / max(1, |speed|) − 10⁻⁶.",
      domain: landings
    ) { landing in
      let flight = landing.flight
      let duration = flight.wheel.duration
      let fractions = [0.01, 0.2, 0.45, 0.68, 0.72, 0.78, 0.85, 0.97]
      var outcomes: [PropertyOutcome] = []
      for fraction in fractions {
        let t = flight.wheel.start + fraction * duration
        do {
          let estimate = try Differentiation.central(at: t, step: 1e-4) { flight.angle(at: $0) }
          let speed = flight.degreesPerSecond(at: t)
          let error = abs(estimate.value - speed) / max(1, abs(speed))
          outcomes.append(
            .expect(error, atMost: 1e-6, "\(landing) at \(fraction): \(speed) vs \(estimate.value)")
          )
        } catch {
          outcomes.append(.fail("\(landing): GSL failed: \(error)", margin: 1))
        }
      }
      return .all(outcomes)
    }
  }

  // MARK: - ball.seatsAfterSeatTime

  /// `ball.seatsAfterSeatTime`: every 0.1 ms from the drop to the end, the radius is between
  /// the seat and the track, above the seat except within 2 ms of the two bounce impacts, and
  /// exactly the seat from the seat time on. Margin: the worst violation in points (≤ 0 holds).
  static func seatsAfterSeatTime(_ landings: FiniteSetDomain<BallLanding>)
    -> PropertyProof<FiniteSetDomain<BallLanding>>
  {
    PropertyProof(
      id: "ball.seatsAfterSeatTime",
      title: "The ball only rests in its pocket after the seat time",
      fact:
        "At 70 % of the spin (2.8 s) the ball drops off the track and rattles, bouncing at 30 % "
        + "and then 10 % of the drop height; it is seated by about 3.34 s and rides its pocket "
        + "to rest. Margin: the worst violation of track ≥ r ≥ seat (r > seat between impacts, "
        + "r = seat after 3.34 s), in points.",
      domain: landings
    ) { landing in
      let flight = landing.flight
      let impacts = flight.impactTimes
      var worst = -Double.infinity
      var note = "\(landing)"
      let steps = Int(((flight.end - flight.dropTime) / 1e-4).rounded())
      for step in 0...steps {
        let t = flight.dropTime + Double(step) * 1e-4
        let r = flight.radius(at: t)
        var violation = max(flight.seatRadius - r, r - flight.trackRadius)
        if t >= flight.seatTime {
          violation = max(violation, abs(r - flight.seatRadius))
        } else if !impacts.contains(where: { abs($0 - t) < 2e-3 }), r <= flight.seatRadius {
          violation = max(violation, 1e-12)
        }
        if violation > worst {
          worst = violation
          note = "\(landing): radius \(r) at \(t - flight.wheel.start) s"
        }
      }
      let seated = abs((impacts.last ?? .nan) - flight.wheel.start - 3.34)
      return .all([
        .expect(worst, atMost: 0, note),
        .expect(seated, atMost: 1e-9, "\(landing): seated at +\(impacts.last ?? .nan) s"),
      ])
    }
  }

  // MARK: - ball.streakOpacity

  /// `ball.streakOpacity`: the peak streak opacity at the wheel's and the ball's shutters.
  /// Margin: distance from the article's value minus 0.01.
  static func streakOpacity() -> PropertyProof<FiniteSetDomain<Double>> {
    let expected = [WheelBlur.shutter: 0.37, WheelBlur.ballShutter: 0.75]
    return PropertyProof(
      id: "ball.streakOpacity",
      title: "The ball's streak is about a third opaque at 1/60 and twice that at 1/120",
      fact:
        "Averaging an 18 pt dot over its arc at a 1/60 shutter gives about a third opacity, a "
        + "ghost trail; the ball's 1/120 shutter takes the peak from about 0.37 to about 0.75. "
        + "Oracle: d / L for an 18 pt ball on a 360 pt wheel at 990 °/s. Margin: |peak − "
        + "article| − 0.01.",
      domain: FiniteSetDomain([WheelBlur.shutter, WheelBlur.ballShutter], orElse: 1.0 / 60)
    ) { shutter in
      let peak = RouletteBallFlight.peakStreakOpacity(shutter: shutter)
      let arc = 990 * Double.pi / 180 * shutter * 0.465 * 360
      return .all([
        .expect(
          peak, equals: expected[shutter] ?? .nan, within: 0.01,
          "peak \(peak) at shutter \(shutter)"),
        .expect(peak, equals: 18 / arc, within: 1e-12, "d / L = \(18 / arc)"),
      ])
    }
  }
}

/// One ball landing: a pocket, the wheel's start angle, the wheel size, and the flight.
struct BallLanding: Sendable, Equatable, CustomStringConvertible {
  let pocket: RoulettePocket
  let currentAngle: Double
  let diameter: Double
  let flight: RouletteBallFlight

  var description: String {
    "\(pocket.wheel.rawValue) \"\(pocket.label)\" from \(currentAngle)° at \(diameter) pt"
  }

  /// A landing with a given flight (tests use it to sabotage a case).
  init(pocket: RoulettePocket, currentAngle: Double, diameter: Double, flight: RouletteBallFlight) {
    self.pocket = pocket
    self.currentAngle = currentAngle
    self.diameter = diameter
    self.flight = flight
  }

  init(pocket: RoulettePocket, currentAngle: Double, diameter: Double) {
    self.pocket = pocket
    self.currentAngle = currentAngle
    self.diameter = diameter
    flight = RouletteBallFlight(
      wheel: RouletteWheelSpin.landing(on: pocket, currentAngle: currentAngle, start: 10),
      pocket: pocket, diameter: diameter, launchDegrees: currentAngle / 3)
  }

  /// The start angles of the landing spins, in degrees.
  static let startAngles = [0.0, 137.5, -1234.25]
  /// The two wheel sizes, in points.
  static let diameters = [300.0, 360.0]

  /// Every pocket of all three wheel types × the start angles × the sizes (684).
  static var all: [BallLanding] {
    RouletteWheelType.allCases.flatMap { type in
      type.pockets.flatMap { pocket in
        startAngles.flatMap { angle in
          diameters.map { BallLanding(pocket: pocket, currentAngle: angle, diameter: $0) }
        }
      }
    }
  }

  /// The simplest landing, "0" on the single-zero wheel from 0° at 300 pt.
  static var first: BallLanding {
    let pocket = RouletteWheelType.singleZero.pockets[0]
    return BallLanding(pocket: pocket, currentAngle: 0, diameter: 300)
  }
}
