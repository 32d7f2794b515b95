import EffectProof
import EffectProofBase
import ShaderProofs

/// `--certify warn|required`, declared once for `check`: what a shader run proof whose
/// evidence is `sampled`, not certified, means for the run, over the config's `"certify"`
/// (docs/shader-proofs.md, "Evidence: certified, counterexample, sampled").
enum CertifyOption {
  /// The option's name.
  static let name = "--certify"

  /// `warn` or `required`; anything else is refused, with the nearest word suggested.
  static var value: ArgumentValue<CertifyPolicy> {
    let words = CertifyPolicy.allCases.map(\.rawValue)
    return ArgumentValue { text in
      if let policy = CertifyPolicy(rawValue: text) { return .success(policy) }
      var problem = "must be \(words.joined(separator: " or ")), not \(UsageMessage.quoted(text))"
      if let near = NearestName.suggestion(for: text, among: words) {
        problem += " (did you mean '\(near)'?)"
      }
      return .failure(ArgumentValueProblem(problem))
    }
  }

  /// The help line.
  static let help = """
    What a shader run proof (finite, samplePromise, reads, an invariant) that held on the \
    cases run but is not certified means, over the config's "certify" (default warn): warn \
    passes it and the summary warns once for all of them; required fails it with a \
    shader.notCertified finding.
    """

  /// `config` with `policy` as its `certify`, when given.
  static func apply(_ policy: CertifyPolicy?, to config: inout EffectProofConfig) {
    guard let policy else { return }
    config.certify = policy
  }
}
