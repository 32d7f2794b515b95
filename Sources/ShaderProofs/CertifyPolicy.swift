import EffectProofBase
import ProofEngine

/// What a shader run proof whose evidence is `sampled` means for the run (`"certify"` in
/// effectproof.json, `--certify` on `check`): the run proofs on the app's own source
/// (`shader.<entry>.finite`, `.samplePromise`, `.reads` and its invariants) held on the cases
/// run, which is evidence, not a certificate (docs/shader-proofs.md, "Evidence: certified,
/// counterexample, sampled").
///
/// ```
/// warn      (default) the proof's status stays as the sweep left it; the report's summary
///           says how many shader proofs are sampled, not certified
/// required  a passing proof that is sampled fails, with a shader.notCertified finding
/// ```
///
/// The seeds' property proofs and the checks that are not over cases (`compiles`,
/// `layerFits`) are outside it.
public enum CertifyPolicy: String, Hashable, Sendable, CaseIterable {
  /// A sampled shader proof passes; the summary warns once for all of them.
  case warn
  /// A sampled shader proof fails: only `certified` (or no evidence needed) passes.
  case required

  /// The policy applied to `result`, a shader run proof's (``ShaderProof/Check/isRun``) of
  /// the entry declared at `file`:`line`: under `required`, a result that would pass (passed
  /// or warned) on `sampled` evidence gets a failing `shader.notCertified` finding that says
  /// so, how many cases ran, and that `"certify": "warn"` lets it pass. Any other result as it
  /// is.
  public func judged(_ result: ProofResult, file: String, line: Int) -> ProofResult {
    guard self == .required, result.evidence == .sampled,
      result.status == .passed || result.status == .warned
    else { return result }
    var judged = result
    judged.findings.append(
      ProofFinding(
        kind: ShaderFindingKind.notCertified.id,
        message:
          "sampled, not certified: it held on the \(ShaderFacts.count(result.cases, "case")) run, but no certificate covers the whole domain, and \"certify\": \"required\" fails such a proof; \"certify\": \"warn\" in effectproof.json (or --certify warn) lets it pass with a warning",
        file: file, line: line))
    return judged
  }

  /// The summary's one warning under `warn`: how many of `results` whose ids are in
  /// `runProofIDs` (the shader run proofs) would pass on `sampled` evidence, and how to require
  /// certification; `nil` under `required` or when there are none.
  public func note(for results: [ProofResult], runProofIDs: Set<String>) -> String? {
    guard self == .warn else { return nil }
    let sampled = results.count {
      runProofIDs.contains($0.id) && $0.evidence == .sampled
        && ($0.status == .passed || $0.status == .warned)
    }
    guard sampled > 0 else { return nil }
    let (proofs, they, them) =
      sampled == 1
      ? ("1 shader proof is", "it", "it") : ("\(sampled) shader proofs are", "they", "them")
    return
      "\(proofs) sampled, not certified: \(they) held on the cases run, which is evidence, not a proof; \"certify\": \"required\" in effectproof.json (or --certify required) fails \(them)"
  }
}
