import LocatedJSON
import ShaderProofs

/// The keys of `effectproof.json` itself, declared once: ``parse(_:file:folder:)`` reads each
/// through its declaration, and `effectproof help config` and docs/ci-gate.md's key table are
/// printed from them. Each effect's key and section come from its entry's
/// ``EffectEntry/schema``.
extension EffectProofConfig {
  /// `shaders`: the Metal sources.
  public static let shadersKey = ConfigKey(
    "shaders", type: "array of strings", rule: .described("at least one; each must exist"),
    help: "Metal source files and folders (relative to the config); selects\nthe registry.* proofs",
    example: "[\"Shaders\"]")
  /// `swift`: the app's Swift sources.
  public static let swiftKey = ConfigKey(
    "swift", type: "array of strings", rule: .described("at least one; each must exist"),
    help:
      "the app's Swift files and folders: call sites, modifiers and\nwarm-ups checked at their lines; a modifier's static\nmaxSampleOffset is the promise shaderProofs proves",
    example: "[\"App\"]")
  /// `registry`: the warm-up registry.
  public static let registryKey = ConfigKey(
    "registry", type: "object or string",
    rule: .described("a registry object or a registry file's path"),
    help:
      "the warm-up registry, inline ({\"warmups\": [{\"name\", \"usage\",\n\"arguments\"}]}) or a file path; also selects the registry.*\nproofs (sources: shaders, else the Shaders folder)",
    example: "{\"warmups\": []}")
  /// `expectedFunctionCount`: the pinned number of stitchable functions.
  public static let expectedFunctionCountKey = ConfigKey(
    "expectedFunctionCount", type: "integer",
    rule: .integer(.atLeast(0, "expected a count of 0 or more, found {found}")),
    help: "how many stitchable functions the sources declare (likewise)", example: "1")
  /// `maxFileBytes`: the largest Metal source read.
  public static let maxFileBytesKey = ConfigKey(
    "maxFileBytes", type: "integer", default: "8388608",
    rule: .integer(.above(0, "expected a positive byte count, found {found}")),
    help: "the largest Metal source read, in bytes (8388608)", example: "1000000")
  /// `shaderProofs`: the app's own shaders; an entry's keys are ``ShaderProofConfig/entrySchema``.
  public static let shaderProofsKey = ConfigKey(
    "shaderProofs", type: "object of entries",
    rule: .described("at least one entry, keyed by letters, digits, _ and -"),
    help:
      "the app's own shaders proven on their compiled source, one entry\nper shader (docs/shader-proofs.md); proofs\nshader.<entry>.compiles, .finite, .samplePromise, .layerFits,\n.reads and one per invariant. An entry's keys:",
    example:
      "{\"probe\": {\"viewSize\": [10, 10], \"arguments\": {\"strength\": {\"range\": [0, 1]}}}}")

  /// `certify`: what a shader run proof that is sampled, not certified, means for the run.
  public static let certifyKey = ConfigKey(
    "certify", type: "string", default: CertifyPolicy.warn.rawValue,
    rule: .oneOf(CertifyPolicy.allCases.map(\.rawValue)),
    help:
      "what a shaderProofs run proof (finite, samplePromise, reads, an\ninvariant) whose evidence is sampled, not certified, means: warn\npasses it and the summary warns; required fails it\n(shader.notCertified); check --certify overrides it",
    example: "\"required\"")

  /// The config's own keys, in the order help and the docs list them.
  public static let schema = ConfigSchema(
    "config",
    keys: [
      shadersKey, swiftKey, registryKey, expectedFunctionCountKey, maxFileBytesKey,
      certifyKey, shaderProofsKey,
    ], appendsDefaults: false)

  /// The keys of the config itself; each effect's key comes from its entry.
  public static var ownKeys: [String] { schema.names }

  /// Every key a config may have: its own, then one per effect.
  public static var keys: [String] { ownKeys + EffectCatalogue.entries.map(\.key) }
}
