// RouletteBallFlight (with its radius and streak extensions) over every hostile Double in every
// numeric parameter, against its documented results.

import EffectMath
import EffectProofTestSupport
import Foundation
import Testing

@Suite("badInput.RouletteBallFlight")
struct RouletteBallFlightBadInputTests {
  /// Which numeric parameter of the flight carries the hostile value.
  enum Parameter: String, CaseIterable, Sendable {
    case diameter, launchDegrees
  }

  /// Which component of `center` carries the hostile value.
  enum Component: String, CaseIterable, Sendable {
    case x, y
  }

  static let pocket = RouletteWheelType.singleZero.pockets[8]

  /// The seed landing spin, starting at 10 s so that ±0, subnormal and −1 s are before it.
  static let wheel = RouletteWheelSpin.landing(on: pocket, currentAngle: 40, start: 10)

  static func flight(diameter: Double = 300, launchDegrees: Double = 0) -> RouletteBallFlight {
    RouletteBallFlight(
      wheel: wheel, pocket: pocket, diameter: diameter, launchDegrees: launchDegrees)
  }

  static func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-12) -> Bool {
    a == b || abs(a - b) <= tolerance * max(1, abs(a), abs(b))
  }

  /// Before, during and after the spin, in each phase, and at the edges.
  static func times(_ flight: RouletteBallFlight) -> [Double] {
    let start = flight.wheel.start
    let length = flight.wheel.duration
    return [
      -.infinity, start - 5, start, start + length * 0.3, flight.dropTime,
      start + length * 0.75, flight.seatTime, start + length * 0.9, flight.end, .infinity, .nan,
    ]
  }

  /// Every documented output of `flight` at every time: finite angles, radii between the seat
  /// and the track, finite positions, blur angles in [0, maxAngle], speeds never NaN (finite
  /// unless `infiniteSpeedAllowed`).
  static func checkEverywhere(_ flight: RouletteBallFlight, infiniteSpeedAllowed: Bool = false) {
    let center = SIMD2(150.0, 150.0)
    for time in times(flight) {
      #expect(flight.angle(at: time).isFinite, "angle at \(time)")
      let speed = flight.degreesPerSecond(at: time)
      #expect(!speed.isNaN && (infiniteSpeedAllowed || speed.isFinite), "speed \(speed) at \(time)")
      let radius = flight.radius(at: time)
      #expect(radius >= flight.seatRadius && radius <= flight.trackRadius, "radius at \(time)")
      let position = flight.screenPosition(at: time, center: center)
      #expect(position.x.isFinite && position.y.isFinite, "position at \(time)")
      let blur = flight.blurAngle(at: time)
      #expect(blur >= 0 && blur <= WheelBlur.maxAngle, "blur at \(time)")
    }
    let offset = flight.maxSampleOffset
    #expect(offset.x.isFinite && offset.x >= 0 && offset.x == offset.y)
    #expect(flight.impactTimes.allSatisfy { $0.isFinite } && flight.landedDegrees.isFinite)
  }

  /// `init(diameter:)`: NaN, ±∞, zero and negative diameters are 0 (every radius 0, the ball at
  /// the centre); subnormal and huge diameters are kept and every size stays finite.
  /// `init(launchDegrees:)`: a non-finite launch is 0; the ball waits there before the start.
  @Test(arguments: HostileDouble.allCases, Parameter.allCases)
  func initialiserSanitises(input: HostileDouble, parameter: Parameter) {
    let x = input.value
    let flight =
      parameter == .diameter ? Self.flight(diameter: x) : Self.flight(launchDegrees: x)
    switch parameter {
    case .diameter:
      let want = x.isFinite && x > 0 ? x : 0
      #expect(flight.diameter == want)
      #expect(Self.close(flight.trackRadius, 0.465 * want, 1e-15))
      #expect(Self.close(flight.seatRadius, 0.415 * want, 1e-15))
      #expect(flight.rimRadius == want / 2 && flight.ballDiameter == 0.05 * want)
      if want == 0 {
        #expect(flight.screenPosition(at: 12, center: [7, 9]) == SIMD2(7, 9))
        #expect(flight.maxSampleOffset == .zero)
      }
    case .launchDegrees:
      let want = x.isFinite ? x : 0
      #expect(flight.launchDegrees == want && flight.travel.isFinite)
      #expect(flight.angle(at: 5) == want && flight.angle(at: 10) == want)
      // The travel lands the ball over its pocket at the drop, up to whole turns, wherever
      // 360° is still above the launch angle's rounding step.
      if abs(want) < 1e12 {
        let drop = flight.dropTime
        let atDrop = Self.wheel.rotation(at: drop) + Self.pocket.degrees
        #expect(abs(Foundation.remainder(flight.angle(at: drop) - atDrop, 360)) <= 1e-6)
      }
    }
    Self.checkEverywhere(flight)
  }

  /// `angle`, `degreesPerSecond`, `radius`, `screenPosition` and `blurAngle` at a hostile time
  /// (the spin starts at 10 s): NaN, +∞ and huge give the landed pose, speed 0 and blur 0;
  /// −∞, huge negative, −1, ±0 and subnormals are before the start: the ball waits at its
  /// launch angle on the track, speed 0.
  @Test(arguments: HostileDouble.allCases)
  func poseAtHostileTime(input: HostileDouble) {
    let flight = Self.flight()
    let center = SIMD2(150.0, 150.0)
    let t = input.value
    switch input {
    case .nan, .signalingNaN, .plusInfinity, .hugePositive:
      #expect(flight.angle(at: t) == flight.landedDegrees)
      #expect(flight.radius(at: t) == flight.seatRadius)
      #expect(
        flight.screenPosition(at: t, center: center) == flight.landedScreenPosition(center: center))
    case .minusInfinity, .hugeNegative, .negative, .plusZero, .minusZero, .plusSubnormal,
      .minusSubnormal:
      #expect(flight.angle(at: t) == flight.launchDegrees)
      #expect(flight.radius(at: t) == flight.trackRadius)
      let position = flight.screenPosition(at: t, center: center)
      #expect(Self.close(position.x, 150) && Self.close(position.y, 150 - flight.trackRadius))
    }
    #expect(flight.degreesPerSecond(at: t) == 0 && flight.blurAngle(at: t) == 0)
  }

  /// `screenPosition(at:center:)` and `landedScreenPosition(center:)`: a non-finite centre
  /// component counts as 0; finite ones (huge included) give a finite position at the ball's
  /// radius from the centre.
  @Test(arguments: HostileDouble.allCases, Component.allCases)
  func hostileCenter(input: HostileDouble, component: Component) {
    let flight = Self.flight()
    let center = component == .x ? SIMD2(input.value, 80) : SIMD2(80, input.value)
    let origin = SIMD2(center.x.isFinite ? center.x : 0, center.y.isFinite ? center.y : 0)
    for (position, radius) in [
      (flight.screenPosition(at: 12, center: center), flight.radius(at: 12)),
      (flight.landedScreenPosition(center: center), flight.seatRadius),
    ] {
      #expect(position.x.isFinite && position.y.isFinite)
      let offset = position - origin
      if abs(input.value) < 1e100 {
        #expect(Self.close(hypot(offset.x, offset.y), radius, 1e-9))
      }
    }
  }

  /// The static `landedScreenPosition(pocket:wheelRotation:diameter:center:)`: a non-finite
  /// rotation counts as 0, a bad diameter as 0 (the ball at the centre); a finite rotation,
  /// huge included, puts the ball at 0.415 D from the centre in the direction of
  /// rotation + pocket (checked with Foundation's sin and cos where the angle is exact).
  @Test(arguments: HostileDouble.allCases)
  func staticLandedPosition(input: HostileDouble) {
    let x = input.value
    let byRotation = RouletteBallFlight.landedScreenPosition(
      pocket: Self.pocket, wheelRotation: x, diameter: 300, center: [10, 20])
    let rotation = x.isFinite ? x : 0
    let offset = byRotation - SIMD2(10, 20)
    #expect(Self.close(hypot(offset.x, offset.y), 0.415 * 300, 1e-12))
    if abs(rotation) < 1e6 {
      let radians = (rotation + Self.pocket.degrees) * Double.pi / 180
      #expect(Self.close(offset.x, 124.5 * Foundation.sin(radians), 1e-9))
      #expect(Self.close(offset.y, -124.5 * Foundation.cos(radians), 1e-9))
    }
    let bySize = RouletteBallFlight.landedScreenPosition(
      pocket: Self.pocket, wheelRotation: 30, diameter: x, center: [10, 20])
    let size = x.isFinite && x > 0 ? x : 0
    let reach = bySize - SIMD2(10, 20)
    #expect(bySize.x.isFinite && bySize.y.isFinite)
    #expect(Self.close(hypot(reach.x, reach.y), 0.415 * size, 1e-12))
  }

  /// `peakStreakOpacity(shutter:degreesPerSecond:)`: a NaN, infinite, zero or negative shutter,
  /// a NaN speed and a speed too slow to streak give 1 (solid); ±∞ and huge speeds and a huge
  /// shutter reach the 0.35 rad cap, `0.05 / (0.465 · 0.35)`.
  @Test(arguments: HostileDouble.allCases)
  func streakOpacity(input: HostileDouble) {
    let capped = 0.05 / (0.465 * WheelBlur.maxAngle)
    let byShutter = RouletteBallFlight.peakStreakOpacity(shutter: input.value)
    let bySpeed = RouletteBallFlight.peakStreakOpacity(
      shutter: WheelBlur.shutter, degreesPerSecond: input.value)
    switch input {
    case .hugePositive:
      #expect(Self.close(byShutter, capped) && Self.close(bySpeed, capped))
    case .plusInfinity, .minusInfinity, .hugeNegative:
      #expect(byShutter == 1 && Self.close(bySpeed, capped))
    case .nan, .signalingNaN, .plusZero, .minusZero, .plusSubnormal, .minusSubnormal, .negative:
      #expect(byShutter == 1 && bySpeed == 1)
    }
  }

  /// A flight over a landing spin with a hostile duration, starting at 0 s and at 10 s: bad
  /// durations, and the huge one (its run at 990 °/s once overflowed to a NaN angle), give a
  /// ball landed at every time; the subnormal duration (a drop delay of one
  /// ulp, which once gave 0 / 0 = NaN before the start and ∞ · 0 = NaN at it) keeps every
  /// angle and radius finite, waits at the launch angle before the start and has the launch
  /// speed, −990 °/s, at the start.
  @Test(arguments: HostileDouble.allCases, [0.0, 10.0])
  func hostileSpinDuration(input: HostileDouble, start: Double) {
    let wheel = RouletteWheelSpin.landing(
      on: Self.pocket, currentAngle: 40, start: start, duration: input.value)
    let flight = RouletteBallFlight(wheel: wheel, pocket: Self.pocket, diameter: 300)
    Self.checkEverywhere(flight, infiniteSpeedAllowed: input == .plusSubnormal)
    #expect((flight.wheel.duration == 0) == (wheel.duration == 0 || input == .hugePositive))
    if flight.wheel.duration == 0 {
      for time in Self.times(flight) {
        #expect(flight.angle(at: time) == flight.landedDegrees)
        #expect(flight.degreesPerSecond(at: time) == 0)
      }
    } else {
      #expect(flight.angle(at: start - 1) == flight.launchDegrees)
      #expect(flight.launchSpeed == -990)
      if flight.end > start {
        #expect(flight.degreesPerSecond(at: start) == flight.launchSpeed)
      } else {
        // 10 + 5e-324 rounds to 10: the spin ends where it starts, landed from then on.
        #expect(flight.angle(at: start) == flight.landedDegrees)
      }
    }
  }
}
