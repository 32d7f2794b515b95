extension PromiseReport {
  /// What the report's verdict rests on (``ProofEvidence``): `counterexample` when a case
  /// samples past the promise on an axis (its witness) or a sample fails (NaN, ±∞, none);
  /// `certified` when both axes are certified (the branch and bound's bound within the
  /// promise over the whole domain); else `sampled` (a search without a certificate, or an
  /// undecided axis); `nil` when no case was evaluated.
  public var evidence: ProofEvidence? {
    if failureCount > 0 || x.verdict == .fails || y.verdict == .fails { return .counterexample }
    guard casesEvaluated > 0 else { return nil }
    return x.verdict == .certified && y.verdict == .certified ? .certified : .sampled
  }
}
