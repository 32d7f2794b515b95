import EffectProof
import Foundation
import ProofEngine
import Testing

/// Every proof the bundled configs select passes on them: TableReady (every effect, the seeds'
/// values) and Holographic (the cards with its own values, and the registry). One case per
/// config and proof id, so a failure names both.
@Suite struct BundledConfigProofsTests {
  /// The bundled configs, by fixture folder.
  static let configs = ["TableReady", "Holographic"]

  /// Each bundled config's proofs by id, built once for every case.
  static let proofs: [String: [String: any Proof]] = Dictionary(
    uniqueKeysWithValues: configs.map { name in
      let config = try? EffectProofConfig.load(
        contentsOf: Fixtures.path("\(name)/effectproof.json"))
      let proofs = config.map { ProofCatalogue.proofs(for: $0.readingSwift) } ?? []
      return (name, Dictionary(proofs.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }))
    })

  /// (config, proof id) for every proof each bundled config selects, in catalogue order.
  static let cases: [BundledProofCase] = configs.flatMap { name in
    let config = try? EffectProofConfig.load(contentsOf: Fixtures.path("\(name)/effectproof.json"))
    return (config.map { ProofCatalogue.proofs(for: $0.readingSwift) } ?? []).map {
      BundledProofCase(config: name, id: $0.id)
    }
  }

  @Test func bothConfigsSelectProofs() throws {
    for name in Self.configs {
      let config = try EffectProofConfig.load(contentsOf: Fixtures.path("\(name)/effectproof.json"))
      #expect(!ProofCatalogue.proofs(for: config.readingSwift).isEmpty, "\(name)")
    }
    // 91 of the seeds' proofs (registry.buildMembership and registry.availability among them)
    // and 43 on the compiled source of its ten shaderProofs entries (38, and a layerFits for
    // each of its five distortion and layer effects).
    #expect(Self.cases.filter { $0.config == "TableReady" }.count == 134)
  }

  @Test(arguments: cases) func passes(_ bundled: BundledProofCase) throws {
    let proof = try #require(Self.proofs[bundled.config]?[bundled.id])
    let result = proof.run(RunSettings(jobs: 2))
    #expect(result.status == .passed, "\(result.failureSummary)")
    #expect(result.findings.isEmpty, "\(result.findings.map(\.message))")
    #expect(result.failingCases == 0)
    #expect(result.cases - result.discarded > 0)
    #expect(result.worst?.margin ?? 0 >= 0)
    #expect(result.coverage.allSatisfy { $0.isMet })
    print(
      "[\(bundled.config)] \(bundled.id): \(result.cases) cases (\(result.discarded) discarded), worst margin \(result.worst?.margin ?? .nan) at \(result.worst?.value ?? "-"), \(String(format: "%.3f", result.durationSeconds)) s"
    )
  }
}

/// One proof of one bundled config.
struct BundledProofCase: Sendable, CustomTestStringConvertible {
  /// The fixture folder, e.g. `TableReady`.
  let config: String
  /// The proof's id.
  let id: String
  /// `TableReady: curl.samplePromise.h131`.
  var testDescription: String { "\(config): \(id)" }
}
