import EffectProofBase
import Foundation
import ProofEngine
import ShaderRegistry

/// One `registry.*` proof as a catalogue entry. The proofs of one workspace share a single
/// check of its scan, made the first time any of them runs.
public struct RegistryProof: Proof {
  /// The proof's id.
  public let id: String
  /// The title (the id).
  public var title: String { id }
  /// The fact it encodes.
  public let fact: String
  /// The config key that asks for this proof: `swift` for `registry.callSitesFollowed`,
  /// `registry.buildMembership` and `registry.availability`, `expectedFunctionCount` for
  /// `registry.functionCount`, `shaders` for the rest.
  let selectingKey: String
  let check: RegistryCheck

  /// The result, taken from the shared check.
  public func run(_ settings: RunSettings) -> ProofResult {
    var result =
      check.results().first { $0.id == id }
      ?? ProofResult(
        id: id, fact: fact, cases: 0,
        findings: [
          ProofFinding(
            kind: .discarded, message: "the registry check gave no result for \(id): not checked")
        ])
    result.title = title
    return result
  }
}

/// The registry proofs of one workspace: the check runs once, on first use, from any thread.
struct RegistryCheck: Sendable {
  private let workspace: Workspace
  private let cached = Locked<[ProofResult]?>(nil)

  init(workspace: Workspace) {
    self.workspace = workspace
  }

  /// The results, computed under the lock by the first caller; the others wait for them.
  func results() -> [ProofResult] {
    cached.withLock { cached in
      if let cached { return cached }
      let results = RegistryProofs.run(workspace)
      cached = results
      return results
    }
  }
}

extension RegistryProofs {
  /// The registry proofs the workspace's config asks for, sharing one check of its scan;
  /// `registry.callSitesFollowed`, `registry.buildMembership` and `registry.availability` only
  /// when it names Swift sources.
  public static func proofs(for workspace: Workspace) -> [RegistryProof] {
    let config = workspace.config
    let check = RegistryCheck(workspace: workspace)
    var proofs = definitions.filter { $0.needs != .swift || !config.swiftPaths.isEmpty }.map {
      RegistryProof(
        id: $0.id, fact: $0.fact, selectingKey: $0.needs == .swift ? "swift" : "shaders",
        check: check)
    }
    if let expected = config.expectedFunctionCount {
      proofs.append(
        RegistryProof(
          id: "registry.functionCount", fact: functionCountFact(expected),
          selectingKey: "expectedFunctionCount", check: check))
    }
    return proofs
  }
}
