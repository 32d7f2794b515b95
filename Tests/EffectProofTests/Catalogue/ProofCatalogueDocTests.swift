import EffectProof
import Foundation
import ProofEngine
import Testing

/// `docs/proof-catalogue.md` has a row for every proof the catalogue can run, and no row for a
/// proof that does not exist: a new proof without its row fails here.
@Suite struct ProofCatalogueDocTests {
  /// The ids in the first cell of each table row. A backticked token without a dot in that
  /// cell replaces the last part of the row's first id: `` `curl.samplePromise.h131` (…`h200`) ``
  /// documents `curl.samplePromise.h200` too.
  static func documentedIds() throws -> Set<String> {
    let text = try String(
      contentsOfFile: Fixtures.path("../docs/proof-catalogue.md"), encoding: .utf8)
    var ids: Set<String> = []
    for line in text.split(separator: "\n") where line.hasPrefix("| `") {
      let cell = line.dropFirst(2).prefix { $0 != "|" }
      let tokens = cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset % 2 == 1 }.map { String($0.element) }
      guard let first = tokens.first, first.contains(".") else { continue }
      ids.insert(first)
      let stem = first.split(separator: ".").dropLast().joined(separator: ".")
      for token in tokens.dropFirst() where !token.contains(".") {
        ids.insert("\(stem).\(token)")
      }
    }
    return ids
  }

  /// Every id the catalogue can run: every effect selected, and the registry (TableReady), and
  /// the foil's differential proof, which only sources declaring the foil select (Holographic).
  static func catalogueIds() throws -> Set<String> {
    let table = try EffectProofConfig.load(contentsOf: Fixtures.tableReadyConfig)
    let card = try EffectProofConfig.load(contentsOf: Fixtures.path("Holographic/effectproof.json"))
    return Set((ProofCatalogue.proofs(for: table) + ProofCatalogue.proofs(for: card)).map(\.id))
  }

  @Test func everyProofHasARowAndEveryRowAProof() throws {
    let documented = try Self.documentedIds()
    let ids = try Self.catalogueIds()
    // 92 of the seeds' catalogue (registry.buildMembership and registry.availability among
    // them), 43 of TableReady's shaderProofs (a layerFits for each of its 5 distortion and layer
    // effects) and 6 of Holographic's.
    #expect(ids.count == 141)
    #expect(
      ids.subtracting(documented).isEmpty,
      "proofs without a row in docs/proof-catalogue.md: \(ids.subtracting(documented).sorted())")
    #expect(
      documented.subtracting(ids).isEmpty,
      "rows for proofs that do not exist: \(documented.subtracting(ids).sorted())")
  }

  @Test func everyEffectNamesItsSectionInTheDoc() throws {
    let text = try String(
      contentsOfFile: Fixtures.path("../docs/proof-catalogue.md"), encoding: .utf8)
    for entry in EffectCatalogue.entries {
      #expect(
        text.contains("`\"\(entry.key)\"`"), "docs/proof-catalogue.md never names \(entry.key)")
    }
  }
}
