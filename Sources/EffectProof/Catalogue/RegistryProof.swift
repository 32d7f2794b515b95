import EffectProofBase
import Foundation
import ProofEngine
import ShaderRegistry

/// One `registry.*` proof as a catalogue entry. The proofs of one config share a single scan of
/// the sources, made the first time any of them runs.
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

/// The registry proofs of one config: the scan and check run once, on first use, from any
/// thread.
struct RegistryCheck: Sendable {
  private let config: CheckConfig
  private let cached = Locked<[ProofResult]?>(nil)

  init(config: CheckConfig) {
    self.config = config
  }

  /// The results, computed under the lock by the first caller; the others wait for them.
  func results() -> [ProofResult] {
    cached.withLock { cached in
      if let cached { return cached }
      let results = RegistryProofs.run(config)
      cached = results
      return results
    }
  }
}

extension RegistryProofs {
  /// The registry proofs `config` asks for, sharing one scan; `registry.callSitesFollowed`,
  /// `registry.buildMembership` and `registry.availability` only when it names Swift sources.
  public static func proofs(for config: CheckConfig) -> [RegistryProof] {
    let check = RegistryCheck(config: config)
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
