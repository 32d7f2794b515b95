import EffectProofTestSupport
import ProofEngine
import Testing

/// Properties of ``ULPDistance`` over random bit patterns: the count equals the number of
/// `nextUp` steps, and the distance is symmetric and additive along the line.
@Suite("ULP distance: properties over random bit patterns")
struct ULPPropertyTests {
  static let seed: UInt64 = 0x00C0_FFEE_5EED_2024
  static let samples = 2_000

  /// Checks `ulps(a, a stepped k times) == k` and symmetry for random non-NaN `a`.
  private func checkSteps<T: ULPMeasurable>(
    _ type: T.Type, seed: UInt64, fromBits: (inout SplitMix64) -> T
  ) {
    var random = SplitMix64(seed: seed)
    var checked = 0
    while checked < Self.samples {
      let start = fromBits(&random)
      guard !start.isNaN else { continue }
      checked += 1
      let steps = Int.random(in: 0...40, using: &random)
      var end = start
      var taken: UInt64 = 0
      for _ in 0..<steps where end < .infinity {
        end = end.nextUp
        taken += 1
      }
      // nextUp from −0 and +0 both give leastNonzeroMagnitude: −0 and +0 are one point.
      let forward = ULPDistance.between(start, end)
      let backward = ULPDistance.between(end, start)
      #expect(
        forward == taken,
        "seed \(seed): \(T.self) \(start) → \(end) took \(taken) nextUp steps, ulps \(String(describing: forward))"
      )
      #expect(
        forward == backward,
        "seed \(seed): \(T.self) ulps(\(start), \(end)) is not symmetric")
      #expect(ULPDistance.between(start, start) == 0, "seed \(seed): \(T.self) \(start)")
    }
  }

  /// Checks additivity `ulps(a, c) == ulps(a, b) + ulps(b, c)` for sorted random triples.
  private func checkAdditivity<T: ULPMeasurable>(
    _ type: T.Type, seed: UInt64, fromBits: (inout SplitMix64) -> T
  ) {
    var random = SplitMix64(seed: seed)
    var checked = 0
    while checked < Self.samples {
      let triple = [fromBits(&random), fromBits(&random), fromBits(&random)]
      guard !triple.contains(where: \.isNaN) else { continue }
      checked += 1
      let sorted = triple.sorted()
      let (a, b, c) = (sorted[0], sorted[1], sorted[2])
      let whole = ULPDistance.between(a, c)
      let parts = (ULPDistance.between(a, b) ?? 0).addingReportingOverflow(
        ULPDistance.between(b, c) ?? 0)
      #expect(
        !parts.overflow && whole == parts.partialValue,
        "seed \(seed): \(T.self) ulps(\(a), \(c)) ≠ ulps(\(a), \(b)) + ulps(\(b), \(c))")
    }
  }

  @Test("Double: ulps equals the nextUp step count, symmetric, additive")
  func double() {
    let bits: (inout SplitMix64) -> Double = { Double(bitPattern: $0.next()) }
    checkSteps(Double.self, seed: Self.seed, fromBits: bits)
    checkAdditivity(Double.self, seed: Self.seed &+ 1, fromBits: bits)
  }

  @Test("Float: ulps equals the nextUp step count, symmetric, additive")
  func float() {
    let bits: (inout SplitMix64) -> Float = {
      Float(bitPattern: UInt32(truncatingIfNeeded: $0.next()))
    }
    checkSteps(Float.self, seed: Self.seed &+ 2, fromBits: bits)
    checkAdditivity(Float.self, seed: Self.seed &+ 3, fromBits: bits)
  }

  #if !(os(macOS) && arch(x86_64))
    @Test("Float16: ulps equals the nextUp step count, symmetric, additive")
    func float16() {
      let bits: (inout SplitMix64) -> Float16 = {
        Float16(bitPattern: UInt16(truncatingIfNeeded: $0.next()))
      }
      checkSteps(Float16.self, seed: Self.seed &+ 4, fromBits: bits)
      checkAdditivity(Float16.self, seed: Self.seed &+ 5, fromBits: bits)
    }
  #endif

  @Test("Steps straddling zero count −0 and +0 as one point")
  func acrossZero() {
    var value = -Double.leastNonzeroMagnitude * 5
    var steps: UInt64 = 0
    while value < Double.leastNonzeroMagnitude * 5 {
      value = value.nextUp
      steps += 1
    }
    #expect(steps == 10)
    #expect(ULPDistance.between(-Double.leastNonzeroMagnitude * 5, value) == steps)
  }
}
