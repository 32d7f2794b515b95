// Does a curve only slow down? The check behind the seed's "the wheel only slows down" test.

/// The outcome of ``TimingCurve/isMonotonicallyDecelerating(samples:tolerance:)``: whether
/// the sampled velocity never increases, and if it does, where it first goes up.
public struct DecelerationCheck: Hashable, Sendable {
  /// `true` when no sample's velocity exceeds the previous sample's (beyond the tolerance).
  public let holds: Bool
  /// The progress of the first sample whose velocity exceeds its predecessor's, or `nil`
  /// when ``holds``.
  public let firstFailure: Double?
  /// `velocity(at: 0)`, the slope the curve starts with.
  public let startVelocity: Double
  /// The largest sampled velocity.
  public let peakVelocity: Double
  /// The progress of the first sample with ``peakVelocity``.
  public let peakProgress: Double
  /// How many intervals were sampled (the check evaluates `samples + 1` points).
  public let samples: Int
}

extension TimingCurve {
  /// The most intervals ``isMonotonicallyDecelerating(samples:tolerance:)`` samples, 100 000
  /// (a progress step of 10⁻⁵); more count as this many.
  public static let maximumDecelerationSamples = 100_000

  /// Checks that the curve only slows down: velocity(at:) sampled at `pᵢ = i / samples`,
  /// i = 0 … samples, never increases.
  ///
  /// ```
  /// holds ⇔ vᵢ ≤ vᵢ₋₁ + tolerance · max(1, |vᵢ₋₁|)   for every i ≥ 1,   vᵢ = velocity(at: pᵢ)
  /// ```
  ///
  /// The samples go through ``velocity(at:)`` exactly as a renderer would, end points
  /// included, so SwiftUI's convention counts: a curve whose end has x′ = y′ = 0 reports
  /// velocity 1 there (``easeOut`` starts at 1 and then jumps to 1/0.58, so it fails at its
  /// first interior sample).
  ///
  /// Seed facts: `.bezier(startControlPoint: [0.3, 0.48], endControlPoint: [0.7, 1])` holds
  /// and starts at velocity 1.6; `(0.25, 0.4)(0.6, 1)` also starts at 1.6 but rises to about
  /// 1.61 before it slows, so it fails near the start.
  ///
  /// Bad input: `samples` below 1 counts as 1 (both ends only) and above
  /// ``maximumDecelerationSamples`` (100 000) as 100 000, so `Int.max` cannot run for ever; a
  /// NaN or negative `tolerance` counts as 0; a +∞ (or huge) `tolerance` allows any increase
  /// after a finite velocity (a rise from −∞ still fails).
  ///
  /// - Parameters:
  ///   - samples: The number of equal progress intervals; the default is 1000.
  ///   - tolerance: The relative increase still counted as "not faster"; the default 1e-12
  ///     absorbs rounding on curves that are flat in exact arithmetic.
  public func isMonotonicallyDecelerating(
    samples: Int = 1000, tolerance: Double = 1e-12
  ) -> DecelerationCheck {
    let count = min(max(1, samples), Self.maximumDecelerationSamples)
    let slack = tolerance.isNaN || tolerance < 0 ? 0 : tolerance
    let start = velocity(at: 0)
    var previous = start
    var peak = start
    var peakProgress = 0.0
    var firstFailure: Double?
    for index in 1...count {
      let progress = Double(index) / Double(count)
      let current = velocity(at: progress)
      let allowance = previous.isFinite ? slack * max(1, abs(previous)) : 0
      if firstFailure == nil, current > previous + allowance {
        firstFailure = progress
      }
      if current > peak {
        peak = current
        peakProgress = progress
      }
      previous = current
    }
    return DecelerationCheck(
      holds: firstFailure == nil, firstFailure: firstFailure, startVelocity: start,
      peakVelocity: peak, peakProgress: peakProgress, samples: count)
  }
}
