import EffectProofBase
import Foundation
import ProofEngine
import Testing

/// A finding is a diagnostic as a proof carries it: made from one and turned back into one
/// unchanged, its kind written by name and read back to the same id.
@Suite struct FindingDiagnosticTests {
  static let missingCount = DiagnosticID(domain: "registry", name: "missingCount")

  @Test func aDiagnosticBecomesAFindingAndBackAsItIs() {
    let diagnostic = Diagnostic(
      Self.missingCount, severity: .warning, message: "'pips' has no count",
      location: FileLocation(file: "Dice.metal", line: 30, column: 5), subject: "dice")
    let finding = ProofFinding(diagnostic)
    #expect(finding.id == Self.missingCount)
    #expect(finding.severity == .warning)
    #expect(finding.message == "'pips' has no count")
    #expect(finding.file == "Dice.metal")
    #expect(finding.line == 30)
    #expect(finding.column == 5)
    #expect(finding.locationPrefix == "Dice.metal:30:5: ")
    #expect(finding.diagnostic.subject == "dice")
    #expect(finding.diagnostic == diagnostic)
    #expect(ProofFinding(finding.diagnostic) == finding)
  }

  @Test func anEngineKindMakesADiagnosticOfTheProofDomain() {
    let finding = ProofFinding(
      kind: .counterexample, message: "fails at 0.5", file: "A.metal", line: 7)
    let expected = Diagnostic(
      DiagnosticID(domain: "proof", name: "counterexample"), severity: .error,
      message: "fails at 0.5", location: FileLocation(file: "A.metal", line: 7))
    #expect(finding.diagnostic == expected)
    #expect(finding.diagnostic.description == "A.metal:7: error: fails at 0.5")
    #expect(finding.engineKind == .counterexample)
    #expect(ProofFinding(kind: Self.missingCount, message: "m").engineKind == nil)
  }

  @Test func aFindingWithNoFileHasNoLocation() {
    let finding = ProofFinding(severity: .note, kind: .skipped, message: "no registry")
    #expect(finding.diagnostic.location == nil)
    #expect(finding.diagnostic.description == "note: no registry")
    #expect(finding.locationPrefix == "")
  }

  /// The 17 names of the `proof` domain, from docs/diagnostics.md.
  static let engineNames = [
    "counterexample", "coverage", "discarded", "strategy", "timeLimit", "promiseInput",
    "promise", "undecidedPromise", "closedForm", "loosePromise", "sample",
    "sampleOutsidePromise", "nonFiniteSample", "skipped", "functionCount",
    "geometryDisagrees", "geometryNotRun",
  ]

  func json(_ finding: ProofFinding) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(finding), as: UTF8.self)
  }

  @Test(arguments: engineNames)
  func anEngineKindIsWrittenByNameAndReadBackToItsID(name: String) throws {
    let id = DiagnosticID(domain: "proof", name: name)
    let finding = ProofFinding(severity: .warning, kind: id, message: "m", file: "F.swift")
    let text = try json(finding)
    #expect(
      text
        == "{\"column\":null,\"file\":\"F.swift\",\"kind\":\"\(name)\",\"line\":null,\"message\":\"m\",\"severity\":\"warning\"}"
    )
    let read = try JSONDecoder().decode(ProofFinding.self, from: Data(text.utf8))
    #expect(read.id == id)
    #expect(read == finding)
  }

  @Test func aNameNoListedDomainDeclaresIsReadUnderTheUnlistedDomain() throws {
    let text = #"{"severity": "failure", "kind": "missingCount", "message": "m"}"#
    let read = try JSONDecoder().decode(ProofFinding.self, from: Data(text.utf8))
    #expect(read.id == DiagnosticID(domain: "unlisted", name: "missingCount"))
    #expect(read.severity == .error)
    #expect(read.location == nil)
  }

  @Test func theNamesTheDecoderIsGivenPlaceAKindInItsDomain() throws {
    let text =
      #"{"severity": "note", "kind": "missingCount", "message": "m", "file": "D.metal", "line": 3, "column": 9}"#
    let decoder = JSONDecoder()
    decoder.userInfo[ProofFinding.diagnosticNames] = DiagnosticNames([TestKind.self])
    let read = try decoder.decode(ProofFinding.self, from: Data(text.utf8))
    #expect(
      read
        == ProofFinding(
          Diagnostic(
            DiagnosticID(domain: "test", name: "missingCount"), severity: .note, message: "m",
            location: FileLocation(file: "D.metal", line: 3, column: 9))))
  }

  /// A domain of the test's own.
  enum TestKind: String, DiagnosticKind {
    static let domain = "test"
    case missingCount
    var meaning: String { "a test kind" }
  }
}
