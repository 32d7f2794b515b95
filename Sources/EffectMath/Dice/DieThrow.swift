/// A die thrown across the tray: a cubic slide in from `start` plus decaying hops, driven by
/// the elapsed time of a keyframe animation that runs from 0 to `duration`.
///
/// With progress `p = clamp(elapsed / T, 0, 1)`, `q = 1 − p`, `ω = n·π` for `n` hops, decay
/// `k` and hop height `h`:
///
/// ```
/// offset(p)  = start · q³ + (0, −h · e^(−k·p) · sin²(ω·p))
/// degrees(p) = spin · q³
/// velocity   = d offset / d elapsed
///            = −3 · start · q² / T + (0, −(h / T) · e^(−k·p) · (ω · sin(2ω·p) − k · sin²(ω·p)))
/// ```
///
/// The speed bound adds the two largest possible speeds (the triangle inequality):
///
/// ```
/// slide ≤ 3 · |start| / T                                  (at p = 0)
/// hop   ≤ (h / T) · max_θ |ω · sin 2θ − k · sin² θ| = (h / T) · (k/2 + √(k²/4 + ω²))
/// speed ≤ slide + hop = speedBound
/// maxSampleOffset = ceil(speedBound · shutter / 2) on both axes
/// ```
///
/// Defaults (``standard(dieSize:directionRadians:spinDegrees:duration:shutter:)``): a 56-point
/// die thrown from 4 die sizes away (224 pt), hops 0.4 die sizes high (22.4 pt), 3 hops decaying
/// with k = 3, over 0.8 s, shutter 1/60 s: slide 840 pt/s + hop 309.2 pt/s = 1149.2 pt/s, times
/// half the shutter = 9.58 pt, promised as 10 pt. Seed fact (article 002): "the two largest
/// possible speeds added together bound the whole path. Half of that times the shutter is 10
/// points at the default die size"; the animator starts at the full duration so the first
/// frame shows the die at rest.
///
/// Bad input: non-finite `start`, `spinDegrees`, `hopHeight`, `decay` or `shutter` become 0;
/// a negative decay becomes 0 (so `e^(−k·p) ≤ 1` holds), negative hops count as their
/// magnitude, negative heights and shutters as theirs. A duration that is not finite and
/// positive makes the die rest at every time, with every bound 0. So does a throw whose sizes
/// do not fit a Double: when `|start| + hopHeight`, ``speedBound`` or `2 · speedBound ·
/// shutter` would be beyond Double's range (a start or hop near `greatestFiniteMagnitude`, a
/// subnormal duration, a huge decay or shutter), the duration becomes 0. Every pose, bound
/// and promise is therefore finite.
public struct DieThrow: Hashable, Sendable {
  /// The offset at elapsed 0, in points; the die slides from here to (0, 0).
  public let start: SIMD2<Double>
  /// The rotation at elapsed 0, in degrees; it unwinds to 0 with the slide.
  public let spinDegrees: Double
  /// The first hop's height in points (≥ 0).
  public let hopHeight: Double
  /// The number of hops (≥ 0).
  public let hops: Int
  /// The hops' decay rate k per unit progress (≥ 0).
  public let decay: Double
  /// The throw's length in seconds (0 when invalid: the die always rests).
  public let duration: Double
  /// The blur's shutter in seconds (≥ 0).
  public let shutter: Double

  /// Creates a throw; see the type for how bad input is cleaned.
  public init(
    start: SIMD2<Double>, spinDegrees: Double, hopHeight: Double, hops: Int, decay: Double,
    duration: Double, shutter: Double
  ) {
    func clean(_ x: Double) -> Double { x.isFinite ? x : 0 }
    let throwing = DieThrow(
      cleanStart: SIMD2(clean(start.x), clean(start.y)), spinDegrees: clean(spinDegrees),
      hopHeight: abs(clean(hopHeight)), hops: hops == Int.min ? Int.max : abs(hops),
      decay: max(0, clean(decay)), duration: duration.isFinite && duration > 0 ? duration : 0,
      shutter: abs(clean(shutter)))
    self = throwing.fitsDouble ? throwing : throwing.resting
  }

  /// Stores already cleaned values.
  private init(
    cleanStart start: SIMD2<Double>, spinDegrees: Double, hopHeight: Double, hops: Int,
    decay: Double, duration: Double, shutter: Double
  ) {
    self.start = start
    self.spinDegrees = spinDegrees
    self.hopHeight = hopHeight
    self.hops = hops
    self.decay = decay
    self.duration = duration
    self.shutter = shutter
  }

  /// The same throw with duration 0: the die rests at every time.
  private var resting: DieThrow {
    DieThrow(
      cleanStart: start, spinDegrees: spinDegrees, hopHeight: hopHeight, hops: hops,
      decay: decay, duration: 0, shutter: shutter)
  }

  /// Whether the throw's sizes, speeds and promise are all finite (see the type).
  private var fitsDouble: Bool {
    let reach = (start.x * start.x + start.y * start.y).squareRoot() + hopHeight
    return reach.isFinite && (2 * speedBound * shutter).isFinite
  }

  // MARK: - Defaults

  /// The default die size, 56 pt (chosen so the promise is the article's 10 pt).
  public static let defaultDieSize = 56.0
  /// The throw distance in die sizes, 4.
  public static let throwDistanceInDieSizes = 4.0
  /// The first hop's height in die sizes, 0.4.
  public static let hopHeightInDieSizes = 0.4
  /// The number of hops, 3.
  public static let defaultHops = 3
  /// The hops' decay rate, 3 (each hop about 1/e of the one before).
  public static let defaultDecay = 3.0
  /// The throw's duration, 0.8 s.
  public static let defaultDuration = 0.8
  /// The shutter, 1/60 s.
  public static let defaultShutter = 1.0 / 60

  /// The default throw of a `dieSize`-point die coming in from direction `directionRadians`
  /// (0 = from the right, π/2 = from below) with `spinDegrees` of spin to unwind.
  ///
  /// Bad input is cleaned by the initialiser: a non-finite `dieSize` gives no slide and no hop
  /// (the die only unwinds its spin), a non-finite direction gives no slide, a negative size
  /// throws from the opposite side with the same hop, and a size so large that the speeds do
  /// not fit a Double rests.
  public static func standard(
    dieSize: Double = defaultDieSize, directionRadians: Double = 0, spinDegrees: Double = 360,
    duration: Double = defaultDuration, shutter: Double = defaultShutter
  ) -> DieThrow {
    return DieThrow(
      start: standardStart(dieSize: dieSize, directionRadians: directionRadians).vector,
      spinDegrees: spinDegrees,
      hopHeight: hopHeightInDieSizes * dieSize, hops: defaultHops, decay: defaultDecay,
      duration: duration, shutter: shutter)
  }

  // MARK: - Pose

  /// The elapsed time the keyframe animator starts at: the full duration, so the first frame
  /// (before any trigger) shows the die at rest.
  public var initialElapsed: Double { duration }

  /// The pose at `elapsed` seconds (see the type for the math; the code is
  /// ``motion(progress:start:spinDegrees:)``).
  ///
  /// `elapsed ≥ duration` and NaN give ``DicePose/rest``; negative times give the start pose
  /// (progress clamps to 0); an invalid duration rests at every time.
  public func pose(at elapsed: Double) -> DicePose {
    guard duration > 0, !elapsed.isNaN, elapsed < duration else { return .rest }
    let motion = motion(
      progress: max(0, elapsed / duration), start: EffectPoint(start), spinDegrees: spinDegrees)
    return DicePose(
      offset: motion.offset.vector, degrees: motion.degrees, velocity: motion.velocity.vector,
      shutter: shutter)
  }

  // MARK: - Bounds

  /// The slide's largest speed, `3 · |start| / T`, reached at elapsed 0.
  public var slideSpeedBound: Double {
    guard duration > 0 else { return 0 }
    return 3 * (start.x * start.x + start.y * start.y).squareRoot() / duration
  }

  /// The hops' largest possible speed, `(h / T) · (k/2 + √(k²/4 + ω²))` with `ω = n·π`: the
  /// amplitude of `ω · sin 2θ − k · sin² θ = ω · sin 2θ + (k/2) · cos 2θ − k/2`, with the decay
  /// factor bounded by 1.
  public var hopSpeedBound: Double {
    guard duration > 0 else { return 0 }
    let omega = Double(hops) * Double.pi
    let half = decay / 2
    return hopHeight / duration * (half + (half * half + omega * omega).squareRoot())
  }

  /// The speed bound: slide bound + hop bound, in points per second (1149.2 at the defaults).
  public var speedBound: Double { slideSpeedBound + hopSpeedBound }

  /// The blur's `maxSampleOffset`: `ceil(speedBound · shutter / 2)` on both axes (10 pt at
  /// the defaults). The samples run `pixel ± streak / 2` and `|streak| = speed · shutter`, so
  /// no sample lands further than this on either axis.
  public var maxSampleOffset: SIMD2<Double> {
    let bound = (speedBound * shutter / 2).rounded(.up)
    return SIMD2(bound, bound)
  }
}
