extension ProofResult {
  /// What a failed proof's one line says failed, in place of its fact; `nil` unless it failed.
  ///
  /// - a promise past its bound: `promise exceeded by 5.0 pt on y` (each failing axis, in
  ///   points, the worst case's excess);
  /// - a counterexample: `3 of 140 cases fail; simplest (0.75, 128) (15.5 ≤ 12, margin -0.25)`;
  /// - else the first failing finding, `missingCount: …`, with `(and N more)` when there are.
  ///
  /// It never claims 0 failures: where a proof counts no failing case (a registry proof fails
  /// by its findings), it names the finding instead.
  public var failureHeadline: String? {
    guard status == .failed else { return nil }
    if let promise {
      let past = [promise.x, promise.y].filter { $0.verdict == .fails }
      if !past.isEmpty {
        return "promise exceeded by "
          + past.map { "\(PromiseReport.number(-$0.margin)) pt on \($0.axis.rawValue)" }
          .joined(separator: " and ")
      }
    }
    if let example = counterexample {
      let count =
        failingCases > 0 ? "\(failingCases) of \(cases) case\(cases == 1 ? "" : "s") fail; " : ""
      let which = example.isAlreadyMinimal ? "first" : "simplest"
      return count + "\(which) \(example.shrunk.value)" + PropertyFindings.detail(example.shrunk)
    }
    let failing = findings.filter { $0.severity == .error }
    guard let first = failing.first else { return nil }
    let more = failing.count > 1 ? " (and \(failing.count - 1) more)" : ""
    return "\(first.id.name): \(first.message)" + more
  }

  /// A multi-line account of a result for a test failure: the id and, for a failed proof, what
  /// failed (``failureHeadline``), then the fact, every failure finding (the counterexample,
  /// original and shrunk, with both margins), the case counts, the worst case, the seed and the
  /// replay line.
  public var failureSummary: String {
    var lines = ["\(id) \(status.rawValue): \(failureHeadline ?? fact)"]
    if failureHeadline != nil { lines.append("  fact: \(fact)") }
    if let example = counterexample {
      lines.append(
        "  counterexample: case #\(example.original.index) \(example.original.value)"
          + PropertyFindings.detail(example.original))
      lines.append(
        "  shrunk: \(example.shrunk.value)" + PropertyFindings.detail(example.shrunk)
          + " [\(example.shrinkDescription)]")
    }
    for finding in findings where finding.engineKind != .counterexample {
      let tag = finding.severity == .warning ? "warning: " : ""
      lines.append("  \(finding.locationPrefix)\(tag)\(finding.id.name): \(finding.message)")
    }
    lines.append("  " + caseCounts)
    if let worst, let margin = worst.margin {
      lines.append("  worst margin \(margin) at case #\(worst.index) \(worst.value)")
    }
    if let seed { lines.append("  seed \(seed)" + (replay.map { "; replay: \($0)" } ?? "")) }
    return lines.joined(separator: "\n")
  }

  /// `3 of 140 cases fail, 2 discarded (grid + random×1000)`. A failed proof that counts no
  /// failing case (its findings fail it) says `140 cases checked; 2 findings fail` rather
  /// than `0 of 140 cases fail`.
  var caseCounts: String {
    var counts: String
    if status == .failed && failingCases == 0 {
      counts = "\(cases) case\(cases == 1 ? "" : "s") checked; \(failures) failing finding"
      if failures != 1 { counts += "s" }
    } else {
      counts = "\(failingCases) of \(cases) case\(cases == 1 ? "" : "s") fail"
    }
    if discarded > 0 { counts += ", \(discarded) discarded" }
    if let strategy { counts += " (\(strategy))" }
    return counts
  }
}
