import ProofEngine

// MARK: - What a run proof's verdict rests on

extension ShaderEvaluation {
  /// The evidence of this run proof's `result` (``ProofEvidence``), once its verdict is made:
  ///
  /// - `counterexample` when a run failed the proof (a failing case, a polish past the
  ///   promise, a step past the continuity bound): a concrete, replayable case;
  /// - `nil` when no run finished for this check (a setup problem, no argument set, every run
  ///   stopped for another reason): no evidence either way;
  /// - else ``certifiedEvidence(of:)`` when a certificate covers the domain, and `sampled`
  ///   otherwise: the runs held, which is evidence, not a proof.
  func evidence(of result: ProofResult, finishedRuns: Int) -> ProofEvidence? {
    if result.failingCases > 0 || result.counterexample != nil { return .counterexample }
    guard finishedRuns > 0, !result.wasSkipped else { return nil }
    return certifiedEvidence(of: result) ?? .sampled
  }

  /// The one place a certified outcome of a run proof is read: `.certified` when a certificate
  /// (the abstract run of the compiled function over boxes of pixels and arguments, issue 37,
  /// ``ShaderCertification``) showed the proof holds for every case of the domain, as
  /// `certify(_:into:)` marks a samplePromise it certifies; `nil` otherwise (every other run
  /// proof, and a samplePromise the certificate left undecided, is `sampled`).
  func certifiedEvidence(of result: ProofResult) -> ProofEvidence? {
    result.evidence == .certified ? .certified : nil
  }
}
