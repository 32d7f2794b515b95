/// One frame of a spin, as the plots draw it.
public struct RouletteFrame: Hashable, Sendable {
  /// Seconds since the spin started.
  public var seconds: Double
  /// The wheel's rotation, in degrees.
  public var wheelDegrees: Double
  /// The wheel's speed, in degrees per second.
  public var wheelDegreesPerSecond: Double
  /// The wheel's arc-blur angle at the pocket ring, in radians (0 when the blur is off).
  public var wheelBlurRadians: Double
  /// The ball's angle, in degrees.
  public var ballDegrees: Double
  /// The ball's speed, in degrees per second.
  public var ballDegreesPerSecond: Double
  /// The ball's distance from the wheel's centre, in points.
  public var ballRadius: Double
  /// The ball's arc-blur angle at its own shutter, in radians.
  public var ballBlurRadians: Double
}

/// The time series of one spin and its ball (angle, speed, blur angle, ball radius), sampled
/// at a fixed rate: the data the plots of a spin are drawn from.
public enum RouletteTimeSeries {
  /// The most frames ``frames(of:pocketRadius:framesPerSecond:extraSeconds:)`` returns,
  /// 100 000.
  public static let maximumFrameCount = 100_000

  /// Frames from the spin's start to `extraSeconds` after its end, `framesPerSecond` a second.
  ///
  /// - `pocketRadius`: the ring the wheel's blur is measured at (the article's 300-point wheel:
  ///   about 132 points).
  /// - A non-positive or non-finite frame rate gives 60; a negative or non-finite
  ///   `extraSeconds` gives 0; at most ``maximumFrameCount`` (100 000) frames are returned,
  ///   the first 100 000 at the given rate, also when the span times the rate is beyond
  ///   Double's range (a huge rate or `extraSeconds`). A bad `pocketRadius` gives wheel blur 0,
  ///   as ``WheelBlur/angle(degreesPerSecond:outerRadius:shutter:)`` does.
  public static func frames(
    of flight: RouletteBallFlight, pocketRadius: Double, framesPerSecond: Double = 60,
    extraSeconds: Double = 0.5
  ) -> [RouletteFrame] {
    let rate = framesPerSecond.isFinite && framesPerSecond > 0 ? framesPerSecond : 60
    let tail = extraSeconds.isFinite && extraSeconds > 0 ? extraSeconds : 0
    let start = flight.wheel.start
    let span = max(0, flight.end - start) + tail
    // Compare in Double first: Int(…) of a product beyond Int's range would trap.
    let wanted = (span * rate).rounded(.down)
    let count = wanted < Double(maximumFrameCount - 1) ? Int(wanted) + 1 : maximumFrameCount
    return (0..<count).map { index in
      let seconds = Double(index) / rate
      let time = start + seconds
      let wheelSpeed = flight.wheel.degreesPerSecond(at: time)
      return RouletteFrame(
        seconds: seconds, wheelDegrees: flight.wheel.rotation(at: time),
        wheelDegreesPerSecond: wheelSpeed,
        wheelBlurRadians: WheelBlur.angle(
          degreesPerSecond: wheelSpeed, outerRadius: pocketRadius, shutter: WheelBlur.shutter),
        ballDegrees: flight.angle(at: time),
        ballDegreesPerSecond: flight.degreesPerSecond(at: time),
        ballRadius: flight.radius(at: time), ballBlurRadians: flight.blurAngle(at: time))
    }
  }
}
