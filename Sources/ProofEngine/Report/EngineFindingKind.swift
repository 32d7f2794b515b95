import EffectProofBase

/// The engine's own kinds of finding: the `proof` domain of ``Diagnostic`` (docs/diagnostics.md).
/// A finding of one of these is made as `ProofFinding(kind: .counterexample, …)`.
public enum EngineFindingKind: String, DiagnosticKind {
  /// `proof`.
  public static let domain = "proof"

  /// A failing case, shrunk.
  case counterexample
  /// A coverage requirement not met.
  case coverage
  /// Every case was discarded; nothing was proved.
  case discarded
  /// The strategy could not run on the domain.
  case strategy
  /// The time limit stopped the run early.
  case timeLimit
  /// The promise's inputs are invalid.
  case promiseInput
  /// A real case samples past the promise.
  case promise
  /// The certificate could not decide within its budget.
  case undecidedPromise
  /// The closed form is not between the witness and the certified bound.
  case closedForm
  /// The promise is far larger than the true supremum.
  case loosePromise
  /// A sampler returned no, or a non-finite, position.
  case sample
  /// A kernel port sampled beyond the promise.
  case sampleOutsidePromise
  /// A kernel port sampled a non-finite position.
  case nonFiniteSample
  /// A check did not run (no registry in the config).
  case skipped
  /// The sources declare a different number of functions than pinned.
  case functionCount
  /// A promise proven on the compiled source and on the geometry disagree.
  case geometryDisagrees
  /// A promise's geometric twin was not run, so the two could not be compared.
  case geometryNotRun

  /// One sentence on what the kind means.
  public var meaning: String {
    switch self {
    case .counterexample: "a failing case, shrunk to a simplest one"
    case .coverage: "a coverage requirement was not met"
    case .discarded: "every case was discarded, or there was nothing to check"
    case .strategy: "the generation strategy could not run on the domain"
    case .timeLimit: "the time limit stopped the run early"
    case .promiseInput: "a promise's inputs are invalid"
    case .promise: "a case samples past the promise"
    case .undecidedPromise: "the certificate could not decide within its budget"
    case .closedForm: "the closed form is not between the witness and the certified bound"
    case .loosePromise: "the promise is far larger than the true supremum"
    case .sample: "a sampler returned no position, or a non-finite one"
    case .sampleOutsidePromise: "a kernel port sampled beyond the promise"
    case .nonFiniteSample: "a kernel port sampled a non-finite position"
    case .skipped: "a check did not run: what it needs is not in the config"
    case .functionCount: "the sources declare another number of functions than pinned"
    case .geometryDisagrees: "the compiled source's promise and the geometry's disagree"
    case .geometryNotRun: "a promise's geometric twin did not run, so nothing was compared"
    }
  }
}
