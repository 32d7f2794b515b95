import Foundation

/// A property of one effect over a domain: the engine's unit of proof.
///
/// ```swift
/// let proof = PropertyProof(
///   id: "curl.samplePromise", title: "The curl's sample offset stays within its promise",
///   fact: "maxSampleOffset is r·(π/2 − 1), checked at every peel 0…1 step 0.02",
///   domain: ProductDomain2(
///     IntervalDomain(0.0...1.0, grid: .step(0.02)), IntervalDomain(0.0...131, grid: .points(5))),
///   strategy: .sequence([.grid, .sobol(count: 4096)])
/// ) { peel, y in
///   .expect(offset(peel: peel, y: y), atMost: promise)
/// }
/// ```
///
/// A run generates every case of its shard from the seed and the case index, checks the
/// property on each (in parallel over `jobs`), tallies discards, failures, times, coverage and
/// the worst margin, shrinks the first failing case inside the domain, and reports it all.
public struct PropertyProof<Domain: ProofDomain>: Proof {
  /// The proof's id.
  public let id: String
  /// A short title.
  public let title: String
  /// The seed fact the proof encodes.
  public let fact: String
  /// The cases' domain.
  public let domain: Domain
  /// How cases are generated.
  public let strategy: GenerationStrategy
  /// Shares of cases that must satisfy predicates.
  public var coverage: [CoverageRequirement<Domain.Value>]
  /// Limits on shrinking.
  public var shrinkLimits: ShrinkLimits
  /// The property.
  public let property: @Sendable (Domain.Value) -> PropertyOutcome

  /// Creates a proof.
  public init(
    id: String, title: String? = nil, fact: String, domain: Domain,
    strategy: GenerationStrategy = .grid, coverage: [CoverageRequirement<Domain.Value>] = [],
    shrinkLimits: ShrinkLimits = ShrinkLimits(),
    property: @escaping @Sendable (Domain.Value) -> PropertyOutcome
  ) {
    self.id = id
    self.title = title ?? id
    self.fact = fact
    self.domain = domain
    self.strategy = strategy
    self.coverage = coverage
    self.shrinkLimits = shrinkLimits
    self.property = property
  }

  /// The most cases one run may make: 10 000 000, as many as the largest domain grid. A
  /// strategy that asks for more (a product of fine grids, `random(count: Int.max)`, a
  /// density-scaled count that overflows) is refused before any case is generated: ``run(_:)``
  /// reports a `strategy` error finding with 0 cases and ``value(at:seed:density:)`` gives
  /// `nil`, instead of allocating an index list of that size.
  public static var maximumCaseCount: Int { gridPointLimit }

  /// Property proofs split their cases across shards.
  public var isShardable: Bool { true }

  /// Case `index` of a run with `seed` and `density`, for replaying one case by hand; `nil`
  /// outside the run, or when the domain has a ``ProofDomain/problem``.
  public func value(at index: Int, seed: ProofSeed, density: ProofDensity = .default) -> Domain
    .Value?
  {
    guard
      domain.problem == nil, caseCount(density: density) <= Self.maximumCaseCount,
      let source = try? CaseSource(
        domain: domain, strategy: strategy, id: id, seed: seed, density: density),
      (0..<source.total).contains(index)
    else { return nil }
    return source.value(at: index, random: CaseRandom())
  }

  /// The number of cases a whole run makes at `density`.
  public func caseCount(density: ProofDensity = .default) -> Int {
    strategy.caseCount(gridCount: domain.gridCount, density: density)
  }

  // MARK: - Running

  /// Runs the proof's cases in `settings.shard`.
  public func run(_ settings: RunSettings = RunSettings()) -> ProofResult {
    let started = Date()
    var result = ProofResult(
      id: id, title: title, fact: fact, cases: 0, strategy: strategy.summary,
      seed: settings.seed, replay: settings.replayLine(id, settings.seed),
      shard: settings.shard.isWhole ? nil : settings.shard)
    if let problem = domain.problem {
      result.findings = [
        ProofFinding(kind: .strategy, message: "the domain cannot be swept: \(problem)")
      ]
      return result
    }
    let total = caseCount(density: settings.density)
    guard total <= Self.maximumCaseCount else {
      let count = total == Int.max ? "more than \(Int.max - 1)" : "\(total)"
      result.findings = [
        ProofFinding(
          kind: .strategy,
          message: "the strategy \(strategy.summary) asks for \(count) cases, above the "
            + "limit of \(Self.maximumCaseCount) a run may make")
      ]
      return result
    }
    let source: CaseSource<Domain>
    do {
      source = try CaseSource(
        domain: domain, strategy: strategy, id: id, seed: settings.seed,
        density: settings.density)
    } catch {
      result.findings = [ProofFinding(kind: .strategy, message: error.description)]
      return result
    }
    let indices = shardIndices(total: source.total, shard: settings.shard)
    let tally = runCases(indices, source: source, settings: settings, started: started)
    result.cases = tally.cases
    result.discarded = tally.discarded
    result.failingCases = tally.failing
    result.generationSeconds = tally.generationSeconds
    result.checkingSeconds = tally.checkingSeconds
    result.stopReason = tally.timedOut ? .timeLimit : .exhausted
    result.worst = tally.worst.map { record($0, source: source) }
    result.coverage = zip(coverage, tally.coverageHits).map { requirement, hits in
      CoverageResult(
        label: requirement.label, required: requirement.minimumFraction, hits: hits,
        counted: tally.cases - tally.discarded)
    }
    if let failure = tally.firstFailure {
      result.counterexample = counterexample(failure, source: source)
    }
    result.findings = PropertyFindings.make(for: result)
    result.evidence = PropertyFindings.evidence(of: result)
    result.durationSeconds = Date().timeIntervalSince(started)
    settings.progress?(
      ProgressEvent(
        id: id, casesDone: tally.cases, casesTotal: indices.count,
        elapsedSeconds: result.durationSeconds, isFinished: true))
    return result
  }

  /// The indices of `shard`, in order.
  private func shardIndices(total: Int, shard: ProofShard) -> [Int] {
    Array(stride(from: shard.index - 1, to: total, by: shard.count))
  }

  private func runCases(
    _ all: [Int], source: CaseSource<Domain>, settings: RunSettings, started: Date
  ) -> CaseTally {
    let jobs = max(1, min(settings.jobs, all.count / 64 + 1))
    let collector = TallyCollector(jobs: jobs, coverageCount: coverage.count)
    let progress = settings.progress.map { report in
      ProgressCounter(id: id, total: all.count, started: started, report: report)
    }
    let deadline = settings.deadline(from: started)
    DispatchQueue.concurrentPerform(iterations: jobs) { job in
      let chunk = all.count / jobs
      let lower = job * chunk
      let upper = job == jobs - 1 ? all.count : lower + chunk
      collector.store(
        runChunk(all, lower..<upper, source: source, deadline: deadline, progress: progress),
        job: job)
    }
    return collector.merged()
  }

  /// Runs `all[range]` in batches of 256: generate a batch (timed once), check it (timed once),
  /// tally it. The deadline is checked between batches.
  private func runChunk(
    _ all: [Int], _ range: Range<Int>, source: CaseSource<Domain>, deadline: Date?,
    progress: ProgressCounter?
  ) -> CaseTally {
    var tally = CaseTally(coverageCount: coverage.count)
    let random = CaseRandom()
    var batch: [Domain.Value] = []
    batch.reserveCapacity(256)
    var start = range.lowerBound
    while start < range.upperBound {
      if let deadline, Date() >= deadline {
        tally.timedOut = true
        break
      }
      let end = min(start + 256, range.upperBound)
      let generateStart = DispatchTime.now().uptimeNanoseconds
      source.values(all, start..<end, random: random, into: &batch)
      let checkStart = DispatchTime.now().uptimeNanoseconds
      // Index loops, not `enumerated()`: unspecialized generic code would build tuple
      // metadata for every element.
      for offset in 0..<batch.count {
        let value = batch[offset]
        let outcome = property(value)
        tally.record(index: all[start + offset], outcome: outcome)
        if outcome.verdict != .discard {
          for slot in 0..<coverage.count where coverage[slot].predicate(value) {
            tally.coverageHits[slot] += 1
          }
        }
      }
      let checkEnd = DispatchTime.now().uptimeNanoseconds
      tally.generationSeconds += Double(checkStart - generateStart) * 1e-9
      tally.checkingSeconds += Double(checkEnd - checkStart) * 1e-9
      progress?.add(end - start)
      start = end
    }
    return tally
  }

  private func record(_ seen: CaseTally.Seen, source: CaseSource<Domain>) -> CaseRecord {
    let value = source.value(at: seen.index, random: CaseRandom())
    return CaseRecord(
      index: seen.index, value: domain.describe(value), margin: seen.outcome.room,
      note: seen.outcome.summary)
  }

  private func counterexample(
    _ failure: CaseTally.Seen, source: CaseSource<Domain>
  ) -> Counterexample {
    let value = source.value(at: failure.index, random: CaseRandom())
    let shrunk = Shrinker(domain: domain, limits: shrinkLimits, property: property)
      .shrink(value, failing: failure.outcome)
    return Counterexample(
      original: CaseRecord(
        index: failure.index, value: domain.describe(value), margin: failure.outcome.room,
        note: failure.outcome.summary),
      shrunk: CaseRecord(
        index: failure.index, value: domain.describe(shrunk.value), margin: shrunk.outcome.room,
        note: shrunk.outcome.summary),
      shrinkSteps: shrunk.steps, shrinkEvaluations: shrunk.evaluations, shrinkStop: shrunk.stop)
  }
}
