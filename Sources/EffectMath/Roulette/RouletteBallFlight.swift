// The roulette ball's flight: launch against the wheel, drop at 70 %, rattle into its pocket.

/// The roulette ball during one landing spin: its angle, speed and radius at any time, from
/// launch on the track to rest in the target pocket.
///
/// Angles are screen degrees clockwise from 12 o'clock, like ``RouletteWheelSpin/rotation(at:)``
/// and ``RoulettePocket/degrees``. Times are seconds on the spin's clock. `T = dropFraction ·
/// duration` is the drop delay, `τ = t − start`, `s = t − drop`.
///
/// ```
/// before the drop (start ≤ t < drop), a cubic Hermite with fixed end speeds:
///   u = τ / T
///   angle(t) = launch + v₀T·(u³ − 2u² + u) + travel·(3u² − 2u³) + v₁T·(u³ − u²)
///   v₀ = −σ·990 °/s,  v₁ = −σ·90 °/s,  σ = sign of the wheel's turn (+1 clockwise)
/// travel (the only free choice):
///   natural = (v₀ + v₁) / 2 · T                      (constant deceleration, no jerk)
///   target  = wheel.rotation(at: drop) + pocket.degrees − launch
///   travel  = natural + remainder(target − natural, 360)   ∈ natural + [−180°, 180°]
/// after the drop (drop ≤ t < end):
///   angle(t) = wheel.rotation(at: t) + pocket.degrees + e^(−λs)·Δv/ω·sin(ωs)
///   speed(t) = wheel.degreesPerSecond(at: t) + e^(−λs)·Δv·(cos ωs − λ/ω·sin ωs)
///   Δv = v₁ − wheel.degreesPerSecond(at: drop)   (the ball's speed relative to the wheel)
///   ω = 2π · rattleHertz,  λ = rattleDecay
/// ```
///
/// The travel puts the ball exactly over the target pocket at the drop (angles agree modulo
/// 360), the wobble starts with zero offset and the relative speed, so the screen position
/// and the speed are continuous across the drop. At and after ``end`` the ball is drawn at
/// the landed pose (``landedDegrees``, ``seatRadius``); the wobble left at the end,
/// `e^(−λ·(end − drop))·|Δv|/ω`, is about 1e-12° for the seed spin, so no jump is visible.
/// Before `start` the ball waits at `launch` on the track with speed 0.
///
/// Seed facts (article 002): the ball runs opposite to the wheel at 990 °/s (2.75 rev/s) and
/// slows to 90 °/s; it drops at 70 % of the 4.0 s spin (2.8 s), bounces at 30 % and 10 % of
/// the drop height and is seated by about 3.34 s; before the drop its angle is a cubic with
/// those end speeds whose travel is chosen to land on the pre-picked pocket plus whole turns
/// near a natural distance; after the drop it is the wheel's angle plus the pocket's plus the
/// damped wobble above. **Not from the article** (this library's choices): the natural
/// distance (constant deceleration), the rattle frequency 6 Hz and decay 24 /s, the radii and
/// the bounce timing (see ``radius(at:)``).
///
/// Bad input: the spin is already sanitised by ``RouletteWheelSpin``; a zero-duration spin
/// gives a ball that is landed at every time (speed 0), and so does a spin so long (above
/// about 4.5·10³⁰⁴ s) that the ball's run at 990 °/s is beyond Double's range: the flight
/// keeps it as an instant spin (its ``wheel`` has duration 0). A non-finite `launchDegrees` counts
/// as 0; a NaN, infinite, zero or negative `diameter` as 0 (every radius 0, the ball drawn
/// at the centre). NaN times give the landed pose and speed 0, as the wheel gives its end pose;
/// −∞ is before the start and +∞ after the end. Angles, radii and positions are always finite;
/// the speed is never NaN and is ±∞ only where the true speed is beyond Double's range (a spin
/// with a subnormal duration, whose drop delay is a few ulps).
public struct RouletteBallFlight: Hashable, Sendable {
  /// The ball's launch speed, 990 °/s (2.75 rev/s), against the wheel.
  public static let launchDegreesPerSecond = 990.0
  /// The ball's speed at the drop, 90 °/s, against the wheel.
  public static let dropDegreesPerSecond = 90.0
  /// The drop moment as a fraction of the spin, 0.7 (2.8 s of 4.0 s).
  public static let dropFraction = 0.7
  /// The seat moment as a fraction of the spin, 0.835 (3.34 s of 4.0 s).
  public static let seatFraction = 0.835
  /// The rattle's frequency, 6 Hz (this library's choice).
  public static let rattleHertz = 6.0
  /// The rattle's decay rate λ, 24 per second (this library's choice): the wobble falls
  /// by e⁻¹ every 42 ms and is below 1e-11 of its start when the wheel stops.
  public static let rattleDecay = 24.0

  /// The wheel's spin the ball rides (made instant when it is too long for a finite flight;
  /// see the type).
  public let wheel: RouletteWheelSpin
  /// The pocket the ball ends in.
  public let pocket: RoulettePocket
  /// The wheel's diameter in points (0 for bad input).
  public let diameter: Double
  /// The ball's screen angle at launch, in degrees.
  public let launchDegrees: Double
  /// The degrees the ball covers from launch to the drop (signed, against the wheel).
  public let travel: Double

  /// Makes the flight that drops the ball into `pocket` during `wheel`; see the type for the
  /// travel rule and for how bad input is sanitised.
  ///
  /// - Parameters:
  ///   - wheel: The wheel's spin, typically a `RouletteWheelSpin.landing(on:…)` spin.
  ///   - pocket: The pocket the ball must land in.
  ///   - diameter: The wheel's diameter in points.
  ///   - launchDegrees: Where the ball is on screen at launch; the default is 0 (12 o'clock).
  public init(
    wheel: RouletteWheelSpin, pocket: RoulettePocket, diameter: Double,
    launchDegrees: Double = 0
  ) {
    // A spin so long that the ball's run, about 990 °/s times the duration, is beyond
    // Double's range has no finite flight: it counts as instant (landed at every time).
    let wheel =
      (4 * Self.launchDegreesPerSecond * wheel.duration).isFinite
      ? wheel
      : RouletteWheelSpin(
        from: wheel.from, to: wheel.to, start: wheel.start, duration: 0, curve: wheel.curve)
    self.wheel = wheel
    self.pocket = pocket
    self.diameter = diameter.isFinite && diameter > 0 ? diameter : 0
    let launch = launchDegrees.isFinite ? launchDegrees : 0
    self.launchDegrees = launch
    let delay = Self.dropFraction * wheel.duration
    let natural = (Self.startSpeed(wheel) + Self.endSpeed(wheel)) / 2 * delay
    let target = wheel.rotation(at: wheel.start + delay) + pocket.degrees - launch
    self.travel = natural + Elementary.remainder(target - natural, 360)
  }

  // MARK: - Timing

  /// +1 when the ball runs clockwise (the wheel turns counter-clockwise), −1 otherwise.
  static func direction(_ wheel: RouletteWheelSpin) -> Double { wheel.totalDegrees < 0 ? 1 : -1 }
  /// The signed launch speed v₀.
  static func startSpeed(_ wheel: RouletteWheelSpin) -> Double {
    direction(wheel) * launchDegreesPerSecond
  }
  /// The signed drop speed v₁.
  static func endSpeed(_ wheel: RouletteWheelSpin) -> Double {
    direction(wheel) * dropDegreesPerSecond
  }

  /// The launch speed v₀ in degrees per second, signed against the wheel (−990 for a
  /// clockwise wheel).
  public var launchSpeed: Double { Self.startSpeed(wheel) }

  /// The moment the ball leaves the track, `start + 0.7 · duration` seconds (2.8 s into the
  /// seed's 4.0 s spin).
  public var dropTime: Double { wheel.start + Self.dropFraction * wheel.duration }

  /// The moment the ball is seated for good, `start + 0.835 · duration` (3.34 s into 4.0 s).
  public var seatTime: Double { wheel.start + Self.seatFraction * wheel.duration }

  /// The moment the flight is over, the wheel's ``RouletteWheelSpin/end``.
  public var end: Double { wheel.end }

  /// The ball's speed relative to the wheel at the drop, `v₁ − wheel.degreesPerSecond(drop)`.
  public var relativeDropSpeed: Double {
    Self.endSpeed(wheel) - wheel.degreesPerSecond(at: dropTime)
  }

  /// The phase the ball is in at `seconds`: 0 waiting or on the track, 1 after the drop,
  /// 2 landed (also for NaN and for a zero-duration spin).
  func phase(at seconds: Double) -> Int {
    if wheel.duration <= 0 || seconds.isNaN || seconds >= wheel.end { return 2 }
    return seconds < dropTime ? 0 : 1
  }

  // MARK: - Angle and speed

  /// The ball's screen angle at `seconds`, in degrees clockwise from 12 o'clock; see the type
  /// for the formula in each phase.
  ///
  /// Before `start` it is `launchDegrees`; at and after ``end``, and for NaN, it is
  /// ``landedDegrees``. Before and after the drop the values agree on screen, not as numbers
  /// (they can differ by multiples of 360).
  public func angle(at seconds: Double) -> Double {
    switch phase(at: seconds) {
    case 0:
      // At and before the start u = 0 and the cubic is exactly `launchDegrees`; answering
      // directly also covers a spin so short that the delay rounds to 0 (0 / 0).
      guard seconds > wheel.start else { return launchDegrees }
      let delay = dropTime - wheel.start
      let u = (seconds - wheel.start) / delay
      let u2 = u * u
      let u3 = u2 * u
      return launchDegrees + Self.startSpeed(wheel) * delay * (u3 - 2 * u2 + u)
        + travel * (3 * u2 - 2 * u3) + Self.endSpeed(wheel) * delay * (u3 - u2)
    case 1:
      return wheel.rotation(at: seconds) + pocket.degrees + rattle(after: seconds - dropTime).offset
    default:
      return landedDegrees
    }
  }

  /// The ball's angular speed on screen at `seconds`, in degrees per second (clockwise
  /// positive), the derivative of ``angle(at:)``.
  ///
  /// 0 before `start`, at and after ``end``, for NaN and for a zero-duration spin; at `start`
  /// the launch speed, at the drop the drop speed from both sides.
  public func degreesPerSecond(at seconds: Double) -> Double {
    switch phase(at: seconds) {
    case 0:
      guard seconds >= wheel.start else { return 0 }
      // At the start u = 0 and the speed is exactly v₀; answering directly avoids
      // travel / delay · 0 = ∞ · 0 when the delay is subnormal.
      guard seconds > wheel.start else { return Self.startSpeed(wheel) }
      let delay = dropTime - wheel.start
      let u = (seconds - wheel.start) / delay
      let u2 = u * u
      return Self.startSpeed(wheel) * (3 * u2 - 4 * u + 1) + travel / delay * (6 * u - 6 * u2)
        + Self.endSpeed(wheel) * (3 * u2 - 2 * u)
    case 1:
      return wheel.degreesPerSecond(at: seconds) + rattle(after: seconds - dropTime).speed
    default:
      return 0
    }
  }

  /// The damped wobble `seconds` after the drop: its offset in degrees and its speed in °/s.
  ///
  /// ```
  /// offset = e^(−λs) · Δv/ω · sin(ωs)
  /// speed  = e^(−λs) · Δv · (cos ωs − λ/ω · sin ωs)
  /// ```
  func rattle(after seconds: Double) -> (offset: Double, speed: Double) {
    let omega = 2 * Double.pi * Self.rattleHertz
    let envelope = Elementary.exp(-Self.rattleDecay * seconds)
    let sine = Elementary.sin(omega * seconds)
    let cosine = Elementary.cos(omega * seconds)
    let relative = relativeDropSpeed
    return (
      envelope * relative / omega * sine,
      envelope * relative * (cosine - Self.rattleDecay / omega * sine)
    )
  }

  // MARK: - Landed pose

  /// The landed ball's screen angle, `wheel.endRotation + pocket.degrees` degrees: the pocket's
  /// centre once the wheel has stopped.
  public var landedDegrees: Double { wheel.endRotation + pocket.degrees }
}
