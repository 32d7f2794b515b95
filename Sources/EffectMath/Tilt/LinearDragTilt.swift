// The product card's drag tilt: degrees proportional to the drag, and a bounded variant.

/// The product card's tilt: the drag in points divided by a constant gives degrees.
///
/// ```
/// k     = pointsPerDegree                        seed: 12 (basic card), 18 (shop variant)
/// yaw   =  translation.x / k                     negated in a right-to-left layout
/// pitch = −translation.y / k
/// ```
///
/// The seed's mapping is unbounded: a 360-point drag turns the card 30 degrees, a long drag
/// can turn it edge-on or past. ``boundedRotation(translation:limitDegrees:direction:reduceMotion:)``
/// saturates instead, with the same slope at 0:
///
/// ```
/// bounded(d) = L · tanh(d / k / L)        |bounded| < L,  bounded′(0) = 1 / k
/// 0 ≤ linear(d) − bounded(d) ≤ L · u³ / 3 for d ≥ 0, where u = d / (k · L)
/// ```
///
/// With k = 12 and the default L = 20, a 60-point drag gives 5 degrees linear and
/// 4.898 bounded; 240 points give 20 and 15.23; the bounded card never reaches 20.
///
/// The seed does not reverse the yaw in a right-to-left layout; `.leftToRight` reproduces
/// it exactly, and `.rightToLeft` negates the yaw as ``DragTilt`` does, so the card leans
/// toward the finger in both. Seed facts: rotation `drag / 12` (`drag / 18` in the shop
/// card), spring back with `.spring(response: 0.4, dampingFraction: 0.7)`.
public struct LinearDragTilt: Sendable, Hashable {
  /// The seed's basic card: 12 points of drag per degree.
  public static let defaultPointsPerDegree = 12.0
  /// The seed's shop variant: 18 points of drag per degree.
  public static let shopPointsPerDegree = 18.0
  /// The bound ``boundedRotation(translation:limitDegrees:direction:reduceMotion:)`` uses by
  /// default, in degrees. Not from the seed: chosen so that drags up to about 60 points
  /// differ from the seed's linear map by under 0.11 degrees.
  public static let defaultLimitDegrees = 20.0
  /// The seed's spring-back response in seconds, for `DampedSpring`.
  public static let springResponseSeconds = 0.4
  /// The seed's spring-back damping fraction, for `DampedSpring`.
  public static let springDampingFraction = 0.7

  /// Points of drag per degree of turn, as given.
  public let pointsPerDegree: Double

  /// A linear tilt of `pointsPerDegree` points per degree, stored as given.
  ///
  /// A zero, negative, NaN or infinite value, or one so small that `1 / pointsPerDegree`
  /// overflows, is unusable: the card never tilts (slope 0).
  public init(pointsPerDegree: Double = LinearDragTilt.defaultPointsPerDegree) {
    self.pointsPerDegree = pointsPerDegree
  }

  /// Degrees of turn per point of drag: `1 / pointsPerDegree`, or 0 for a value the
  /// initialiser documents as unusable.
  public var degreesPerPoint: Double {
    isUsable ? 1 / pointsPerDegree : 0
  }

  private var isUsable: Bool {
    pointsPerDegree.isFinite && pointsPerDegree > 0 && (1 / pointsPerDegree).isFinite
  }

  // MARK: - Seed mapping (unbounded)

  /// The seed's angle for a drag of `points` on one axis: `points / pointsPerDegree`, the
  /// same division the seed does, so the result is bit-for-bit the seed's.
  ///
  /// NaN gives 0, and so does an unusable `pointsPerDegree`. The map is unbounded: ±∞ or a
  /// quotient that overflows gives ±`Double.greatestFiniteMagnitude`, the only finite
  /// stand-in for "unbounded".
  public func degrees(points: Double) -> Double {
    guard !points.isNaN, isUsable else { return 0 }
    let turn = points / pointsPerDegree
    return min(max(turn, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
  }

  /// The seed's rotation for a drag: `yaw = x / k` (negated right to left), `pitch = −y / k`;
  /// ``TiltRotation/flat`` under Reduce Motion. Bad values as in ``degrees(points:)``.
  public func rotation(
    translation: SIMD2<Double>, direction: WritingDirection, reduceMotion: Bool
  ) -> TiltRotation {
    guard !reduceMotion else { return .flat }
    let yaw = degrees(points: translation.x)
    return TiltRotation(
      pitchDegrees: -degrees(points: translation.y),
      yawDegrees: direction == .rightToLeft ? -yaw : yaw)
  }

  // MARK: - Bounded variant

  /// A saturating angle for a drag of `points`: `L · tanh(points / k / L)`, within ±L, odd,
  /// increasing, with slope `1 / k` at 0 like the seed's map.
  ///
  /// Mathematically |bounded| < L; in `Double` it reaches ±L once tanh rounds to ±1, beyond
  /// about 19 · k · L points. `limitDegrees` is used by its magnitude; NaN, ±∞ or 0 gives 0
  /// (no tilt), as does an unusable `pointsPerDegree`. A NaN drag gives 0, ±∞ gives ±L.
  public func boundedDegrees(points: Double, limitDegrees: Double) -> Double {
    let limit = TiltInput.maxAngle(limitDegrees)
    guard !points.isNaN, limit > 0, isUsable else { return 0 }
    // The linear angle may overflow for huge drags; tanh(±∞) = ±1 handles that.
    return limit * Elementary.tanh(points / pointsPerDegree / limit)
  }

  /// The bounded rotation for a drag: ``boundedDegrees(points:limitDegrees:)`` per axis, the
  /// yaw negated right to left, the pitch negated as in the seed; flat under Reduce Motion.
  public func boundedRotation(
    translation: SIMD2<Double>, limitDegrees: Double = LinearDragTilt.defaultLimitDegrees,
    direction: WritingDirection, reduceMotion: Bool
  ) -> TiltRotation {
    guard !reduceMotion else { return .flat }
    let yaw = boundedDegrees(points: translation.x, limitDegrees: limitDegrees)
    return TiltRotation(
      pitchDegrees: -boundedDegrees(points: translation.y, limitDegrees: limitDegrees),
      yawDegrees: direction == .rightToLeft ? -yaw : yaw)
  }
}
