extension ProofResult {
  /// A multi-line account of a result for a test failure: the id and fact, every failure
  /// finding (the counterexample, original and shrunk, with both margins), the case counts, the
  /// worst case, the seed and the replay line.
  public var failureSummary: String {
    var lines = ["\(id) \(status.rawValue): \(fact)"]
    if let example = counterexample {
      lines.append(
        "  counterexample: case #\(example.original.index) \(example.original.value)"
          + PropertyFindings.detail(example.original))
      lines.append(
        "  shrunk: \(example.shrunk.value)" + PropertyFindings.detail(example.shrunk)
          + " [\(example.shrinkSteps) steps, \(example.shrinkStop)]")
    }
    for finding in findings where finding.kind != .counterexample {
      let tag = finding.severity == .warning ? "warning: " : ""
      lines.append("  \(finding.locationPrefix)\(tag)\(finding.kind): \(finding.message)")
    }
    var counts = "  \(failingCases) of \(cases) cases fail"
    if discarded > 0 { counts += ", \(discarded) discarded" }
    if let strategy { counts += " (\(strategy))" }
    lines.append(counts)
    if let worst, let margin = worst.margin {
      lines.append("  worst margin \(margin) at case #\(worst.index) \(worst.value)")
    }
    if let seed { lines.append("  seed \(seed)" + (replay.map { "; replay: \($0)" } ?? "")) }
    return lines.joined(separator: "\n")
  }
}
