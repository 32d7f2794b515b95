extension ProofFinding {
  /// What kind of thing a proof found. It is written as its ``rawValue`` in every report
  /// (`counterexample`, `sampleOutsidePromise` …), and a JSON report decodes back to the same
  /// kind; a checker's own kind is written by its name (docs/diagnostics.md).
  public enum Kind: Hashable, Sendable, Codable, CustomStringConvertible {
    // MARK: Property proofs
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

    // MARK: Promises
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

    // MARK: Sources and registries
    /// A check did not run (no registry in the config).
    case skipped
    /// The sources declare a different number of functions than pinned.
    case functionCount
    /// A diagnostic of a checker outside the engine, under that checker's own kind name (a
    /// registry diagnostic's `missingFunction`, say).
    case diagnostic(String)

    /// Every kind but ``diagnostic(_:)``.
    public static let named: [Kind] = [
      .counterexample, .coverage, .discarded, .strategy, .timeLimit, .promiseInput, .promise,
      .undecidedPromise, .closedForm, .loosePromise, .sample, .sampleOutsidePromise,
      .nonFiniteSample, .skipped, .functionCount,
    ]

    /// The name reports print: the case's name, or the diagnostic's own kind.
    public var rawValue: String {
      switch self {
      case .counterexample: "counterexample"
      case .coverage: "coverage"
      case .discarded: "discarded"
      case .strategy: "strategy"
      case .timeLimit: "timeLimit"
      case .promiseInput: "promiseInput"
      case .promise: "promise"
      case .undecidedPromise: "undecidedPromise"
      case .closedForm: "closedForm"
      case .loosePromise: "loosePromise"
      case .sample: "sample"
      case .sampleOutsidePromise: "sampleOutsidePromise"
      case .nonFiniteSample: "nonFiniteSample"
      case .skipped: "skipped"
      case .functionCount: "functionCount"
      case .diagnostic(let name): name
      }
    }

    /// The kind printed as `rawValue`: a named kind, else a diagnostic.
    public init(rawValue: String) {
      self = Self.named.first { $0.rawValue == rawValue } ?? .diagnostic(rawValue)
    }

    /// ``rawValue``.
    public var description: String { rawValue }

    /// Decodes the name a report wrote.
    public init(from decoder: any Decoder) throws {
      self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes ``rawValue``.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(rawValue)
    }
  }
}
