import ProofEngine
import ShaderProofs

/// Every proof `effectproof check` can run for a workspace: the `registry.*` proofs when the
/// config names shader sources, the app's shader proofs, then each selected effect's proofs,
/// then their kernel proofs (ending with the differential proofs). Every proof that runs a
/// Metal function takes it from the workspace's one ``CompiledShaderLibrary``, so each source
/// is compiled once per run. Ids are unique and grouped by prefix.
public enum ProofCatalogue {
  /// The proofs the workspace's config selects, in catalogue order.
  public static func proofs(for workspace: Workspace) -> [any Proof] {
    selection(for: workspace).flatMap(\.proofs)
  }

  /// The proofs `config` selects, in a workspace of its own that reads no Swift.
  public static func proofs(for config: EffectProofConfig) -> [any Proof] {
    proofs(for: Workspace(config: config))
  }

  /// The proofs the workspace's config selects, grouped by what selected them: the registry
  /// proofs first (`shaders`, with `registry.callSitesFollowed`, `registry.buildMembership` and
  /// `registry.availability` under `swift` and `registry.functionCount` under
  /// `expectedFunctionCount`), then the `shaderProofs`, then one group per effect section, then
  /// one group per effect's kernel proofs.
  public static func selection(for workspace: Workspace) -> [ProofSelection] {
    let config = workspace.config
    var groups: [ProofSelection] = []
    if config.checksShaders {
      groups += RegistryProofs.proofs(for: workspace).map {
        ProofSelection(reason: $0.selectingKey, proofs: [$0])
      }
    }
    if !config.shaderProofs.isEmpty {
      groups.append(
        ProofSelection(
          reason: "shaderProofs",
          proofs: ShaderEntryProofs.proofs(
            for: workspace.shaderEntries, library: workspace.library,
            certify: config.certify)))
    }
    let effects = EffectCatalogue.selected(by: config).map { entry in
      (entry.key, entry.selectedProofs(in: workspace))
    }
    for (key, proofs) in effects where !proofs.math.isEmpty {
      groups.append(ProofSelection(reason: key, proofs: proofs.math))
    }
    for (key, proofs) in effects where !proofs.kernel.isEmpty {
      groups.append(ProofSelection(reason: key, proofs: proofs.kernel))
    }
    return groups
  }

  /// The selection of `config`, in a workspace of its own that reads no Swift.
  public static func selection(for config: EffectProofConfig) -> [ProofSelection] {
    selection(for: Workspace(config: config))
  }

  /// The proofs whose id starts with one of `prefixes` (all of them when `prefixes` is empty).
  public static func select(_ proofs: [any Proof], prefixes: [String]) -> [any Proof] {
    guard !prefixes.isEmpty else { return proofs }
    return proofs.filter { proof in prefixes.contains { proof.id.hasPrefix($0) } }
  }
}

/// Proofs a config selected, and the config key that selected them.
public struct ProofSelection: Sendable {
  /// The key: `shaders`, `swift` or `expectedFunctionCount` for registry proofs, or an
  /// effect's section key such as `ripple`.
  public var reason: String
  /// The proofs, in catalogue order.
  public var proofs: [any Proof]

  /// A group of `proofs` selected by `reason`.
  public init(reason: String, proofs: [any Proof]) {
    self.reason = reason
    self.proofs = proofs
  }
}
