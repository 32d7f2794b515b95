/// What a proof's verdict rests on (issue 37): one of three outcomes, named so in every report
/// format (`"evidence"` in the JSON, a `<property name="evidence">` in JUnit, a label in HTML, a
/// word on the text report's line).
///
/// ```
/// certified       a certificate covers every case of the domain   (interval branch and bound)
/// counterexample  a concrete failing case was found               (replayable, shrunk)
/// sampled         held on the cases run, and nothing more          (a sweep, a property test)
/// ```
///
/// A result that is not over cases (a registry or static check, `compiles`) or that checked
/// none (0 cases, skipped, not run) has no evidence: ``ProofResult/evidence`` is `nil`.
public enum ProofEvidence: String, Hashable, Sendable, Codable, CaseIterable {
  /// The property holds for every case of the domain: a certificate (today the geometric
  /// certificates of `PromiseCertificate`, an interval branch and bound over the shipped
  /// generic code whose certified bound is within the promise) covers it, not only the cases
  /// evaluated.
  case certified
  /// A concrete case fails: it rests on that case (a witness past the promise, a failing run,
  /// a property's counterexample), which replays.
  case counterexample
  /// The property held on every case that ran (a sweep, a property test's cases, a search
  /// without a certificate): evidence, never shown as a proof; a case between those run may
  /// still fail.
  case sampled

  /// The evidence of shards (or parts) of one proof merged: `counterexample` if any part has
  /// one, `certified` only if every part is certified, else `sampled`; `nil` only when every
  /// part is `nil`.
  public static func merged(_ parts: [ProofEvidence?]) -> ProofEvidence? {
    let known = parts.compactMap { $0 }
    guard !known.isEmpty else { return nil }
    if known.contains(.counterexample) { return .counterexample }
    if known.count == parts.count, known.allSatisfy({ $0 == .certified }) { return .certified }
    return .sampled
  }
}
