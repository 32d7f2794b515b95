// The ball's distance from the wheel's centre: the track, the fall, two bounces, the seat.

extension RouletteBallFlight {
  // MARK: - Sizes

  /// The ball's diameter as a fraction of the wheel's diameter, 0.05 (seed fact; it was 0.06,
  /// the same as the rim, and did not fit).
  public static let ballDiameterFraction = 0.05
  /// The rim's width as a fraction of the wheel's diameter, 0.06 (seed fact): the rim is the
  /// band from 0.44 D to 0.5 D, so the pocket ring ends at 0.44 D (132 pt on the 300 pt wheel).
  public static let rimWidthFraction = 0.06
  /// The bounce heights as fractions of the drop height, 30 % then 10 % (seed fact).
  public static let bounceHeights: [Double] = [0.3, 0.1]

  /// The ball's diameter in points, `0.05 · diameter`; the flying and the landed ball share it.
  public var ballDiameter: Double { Self.ballDiameterFraction * diameter }

  /// The rim's outer radius, `0.5 · diameter`: the ball's reach from the wheel's centre, which
  /// the ball's blur promise (``maxSampleOffset``) is computed at (seed fact).
  public var rimRadius: Double { diameter / 2 }

  /// The ball centre's radius on the track, `(0.5 − 0.06 + 0.025) · D = 0.465 · D`.
  ///
  /// The track rides the inner side of the rim (seed fact): the ball's inner edge sits on the
  /// rim's inner edge at 0.44 D, leaving 0.01 D to the outer edge. The exact placement is this
  /// library's reading of the article.
  public var trackRadius: Double {
    (0.5 - Self.rimWidthFraction + Self.ballDiameterFraction / 2) * diameter
  }

  /// The ball centre's radius in its pocket, `(0.44 − 0.025) · D = 0.415 · D`: the ball's
  /// outer edge against the pocket ring's outer edge (this library's choice). The drop height
  /// `trackRadius − seatRadius` is one ball diameter, 0.05 D.
  public var seatRadius: Double {
    (0.5 - Self.rimWidthFraction - Self.ballDiameterFraction / 2) * diameter
  }

  // MARK: - Radius over time

  /// The moments the ball hits the pocket floor: the first fall, the end of the 30 % bounce
  /// and the end of the 10 % bounce, which is ``seatTime``.
  ///
  /// The fall is ballistic in the radius with one constant pull, scaled so the third impact is
  /// the seat time. With `t₀` the time of the first fall from height h:
  ///
  /// ```
  /// t₀ = (seatTime − dropTime) / (1 + 2√0.3 + 2√0.1)
  /// impacts = drop + t₀ · [1,  1 + 2√0.3,  1 + 2√0.3 + 2√0.1]
  /// ```
  ///
  /// A zero-duration spin gives three copies of `start`.
  public var impactTimes: [Double] {
    let units = Self.impactUnits
    guard let last = units.last, last > 0 else { return [] }
    let unit = (seatTime - dropTime) / last
    return units.dropLast().map { dropTime + unit * $0 } + [seatTime]
  }

  /// The impacts in units of the first fall time: 1, 1 + 2√0.3, 1 + 2√0.3 + 2√0.1.
  static var impactUnits: [Double] {
    var units = [1.0]
    for height in bounceHeights {
      units.append((units.last ?? 0) + 2 * height.squareRoot())
    }
    return units
  }

  /// The ball centre's distance from the wheel's centre at `seconds`, in points.
  ///
  /// ```
  /// h = trackRadius − seatRadius,  u = (t − drop) / t₀   (t₀ from impactTimes)
  /// t < drop:                    trackRadius
  /// 0 ≤ u ≤ 1:                   seatRadius + h · (1 − u²)                 (the fall)
  /// bounce k (height pₖ) from impact uₖ:  seatRadius + h · (pₖ − (u − uₖ − √pₖ)²)
  /// t ≥ seatTime:                seatRadius                                (seated)
  /// ```
  ///
  /// Continuous, equal to `seatRadius` only at the two bounce impacts before ``seatTime`` and
  /// from ``seatTime`` on. NaN, times at or after ``end`` and a zero-duration spin give
  /// `seatRadius`; before `start` the ball is on the track.
  public func radius(at seconds: Double) -> Double {
    if phase(at: seconds) == 2 || seconds >= seatTime { return seatRadius }
    if seconds < dropTime { return trackRadius }
    let units = Self.impactUnits
    guard let last = units.last else { return seatRadius }
    let height = trackRadius - seatRadius
    let u = (seconds - dropTime) / ((seatTime - dropTime) / last)
    if u <= 1 { return seatRadius + height * max(1 - u * u, 0) }
    for (index, peak) in Self.bounceHeights.enumerated() where u < units[index + 1] {
      let apex = units[index] + peak.squareRoot()
      return seatRadius + height * max(peak - (u - apex) * (u - apex), 0)
    }
    return seatRadius
  }

  // MARK: - Screen

  /// The ball's centre on screen at `seconds`, for a wheel centred at `center` (points, y down).
  ///
  /// ```
  /// position = center + radius(t) · (sin a, −cos a),  a = angle(t) · π/180
  /// ```
  ///
  /// At and after ``end`` (and for NaN, and for a zero-duration spin) this is exactly
  /// ``landedScreenPosition(center:)``. Non-finite components of `center` count as 0.
  public func screenPosition(at seconds: Double, center: SIMD2<Double>) -> SIMD2<Double> {
    if phase(at: seconds) == 2 { return landedScreenPosition(center: center) }
    return Self.screenPosition(
      degrees: angle(at: seconds), radius: radius(at: seconds), center: center)
  }

  /// Where the landed ball is drawn: the pocket's centre direction at the wheel's end pose, at
  /// ``seatRadius``.
  public func landedScreenPosition(center: SIMD2<Double>) -> SIMD2<Double> {
    Self.landedScreenPosition(
      pocket: pocket, wheelRotation: wheel.endRotation, diameter: diameter, center: center)
  }

  /// Where a ball seated in `pocket` is drawn on a wheel of `diameter` points rotated by
  /// `wheelRotation` degrees: the one definition the flight's end and an idle table share.
  ///
  /// ```
  /// position = center + 0.415 D · (sin a, −cos a)
  /// a        = (wheelRotation + pocket.degrees) · π/180
  /// ```
  ///
  /// Bad input: a non-finite `wheelRotation` counts as 0, a bad `diameter` as 0 (the ball at
  /// the centre), non-finite `center` components as 0.
  public static func landedScreenPosition(
    pocket: RoulettePocket, wheelRotation: Double, diameter: Double, center: SIMD2<Double>
  ) -> SIMD2<Double> {
    let size = diameter.isFinite && diameter > 0 ? diameter : 0
    let rotation = wheelRotation.isFinite ? wheelRotation : 0
    let radius = (0.5 - rimWidthFraction - ballDiameterFraction / 2) * size
    return screenPosition(degrees: rotation + pocket.degrees, radius: radius, center: center)
  }

  /// `center + radius · (sin a, −cos a)` with `a` in degrees reduced to [−180, 180] first.
  static func screenPosition(degrees: Double, radius: Double, center: SIMD2<Double>)
    -> SIMD2<Double>
  {
    let origin = SIMD2(center.x.isFinite ? center.x : 0, center.y.isFinite ? center.y : 0)
    let reduced = degrees.isFinite ? Elementary.remainder(degrees, 360) : 0
    let radians = reduced * Double.pi / 180
    return origin + radius * SIMD2(Elementary.sin(radians), -Elementary.cos(radians))
  }
}
