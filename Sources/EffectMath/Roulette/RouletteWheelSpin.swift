// The wheel's spin as a plain value: angle and angular speed at any time.

/// One spin of the roulette wheel from `from` to `to` degrees, eased by `curve`, evaluated at
/// any time so a renderer can read both the angle and the speed on every frame.
///
/// ```
/// progress(t)         = clamp((t − start) / duration, 0, 1)
/// rotation(t)         = from + (to − from) · curve.value(progress(t))                 [degrees]
/// degreesPerSecond(t) = (to − from) · curve.velocity(progress(t)) / duration          [°/s]
///                       for start ≤ t < end, 0 otherwise
/// ```
///
/// Times are seconds on any clock the caller chooses (for example seconds since a reference
/// date); only differences matter. Rotations are clockwise degrees, as a rotation effect
/// turns a view.
///
/// Seed facts (article 002): SwiftUI's animation hides the velocity, so the spin is driven by
/// hand from a clock and `UnitCurve`'s `value(at:)` and `velocity(at:)`. The wheel spins two
/// turns plus the offset to the target pocket over 4.0 s on
/// `.bezier(startControlPoint: [0.3, 0.48], endControlPoint: [0.7, 1])`, peaking at 0.8–1.2
/// rev/s and only slowing down. An interrupted spin restarts from the angle on screen, and a
/// stopped clock draws the exact end pose (``endRotation`` at ``end``).
///
/// Bad input (sanitised by the initialiser, so every pose is finite): a non-finite `from`
/// becomes 0; a non-finite `to` becomes `from` (no turn), and so does a `to` whose turn
/// `to − from` is beyond Double's range; a non-finite `start` becomes 0; a NaN, infinite,
/// zero or negative `duration` becomes 0, which makes the spin instant (progress 1, end
/// pose, speed 0 at every time). The speed is never NaN; it is ±∞ only where the true speed
/// is beyond Double's range (a subnormal `duration`) or the curve's velocity is infinite. A
/// `start` so large that `start + duration` rounds to `start` (|start| beyond about 2⁵³ ×
/// duration) ends where it starts: it shows `from` at that very time and `to` after it.
public struct RouletteWheelSpin: Hashable, Sendable {
  /// The seed wheel's curve, `.bezier(startControlPoint: [0.3, 0.48], endControlPoint:
  /// [0.7, 1])`: starts at slope 1.6 and only slows down.
  public static let slowingCurve = TimingCurve.bezier(
    startControlPoint: [0.3, 0.48], endControlPoint: [0.7, 1])

  /// The seed's spin length, 4.0 seconds.
  public static let standardDuration = 4.0

  /// The seed's whole turns per landing spin, 2.
  public static let standardTurns = 2

  /// The rotation at and before `start`, in degrees.
  public let from: Double
  /// The rotation at and after ``end``, in degrees.
  public let to: Double
  /// When the spin starts, in seconds.
  public let start: Double
  /// How long the spin lasts, in seconds; 0 for an instant spin.
  public let duration: Double
  /// The easing from `from` to `to`.
  public let curve: TimingCurve

  /// Makes a spin; see the type for how non-finite or negative values are sanitised.
  ///
  /// - Parameters:
  ///   - from: The starting rotation in degrees.
  ///   - to: The final rotation in degrees.
  ///   - start: The start time in seconds.
  ///   - duration: The length in seconds.
  ///   - curve: The easing; the default is ``slowingCurve``.
  public init(
    from: Double, to: Double, start: Double, duration: Double,
    curve: TimingCurve = RouletteWheelSpin.slowingCurve
  ) {
    let safeFrom = from.isFinite ? from : 0
    self.from = safeFrom
    self.to = to.isFinite && (to - safeFrom).isFinite ? to : safeFrom
    self.start = start.isFinite ? start : 0
    self.duration = duration.isFinite && duration > 0 ? duration : 0
    self.curve = curve
  }

  // MARK: - Pose

  /// When the spin ends, `start + duration` seconds.
  public var end: Double { start + duration }

  /// The exact end pose, `to` degrees: what a renderer draws once its clock has stopped,
  /// instead of whatever its last frame happened to be.
  public var endRotation: Double { to }

  /// The total turn, `to − from` degrees.
  public var totalDegrees: Double { to - from }

  /// The fraction of the spin's time elapsed at `seconds`, in [0, 1].
  ///
  /// ```
  /// progress = clamp((seconds − start) / duration, 0, 1)
  /// ```
  ///
  /// Edge cases: `duration == 0` gives 1 (an instant spin is always finished); NaN `seconds`
  /// gives 1 (end pose, no speed, so a bad clock never leaves the blur on); −∞ gives 0 and
  /// +∞ gives 1.
  public func progress(at seconds: Double) -> Double {
    guard duration > 0, !seconds.isNaN else { return 1 }
    let raw = (seconds - start) / duration
    return raw.isNaN ? 1 : min(max(raw, 0), 1)
  }

  /// The wheel's rotation at `seconds`, in degrees.
  ///
  /// ```
  /// rotation = from + (to − from) · curve.value(progress(at: seconds))
  /// ```
  ///
  /// Exactly `from` at and before `start`, exactly `to` at and after ``end`` (the branch
  /// avoids `from + (to − from) · 1` rounding away from `to`). NaN `seconds` gives `to`.
  public func rotation(at seconds: Double) -> Double {
    let p = progress(at: seconds)
    if p >= 1 { return to }
    if p <= 0 { return from }
    return from + (to - from) * curve.value(at: p)
  }

  /// The wheel's angular speed at `seconds`, in degrees per second (signed like `to − from`).
  ///
  /// ```
  /// degreesPerSecond = (to − from) · curve.velocity(progress) / duration
  ///                                                      for start ≤ t < end, 0 otherwise
  /// ```
  ///
  /// At `start` itself this is the starting speed (the right-hand derivative); before `start`
  /// the wheel has not moved yet, so the speed is 0, matching the derivative of
  /// ``rotation(at:)`` (the seed's version clamps progress and reports the starting speed
  /// early; this one does not). At and after ``end``, for an instant spin, for a spin with
  /// no turn (`to == from`) and for NaN `seconds`, it is 0. A curve whose velocity is
  /// infinite somewhere gives ±∞ there, and a speed beyond Double's range (a subnormal
  /// `duration`) gives ±∞; an intermediate product that overflows while the speed itself
  /// fits (a turn near `greatestFiniteMagnitude`) is computed in the other order instead.
  public func degreesPerSecond(at seconds: Double) -> Double {
    guard duration > 0, seconds >= start, to != from else { return 0 }
    let p = progress(at: seconds)
    guard p < 1 else { return 0 }
    let velocity = curve.velocity(at: p)
    let speed = (to - from) * velocity / duration
    return speed.isFinite ? speed : (to - from) / duration * velocity
  }

  /// The wheel's speed at `seconds` in revolutions per second, `|degreesPerSecond| / 360`.
  public func revolutionsPerSecond(at seconds: Double) -> Double {
    abs(degreesPerSecond(at: seconds)) / 360
  }

  // MARK: - Interruption

  /// A new spin that starts at `seconds` from the angle this spin shows then.
  ///
  /// ```
  /// RouletteWheelSpin(from: rotation(at: seconds), to: to, start: seconds,
  ///                   duration: duration, curve: curve)
  /// ```
  ///
  /// Seed fact (article 002): once the spin is driven by hand, SwiftUI no longer redirects an
  /// interrupted animation, so the next spin must start from whatever angle is on screen.
  /// Bad input: NaN or ±∞ `seconds` starts the new spin at time 0 from this spin's end pose
  /// (``endRotation``; −∞ too, although ``rotation(at:)`` gives `from` there); the other
  /// arguments are sanitised as in the initialiser.
  public func interrupted(at seconds: Double, to target: Double, duration newDuration: Double)
    -> RouletteWheelSpin
  {
    RouletteWheelSpin(
      from: seconds.isFinite ? rotation(at: seconds) : endRotation, to: target, start: seconds,
      duration: newDuration, curve: curve)
  }
}
