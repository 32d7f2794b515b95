/// The last guard of "no vacuous pass" (docs/guarantees.md): a result that checked nothing is
/// never reported as passed, whatever proof type made it.
///
/// Each of the engine's and the catalogue's proofs says itself why it saw nothing (a property
/// proof with no case, a shader proof whose runs did not finish, a registry proof with nothing
/// to read). A proof type of an app's own, added to its gate, may not: a report
/// (``ProofReport/init(generator:results:)``) therefore adds this finding to any result that
/// would pass with 0 cases.
extension ProofResult {
  /// Whether the result would pass on no evidence: not skipped, no finding, 0 cases.
  public var passesWithoutEvidence: Bool {
    !wasSkipped && findings.isEmpty && cases == 0
  }

  /// The result with a `discarded` finding when it would pass on no evidence: a failure in a
  /// whole run, a warning in one shard (a shard may hold none of a proof's cases; the merge
  /// judges the whole run). Any other result as it is.
  public func judgedOnEvidence() -> ProofResult {
    guard passesWithoutEvidence else { return self }
    var judged = self
    if let shard {
      judged.findings.append(
        ProofFinding(
          severity: .warning, kind: .discarded,
          message: "no case in this shard (\(shard)); merge judges all the cases of the run"))
    } else {
      judged.findings.append(
        ProofFinding(kind: .discarded, message: "0 cases: the proof checked nothing"))
    }
    return judged
  }
}
