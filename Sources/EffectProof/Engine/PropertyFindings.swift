/// The findings a property proof's data implies: the counterexample, unmet coverage, a run cut
/// short by its time limit, a run whose every case was discarded. Recomputed after shards merge.
enum PropertyFindings {
  /// The kinds this type derives (and a merge recomputes).
  static let derivedKinds: Set<String> = ["counterexample", "coverage", "timeLimit", "discarded"]

  static func make(for result: ProofResult) -> [ProofFinding] {
    var findings = result.findings.filter { !derivedKinds.contains($0.kind) }
    if let example = result.counterexample {
      findings.append(
        ProofFinding(kind: "counterexample", message: describe(example, in: result)))
    }
    for requirement in result.coverage where !requirement.isMet {
      findings.append(
        ProofFinding(
          kind: "coverage",
          message:
            "coverage \"\(requirement.label)\": \(percent(requirement.observed)) of \(requirement.counted) cases, \(percent(requirement.required)) required"
        ))
    }
    if result.cases > 0, result.discarded == result.cases {
      findings.append(
        ProofFinding(
          kind: "discarded", message: "all \(result.cases) cases were discarded; nothing was proved"
        ))
    }
    if result.stopReason == .timeLimit {
      findings.append(
        ProofFinding(
          severity: .warning, kind: "timeLimit",
          message: "stopped by the time limit after \(result.cases) cases"))
    }
    return findings
  }

  static func describe(_ example: Counterexample, in result: ProofResult) -> String {
    var text = "case #\(example.original.index) \(example.original.value) fails"
    text += detail(example.original)
    if example.shrunk.value != example.original.value {
      text +=
        "; shrunk in \(example.shrinkSteps) steps (\(example.shrinkStop)) to \(example.shrunk.value)"
      text += detail(example.shrunk)
    } else {
      text += "; no simpler case fails (\(example.shrinkSteps) tried)"
    }
    text += "; \(result.failingCases) of \(result.cases) cases fail"
    if let seed = result.seed { text += "; seed \(seed)" }
    if let replay = result.replay { text += "; replay: \(replay)" }
    return text
  }

  static func detail(_ record: CaseRecord) -> String {
    var parts: [String] = []
    if let note = record.note { parts.append(note) }
    if let margin = record.margin { parts.append("margin \(margin)") }
    return parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
  }

  static func percent(_ fraction: Double) -> String {
    "\((fraction * 1000).rounded() / 10) %"
  }
}
