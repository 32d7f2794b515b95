/// Something that can be proved: an id, what it proves, and a run.
public protocol Proof: Sendable {
  /// The id, grouped by prefix: `registry.arguments`, `curl.samplePromise`.
  var id: String { get }
  /// A short title.
  var title: String { get }
  /// The fact from the source material the proof encodes.
  var fact: String { get }
  /// Whether the proof's cases split across shards. A proof that is not shardable (such as a
  /// registry check) runs whole in shard 1 and is absent from the other shards' reports.
  var isShardable: Bool { get }
  /// Runs the proof.
  func run(_ settings: RunSettings) -> ProofResult
}

extension Proof {
  /// Not shardable unless the proof says so.
  public var isShardable: Bool { false }
}
