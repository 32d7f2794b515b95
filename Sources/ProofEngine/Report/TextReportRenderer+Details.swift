extension TextReportRenderer {
  // MARK: - Below a proof's line

  /// The lines below a proof's line, in the order a reader acts on them: the failing findings
  /// (where it failed, each at its place), the counterexample and its shrink, the warnings,
  /// the details (a promise's worst case per axis, the geometry beside it), the worst case and
  /// coverage, the evidence (`evidence: sampled (held on the cases run; not a proof)`), and for
  /// a failure the replay line. Each is wrapped to `width`.
  static func detailLines(_ result: ProofResult, width: Int) -> [String] {
    var lines: [String] = []
    func add(_ text: String) {
      lines += TextLayout.wrap(text, width: width, first: indent, rest: continuationIndent)
    }
    let example = result.counterexample
    let shown = result.findings.filter { !isDerivedCounterexample($0, in: result) }
    for finding in shown where finding.severity == .error { add(line(finding)) }
    if let example {
      // A finding at a place (a shader's) already gives the shrunk case: not again.
      let named = shown.contains {
        $0.severity == .error && $0.message.contains(example.shrunk.value)
      }
      if !named || example.original != example.shrunk {
        add(
          "counterexample: case #\(example.original.index) \(example.original.value)"
            + PropertyFindings.detail(example.original))
      }
      add(
        example.isAlreadyMinimal || named
          ? example.shrinkDescription
          : "\(example.shrinkDescription) to \(example.shrunk.value)"
            + PropertyFindings.detail(example.shrunk))
    }
    for finding in shown where finding.severity == .warning { add(line(finding)) }
    for detail in result.details { add(detail) }
    if let geometry = result.geometry {
      for (first, note) in Self.lines(geometry) {
        add(first)
        lines += TextLayout.wrap(
          note, width: width, first: continuationIndent, rest: continuationIndent + "  ")
      }
    }
    if example == nil, let worst = result.worst, worst.margin != nil {
      add("worst: case #\(worst.index) \(worst.value)\(PropertyFindings.detail(worst))")
    }
    for requirement in result.coverage where requirement.isMet {
      let observed = PropertyFindings.percent(requirement.observed)
      let required = PropertyFindings.percent(requirement.required)
      add("coverage \"\(requirement.label)\": \(observed) (≥ \(required))")
    }
    if let evidence = result.evidence {
      add("evidence: \(evidence.rawValue) (\(evidence.meaning))")
    }
    if result.status == .failed, let replay = result.replay {
      lines += TextLayout.wrapCommand(
        "replay: " + replay, width: width, first: indent, rest: continuationIndent + "  ")
    }
    return lines
  }

  /// `file:line:column: warning: kind: message`.
  static func line(_ finding: ProofFinding) -> String {
    let tag = finding.severity == .warning ? "warning: " : ""
    return "\(finding.locationPrefix)\(tag)\(finding.id.name): \(finding.message)"
  }

  /// Whether `finding` is the counterexample finding a property proof derives from its
  /// ``ProofResult/counterexample`` (no place of its own): the text shows the counterexample's
  /// lines instead, with the replay line below. A counterexample finding at a place (a shader's
  /// `.metal` line) is shown.
  static func isDerivedCounterexample(_ finding: ProofFinding, in result: ProofResult) -> Bool {
    finding.engineKind == .counterexample && finding.file == nil && result.counterexample != nil
  }

  /// A sample promise beside its geometric twin: per axis the comparison and its note.
  static func lines(_ comparison: GeometryComparison) -> [(String, String)] {
    [comparison.x, comparison.y].map { axis in
      let bound = axis.geometryBound.map { " (certified ≤ \(PromiseReport.number($0)))" } ?? ""
      return (
        "beside \(comparison.geometry) on \(axis.axis.rawValue): geometry "
          + "\(PromiseReport.number(axis.geometryWitness)) pt\(bound), compiled "
          + "\(PromiseReport.number(axis.compiledSupremum)) pt, promise "
          + "\(PromiseReport.number(axis.promise)) pt: \(axis.agrees ? "agrees" : "DISAGREES")",
        axis.note
      )
    }
  }
}
