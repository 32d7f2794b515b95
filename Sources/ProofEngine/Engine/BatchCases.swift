import Foundation
import GSL

/// The engine's case machinery for proofs that evaluate their cases in batches rather than one
/// closure call at a time, such as a compiled shader's argument sets, each a run of a child
/// process (docs/shader-proofs.md): the same cases a ``PropertyProof`` makes, greedy shrinking
/// inside the domain, and the promise proofs' polish toward a supremum.
public enum BatchCases {
  /// Every case of a run of `strategy` over `domain` in `shard`, with its index: the values a
  /// ``PropertyProof`` with the same id, seed and density makes, so a seed replays them.
  ///
  /// Throws GSL's error when a quasi-random sequence does not fit the domain's dimension, and
  /// returns no case for a strategy past ``PropertyProof/maximumCaseCount``.
  public static func cases<Domain: ProofDomain>(
    of domain: Domain, strategy: GenerationStrategy, id: String, seed: ProofSeed,
    density: ProofDensity, shard: ProofShard = .whole
  ) throws(GSLError) -> [(index: Int, value: Domain.Value)] {
    guard strategy.caseCount(gridCount: domain.gridCount, density: density) <= gridPointLimit
    else { return [] }
    let source = try CaseSource(
      domain: domain, strategy: strategy, id: id, seed: seed, density: density)
    let random = CaseRandom()
    return stride(from: shard.index - 1, to: source.total, by: shard.count).map { index in
      (index, source.value(at: index, random: random))
    }
  }

  /// A failing case shrunk inside `domain`: the simplest candidate that still fails, repeated
  /// until none does or a limit is hit. `fails` runs one candidate. `steps` counts the accepted
  /// candidates (0: the value was already minimal), `evaluations` every candidate run.
  public static func shrink<Domain: ProofDomain>(
    _ value: Domain.Value, in domain: Domain, limits: ShrinkLimits,
    fails: @escaping @Sendable (Domain.Value) -> Bool
  ) -> (value: Domain.Value, steps: Int, evaluations: Int, stop: ShrinkStop) {
    let shrunk = Shrinker(domain: domain, limits: limits) { candidate in
      fails(candidate) ? .fail() : .pass
    }.shrink(value, failing: .fail())
    return (shrunk.value, shrunk.steps, shrunk.evaluations, shrunk.stop)
  }

  /// Drives `start` toward a local maximum of `offset(point)[lane]` inside the box
  /// `lower…upper` with the promise proofs' polish (Nelder–Mead restarts, then Brent along each
  /// free coordinate; ``SampleOffsetPromise``), from a sweep whose spacing in unit coordinates
  /// is `spacing`. `offset` gives nil for a failing point. At most `budget` points are
  /// evaluated: past it, `offset` is no longer called and the search ends.
  ///
  /// Returns the best point and its offsets, or nil when no point gave one. Bounds that are
  /// not finite or not ordered, or counts that differ, give nil without an evaluation.
  public static func polish(
    lower: [Double], upper: [Double], from start: [Double], spacing: Double, lane: Int,
    budget: Int, offset: @escaping ([Double]) -> SIMD2<Double>?
  ) -> (point: [Double], offset: SIMD2<Double>)? {
    guard lower.count == upper.count, start.count == lower.count, (0...1).contains(lane),
      zip(lower, upper).allSatisfy({ $0.isFinite && $1.isFinite && $0 <= $1 }),
      spacing.isFinite, spacing > 0
    else { return nil }
    final class Best {
      var point: [Double] = []
      var offset: SIMD2<Double>?
      var evaluations = 0
    }
    let best = Best()
    let space = PromiseSearchSpace(lower: lower, upper: upper)
    let limited: ([Double]) -> SIMD2<Double>? = { point in
      guard best.evaluations < budget else { return nil }
      best.evaluations += 1
      guard let value = offset(point) else { return nil }
      if best.offset.map({ value[lane] > $0[lane] }) ?? true {
        best.point = point
        best.offset = value
      }
      return value
    }
    _ = limited(start)
    PromisePolisher(space: space, spacing: min(spacing, 0.25), offset: limited)
      .polish(lane: lane, from: start)
    return best.offset.map { (best.point, $0) }
  }
}
