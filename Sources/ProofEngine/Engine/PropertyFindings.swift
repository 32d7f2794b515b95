import EffectProofBase

/// The findings a property proof's data implies: the counterexample, unmet coverage, a run cut
/// short by its time limit, a run with no case or whose every case was discarded. Recomputed
/// after shards merge.
/// Unmet coverage is an error in a whole run and a warning in one shard (a part of the cases),
/// so a CI shard never fails on a share the merged report meets.
enum PropertyFindings {
  /// The kinds this type derives (and a merge recomputes).
  static let derivedKinds: Set<DiagnosticID> = [
    EngineFindingKind.counterexample.id, EngineFindingKind.coverage.id,
    EngineFindingKind.timeLimit.id, EngineFindingKind.discarded.id,
  ]

  static func make(for result: ProofResult) -> [ProofFinding] {
    var findings = result.findings.filter { !derivedKinds.contains($0.id) }
    if let example = result.counterexample {
      findings.append(
        ProofFinding(kind: .counterexample, message: describe(example, in: result)))
    }
    for requirement in result.coverage where !requirement.isMet {
      let message =
        "coverage \"\(requirement.label)\": \(percent(requirement.observed)) of \(requirement.counted) cases, \(percent(requirement.required)) required"
      if let shard = result.shard {
        // A shard holds a part of the cases, so its share can fall short where the whole run's
        // does not: a warning here, judged again (an error if still short) on the merged report.
        findings.append(
          ProofFinding(
            severity: .warning, kind: .coverage,
            message: message + " in shard \(shard) alone; merge judges all the cases"))
      } else {
        findings.append(ProofFinding(kind: .coverage, message: message))
      }
    }
    if let empty = noEvidence(
      result, hasStrategyFinding: findings.contains { $0.engineKind == .strategy })
    {
      findings.append(empty)
    }
    if result.stopReason == .timeLimit {
      findings.append(
        ProofFinding(
          severity: .warning, kind: .timeLimit,
          message: "stopped by the time limit after \(result.cases) cases"))
    }
    return findings
  }

  /// A property proof's evidence: `counterexample` when a case failed, `sampled` when some
  /// case was checked (not discarded) and none failed, `nil` when none was (no case ran, or
  /// every case was discarded): a property test never certifies.
  static func evidence(of result: ProofResult) -> ProofEvidence? {
    if result.counterexample != nil || result.failingCases > 0 { return .counterexample }
    return result.cases > result.discarded ? .sampled : nil
  }

  /// No case, or every case discarded: nothing was proved, so the run is never a pass. A
  /// failure in a whole run (and in a merged one); in one shard a warning, since a shard may
  /// hold none of a proof's cases (few cases, many shards) while the whole run holds some, and
  /// the merge judges the whole run again. Nothing when a `strategy` finding already says why
  /// no case ran.
  static func noEvidence(_ result: ProofResult, hasStrategyFinding: Bool) -> ProofFinding? {
    let what: String
    if result.cases == 0 {
      guard !hasStrategyFinding else { return nil }
      what = "no case"
    } else if result.discarded == result.cases {
      what = "all \(result.cases) cases were discarded"
    } else {
      return nil
    }
    if let shard = result.shard {
      let place = result.cases == 0 ? "no case in this shard" : "\(what) in this shard"
      return ProofFinding(
        severity: .warning, kind: .discarded,
        message: "\(place) (\(shard)); merge judges all the cases of the run")
    }
    return ProofFinding(
      kind: .discarded,
      message: result.cases == 0 ? "no case ran; nothing was proved" : "\(what); nothing was proved"
    )
  }

  static func describe(_ example: Counterexample, in result: ProofResult) -> String {
    var text = "case #\(example.original.index) \(example.original.value) fails"
    text += detail(example.original)
    text += "; \(example.shrinkDescription)"
    if !example.isAlreadyMinimal {
      text += " to \(example.shrunk.value)" + detail(example.shrunk)
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

  /// A share as a percentage for the reports: one decimal (`1.8 %`, `0.0 %` for nothing), and
  /// below 0.1 % two significant digits (`0.014 %`, `0.005 %`), so a small coverage floor and
  /// the share that meets it never both print as `0.0 %`.
  static func percent(_ fraction: Double) -> String {
    let value = fraction * 100
    guard value.isFinite, value > 0, value < 0.1 else { return "\((value * 10).rounded() / 10) %" }
    // Two significant digits: 0.0138 has its first at the 2nd decimal, so it keeps 3.
    var decimals = 2
    var scaled = value * 100
    while scaled < 10, decimals < 20 {
      scaled *= 10
      decimals += 1
    }
    var digits = String(Int(scaled.rounded()))
    if digits.count <= decimals {
      digits = String(repeating: "0", count: decimals - digits.count + 1) + digits
    }
    var text = String(digits.dropLast(decimals)) + "." + String(digits.suffix(decimals))
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text += "0" }
    return text + " %"
  }
}
