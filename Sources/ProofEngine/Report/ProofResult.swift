import EffectProofBase

/// The outcome of one proof: a named property of one effect, checked over a set of cases.
///
/// Ids are grouped by prefix (`registry.`, `tilt.`, `curl.` …). A proof fails when any finding
/// is a failure, warns when it has warnings only, and passes otherwise. Property proofs also
/// carry their statistics, their worst case, the counterexample (original and shrunk) and the
/// seed with the line that replays the run. Results are `Codable`, and the results of shards of
/// one run merge into the result of the whole run (``merged(_:)``).
public struct ProofResult: Hashable, Sendable, Codable {
  /// Passed, failed, warned or skipped.
  public enum Status: String, Hashable, Sendable, Codable {
    /// Every case held and nothing needs attention.
    case passed
    /// A case or a coverage requirement failed.
    case failed
    /// Nothing failed, but a finding is a warning (a loose promise, an unreadable byte …).
    case warned
    /// Not run (its inputs were absent); the reason is in the findings.
    case skipped
  }

  /// Why a run stopped.
  public enum StopReason: String, Hashable, Sendable, Codable {
    /// Every case ran.
    case exhausted
    /// The time budget ran out first.
    case timeLimit
  }

  /// The proof's id, e.g. `registry.arguments`.
  public var id: String
  /// A short title; the id when none is given.
  public var title: String
  /// The fact from the source material the proof encodes, in one sentence.
  public var fact: String
  /// How many cases were checked (discarded ones included).
  public var cases: Int
  /// Cases a filter discarded.
  public var discarded: Int
  /// Cases whose property failed.
  public var failingCases: Int
  /// What went wrong (failures) or is worth knowing (warnings).
  public var findings: [ProofFinding]
  /// Whether the proof was skipped.
  public var wasSkipped: Bool
  /// Wall-clock time spent, in seconds.
  public var durationSeconds: Double
  /// Time spent generating cases, summed over jobs.
  public var generationSeconds: Double
  /// Time spent checking the property, summed over jobs.
  public var checkingSeconds: Double
  /// Why the run stopped, for property proofs.
  public var stopReason: StopReason?
  /// How the cases were generated, e.g. `grid + random×1000`.
  public var strategy: String?
  /// The case with the least margin (closest to or furthest past the bound).
  public var worst: CaseRecord?
  /// The first failing case and the simplest failing case shrinking found from it.
  public var counterexample: Counterexample?
  /// Coverage requirements and how they fared.
  public var coverage: [CoverageResult]
  /// The seed of the run.
  public var seed: ProofSeed?
  /// The line that replays the run.
  public var replay: String?
  /// The shard this result covers; `nil` for a whole run.
  public var shard: ProofShard?
  /// Measured facts worth a line in the report, such as a promise's tightness per axis.
  public var details: [String]
  /// A sample-offset promise's full report, for promise proofs.
  public var promise: PromiseReport?
  /// The id of a geometric proof of the same promise, to be shown beside this one (a shader
  /// entry's `"geometry"` key); ``ProofReport/compareGeometries(isCompleteRun:)`` fills
  /// ``geometry``.
  public var comparesWith: String?
  /// This result beside its geometric twin, once the report has compared them.
  public var geometry: GeometryComparison?
  /// What the verdict rests on: `certified`, `counterexample` or `sampled`
  /// (``ProofEvidence``); `nil` for a check that is not over cases (a registry or static
  /// check, `compiles`) or that checked none.
  public var evidence: ProofEvidence?

  /// Creates a result.
  public init(
    id: String, title: String? = nil, fact: String, cases: Int, discarded: Int = 0,
    failingCases: Int = 0, findings: [ProofFinding] = [], wasSkipped: Bool = false,
    durationSeconds: Double = 0, generationSeconds: Double = 0, checkingSeconds: Double = 0,
    stopReason: StopReason? = nil, strategy: String? = nil, worst: CaseRecord? = nil,
    counterexample: Counterexample? = nil, coverage: [CoverageResult] = [],
    seed: ProofSeed? = nil, replay: String? = nil, shard: ProofShard? = nil,
    details: [String] = [], promise: PromiseReport? = nil, evidence: ProofEvidence? = nil
  ) {
    self.id = id
    self.title = title ?? id
    self.fact = fact
    self.cases = cases
    self.discarded = discarded
    self.failingCases = failingCases
    self.findings = findings
    self.wasSkipped = wasSkipped
    self.durationSeconds = durationSeconds
    self.generationSeconds = generationSeconds
    self.checkingSeconds = checkingSeconds
    self.stopReason = stopReason
    self.strategy = strategy
    self.worst = worst
    self.counterexample = counterexample
    self.coverage = coverage
    self.seed = seed
    self.replay = replay
    self.shard = shard
    self.details = details
    self.promise = promise
    self.evidence = evidence
  }

  /// The number of findings that are failures.
  public var failures: Int { findings.filter { $0.severity == .error }.count }

  /// Skipped when not run; failed when any finding is a failure; warned when any is a warning;
  /// else passed.
  public var status: Status {
    if wasSkipped { return .skipped }
    if failures > 0 { return .failed }
    return findings.isEmpty ? .passed : .warned
  }
}

/// One case as a report shows it.
public struct CaseRecord: Hashable, Sendable, Codable {
  /// The case's index in the run (replay it with the same seed and density).
  public var index: Int
  /// The case's value, as its domain describes it.
  public var value: String
  /// Room left before the property's bound, signed and in the property's unit, if measured:
  /// positive holds with that much to spare, negative is past the bound (a failure). Every
  /// report (text, JSON, JUnit, HTML) uses this sign, as a promise axis's margin does; a
  /// ``PropertyOutcome``'s margin is the excess past the bound, so its record carries the
  /// negation (``PropertyOutcome/room``).
  public var margin: Double?
  /// What the property measured.
  public var note: String?

  /// Creates a record.
  public init(index: Int, value: String, margin: Double? = nil, note: String? = nil) {
    self.index = index
    self.value = value
    self.margin = margin
    self.note = note
  }
}

/// A failing case and the simplest failing case shrinking found from it, inside the domain.
/// Both margins are kept, so a shrink that lands a real bug right at the tolerance edge can
/// still be spotted.
public struct Counterexample: Hashable, Sendable, Codable {
  /// The first failing case (lowest index).
  public var original: CaseRecord
  /// The shrunk case (the original when nothing simpler fails).
  public var shrunk: CaseRecord
  /// Accepted shrink steps: how many times a simpler failing case replaced the current one
  /// (0 when the original is already minimal).
  public var shrinkSteps: Int
  /// Property evaluations spent shrinking (the candidates tried, accepted or not).
  public var shrinkEvaluations: Int
  /// Why shrinking stopped.
  public var shrinkStop: ShrinkStop

  /// Creates a counterexample; `shrinkEvaluations` defaults to `shrinkSteps`.
  public init(
    original: CaseRecord, shrunk: CaseRecord, shrinkSteps: Int, shrinkEvaluations: Int? = nil,
    shrinkStop: ShrinkStop
  ) {
    self.original = original
    self.shrunk = shrunk
    self.shrinkSteps = shrinkSteps
    self.shrinkEvaluations = shrinkEvaluations ?? shrinkSteps
    self.shrinkStop = shrinkStop
  }

  /// Whether shrinking accepted no simpler case: the original is the counterexample.
  public var isAlreadyMinimal: Bool { shrinkSteps == 0 }

  /// The shrink in words: `already minimal (12 simpler candidates tried)`, or
  /// `shrunk in 3 steps (minimal, 40 evaluations)`; a limit that stopped it is named.
  public var shrinkDescription: String {
    let tried = "\(shrinkEvaluations) simpler candidate\(shrinkEvaluations == 1 ? "" : "s") tried"
    if shrinkSteps == 0 {
      return shrinkStop == .minimal
        ? "already minimal (\(tried))" : "not shrunk: \(shrinkStop) (\(tried))"
    }
    return
      "shrunk in \(shrinkSteps) step\(shrinkSteps == 1 ? "" : "s") (\(shrinkStop), \(shrinkEvaluations) evaluation\(shrinkEvaluations == 1 ? "" : "s"))"
  }
}

extension Counterexample {
  private enum CodingKeys: String, CodingKey {
    case original, shrunk, shrinkSteps, shrinkEvaluations, shrinkStop
  }

  /// Decodes a counterexample; a report without `shrinkEvaluations` (written before it
  /// existed) takes `shrinkSteps` for it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let steps = try container.decode(Int.self, forKey: .shrinkSteps)
    self.init(
      original: try container.decode(CaseRecord.self, forKey: .original),
      shrunk: try container.decode(CaseRecord.self, forKey: .shrunk), shrinkSteps: steps,
      shrinkEvaluations: try container.decodeIfPresent(Int.self, forKey: .shrinkEvaluations),
      shrinkStop: try container.decode(ShrinkStop.self, forKey: .shrinkStop))
  }

  /// Encodes every key.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(original, forKey: .original)
    try container.encode(shrunk, forKey: .shrunk)
    try container.encode(shrinkSteps, forKey: .shrinkSteps)
    try container.encode(shrinkEvaluations, forKey: .shrinkEvaluations)
    try container.encode(shrinkStop, forKey: .shrinkStop)
  }
}
