import EffectProofTestSupport
import Foundation
import Testing

extension SplitMix64 {
  /// A stream for a Timing property test; the seed is `EFFECTPROOF_TIMING_SEED` when set.
  static func timing(_ test: String) -> SplitMix64 {
    SplitMix64(
      test: test, variable: "EFFECTPROOF_TIMING_SEED", fallback: 0x5EED_2026_0000_7123,
      label: "timing")
  }
}

/// An independent cubic Bézier for the oracles: Bernstein form with x clamped to [0, 1], as
/// the platform evaluates control points.
struct BernsteinBezier {
  let x1: Double
  let y1: Double
  let x2: Double
  let y2: Double

  init(_ start: SIMD2<Double>, _ end: SIMD2<Double>) {
    x1 = min(max(start.x, 0), 1)
    x2 = min(max(end.x, 0), 1)
    y1 = start.y
    y2 = end.y
  }

  func x(_ t: Double) -> Double { Self.bernstein(x1, x2, t) }
  func y(_ t: Double) -> Double { Self.bernstein(y1, y2, t) }
  func dx(_ t: Double) -> Double { Self.bernsteinSlope(x1, x2, t) }
  func dy(_ t: Double) -> Double { Self.bernsteinSlope(y1, y2, t) }

  /// 3(1 − t)²t·p₁ + 3(1 − t)t²·p₂ + t³.
  static func bernstein(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
    let s = 1 - t
    return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
  }

  /// 3[(1 − t)²·p₁ + 2(1 − t)t·(p₂ − p₁) + t²·(1 − p₂)].
  static func bernsteinSlope(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
    let s = 1 - t
    return 3 * (s * s * p1 + 2 * s * t * (p2 - p1) + t * t * (1 - p2))
  }
}

/// The damping ratio SwiftUI assigns to a bounce: 1 − bounce, or 1/(1 + bounce) below 0.
func timingRatio(bounce: Double) -> Double {
  bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
}

/// |a − b| ≤ absolute + relative·max(|a|, |b|).
func timingClose(_ a: Double, _ b: Double, absolute: Double = 0, relative: Double = 0) -> Bool {
  abs(a - b) <= absolute + relative * max(abs(a), abs(b))
}
