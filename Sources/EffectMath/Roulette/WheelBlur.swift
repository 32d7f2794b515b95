// How long the wheel's motion-blur arc is: the wheel treated as a camera with a shutter.

/// The wheel's motion blur: the arc the wheel turns through while a camera shutter is open,
/// and the layer-effect promise (`maxSampleOffset`) that arc needs.
///
/// ```
/// angle           = min(|ω| · π/180 · shutter, maxAngle)     [rad], ω in °/s
///                   0 when angle · outerRadius < minArc      (blur off)
/// maxSampleOffset = ceil(2R · sin(maxAngle / 4))              in both axes [pt]
/// ```
///
/// Seed facts (article 002): shutter 1/60 s for the wheel and 1/120 s for the ball, a
/// 0.35 rad cap, blur off when the rim would move less than 0.5 pt, samples every 1.5 pt of
/// arc, at most 24 samples. On the 300-point wheel (pocket radius about 132 pt) about
/// 1 rev/s gives about 0.10 rad, about 14 pt at the rim; the blur switches off below about
/// 13 °/s; the promise is 24 pt.
public enum WheelBlur {
  /// The wheel's shutter, 1/60 s.
  public static let shutter = 1.0 / 60
  /// The flying ball's shorter shutter, 1/120 s.
  public static let ballShutter = 1.0 / 120
  /// The cap on the blur angle, 0.35 rad.
  public static let maxAngle = 0.35
  /// The shortest rim arc still blurred, 0.5 pt; shorter arcs switch the blur off.
  public static let minArc = 0.5
  /// The arc length between samples the kernel aims for, 1.5 pt.
  public static let sampleSpacing = 1.5
  /// The most samples one pixel takes, 24.
  public static let maxSamples = 24
  /// The hard ceiling on samples per pixel whatever `maxSamples` says, 4096: the kernel
  /// port's cap, where Metal's `int(…)` of a huge count would be undefined or loop for ever.
  public static let sampleLimit = 4096

  // MARK: - Angle

  /// The blur angle in radians for a wheel turning at `degreesPerSecond`, or 0 when the blur
  /// is off.
  ///
  /// ```
  /// angle = min(|degreesPerSecond| · π/180 · shutter, maxAngle)
  /// angle = 0   when angle · outerRadius < minArc
  /// ```
  ///
  /// The sign of the speed does not matter (the arc is centred on the pixel). ±∞ speed gives
  /// the cap. Bad input gives 0 (blur off): NaN speed, a NaN, infinite, zero or negative
  /// `outerRadius` (a zero-size wheel has nothing to blur), a NaN, infinite, zero or
  /// negative `shutter`.
  ///
  /// - Parameters:
  ///   - degreesPerSecond: The wheel's angular speed.
  ///   - outerRadius: The radius of the blurred ring in points (the pocket radius).
  ///   - shutter: The exposure in seconds; the default is ``shutter`` (1/60 s).
  public static func angle(
    degreesPerSecond: Double, outerRadius: Double, shutter: Double = WheelBlur.shutter
  ) -> Double {
    guard !degreesPerSecond.isNaN, outerRadius.isFinite, outerRadius > 0, shutter.isFinite,
      shutter > 0
    else { return 0 }
    let angle = min(abs(degreesPerSecond) * Double.pi / 180 * shutter, maxAngle)
    return angle * outerRadius < minArc ? 0 : angle
  }

  /// The slowest speed, in degrees per second, at which
  /// ``angle(degreesPerSecond:outerRadius:shutter:)`` is still non-zero: where the rim arc
  /// equals ``minArc``.
  ///
  /// ```
  /// threshold = minArc / outerRadius / shutter · 180/π
  /// ```
  ///
  /// For the 300-point wheel's 132 pt pocket ring at 1/60 s this is
  /// `0.5 / 132 · 60 · 180/π ≈ 13.02 °/s` (the seed's "below 13 degrees a second"). Speeds
  /// just above are blurred, speeds below are not; at the value itself rounding decides.
  /// Bad input (as for the angle) gives +∞: the blur is never on. So does a threshold beyond
  /// Double's range (a subnormal radius or shutter).
  public static func offThresholdDegreesPerSecond(
    outerRadius: Double, shutter: Double = WheelBlur.shutter
  ) -> Double {
    guard outerRadius.isFinite, outerRadius > 0, shutter.isFinite, shutter > 0 else {
      return .infinity
    }
    return minArc / outerRadius / shutter * 180 / Double.pi
  }

  // MARK: - Promise

  /// The layer effect's `maxSampleOffset` for a ring of radius `outerRadius` blurred by at
  /// most `maxAngle`: the chord to the farthest sample, rounded up, in both axes.
  ///
  /// ```
  /// offset = ceil(2 · outerRadius · sin(min(maxAngle, 2π) / 4))
  /// ```
  ///
  /// The samples are centred on the pixel, so the farthest is `maxAngle / 2` away along a
  /// circle of radius r ≤ outerRadius, a chord of `2r · sin(maxAngle / 4)`; each axis is at
  /// most that. For R = 132 and 0.35 rad: `2 · 132 · sin(0.0875) = 23.07 → 24` pt (the full
  /// arc R · θ would say 46).
  ///
  /// Bad input gives zero (nothing to promise): a NaN, infinite, zero or negative radius or
  /// angle. Angles above 2π count as 2π (the arc cannot reach farther than the diameter).
  /// A chord beyond Double's range (a radius near `greatestFiniteMagnitude`) gives
  /// `greatestFiniteMagnitude`, so the promise is always finite.
  public static func maxSampleOffset(
    outerRadius: Double, maxAngle: Double = WheelBlur.maxAngle
  ) -> SIMD2<Double> {
    guard outerRadius.isFinite, outerRadius > 0, maxAngle.isFinite, maxAngle > 0 else {
      return .zero
    }
    // R · (2 sin) rounds exactly like (2R) · sin (doubling is exact) but cannot overflow
    // before the product itself does.
    let chord = (outerRadius * (2 * Elementary.sin(min(maxAngle, 2 * Double.pi) / 4)))
      .rounded(.up)
    return SIMD2(repeating: min(chord, .greatestFiniteMagnitude))
  }
}
