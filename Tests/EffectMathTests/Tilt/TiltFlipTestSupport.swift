// Seeded randomness and awkward values for the Tilt and Flip property tests.

import EffectProofTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// The tilt and flip tests' draws on the shared generator.
extension SplitMix64 {
  /// A uniform double in `range`.
  mutating func uniform(_ range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &self)
  }

  /// A uniform point in a box.
  mutating func point(_ x: ClosedRange<Double>, _ y: ClosedRange<Double>) -> SIMD2<Double> {
    SIMD2(uniform(x), uniform(y))
  }

  /// Mostly ordinary values in `range`, sometimes an awkward one from ``tiltFlipAwkward``.
  mutating func mixed(_ range: ClosedRange<Double>) -> Double {
    Int.random(in: 0..<8, using: &self) == 0
      ? tiltFlipAwkward[Int.random(in: 0..<tiltFlipAwkward.count, using: &self)]
      : uniform(range)
  }
}

/// Values that break careless arithmetic: zeros, extremes, subnormals, NaN and infinities.
let tiltFlipAwkward: [Double] = [
  0, -0.0, 1e-300, -1e-300, .leastNonzeroMagnitude, 1e300, -1e300, .greatestFiniteMagnitude,
  -.greatestFiniteMagnitude, .nan, .infinity, -.infinity,
]

/// The seed for a property test: `EFFECTMATH_SEED` from the environment when set (to replay
/// a run), else `fallback`. Printed, so every run names the seed that replays it.
func tiltFlipSeed(_ test: String, fallback: UInt64) -> UInt64 {
  var seed = fallback
  if let raw = getenv("EFFECTMATH_SEED"), let value = UInt64(String(cString: raw)) {
    seed = value
  }
  print("[\(test)] seed \(seed)  (replay: EFFECTMATH_SEED=\(seed) swift test --filter \(test))")
  return seed
}

/// Whether two doubles agree within `ulps` units in the last place of the larger (or are
/// both NaN).
func tiltFlipClose(_ a: Double, _ b: Double, ulps: Double = 4) -> Bool {
  if a.isNaN || b.isNaN { return a.isNaN && b.isNaN }
  if a == b { return true }
  return abs(a - b) <= ulps * max(a.ulp, b.ulp)
}

/// A cheap `#expect` for hot property loops: records an issue with `comment` (built only on
/// failure) when `condition` is false. The comment carries the seed and the case.
func tiltFlipCheck(
  _ condition: Bool, _ comment: @autoclosure () -> Comment,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  if !condition { Issue.record(comment(), sourceLocation: sourceLocation) }
}
