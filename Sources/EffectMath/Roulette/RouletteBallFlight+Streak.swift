// How solid the flying ball looks under its arc blur, and the blur promise it needs.

extension RouletteBallFlight {
  // MARK: - Blur

  /// The largest blur angle the flying ball needs, in radians: its launch speed over the
  /// ball's shutter, `990 · π/180 / 120 ≈ 0.144` rad.
  public static let maxBlurAngle = launchDegreesPerSecond * Double.pi / 180 * WheelBlur.ballShutter

  /// The ball layer's `maxSampleOffset`: the wheel blur's chord promise at the ball's reach
  /// (``rimRadius``) and ``maxBlurAngle``.
  ///
  /// ```
  /// offset = ceil(2 · 0.5 D · sin(maxBlurAngle / 4))
  /// ```
  ///
  /// Seed fact (article 002): on the 300 pt wheel this is 11 pt (27 pt with the wheel's
  /// 0.35 rad cap). Zero for a zero-size wheel.
  public var maxSampleOffset: SIMD2<Double> { Self.maxSampleOffset(diameter: diameter) }

  /// The ball layer's `maxSampleOffset` on a wheel `diameter` points across, without a flight:
  /// the chord promise at the rim radius `diameter / 2` and ``maxBlurAngle`` (11 pt at 300 pt).
  /// Bad diameters (NaN, infinite, zero or negative) give zero.
  public static func maxSampleOffset(diameter: Double) -> SIMD2<Double> {
    WheelBlur.maxSampleOffset(outerRadius: diameter / 2, maxAngle: maxBlurAngle)
  }

  /// The ball's blur angle at `seconds` in radians: the wheel blur's angle for the ball's
  /// screen speed at ``rimRadius`` with the ball's shutter, 1/120 s (0 when off).
  public func blurAngle(at seconds: Double) -> Double {
    WheelBlur.angle(
      degreesPerSecond: degreesPerSecond(at: seconds), outerRadius: rimRadius,
      shutter: WheelBlur.ballShutter)
  }

  // MARK: - Streak opacity

  /// The peak opacity of the flying ball's streak: an opaque dot of diameter `d` averaged
  /// over the arc its centre sweeps while the shutter is open.
  ///
  /// ```
  /// θ   = min(|ω| · π/180 · shutter, WheelBlur.maxAngle)      arc angle [rad]
  /// L   = θ · trackRadius = θ · 0.465 D                        arc length [pt]
  /// d   = 0.05 D                                               ball diameter [pt]
  /// peak = min(1, d / L) = min(1, 0.05 / (0.465 · θ))
  /// ```
  ///
  /// A point on the track sees the dot for `d` of the `L` points the dot's centre sweeps (a
  /// box of width d blurred by a box of width L peaks at d / L), so the peak does not depend
  /// on the wheel's size. At the launch speed, 990 °/s: about 0.373 at 1/60 s and 0.747 at
  /// 1/120 s (an 18 pt ball on a 360 pt wheel sweeps about 48 pt and 24 pt).
  ///
  /// Seed fact (article 002): at 1/60 the streak is about a third opaque (an 18 pt dot over
  /// roughly 41 pt of arc, a ghost trail); the ball's 1/120 shutter roughly doubles it, from
  /// about 0.37 to about 0.75.
  ///
  /// Bad input: a NaN, infinite, zero or negative `shutter`, or a NaN speed, means no blur,
  /// so the dot is solid (1). A zero speed also gives 1; ±∞ speed gives the cap.
  ///
  /// - Parameters:
  ///   - shutter: The exposure in seconds, for example ``WheelBlur/shutter`` or
  ///     ``WheelBlur/ballShutter``.
  ///   - degreesPerSecond: The ball's screen speed; the default is the launch speed, 990.
  public static func peakStreakOpacity(
    shutter: Double, degreesPerSecond: Double = launchDegreesPerSecond
  ) -> Double {
    guard shutter.isFinite, shutter > 0, !degreesPerSecond.isNaN else { return 1 }
    let angle = min(abs(degreesPerSecond) * Double.pi / 180 * shutter, WheelBlur.maxAngle)
    let arc = angle * (0.5 - rimWidthFraction + ballDiameterFraction / 2)
    guard arc > ballDiameterFraction else { return 1 }
    return ballDiameterFraction / arc
  }
}
