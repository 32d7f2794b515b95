/// What makes the reports of shards parts of one run: the tool that wrote them, the config it
/// read, the seed, the density, the `--only` prefixes and which shard of how many. `check`
/// writes it into every report (the JSON report's `run` object); `merge` refuses reports whose
/// identities do not make exactly one complete run (``ProofReport/mergeProblem(_:)``).
///
/// ```json
/// "run": {"tool": "effectproof 0.1.0", "config": "sha256:9f…", "seed": "0x…",
///         "density": "default", "only": ["curl."], "shard": "2/3"}
/// ```
public struct ProofRunIdentity: Hashable, Sendable, Codable {
  /// The program and version that wrote the report (`effectproof 0.1.0`, or a gate's own name
  /// with the version it is built on).
  public var tool: String
  /// A digest of the config file's bytes (`sha256:` and 64 hex digits), or of whatever else the
  /// writer ran from.
  public var config: String
  /// The run's seed.
  public var seed: ProofSeed
  /// The run's density.
  public var density: ProofDensity
  /// The `--only` prefixes, sorted and without repeats; empty for every proof.
  public var only: [String]
  /// Which part of the cases this report holds (`1/1` for a whole run).
  public var shard: ProofShard

  /// Creates an identity; `only` is sorted and its repeats dropped, so the order the prefixes
  /// were typed in does not tell runs apart.
  public init(
    tool: String, config: String, seed: ProofSeed, density: ProofDensity, only: [String],
    shard: ProofShard
  ) {
    self.tool = tool
    self.config = config
    self.seed = seed
    self.density = density
    self.only = Array(Set(only)).sorted()
    self.shard = shard
  }

  /// Whether `other` is a shard of the same run: everything but the shard's index agrees.
  public func isSameRun(as other: ProofRunIdentity) -> Bool {
    tool == other.tool && config == other.config && seed == other.seed
      && density == other.density && only == other.only && shard.count == other.shard.count
  }

  /// The first field in which `other` differs from this identity, as `name (mine, theirs)`,
  /// or `nil` when they are shards of one run.
  public func difference(from other: ProofRunIdentity) -> String? {
    let fields: [(String, String, String)] = [
      ("tool", tool, other.tool), ("config", config, other.config),
      ("seed", seed.description, other.seed.description),
      ("density", density.rawValue, other.density.rawValue),
      ("--only", Self.describe(only), Self.describe(other.only)),
      ("shard count", "\(shard.count)", "\(other.shard.count)"),
    ]
    guard let (name, mine, theirs) = fields.first(where: { $0.1 != $0.2 }) else { return nil }
    return "\(name) \(mine) against \(theirs)"
  }

  static func describe(_ prefixes: [String]) -> String {
    prefixes.isEmpty ? "(every proof)" : prefixes.joined(separator: ",")
  }

  // MARK: - Coding

  enum CodingKeys: String, CodingKey { case tool, config, seed, density, only, shard }

  /// Decodes the object written by ``encode(to:)``; a seed or shard that does not parse is a
  /// `DecodingError` at its key.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    tool = try container.decode(String.self, forKey: .tool)
    config = try container.decode(String.self, forKey: .config)
    let seedText = try container.decode(String.self, forKey: .seed)
    guard let seed = ProofSeed(parsing: seedText) else {
      throw DecodingError.dataCorruptedError(
        forKey: .seed, in: container, debugDescription: "not a seed: \(seedText)")
    }
    self.seed = seed
    density = try container.decode(ProofDensity.self, forKey: .density)
    only = try container.decode([String].self, forKey: .only)
    let shardText = try container.decode(String.self, forKey: .shard)
    guard let shard = ProofShard(parsing: shardText) else {
      throw DecodingError.dataCorruptedError(
        forKey: .shard, in: container, debugDescription: "not a shard i/n: \(shardText)")
    }
    self.shard = shard
  }

  /// Encodes the seed and the shard as the strings the command line takes (`0x…`, `2/3`).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(tool, forKey: .tool)
    try container.encode(config, forKey: .config)
    try container.encode(seed.description, forKey: .seed)
    try container.encode(density, forKey: .density)
    try container.encode(only, forKey: .only)
    try container.encode(shard.description, forKey: .shard)
  }
}
