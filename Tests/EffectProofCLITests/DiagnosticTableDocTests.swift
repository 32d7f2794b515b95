import EffectProofBase
import Foundation
import Testing

@testable import EffectProofCommandLine

/// docs/diagnostics.md's table of every diagnostic id, held to the kinds the code declares
/// (`DiagnosticCatalogue`), in both directions.
@Suite struct DiagnosticTableDocTests {
  static let repository = URL(fileURLWithPath: Fixtures.root).deletingLastPathComponent()

  /// The table's rows: `` | `domain.name` | meaning | ``.
  static func documentedRows() throws -> [String: String] {
    let text = try String(
      contentsOf: repository.appendingPathComponent("docs/diagnostics.md"), encoding: .utf8)
    var rows: [String: String] = [:]
    for line in text.split(separator: "\n") where line.hasPrefix("| `") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count == 2, cells[0].hasPrefix("`"), cells[0].contains(".") else { continue }
      rows[String(cells[0].dropFirst().dropLast())] = cells[1]
    }
    return rows
  }

  @Test func everyIDIsDocumentedWithItsMeaningAndNothingElse() throws {
    let documented = try Self.documentedRows()
    let code = Dictionary(
      DiagnosticCatalogue.rows.map { ($0.id.description, $0.meaning) },
      uniquingKeysWith: { first, _ in first })
    #expect(Set(documented.keys).subtracting(code.keys).sorted() == [], "documented, not in code")
    #expect(Set(code.keys).subtracting(documented.keys).sorted() == [], "in code, not documented")
    for (id, meaning) in code where documented[id] != nil {
      #expect(documented[id] == meaning, "\(id)")
    }
    #expect(documented.count >= 50)
  }

  /// Reports write a kind by its name alone, so a name must mean one thing.
  @Test func noNameIsUsedInTwoDomains() {
    var seen: [String: String] = [:]
    for row in DiagnosticCatalogue.rows {
      if let other = seen[row.id.name] {
        Issue.record("\(row.id.name) is in both \(other) and \(row.id.domain)")
      }
      seen[row.id.name] = row.id.domain
    }
  }

  /// Every `DiagnosticKind` the sources declare is in the catalogue, and no finding is made
  /// from a bare string, which would escape the table.
  @Test func everyDeclaredKindIsCataloguedAndNoKindIsABareString() throws {
    let sources = Self.repository.appendingPathComponent("Sources")
    var declared: Set<String> = []
    var bare: [String] = []
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      let text = try String(contentsOf: file, encoding: .utf8)
      for line in text.split(separator: "\n") {
        if line.contains(": String, DiagnosticKind {"),
          let name = line.split(separator: " ").first(where: { $0.hasSuffix(":") })
        {
          declared.insert(String(name.dropLast()))
        }
        if line.contains(".diagnostic(\"") && !line.contains("///") {
          bare.append("\(file.lastPathComponent): \(line)")
        }
      }
    }
    let catalogued = Set(DiagnosticCatalogue.kinds.map { "\($0)" })
    #expect(declared == catalogued)
    #expect(bare == [])
  }

  @Test func theDomainsAreTheDocumentedOnes() {
    let domains = DiagnosticCatalogue.rows.map(\.id.domain)
    #expect(
      domains.reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } }
        == ["proof", "registry", "clang", "shader", "kernel"])
  }
}
