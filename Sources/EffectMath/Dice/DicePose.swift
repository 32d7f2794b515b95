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

  /// Creates a pose.
  public init(offset: SIMD2<Double>, degrees: Double, velocity: SIMD2<Double>, shutter: Double) {
    self.offset = offset
    self.degrees = degrees
    self.velocity = velocity
    self.shutter = shutter
  }

  /// The die at rest: no offset, no rotation, no velocity, no blur.
  public static let rest = DicePose(offset: .zero, degrees: 0, velocity: .zero, shutter: 0)

  /// The screen speed `|velocity|` in points per second; 0 at rest.
  public var speed: Double { (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot() }

  /// Whether the blur runs: `speed > 0` (the modifier's `isEnabled`).
  public var isBlurEnabled: Bool { speed > 0 }

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
  public func streak() -> SIMD2<Double> {
    let radians = degrees * Double.pi / 180
    let c = Elementary.cos(radians)
    let s = Elementary.sin(radians)
    let v = velocity * shutter
    return SIMD2(c * v.x + s * v.y, -s * v.x + c * v.y)
  }
}
