// The trading card's motion response: clamp each reading, then smooth it at 60 Hz.

/// The trading card's gyroscope tilt: each reading is clamped, then smoothed by a
/// first-order low-pass filter stepped at 60 Hz.
///
/// ```
/// x_n     = clamp(sample_n, −maxAngle, maxAngle)            per axis
/// y_{n+1} = y_n + α · (x_n − y_n)                           α = smoothingFactor ∈ [0, 1]
/// α = Δt / (τ + Δt)  ⇔  τ = Δt · (1 − α) / α              Δt = 1/60 s
/// ```
///
/// This is the backward-Euler step of `τ · dy/dt = x − y`. For an input held between samples
/// it equals, at every 1/60 s, the continuous filter `y(t) = x + (y₀ − x) · e^(−t/τc)` with the equivalent time
/// constant `τc = −Δt / ln(1 − α)`. With the default α = 0.1:
///
/// ```
/// τ  = 0.15 s             τc = 1 / (60 · ln(10/9)) ≈ 0.1582 s
/// step response           y_n = x + (y₀ − x) · 0.9ⁿ
/// settles within 0.1 %    66 samples = 1.1 s      (2 %: 38 samples ≈ 0.633 s)
/// ```
///
/// Guarantees, for every input sequence: the output stays within ±maxAngle (it starts at 0
/// and each step is a convex combination of two values inside); it never overshoots (each
/// new output lies between the previous output and the clamped input, enforced after
/// rounding too); a step input approaches its target monotonically.
///
/// The seed (two-sided trading card) says only that roll and pitch are "clamped and smoothed"
/// and update at 60 frames per second. The clamp (15 degrees) and the smoothing factor (0.1)
/// are this library's defaults, not the seed's numbers. Roll drives the yaw and pitch the
/// pitch, with their signs passed through; the yaw is reversed in a right-to-left layout
/// because `rotation3DEffect` mirrors there and the device does not.
public struct GyroscopeTilt: Sendable, Hashable {
  /// The seed's update rate: 60 samples per second.
  public static let sampleRateHertz = 60.0
  /// The time between samples, `Δt = 1/60` seconds.
  public static let sampleIntervalSeconds = 1.0 / 60.0
  /// The default smoothing factor α = 0.1 (τ = 0.15 s). Not from the seed.
  public static let defaultSmoothingFactor = 0.1
  /// The default clamp, ±15 degrees per axis. Not from the seed.
  public static let defaultMaxAngleDegrees = 15.0
  /// The default settling tolerance: within 0.1 % of the step, the ε the springs use.
  public static let defaultSettlingTolerance = 0.001

  /// The clamp in degrees, as stored: `|maxAngleDegrees|` when finite, 0 otherwise.
  public let maxAngleDegrees: Double
  /// The smoothing factor α as stored: clamped to [0, 1], NaN replaced by 0.1. α = 1 follows
  /// the clamped input without smoothing; α = 0 holds the output where it is.
  public let smoothingFactor: Double
  /// The current smoothed attitude in degrees, each axis within ±``maxAngleDegrees``.
  public private(set) var smoothed: GyroscopeSample

  /// A filter clamping to ±`maxAngleDegrees` with smoothing factor α, starting level.
  ///
  /// A negative clamp is used by its magnitude; NaN or ±∞ gives 0 (the card stays flat).
  /// α is clamped to [0, 1]; NaN gives the default 0.1.
  public init(
    maxAngleDegrees: Double = GyroscopeTilt.defaultMaxAngleDegrees,
    smoothingFactor: Double = GyroscopeTilt.defaultSmoothingFactor
  ) {
    self.maxAngleDegrees = TiltInput.maxAngle(maxAngleDegrees)
    self.smoothingFactor = TiltInput.clamp(
      smoothingFactor, 0, 1, nan: GyroscopeTilt.defaultSmoothingFactor)
    self.smoothed = .level
  }

  /// A filter with time constant τ: `α = Δt / (τ + Δt)`.
  ///
  /// τ ≤ 0 gives α = 1 (no smoothing), τ = +∞ gives α = 0 (the output holds), NaN gives the
  /// default α = 0.1. The clamp is cleaned as in ``init(maxAngleDegrees:smoothingFactor:)``.
  public init(
    maxAngleDegrees: Double = GyroscopeTilt.defaultMaxAngleDegrees, timeConstantSeconds: Double
  ) {
    let alpha: Double
    if timeConstantSeconds.isNaN {
      alpha = Self.defaultSmoothingFactor
    } else if timeConstantSeconds <= 0 {
      alpha = 1
    } else {
      alpha = Self.sampleIntervalSeconds / (timeConstantSeconds + Self.sampleIntervalSeconds)
    }
    self.init(maxAngleDegrees: maxAngleDegrees, smoothingFactor: alpha)
  }

  // MARK: - Filter

  /// Feeds one reading and returns the new smoothed attitude (also kept in ``smoothed``).
  ///
  /// Per axis: `x = clamp(sample, ±maxAngle)`, `y ← y + α · (x − y)`, then `y` is held
  /// between its old value and `x` so rounding can never overshoot. A NaN axis is skipped
  /// (that axis keeps its value: a dropped reading); ±∞ is clamped to ±maxAngle.
  ///
  /// In floating point a held input is approached until `α · (x − y)` no longer changes `y`,
  /// which leaves it within about `ulp(x) / (2α)` of `x` (under 1e-14 degrees for the
  /// defaults); it is never passed.
  @discardableResult
  public mutating func next(sample: GyroscopeSample) -> GyroscopeSample {
    smoothed = GyroscopeSample(
      rollDegrees: step(from: smoothed.rollDegrees, toward: sample.rollDegrees),
      pitchDegrees: step(from: smoothed.pitchDegrees, toward: sample.pitchDegrees))
    return smoothed
  }

  private func step(from current: Double, toward raw: Double) -> Double {
    guard !raw.isNaN else { return current }
    let target = min(max(raw, -maxAngleDegrees), maxAngleDegrees)
    let moved = current + smoothingFactor * (target - current)
    return min(max(moved, min(current, target)), max(current, target))
  }

  /// The card's angles for the current smoothed attitude: pitch = smoothed pitch, yaw =
  /// smoothed roll (negated right to left); ``TiltRotation/flat`` under Reduce Motion.
  ///
  /// Under Reduce Motion the filter keeps running if the caller keeps feeding it, so turning
  /// the setting off resumes from the device's current attitude.
  public func rotation(direction: WritingDirection, reduceMotion: Bool) -> TiltRotation {
    guard !reduceMotion else { return .flat }
    let yaw = smoothed.rollDegrees
    return TiltRotation(
      pitchDegrees: smoothed.pitchDegrees, yawDegrees: direction == .rightToLeft ? -yaw : yaw)
  }

  // MARK: - Time constants and settling

  /// τ in seconds from `α = Δt / (τ + Δt)`: `Δt · (1 − α) / α`. 0 for α = 1, +∞ for α = 0
  /// and for an α so small that the quotient overflows (below `Δt / greatestFiniteMagnitude`,
  /// about 9.3e-311). 0.15 s for the default α = 0.1.
  public var timeConstantSeconds: Double {
    guard smoothingFactor > 0 else { return .infinity }
    return Self.sampleIntervalSeconds * (1 - smoothingFactor) / smoothingFactor
  }

  /// The time constant of the continuous filter whose 60 Hz samples the step response matches
  /// exactly: `τc = −Δt / ln(1 − α)`. 0 for α = 1, +∞ for α = 0 and (as for
  /// ``timeConstantSeconds``) an α below about 9.3e-311; ≈ 0.1582 s for α = 0.1.
  public var equivalentContinuousTimeConstantSeconds: Double {
    guard smoothingFactor > 0 else { return .infinity }
    guard smoothingFactor < 1 else { return 0 }
    return -Self.sampleIntervalSeconds / Elementary.log1p(-smoothingFactor)
  }

  /// The fewest samples n after which a step is within `tolerance` of its size:
  /// the least n ≥ 0 with `(1 − α)ⁿ ≤ tolerance`, i.e. `⌈ln tolerance / ln(1 − α)⌉`.
  ///
  /// 66 for α = 0.1 and tolerance 0.001; 38 for tolerance 0.02. Edge cases: tolerance ≥ 1
  /// gives 0; α = 1 gives 1; `nil` (never) for a tolerance that is NaN or ≤ 0, for α = 0,
  /// for an α so small that `1 − α` rounds to 1, or when the count would exceed 2⁵³. The
  /// boundary is decided on the rounded powers, so for a subnormal tolerance (below 2.2e-308)
  /// the count can come out up to 4 samples short of the exact one (7062 instead of 7066 for
  /// the smallest subnormal at α = 0.1).
  public func settlingSamples(tolerance: Double = GyroscopeTilt.defaultSettlingTolerance) -> Int? {
    guard !tolerance.isNaN, tolerance > 0 else { return nil }
    if tolerance >= 1 { return 0 }
    guard smoothingFactor > 0 else { return nil }
    if smoothingFactor >= 1 { return 1 }
    let ratio = 1 - smoothingFactor
    guard ratio < 1 else { return nil }
    let estimate = (Elementary.log(tolerance) / Elementary.log(ratio)).rounded(.up)
    guard estimate.isFinite, estimate <= 9_007_199_254_740_992 else { return nil }
    var count = max(Int(estimate), 1)
    // The logarithms round; settle the boundary with the power itself (a step or two at most).
    for _ in 0..<4 where Elementary.pow(ratio, Double(count)) > tolerance { count += 1 }
    for _ in 0..<4 where count > 1 && Elementary.pow(ratio, Double(count - 1)) <= tolerance {
      count -= 1
    }
    return count
  }

  /// ``settlingSamples(tolerance:)`` as seconds at 60 Hz: 1.1 s for α = 0.1 and tolerance
  /// 0.001. `nil` where the sample count is `nil`.
  public func settlingTimeSeconds(
    tolerance: Double = GyroscopeTilt.defaultSettlingTolerance
  ) -> Double? {
    settlingSamples(tolerance: tolerance).map { Double($0) * Self.sampleIntervalSeconds }
  }
}
