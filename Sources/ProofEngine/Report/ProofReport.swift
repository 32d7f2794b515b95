/// The results of one run of proofs, in the order they ran. `Codable`: the JSON report is this
/// value, and shard reports decode and merge (``merged(_:)``).
public struct ProofReport: Hashable, Sendable, Codable {
  /// The tool and version that produced the report.
  public var generator: String
  /// The results.
  public var results: [ProofResult]
  /// The run this report is of (tool, config digest, seed, density, `--only`, shard), which
  /// `merge` checks; `nil` in reports not written by `check` (a test run's).
  public var run: ProofRunIdentity?
  /// Warnings about the run as a whole, one line each, that change no proof's status: the
  /// summary of every report carries them (the text report as `warning: …` lines, the JSON as
  /// `notes`, the HTML under the counts). `check` adds the certify policy's
  /// (docs/shader-proofs.md, "Evidence: certified, counterexample, sampled").
  public var notes: [String]

  /// Creates a report. A result that would pass with 0 cases gets a `discarded` finding
  /// (``ProofResult/judgedOnEvidence()``): no report passes a proof that checked nothing.
  public init(
    generator: String = "effectproof", results: [ProofResult] = [], run: ProofRunIdentity? = nil,
    notes: [String] = []
  ) {
    self.generator = generator
    self.results = results.map { $0.judgedOnEvidence() }
    self.run = run
    self.notes = notes
  }

  /// How many proofs passed.
  public var passedCount: Int { results.filter { $0.status == .passed }.count }
  /// How many proofs failed.
  public var failedCount: Int { results.filter { $0.status == .failed }.count }
  /// How many proofs passed with warnings.
  public var warnedCount: Int { results.filter { $0.status == .warned }.count }
  /// How many proofs were skipped.
  public var skippedCount: Int { results.filter { $0.status == .skipped }.count }
  /// The total number of cases checked.
  public var caseCount: Int { results.reduce(0) { $0 + $1.cases } }
  /// The total time spent, in seconds.
  public var durationSeconds: Double { results.reduce(0) { $0 + $1.durationSeconds } }
  /// Whether no proof failed (warnings and skips do not fail a run).
  public var succeeded: Bool { failedCount == 0 }

  /// One line: `9 proofs: 7 passed, 1 failed, 1 warned, 0 skipped (1234 cases)`.
  public var summaryLine: String {
    let proofs = "\(results.count) proof\(results.count == 1 ? "" : "s")"
    let counts =
      "\(passedCount) passed, \(failedCount) failed, \(warnedCount) warned, \(skippedCount) skipped"
    return "\(proofs): \(counts) (\(caseCount) case\(caseCount == 1 ? "" : "s"))"
  }

  enum CodingKeys: String, CodingKey { case generator, succeeded, summary, proofs, run, notes }

  struct Summary: Codable {
    var proofs, passed, failed, warned, skipped, cases: Int
    /// How many results rest on each evidence, when any has one.
    var evidence: EvidenceCounts?
  }

  /// Encodes `generator`, `succeeded`, `summary` (with `evidence` counts when any result has
  /// evidence), `proofs`, and when known `run` and `notes`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(generator, forKey: .generator)
    try container.encode(succeeded, forKey: .succeeded)
    try container.encode(
      Summary(
        proofs: results.count, passed: passedCount, failed: failedCount, warned: warnedCount,
        skipped: skippedCount, cases: caseCount,
        evidence: results.contains { $0.evidence != nil } ? evidenceCounts : nil),
      forKey: .summary)
    try container.encode(results, forKey: .proofs)
    try container.encodeIfPresent(run, forKey: .run)
    if !notes.isEmpty { try container.encode(notes, forKey: .notes) }
  }

  /// Decodes `generator`, `proofs`, `run` (absent: `nil`) and `notes` (absent: none); the
  /// summary is recomputed.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    generator = try container.decodeIfPresent(String.self, forKey: .generator) ?? "effectproof"
    results = try container.decode([ProofResult].self, forKey: .proofs)
    run = try container.decodeIfPresent(ProofRunIdentity.self, forKey: .run)
    notes = try container.decodeIfPresent([String].self, forKey: .notes) ?? []
  }
}
