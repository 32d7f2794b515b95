// A timing curve on the unit square, with the behaviour of SwiftUI's UnitCurve.

/// A curve from (0, 0) to (1, 1) that maps animation progress to eased progress, with the
/// behaviour of SwiftUI's `UnitCurve` (named differently so both modules can be imported in
/// one file).
///
/// ```
/// value(at: p)    = y at the point of the curve whose x is p          (p clamped to [0, 1])
/// velocity(at: p) = dy/dx there   (for a Bézier: y′(t)/x′(t) at the t with x(t) = p)
/// ```
///
/// Rules, all from SwiftUI:
/// - **Progress** is clamped to [0, 1]; NaN progress and −0 count as 0.
/// - **Bézier control points**: x is clamped to [0, 1] when the curve is evaluated (the stored
///   points are kept as given), y is not clamped, so a curve may overshoot above 1 or below 0.
/// - **Velocity** is 1 where x′ = y′ (in particular where both are 0, e.g. at the ends of
///   ``easeIn`` and ``easeOut``), and +∞ or −∞ (the sign of y′) where only x′ = 0. The
///   circular curves have true vertical tangents, which give +∞ as well.
/// - ``linear`` has value p and velocity 1 everywhere.
///
/// The roulette wheel of the seed article spins on
/// `.bezier(startControlPoint: [0.3, 0.48], endControlPoint: [0.7, 1])`, which starts at
/// slope 1.6 and only slows; ``isMonotonicallyDecelerating(samples:tolerance:)`` checks that.
public struct TimingCurve: Hashable, Sendable {
  /// Which family the curve belongs to, with its parameters.
  enum Shape: Hashable, Sendable {
    case linear
    case bezier(start: SIMD2<Double>, end: SIMD2<Double>)
    case circularEaseIn
    case circularEaseOut
    case circularEaseInOut
    /// The inverse of `circularEaseInOut`; reachable only through ``TimingCurve/inverse``.
    case circularEaseOutIn
  }

  let shape: Shape

  init(shape: Shape) {
    self.shape = shape
  }

  // MARK: - Presets

  /// The identity: `value(at: p) = p`, `velocity(at: p) = 1`.
  public static let linear = TimingCurve(shape: .linear)

  /// Starts slowly and ends at full speed: the cubic Bézier (0.42, 0)(1, 1).
  ///
  /// Its velocity is 1 at p = 0 and at p = 1, where x′ = y′ = 0 (SwiftUI's convention; the
  /// geometric end slope would be 1/0.58).
  public static let easeIn = bezier(startControlPoint: [0.42, 0], endControlPoint: [1, 1])

  /// Starts at full speed and ends slowly: the cubic Bézier (0, 0)(0.58, 1).
  public static let easeOut = bezier(startControlPoint: [0, 0], endControlPoint: [0.58, 1])

  /// Starts slowly, speeds up, ends slowly: the cubic Bézier (0.42, 0)(0.58, 1).
  public static let easeInOut = bezier(
    startControlPoint: [0.42, 0], endControlPoint: [0.58, 1])

  /// A quarter circle that starts slowly: `y = 1 − √(1 − x²)`, velocity `x / √(1 − x²)`
  /// (0 at the start, +∞ at the end).
  public static let circularEaseIn = TimingCurve(shape: .circularEaseIn)

  /// A quarter circle that starts fast: `y = √(1 − (1 − x)²)`, velocity
  /// `(1 − x) / √(1 − (1 − x)²)` (+∞ at the start, 0 at the end).
  public static let circularEaseOut = TimingCurve(shape: .circularEaseOut)

  /// ``circularEaseIn`` on the first half and ``circularEaseOut`` on the second, each scaled
  /// by ½:
  ///
  /// ```
  /// y = ½·(1 − √(1 − (2x)²))          for x < ½
  /// y = ½ + ½·√(1 − (2 − 2x)²)        for x ≥ ½
  /// ```
  ///
  /// Velocity is 0 at both ends and +∞ at x = ½, where the two quarter circles meet
  /// vertically.
  public static let circularEaseInOut = TimingCurve(shape: .circularEaseInOut)

  /// A cubic Bézier from (0, 0) through the two control points to (1, 1), like
  /// `UnitCurve.bezier(startControlPoint:endControlPoint:)`.
  ///
  /// ```
  /// B(t) = 3(1 − t)²t·P₁ + 3(1 − t)t²·P₂ + t³,   P₁ = start, P₂ = end
  /// ```
  ///
  /// The points are stored as given (see ``controlPoints``); when the curve is evaluated, x
  /// is clamped to [0, 1] (so x(t) increases and every progress has exactly one point) and y
  /// is used as is, limited only to ±1e300 so the arithmetic cannot overflow.
  ///
  /// Bad input: a NaN coordinate, or an infinite y, has no meaningful curve and gives
  /// ``linear``. An infinite x is clamped like any other x.
  public static func bezier(
    startControlPoint: SIMD2<Double>, endControlPoint: SIMD2<Double>
  ) -> TimingCurve {
    if startControlPoint.x.isNaN || endControlPoint.x.isNaN || !startControlPoint.y.isFinite
      || !endControlPoint.y.isFinite
    {
      return .linear
    }
    return TimingCurve(shape: .bezier(start: startControlPoint, end: endControlPoint))
  }

  // MARK: - Properties

  /// The Bézier control points as stored (x not yet clamped), or `nil` for ``linear`` and
  /// the circular curves.
  public var controlPoints: (start: SIMD2<Double>, end: SIMD2<Double>)? {
    if case .bezier(let start, let end) = shape { return (start, end) }
    return nil
  }

  /// The curve reflected in the diagonal y = x: x and y swap roles, so for a curve that
  /// stays in the unit square, `inverse.value(at: value(at: p)) == p` up to rounding.
  ///
  /// - ``linear`` → ``linear``.
  /// - Bézier (x₁, y₁)(x₂, y₂) → Bézier (y₁, x̂₁)(y₂, x̂₂), where x̂ is x clamped to [0, 1] —
  ///   the x the original curve is evaluated with, so the result is the reflection of the
  ///   curve as drawn. A y outside [0, 1] becomes an x that is clamped in turn: a curve that
  ///   overshoots is not one-to-one and has no true inverse.
  /// - ``circularEaseIn`` ↔ ``circularEaseOut`` exactly: y = 1 − √(1 − x²) solved for x is
  ///   x = √(1 − (1 − y)²).
  /// - ``circularEaseInOut`` → the circular ease-out-in curve, and back:
  ///
  /// ```
  /// y = ½·√(1 − (1 − 2x)²)            for x < ½
  /// y = 1 − ½·√(1 − (2x − 1)²)        for x ≥ ½
  /// ```
  ///
  /// which has velocity +∞ at both ends and 0 at x = ½.
  ///
  /// For a Bézier whose control y lie in [0, 1], `inverse.inverse` evaluates exactly like the
  /// original, and is `==` to it when the control x lie in [0, 1] too. (A y outside [0, 1]
  /// comes back clamped.)
  public var inverse: TimingCurve {
    switch shape {
    case .linear:
      return self
    case .bezier(let start, let end):
      return TimingCurve(
        shape: .bezier(
          start: [start.y, TimingBezier.clampUnit(start.x)],
          end: [end.y, TimingBezier.clampUnit(end.x)]))
    case .circularEaseIn: return .circularEaseOut
    case .circularEaseOut: return .circularEaseIn
    case .circularEaseInOut: return TimingCurve(shape: .circularEaseOutIn)
    case .circularEaseOutIn: return .circularEaseInOut
    }
  }

  // MARK: - Evaluation

  /// Progress clamped to [0, 1], NaN to 0; −0 becomes +0, so a slope of 1/x at the start is
  /// +∞ rather than −∞.
  @inline(__always) static func clampProgress(_ progress: Double) -> Double {
    progress.isNaN ? 0 : (progress <= 0 ? 0 : (progress > 1 ? 1 : progress))
  }

  /// The eased value at `progress`: y at the point of the curve whose x is `progress`.
  ///
  /// ```
  /// p = clamp(progress, 0, 1)        (NaN → 0)
  /// Bézier:   solve x(t) = p (Newton with bisection fallback, t to ~2⁻⁵²), return y(t)
  /// circular: the closed forms of ``circularEaseIn`` and friends
  /// ```
  ///
  /// `value(at: 0) = 0` and `value(at: 1) = 1` exactly for every curve. A Bézier whose
  /// control y leaves [0, 1] may return values outside [0, 1] in between (overshoot).
  public func value(at progress: Double) -> Double {
    let p = Self.clampProgress(progress)
    switch shape {
    case .linear: return p
    case .bezier(let start, let end): return TimingBezier(start: start, end: end).value(at: p)
    case .circularEaseIn: return TimingCircular.easeIn(p)
    case .circularEaseOut: return TimingCircular.easeOut(p)
    case .circularEaseInOut: return TimingCircular.easeInOut(p)
    case .circularEaseOutIn: return TimingCircular.easeOutIn(p)
    }
  }

  /// The slope dy/dx of the curve at `progress` (1 means "as fast as linear").
  ///
  /// ```
  /// p = clamp(progress, 0, 1)        (NaN → 0)
  /// Bézier:   y′(t) / x′(t) at the t with x(t) = p
  ///           1 where x′(t) = y′(t) (both 0 included), ±∞ (sign of y′) where only x′(t) = 0
  /// linear:   1
  /// circular: the derivatives of the closed forms; +∞ at vertical tangents
  /// ```
  ///
  /// Multiply by the total change and divide by the duration to get a rate: the seed's
  /// wheel turns at `(to − from) · velocity(at: p) / duration` degrees per second.
  public func velocity(at progress: Double) -> Double {
    let p = Self.clampProgress(progress)
    switch shape {
    case .linear: return 1
    case .bezier(let start, let end):
      return TimingBezier(start: start, end: end).velocity(at: p)
    case .circularEaseIn: return TimingCircular.easeInSlope(p)
    case .circularEaseOut: return TimingCircular.easeOutSlope(p)
    case .circularEaseInOut: return TimingCircular.easeInOutSlope(p)
    case .circularEaseOutIn: return TimingCircular.easeOutInSlope(p)
    }
  }
}
