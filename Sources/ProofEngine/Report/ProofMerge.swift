/// Merging the results of shards of one run into the result of the whole run.
extension ProofResult {
  /// Why results cannot be merged.
  public struct MergeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// One line saying why.
    public var description: String
  }

  /// The result of the whole run from the results of its shards (any order): counts and times
  /// add up, the worst case is the least margin (ties to the lowest index), the counterexample
  /// is the one with the lowest original index (exactly the one a whole run shrinks), coverage
  /// hits add up and are judged again, other findings are united. The evidence merges by
  /// ``ProofEvidence/merged(_:)``: a counterexample in any shard wins, `certified` needs every
  /// shard certified, and `nil` stays only when every shard has none.
  ///
  /// - Throws: ``MergeError`` when the list is empty or the results are of different proofs or
  ///   different seeds.
  public static func merged(_ parts: [ProofResult]) throws(MergeError) -> ProofResult {
    guard var total = parts.first else { throw MergeError(description: "nothing to merge") }
    guard parts.count > 1 else { return total }
    for part in parts.dropFirst() {
      guard part.id == total.id else {
        throw MergeError(description: "cannot merge results of \(total.id) and \(part.id)")
      }
      guard part.seed == total.seed else {
        throw MergeError(
          description:
            "\(part.id): shards ran with different seeds (\(total.seed?.description ?? "none"), \(part.seed?.description ?? "none"))"
        )
      }
      total.absorb(part)
    }
    total.shard = nil
    total.evidence = ProofEvidence.merged(parts.map(\.evidence))
    if total.strategy != nil { total.findings = PropertyFindings.make(for: total) }
    total.keepFailures(of: parts)
    return total
  }

  /// A proof that failed in any shard stays failed: when the findings recomputed from the
  /// merged data hold no failure (a shard's report lacks the counterexample behind its
  /// `failingCases`, say), the shards' own failures are kept, each naming its shard, and
  /// failing cases without any failure finding are one failure themselves.
  private mutating func keepFailures(of parts: [ProofResult]) {
    guard failures == 0 else { return }
    for part in parts where part.status == .failed {
      let shard = part.shard.map { " (in shard \($0))" } ?? ""
      for finding in part.findings where finding.severity == .error {
        var kept = finding
        kept.message += shard
        if !findings.contains(kept) { findings.append(kept) }
      }
    }
    if failures == 0, failingCases > 0 {
      findings.append(
        ProofFinding(
          kind: .counterexample,
          message:
            "\(failingCases) of \(cases) cases failed in the shards, but no shard's report holds the counterexample"
        ))
    }
  }

  private mutating func absorb(_ part: ProofResult) {
    cases += part.cases
    discarded += part.discarded
    failingCases += part.failingCases
    durationSeconds += part.durationSeconds
    generationSeconds += part.generationSeconds
    checkingSeconds += part.checkingSeconds
    wasSkipped = wasSkipped && part.wasSkipped
    if part.stopReason == .timeLimit { stopReason = .timeLimit }
    if let theirs = part.worst, Self.isWorse(theirs, than: worst) { worst = theirs }
    if let theirs = part.counterexample,
      counterexample.map({ theirs.original.index < $0.original.index }) ?? true
    {
      counterexample = theirs
    }
    for incoming in part.coverage {
      if let index = coverage.firstIndex(where: { $0.label == incoming.label }) {
        coverage[index].hits += incoming.hits
        coverage[index].counted += incoming.counted
      } else {
        coverage.append(incoming)
      }
    }
    for finding in part.findings where !findings.contains(finding) { findings.append(finding) }
    for detail in part.details where !details.contains(detail) { details.append(detail) }
    if promise == nil { promise = part.promise }
    if comparesWith == nil { comparesWith = part.comparesWith }
  }

  /// Less room is worse (margins are room left, ``CaseRecord/margin``); a record without a
  /// margin ranks below any with one; NaN is worst; ties go to the lower index.
  static func isWorse(_ candidate: CaseRecord, than current: CaseRecord?) -> Bool {
    guard let current else { return true }
    let a = candidate.margin ?? .infinity
    let b = current.margin ?? .infinity
    if a.isNaN != b.isNaN { return a.isNaN }
    if a != b { return a < b }
    return candidate.index < current.index
  }
}

extension ProofReport {
  /// The report of a whole run from the reports of its shards: results with the same id merge;
  /// a proof that ran in one shard only (such as the registry proofs, which run whole in shard
  /// 1) is kept as it is. Order follows the first report that has each id. The reports' notes
  /// are united, each once.
  public static func merged(_ reports: [ProofReport]) throws(ProofResult.MergeError) -> ProofReport
  {
    var order: [String] = []
    var groups: [String: [ProofResult]] = [:]
    for report in reports {
      for result in report.results {
        if groups[result.id] == nil { order.append(result.id) }
        groups[result.id, default: []].append(result)
      }
    }
    var results: [ProofResult] = []
    for id in order {
      results.append(try ProofResult.merged(groups[id] ?? []))
    }
    var run = reports.first?.run
    run?.shard = .whole
    var notes: [String] = []
    for note in reports.flatMap(\.notes) where !notes.contains(note) { notes.append(note) }
    return ProofReport(
      generator: reports.first?.generator ?? "effectproof", results: results, run: run,
      notes: notes)
  }
}
