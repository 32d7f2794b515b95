extension TextReportRenderer {
  // MARK: - The summary

  /// The summary, in this order:
  ///
  /// ```
  /// 127 proofs: 125 passed, 1 failed, 1 warned, 0 skipped (9475293 cases)   the counts
  /// evidence: 3 certified, 1 counterexample, 40 sampled                     when any has one
  /// warning: 12 shader proofs are sampled, not certified: …                 the report's notes
  /// duration 23.6 s                                                          the wall clock
  /// seed 0x5EEDCA5EF00D0001, shard 1/3                                       when seeded
  /// replay the failures: effectproof check --config … --only … --seed …      or: replay: …
  /// ```
  ///
  /// Without a wall-clock time (a merged report), the duration is the proofs' times added up
  /// and says so. The replay line is the failures' command when a proof failed and the options
  /// give one, else the run's; it wraps between arguments with ` \`.
  static func summaryLines(_ report: ProofReport, options: TextReportOptions) -> [String] {
    var lines = [report.summaryLine]
    if let evidence = report.evidenceLine { lines.append(evidence) }
    for note in report.notes {
      lines += TextLayout.wrap(
        "warning: " + note, width: options.lineWidth, first: "", rest: "    ")
    }
    if report.results.isEmpty { return lines }
    if let wall = options.wallClockSeconds {
      lines.append("duration \(duration(wall))")
    } else {
      lines.append("duration \(duration(report.durationSeconds)) (the proofs' times added up)")
    }
    let seeded = report.results.filter { $0.strategy != nil }
    if let seed = seeded.first?.seed {
      var line = "seed \(seed)"
      if let shard = seeded.first?.shard { line += ", shard \(shard)" }
      lines.append(line)
    }
    let replay: String?
    if report.failedCount > 0, let failures = options.replayFailures {
      replay = "replay the failures: " + failures
    } else {
      replay = options.replayRun.map { "replay: " + $0 }
    }
    if let replay {
      lines += TextLayout.wrapCommand(
        replay, width: options.lineWidth, first: "", rest: "    ")
    }
    return lines
  }
}
