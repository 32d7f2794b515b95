// The tilt card demo's resting point: a slow circle around the card's centre.

/// A resting point that circles the card's centre, so an untouched tilt card keeps moving.
///
/// ```
/// φ     = radiansPerSecond · seconds                     (seed: seconds · 1.6)
/// point = (0.5 + radius · cos φ, 0.5 + radius · sin φ)    (seed: radius 0.45)
/// ```
///
/// The point is always `radius` from the centre, so with `radius ≤ 0.5` it stays inside the
/// card: with the seed's 0.45, each coordinate stays in [0.05, 0.95] and a ``TouchTilt``
/// leans at most `0.9 · maxAngle` per axis (12.6 degrees at 14). One turn takes
/// `2π / 1.6 ≈ 3.93` seconds. Under Reduce Motion the seed passes no resting point at all
/// (`nil`), which keeps the card flat; ``point(seconds:reduceMotion:)`` does the same.
public struct RestingOrbit: Sendable, Hashable {
  /// The seed's radius, in unit-point coordinates.
  public static let defaultRadius = 0.45
  /// The seed's angular speed: `time · 1.6`, in radians per second.
  public static let defaultRadiansPerSecond = 1.6

  /// The circle's radius as stored: clamped to [0, 0.5] so the point stays inside the card;
  /// NaN becomes 0 (the point stays at the centre).
  public let radius: Double
  /// The angular speed as stored: finite values unchanged (negative turns the other way),
  /// NaN or ±∞ becomes 0 (the point stays at angle 0).
  public let radiansPerSecond: Double

  /// An orbit of `radius` turning at `radiansPerSecond`; see the stored properties for how
  /// bad values are cleaned.
  public init(
    radius: Double = RestingOrbit.defaultRadius,
    radiansPerSecond: Double = RestingOrbit.defaultRadiansPerSecond
  ) {
    self.radius = TiltInput.clamp(radius, 0, 0.5, nan: 0)
    self.radiansPerSecond = radiansPerSecond.isFinite ? radiansPerSecond : 0
  }

  /// The resting point at `seconds` (any reference, e.g. time since a reference date).
  ///
  /// A NaN or infinite time, or a phase `radiansPerSecond · seconds` that overflows, gives the
  /// point at φ = 0, `(0.5 + radius, 0.5)`, which is still on the circle. The result is
  /// clamped to [0, 1]² to absorb rounding.
  public func point(seconds: Double) -> SIMD2<Double> {
    var phase = radiansPerSecond * seconds
    if !phase.isFinite { phase = 0 }
    let x = 0.5 + radius * Elementary.cos(phase)
    let y = 0.5 + radius * Elementary.sin(phase)
    return SIMD2(min(max(x, 0), 1), min(max(y, 0), 1))
  }

  /// ``point(seconds:)``, or `nil` under Reduce Motion: no resting point, so the card stays
  /// flat while nobody touches it.
  public func point(seconds: Double, reduceMotion: Bool) -> SIMD2<Double>? {
    reduceMotion ? nil : point(seconds: seconds)
  }
}
