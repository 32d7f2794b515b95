/// A proof whose cases are only known when it runs, because they come from another proof's
/// result (a sampled grid that must include the configuration a certified search found worst).
/// Building it, and listing it, cost nothing; running it builds the real proof first and runs
/// that.
public struct DeferredProof: Proof {
  /// The proof's id.
  public let id: String
  /// A short title.
  public let title: String
  /// The seed fact it encodes.
  public let fact: String
  /// Whether the proof `make` builds splits across shards (it must be the same at every
  /// shard: `make` must be deterministic).
  public let isShardable: Bool
  /// Builds the proof to run, at the run's settings.
  let make: @Sendable (RunSettings) -> any Proof

  /// A proof with this id, title and fact that runs what `make` builds.
  public init(
    id: String, title: String, fact: String, isShardable: Bool = false,
    make: @escaping @Sendable (RunSettings) -> any Proof
  ) {
    self.id = id
    self.title = title
    self.fact = fact
    self.isShardable = isShardable
    self.make = make
  }

  /// Builds the real proof and runs it.
  public func run(_ settings: RunSettings) -> ProofResult { make(settings).run(settings) }
}
