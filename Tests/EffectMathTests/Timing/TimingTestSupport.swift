import Foundation
import Testing

/// A seeded splitmix64 stream for the Timing property tests.
///
/// Every property test makes one with `TimingRandom(test:)`, which prints the seed and the
/// line that replays the run. The seed is `EFFECTPROOF_TIMING_SEED` (decimal or 0x-hex) when
/// set, otherwise a fixed default, so plain runs are reproducible.
struct TimingRandom {
  /// The seed used when `EFFECTPROOF_TIMING_SEED` is not set.
  static let defaultSeed: UInt64 = 0x5EED_2026_0000_7123

  let seed: UInt64
  private var state: UInt64

  init(test: String) {
    let environment = ProcessInfo.processInfo.environment["EFFECTPROOF_TIMING_SEED"]
    let parsed = environment.flatMap { text in
      text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
    }
    seed = parsed ?? Self.defaultSeed
    state = seed
    print(
      "[timing] \(test): seed 0x\(String(seed, radix: 16)) "
        + "(replay: EFFECTPROOF_TIMING_SEED=0x\(String(seed, radix: 16)) swift test "
        + "--filter \(test))")
  }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform Double in [lower, upper).
  mutating func uniform(_ lower: Double, _ upper: Double) -> Double {
    lower + (upper - lower) * Double(next() >> 11) * 0x1p-53
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
