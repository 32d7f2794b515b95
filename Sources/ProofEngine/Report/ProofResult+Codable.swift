/// The JSON form of a result: every stored field, plus the derived `status` and `failures` so
/// tools need not recompute them. Decoding ignores the derived keys; `evidence` is written when
/// known and read when present (a report written before it existed decodes with `nil`).
extension ProofResult {
  enum CodingKeys: String, CodingKey {
    case id, title, fact, status, cases, discarded, failingCases, failures, findings
    case wasSkipped, durationSeconds, generationSeconds, checkingSeconds, stopReason, strategy
    case worst, counterexample, coverage, seed, replay, shard, details, promise
    case comparesWith, geometry, evidence
  }

  /// Encodes the result with `status` and `failures`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(title, forKey: .title)
    try container.encode(fact, forKey: .fact)
    try container.encode(status, forKey: .status)
    try container.encode(cases, forKey: .cases)
    try container.encode(discarded, forKey: .discarded)
    try container.encode(failingCases, forKey: .failingCases)
    try container.encode(failures, forKey: .failures)
    try container.encode(findings, forKey: .findings)
    try container.encode(wasSkipped, forKey: .wasSkipped)
    try container.encode(durationSeconds, forKey: .durationSeconds)
    try container.encode(generationSeconds, forKey: .generationSeconds)
    try container.encode(checkingSeconds, forKey: .checkingSeconds)
    try container.encodeIfPresent(stopReason, forKey: .stopReason)
    try container.encodeIfPresent(strategy, forKey: .strategy)
    try container.encodeIfPresent(worst, forKey: .worst)
    try container.encodeIfPresent(counterexample, forKey: .counterexample)
    try container.encode(coverage, forKey: .coverage)
    try container.encodeIfPresent(seed?.description, forKey: .seed)
    try container.encodeIfPresent(replay, forKey: .replay)
    try container.encodeIfPresent(shard?.description, forKey: .shard)
    try container.encode(details, forKey: .details)
    try container.encodeIfPresent(promise, forKey: .promise)
    try container.encodeIfPresent(comparesWith, forKey: .comparesWith)
    try container.encodeIfPresent(geometry, forKey: .geometry)
    try container.encodeIfPresent(evidence, forKey: .evidence)
  }

  /// Decodes a result written by ``encode(to:)``; missing optional keys take their defaults.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let id = try container.decode(String.self, forKey: .id)
    var seed: ProofSeed?
    if let text = try container.decodeIfPresent(String.self, forKey: .seed) {
      guard let parsed = ProofSeed(parsing: text) else {
        throw DecodingError.dataCorruptedError(
          forKey: .seed, in: container, debugDescription: "not a seed: \(text)")
      }
      seed = parsed
    }
    var shard: ProofShard?
    if let text = try container.decodeIfPresent(String.self, forKey: .shard) {
      guard let parsed = ProofShard(parsing: text) else {
        throw DecodingError.dataCorruptedError(
          forKey: .shard, in: container, debugDescription: "not a shard i/n: \(text)")
      }
      shard = parsed
    }
    self.init(
      id: id, title: try container.decodeIfPresent(String.self, forKey: .title),
      fact: try container.decode(String.self, forKey: .fact),
      cases: try container.decode(Int.self, forKey: .cases),
      discarded: try container.decodeIfPresent(Int.self, forKey: .discarded) ?? 0,
      failingCases: try container.decodeIfPresent(Int.self, forKey: .failingCases) ?? 0,
      findings: try container.decodeIfPresent([ProofFinding].self, forKey: .findings) ?? [],
      wasSkipped: try container.decodeIfPresent(Bool.self, forKey: .wasSkipped) ?? false,
      durationSeconds: try container.decodeIfPresent(Double.self, forKey: .durationSeconds) ?? 0,
      generationSeconds: try container.decodeIfPresent(Double.self, forKey: .generationSeconds)
        ?? 0,
      checkingSeconds: try container.decodeIfPresent(Double.self, forKey: .checkingSeconds) ?? 0,
      stopReason: try container.decodeIfPresent(StopReason.self, forKey: .stopReason),
      strategy: try container.decodeIfPresent(String.self, forKey: .strategy),
      worst: try container.decodeIfPresent(CaseRecord.self, forKey: .worst),
      counterexample: try container.decodeIfPresent(Counterexample.self, forKey: .counterexample),
      coverage: try container.decodeIfPresent([CoverageResult].self, forKey: .coverage) ?? [],
      seed: seed, replay: try container.decodeIfPresent(String.self, forKey: .replay),
      shard: shard, details: try container.decodeIfPresent([String].self, forKey: .details) ?? [],
      promise: try container.decodeIfPresent(PromiseReport.self, forKey: .promise),
      evidence: try container.decodeIfPresent(ProofEvidence.self, forKey: .evidence))
    comparesWith = try container.decodeIfPresent(String.self, forKey: .comparesWith)
    geometry = try container.decodeIfPresent(GeometryComparison.self, forKey: .geometry)
  }
}
