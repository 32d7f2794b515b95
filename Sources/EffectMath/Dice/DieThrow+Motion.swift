// The throw's motion written once over any scalar: the app's Double poses and the streak
// promise's interval certificate run this same code.

/// Where a thrown die is, how it is turned and how fast it moves at one moment, in any scalar
/// (``DicePose`` is its `Double` form, with the shutter).
public struct DieMotion<Scalar: EffectScalar>: Sendable {
  /// The offset from the resting place, in points (y down).
  public var offset: EffectPoint<Scalar>
  /// The rotation in degrees, clockwise on screen.
  public var degrees: Scalar
  /// The screen velocity in points per second.
  public var velocity: EffectPoint<Scalar>

  /// A motion with the values given.
  @inlinable
  public init(offset: EffectPoint<Scalar>, degrees: Scalar, velocity: EffectPoint<Scalar>) {
    self.offset = offset
    self.degrees = degrees
    self.velocity = velocity
  }
}

extension DieThrow {
  /// Where ``standard(dieSize:directionRadians:spinDegrees:duration:shutter:)`` starts a die
  /// thrown along `directionRadians`, in any scalar: `4 · dieSize · (cos d, sin d)` points.
  @inlinable
  public static func standardStart<S: EffectScalar>(dieSize: Double, directionRadians: S)
    -> EffectPoint<S>
  {
    let distance = S(throwDistanceInDieSizes * dieSize)
    return EffectPoint(
      distance * S.cos(radians: directionRadians), distance * S.sin(radians: directionRadians))
  }

  /// The die's motion at progress `p` = elapsed / duration in [0, 1), in any scalar, for a
  /// throw from `start` spinning `spinDegrees` with this throw's hop height, hops, decay and
  /// duration (``pose(at:)`` passes its own start and spin):
  ///
  /// ```
  /// q = 1 − p,  ω = hops · π,  fade = e^(−decay · p)
  /// offset   = start · q³ + (0, −hopHeight · fade · sin²(ω p))
  /// degrees  = spin · q³
  /// velocity = start · (−3 q² / T) + (0, −(hopHeight / T) · fade · (ω sin(2ω p) − decay sin²(ω p)))
  /// ```
  ///
  /// `Double` callers go through ``pose(at:)``, which handles the rest cases and NaN first.
  @inlinable
  public func motion<S: EffectScalar>(progress p: S, start: EffectPoint<S>, spinDegrees: S)
    -> DieMotion<S>
  {
    let q = S(1) - p
    let omega = Double(hops) * Double.pi
    let fade = S.exponential(-S(decay) * p)
    let sine = S.sin(radians: S(omega) * p)
    let sine2 = S.sin(radians: S(2 * omega) * p)
    let cube = q * q * q
    let offset = EffectPoint(
      start.x * cube, start.y * cube + -S(hopHeight) * fade * sine * sine)
    let slide = S(-3) * q * q / S(duration)
    let hop = -S(hopHeight / duration) * fade * (S(omega) * sine2 - S(decay) * sine * sine)
    return DieMotion(
      offset: offset, degrees: spinDegrees * q * q * q,
      velocity: EffectPoint(start.x * slide, start.y * slide + hop))
  }
}

extension DicePose {
  /// The streak for a die turned `radians` clockwise moving at `velocity`, in any scalar: the
  /// screen velocity times the shutter, rotated back by the die's angle,
  /// `R(−θ) · velocity · shutter`. ``streak()`` is its `Double` form with the bad-input rules.
  @inlinable
  public static func streak<S: EffectScalar>(
    radians: S, velocity: EffectPoint<S>, shutter: Double
  ) -> EffectPoint<S> {
    let c = S.cos(radians: radians)
    let s = S.sin(radians: radians)
    let v = velocity * S(shutter)
    return EffectPoint(c * v.x + s * v.y, -s * v.x + c * v.y)
  }
}
