import EffectProofBase
import Foundation
import ProofEngine
import Testing

@testable import EffectProofCommandLine

/// `scan --format json` and `compile --format json` write each diagnostic through one record,
/// in each command's shape; the expected JSON is written by hand.
@Suite struct DiagnosticRecordTests {
  static let missingCount = Diagnostic(
    DiagnosticID(domain: "registry", name: "missingCount"), severity: .error,
    message: "'pips' has no count", location: FileLocation(file: "Dice.metal", line: 3, column: 9),
    subject: "dice")

  @Test func scanWritesTheKindAndTheFunction() {
    #expect(
      StableJSON.encode(DiagnosticRecord(diagnostic: Self.missingCount, form: .scan)) == """
        {
          "column" : 9,
          "file" : "Dice.metal",
          "function" : "dice",
          "kind" : "missingCount",
          "line" : 3,
          "message" : "'pips' has no count",
          "severity" : "error"
        }

        """)
  }

  @Test func compileWritesNeitherAndAMissingFileAsEmpty() {
    let unplaced = Diagnostic(
      DiagnosticID(domain: "clang", name: "linkFailed"), severity: .warning,
      message: "undefined symbol")
    #expect(
      StableJSON.encode(DiagnosticRecord(diagnostic: unplaced, form: .compile)) == """
        {
          "column" : null,
          "file" : "",
          "line" : null,
          "message" : "undefined symbol",
          "severity" : "warning"
        }

        """)
  }

  /// A line without a column is written as neither, as both commands always have.
  @Test func aLineWithoutAColumnIsNotWritten() {
    let lineOnly = Diagnostic(
      DiagnosticID(domain: "clang", name: "message"), severity: .error, message: "bad",
      location: FileLocation(file: "A.metal", line: 7))
    let scan = DiagnosticRecord(diagnostic: lineOnly, form: .scan)
    #expect(scan.line == nil && scan.column == nil && scan.file == "A.metal")
    #expect(DiagnosticRecord(diagnostic: lineOnly, form: .compile).file == "A.metal")
    #expect(StableJSON.encode(scan).contains("\"line\" : null"))
  }
}
