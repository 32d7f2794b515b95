import EffectProofBase
import Foundation
import Testing

@testable import ProofEngine

/// A finding's severity is the one `Severity`; reports keep writing an error as `failure`.
@Suite struct FindingSeverityCodingTests {
  static func json(_ finding: ProofFinding) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(finding), as: UTF8.self)
  }

  @Test func anErrorIsWrittenAsFailureAndReadBack() throws {
    let finding = ProofFinding(kind: .counterexample, message: "m", file: "F", line: 2, column: 3)
    #expect(finding.severity == .error)
    #expect(
      try Self.json(finding)
        == #"{"column":3,"file":"F","kind":"counterexample","line":2,"message":"m","severity":"failure"}"#
    )
    let back = try JSONDecoder().decode(ProofFinding.self, from: Data(try Self.json(finding).utf8))
    #expect(back == finding)
  }

  @Test func warningsAndNotesKeepTheirWordsAndErrorIsAccepted() throws {
    for (word, severity) in [("warning", Severity.warning), ("note", .note), ("error", .error)] {
      let text =
        #"{"severity":"\#(word)","kind":"coverage","message":"m","file":null,"line":null,"column":null}"#
      let finding = try JSONDecoder().decode(ProofFinding.self, from: Data(text.utf8))
      #expect(finding.severity == severity)
      #expect(finding.reportedSeverity == (severity == .error ? "failure" : word))
    }
  }

  @Test func anUnknownSeverityIsADecodingErrorNamingIt() {
    let text = #"{"severity":"fatal","kind":"coverage","message":"m"}"#
    #expect {
      try JSONDecoder().decode(ProofFinding.self, from: Data(text.utf8))
    } throws: { error in
      "\(error)".contains("'fatal' is not a severity")
    }
  }

  @Test func aCheckersKindIsWrittenByItsName() {
    let finding = ProofFinding(kind: .geometryNotRun, message: "m")
    #expect(finding.id == DiagnosticID(domain: "proof", name: "geometryNotRun"))
    #expect(finding.id.name == "geometryNotRun")
  }
}
