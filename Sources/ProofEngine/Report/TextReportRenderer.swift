/// Renders a report as plain text: one line per proof, then its findings, then a summary.
///
/// ```
/// PASS registry.sourcesParse     7 cases   Every Metal source lexes and parses.
/// FAIL registry.arguments        9 cases   missingCount: 'device const float *pips' …
///      Dice.metal:30:5: missingCount: 'device const float *pips' …
/// PASS curl.samplePromise     2601 cases   The bend never samples further than r·(π/2 − 1).
///      worst: case #1275 (0.5, 104.8) (11.86 ≤ 12, margin 0.14)
/// 6 proofs: 5 passed, 1 failed, 0 warned, 0 skipped (2641 cases)
/// ```
/// A failed proof's line says what failed instead of its fact (``ProofResult/failureHeadline``).
/// Margins are room left: positive holds, negative fails.
/// A property proof that passes shows its worst case; one that fails shows the counterexample
/// (original and shrunk, both margins, the seed and the replay line) among its findings;
/// coverage requirements show their observed share.
public enum TextReportRenderer {
  /// The text form of `report`.
  public static func render(_ report: ProofReport) -> String {
    let idWidth = report.results.map(\.id.count).max() ?? 0
    let caseWidth = report.results.map { String($0.cases).count }.max() ?? 1
    var lines: [String] = []
    for result in report.results {
      let label =
        switch result.status {
        case .passed: "PASS"
        case .failed: "FAIL"
        case .warned: "WARN"
        case .skipped: "SKIP"
        }
      let id = result.id.padded(to: idWidth)
      let cases =
        String(repeating: " ", count: caseWidth - String(result.cases).count) + String(result.cases)
      lines.append(
        "\(label) \(id)  \(cases) case\(result.cases == 1 ? " " : "s")  \(headline(result))")
      for finding in result.findings {
        let tag = finding.severity == .warning ? "warning: " : ""
        lines.append("     \(finding.locationPrefix)\(tag)\(finding.kind): \(finding.message)")
      }
      for detail in result.details { lines.append("     \(detail)") }
      if let geometry = result.geometry { lines += Self.lines(geometry) }
      if result.counterexample == nil, let worst = result.worst, worst.margin != nil {
        lines.append(
          "     worst: case #\(worst.index) \(worst.value)\(PropertyFindings.detail(worst))")
      }
      for requirement in result.coverage where requirement.isMet {
        let observed = PropertyFindings.percent(requirement.observed)
        let required = PropertyFindings.percent(requirement.required)
        lines.append("     coverage \"\(requirement.label)\": \(observed) (≥ \(required))")
      }
    }
    let seeded = report.results.filter { $0.strategy != nil }
    if let seed = seeded.first?.seed {
      var line = "seed \(seed)"
      if let shard = seeded.first?.shard { line += ", shard \(shard)" }
      lines.append(line)
    }
    lines.append(report.summaryLine)
    return lines.joined(separator: "\n") + "\n"
  }
}

extension TextReportRenderer {
  /// A sample promise beside its geometric twin: one line per axis, then the note.
  static func lines(_ comparison: GeometryComparison) -> [String] {
    [comparison.x, comparison.y].flatMap { axis -> [String] in
      let bound = axis.geometryBound.map { " (certified ≤ \(PromiseReport.number($0)))" } ?? ""
      return [
        "     beside \(comparison.geometry) on \(axis.axis.rawValue): geometry "
          + "\(PromiseReport.number(axis.geometryWitness)) pt\(bound), compiled "
          + "\(PromiseReport.number(axis.compiledSupremum)) pt, promise "
          + "\(PromiseReport.number(axis.promise)) pt: \(axis.agrees ? "agrees" : "DISAGREES")",
        "       \(axis.note)",
      ]
    }
  }

  /// What the text report's line of `result` says after its counts: for a failed proof what
  /// failed (``ProofResult/failureHeadline``), else its fact's first sentence; cut to 120
  /// characters.
  static func headline(_ result: ProofResult) -> String {
    guard let failed = result.failureHeadline else { return headline(result.fact) }
    return failed.count > 120 ? String(failed.prefix(119)) + "…" : failed
  }

  /// A fact's first sentence, cut to 120 characters: the text report's one line per proof.
  /// JSON and JUnit keep the whole fact.
  static func headline(_ fact: String) -> String {
    var text = fact
    if let end = text.range(of: ". ") { text = String(text[..<end.lowerBound]) + "." }
    guard text.count > 120 else { return text }
    return String(text.prefix(119)) + "…"
  }
}

extension String {
  /// The string padded with spaces on the right to at least `length` characters.
  func padded(to length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}
