/// Where a thrown die is at one moment: its offset, its rotation and its screen velocity.
///
/// Seed fact (article 002, "Devil's Dance — Throwing the Dice"): the blur runs in the die's own
/// frame, before `rotationEffect`, so the streak handed to the blur is the screen velocity
/// rotated back by the die's current angle; the blur is enabled only while `speed > 0`.
public struct DicePose: Hashable, Sendable {
  /// The die's offset from its resting place, in points (y down, as on screen).
  public var offset: SIMD2<Double>
  /// The die's rotation in degrees, as passed to `rotationEffect(.degrees(_:))` (clockwise on
  /// screen).
  public var degrees: Double
  /// The die's velocity on screen, in points per second.
  public var velocity: SIMD2<Double>
  /// The shutter in seconds: how long one frame's streak is exposed.
  public var shutter: Double

  /// Creates a pose; the values are stored as given (``speed``, ``isBlurEnabled`` and
  /// ``streak()`` say what bad values give).
  public init(offset: SIMD2<Double>, degrees: Double, velocity: SIMD2<Double>, shutter: Double) {
    self.offset = offset
    self.degrees = degrees
    self.velocity = velocity
    self.shutter = shutter
  }

  /// The die at rest: no offset, no rotation, no velocity, no blur.
  public static let rest = DicePose(offset: .zero, degrees: 0, velocity: .zero, shutter: 0)

  /// The screen speed `|velocity|` in points per second; 0 at rest.
  ///
  /// Bad input: NaN in a component gives NaN and ±∞ gives +∞. Components whose squares
  /// overflow or underflow (near `greatestFiniteMagnitude`, or subnormal) are scaled first,
  /// so the speed is +∞ only when `|velocity|` itself is beyond Double's range.
  public var speed: Double {
    let (x, y) = (velocity.x, velocity.y)
    let direct = (x * x + y * y).squareRoot()
    if direct.isFinite && (direct > 0 || (x == 0 && y == 0)) { return direct }
    if x.isNaN || y.isNaN { return .nan }
    let largest = max(abs(x), abs(y))
    guard largest.isFinite else { return .infinity }
    let (a, b) = (x / largest, y / largest)
    return largest * (a * a + b * b).squareRoot()
  }

  /// Whether the blur runs: `speed > 0` (the modifier's `isEnabled`) for a finite velocity.
  ///
  /// A velocity with a NaN or infinite component turns the blur off (its ``streak()`` is then
  /// zero).
  public var isBlurEnabled: Bool { velocity.x.isFinite && velocity.y.isFinite && speed > 0 }

  /// The blur's streak in the die's own frame, in points: the screen velocity times the
  /// shutter, rotated back by the die's angle θ.
  ///
  /// ```
  /// s = velocity · shutter
  /// streak = R(−θ) · s = (cos θ · sx + sin θ · sy,  −sin θ · sx + cos θ · sy)
  /// ```
  ///
  /// `rotationEffect` maps a vector v of the die's frame to `R(θ) · v` on screen (y down,
  /// clockwise), so this streak, once rotated with the die, lies along the screen velocity.
  /// Its length is `speed · shutter`; the blur samples `pixel ± streak / 2`. At rest it is 0.
  ///
  /// Bad input: a NaN or infinite `degrees` counts as 0 (the streak is not turned); huge
  /// degrees are reduced modulo 360 first. A streak that is not finite (NaN or ±∞ in the
  /// velocity or the shutter, or a product beyond Double's range) is zero: no blur, never a
  /// NaN streak for the shader.
  public func streak() -> SIMD2<Double> {
    var radians = degrees.isFinite ? degrees * Double.pi / 180 : 0
    if !radians.isFinite { radians = Elementary.remainder(degrees, 360) * Double.pi / 180 }
    let streak = Self.streak(radians: radians, velocity: EffectPoint(velocity), shutter: shutter)
      .vector
    return streak.x.isFinite && streak.y.isFinite ? streak : .zero
  }
}
