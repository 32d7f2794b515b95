// Choosing the spin that lands a chosen pocket under the resting ball.

extension RouletteWheelSpin {
  /// The most whole turns a landing spin takes, 10⁶: more count as this many.
  public static let maximumTurns = 1_000_000

  /// The spin that brings `pocket` under the ball: two whole turns plus the clockwise offset
  /// that lines the pocket up with the ball's rest direction, over 4.0 s on ``slowingCurve``.
  ///
  /// ```
  /// offset = (ballRestDegrees − pocket.degrees − currentAngle)  mod 360      ∈ [0, 360)
  /// to     = currentAngle + 360 · turns + offset
  /// ```
  ///
  /// so `pocket.degrees + to ≡ ballRestDegrees (mod 360)`: at the end the pocket's centre is
  /// at the ball. Angles are clockwise from 12 o'clock; the default rest direction is 0°,
  /// 12 o'clock (straight up on screen).
  ///
  /// With the defaults the turn is in [720°, 1080°), so the peak speed (the start, where the
  /// curve's slope is 1.6) is `turn · 1.6 / 4 s` ∈ [288, 432) °/s, i.e. 0.8–1.2 rev/s.
  ///
  /// Seed facts (article 002): the spin lasts 4.0 s and covers two turns plus the offset, and
  /// the peak stays within 0.8–1.2 rev/s for every landing.
  ///
  /// Bad input: a non-finite `currentAngle` or `ballRestDegrees` counts as 0; a non-finite
  /// `start` as 0; negative `turns` count as 0 and turns above ``maximumTurns`` (10⁶) as
  /// 10⁶, so that a whole number of turns still leaves the pocket offset exact; a bad
  /// `duration` makes an instant spin that still ends on the same pose. Angles so large that
  /// 360° is below their rounding step (|angle| ≳ 10¹⁵°) give a finite spin that may not
  /// line the pocket up: the offset is lost to rounding.
  ///
  /// - Parameters:
  ///   - pocket: The pocket that must end under the ball.
  ///   - currentAngle: The wheel's rotation on screen now, in degrees.
  ///   - start: When the spin starts, in seconds.
  ///   - ballRestDegrees: The screen direction where the ball comes to rest, in degrees
  ///     clockwise from 12 o'clock; the default is 0.
  ///   - turns: Whole turns before the offset; the default is ``standardTurns`` (2).
  ///   - duration: The spin length in seconds; the default is ``standardDuration`` (4.0).
  ///   - curve: The easing; the default is ``slowingCurve``.
  public static func landing(
    on pocket: RoulettePocket, currentAngle: Double, start: Double,
    ballRestDegrees: Double = 0, turns: Int = RouletteWheelSpin.standardTurns,
    duration: Double = RouletteWheelSpin.standardDuration,
    curve: TimingCurve = RouletteWheelSpin.slowingCurve
  ) -> RouletteWheelSpin {
    let from = currentAngle.isFinite ? currentAngle : 0
    let rest = ballRestDegrees.isFinite ? ballRestDegrees : 0
    let offset = RouletteAngle.normalized(degrees: rest - pocket.degrees - from)
    let whole = 360 * Double(min(max(turns, 0), maximumTurns))
    return RouletteWheelSpin(
      from: from, to: from + whole + (offset.isFinite ? offset : 0), start: start,
      duration: duration, curve: curve)
  }

  /// The same as ``landing(on:currentAngle:start:ballRestDegrees:turns:duration:curve:)``,
  /// with the pocket given by label; `nil` when `wheel` has no pocket with that label.
  public static func landing(
    onLabel label: String, wheel: RouletteWheelType, currentAngle: Double, start: Double,
    ballRestDegrees: Double = 0
  ) -> RouletteWheelSpin? {
    guard let pocket = wheel.pocket(labeled: label) else { return nil }
    return landing(
      on: pocket, currentAngle: currentAngle, start: start, ballRestDegrees: ballRestDegrees)
  }
}
