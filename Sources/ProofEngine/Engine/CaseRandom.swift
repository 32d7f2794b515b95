import GSL

/// The random source of one case: GSL's `taus2` generator reseeded from the run's seed, the
/// proof's id and the case's index, so a case's draws never depend on other cases.
///
/// Not `Sendable`: each worker owns one and reseeds it per case.
public final class CaseRandom {
  private let generator: GSLRandom?
  private var fallback: UInt64

  /// Creates a source; if GSL cannot allocate a generator, a SplitMix64 stream stands in (the
  /// draws stay deterministic, only the algorithm differs).
  public init() {
    generator = try? GSLRandom(.taus2, seed: 1)
    fallback = 1
  }

  /// Restarts the stream for case `index` of proof `id` under `seed`.
  public func start(seed: ProofSeed, proof id: String, index: Int) {
    start(caseSeed: seed.caseSeed(proof: id, index: index))
  }

  /// Restarts the stream from a case seed computed by the caller.
  func start(caseSeed: UInt64) {
    // taus2 needs a non-zero seed; GSL maps 0 to its default, which would alias cases.
    generator?.reseed(UInt(truncatingIfNeeded: caseSeed | 1))
    fallback = caseSeed
  }

  /// A double uniform on [0, 1).
  public func uniform() -> Double {
    if let generator { return generator.nextUniform() }
    fallback = ProofSeed.mix(fallback)
    return Double(fallback >> 11) * 0x1p-53
  }

  /// An integer uniform on `0..<count`; 0 when `count` ≤ 1.
  public func index(below count: Int) -> Int {
    guard count > 1 else { return 0 }
    return min(Int(uniform() * Double(count)), count - 1)
  }

  /// `count` doubles uniform on [0, 1).
  public func unitPoint(dimension: Int) -> [Double] {
    (0..<max(0, dimension)).map { _ in uniform() }
  }
}
