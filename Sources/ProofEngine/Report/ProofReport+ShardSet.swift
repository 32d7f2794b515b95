/// Whether reports make exactly one complete run, before they are merged.
extension ProofReport {
  /// Why the reports, each named by its file, do not make exactly one complete run, in one line
  /// naming a file; `nil` when they do. They do when every report says which run it is of
  /// (``run``), all of them are shards of the same run (tool, config digest, seed, density and
  /// `--only` agree, and so does the shard count n), each shard 1…n is there exactly once, and
  /// each proof is in every shard or, when it does not split, in shard 1 alone.
  ///
  /// A missing shard (a CI job that died), a shard given twice, a shard of another config,
  /// seed, density, `--only` set or n, and a whole run mixed with shards are all refused: a
  /// merge of them would report cases that never ran, or miss cases that failed.
  public static func mergeProblem(_ inputs: [(name: String, report: ProofReport)]) -> String? {
    guard !inputs.isEmpty else { return "nothing to merge" }
    var shards: [Int: String] = [:]
    var identities: [(name: String, run: ProofRunIdentity)] = []
    for input in inputs {
      guard let run = input.report.run else {
        return
          "\(input.name): the report does not say which run it is of (it has no \"run\"); merge takes the JSON reports of one effectproof check --shard i/n run"
      }
      if let reference = identities.first, let difference = reference.run.difference(from: run) {
        return
          "\(input.name): not a shard of the same run as \(reference.name): \(difference)"
      }
      if let other = shards[run.shard.index] {
        return "\(input.name): shard \(run.shard) is given twice (also \(other))"
      }
      shards[run.shard.index] = input.name
      identities.append((input.name, run))
    }
    let count = identities.first?.run.shard.count ?? 1
    if let missing = (1...max(count, 1)).first(where: { shards[$0] == nil }) {
      let given = identities.sorted { $0.run.shard.index < $1.run.shard.index }
        .map { "\($0.run.shard) \($0.name)" }.joined(separator: ", ")
      return "shard \(missing)/\(count) is missing: the run has \(count) shards, given \(given)"
    }
    return proofSetProblem(inputs)
  }

  /// Each proof must be in every shard, or in shard 1 alone (a proof that does not split).
  private static func proofSetProblem(_ inputs: [(name: String, report: ProofReport)]) -> String? {
    let ordered = inputs.sorted {
      ($0.report.run?.shard.index ?? 0) < ($1.report.run?.shard.index ?? 0)
    }
    guard ordered.count > 1 else { return nil }
    let idSets = ordered.map { Set($0.report.results.map(\.id)) }
    var seen = Set<String>()
    for (position, input) in ordered.enumerated() {
      for result in input.report.results where seen.insert(result.id).inserted {
        let holders = idSets.indices.filter { idSets[$0].contains(result.id) }
        if holders.count == ordered.count || holders == [0] { continue }
        let lacking = idSets.indices.first { !idSets[$0].contains(result.id) } ?? position
        let shard = ordered[lacking].report.run?.shard.description ?? "?"
        return
          "\(ordered[lacking].name): shard \(shard) lacks the proof \(result.id), which \(input.name) has"
      }
    }
    for input in ordered {
      var ids = Set<String>()
      for result in input.report.results where !ids.insert(result.id).inserted {
        return "\(input.name): the proof \(result.id) is in the report twice"
      }
    }
    return nil
  }
}
