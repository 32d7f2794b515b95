import Foundation

/// Renders a report as one JSON object:
///
/// ```json
/// {"generator": "effectproof", "succeeded": false,
///  "summary": {"proofs": 6, "passed": 5, "failed": 1, "skipped": 0, "cases": 40},
///  "proofs": [{"id": "registry.arguments", "status": "failed", "fact": "…", "cases": 9,
///              "failures": 1, "durationSeconds": 0.001,
///              "findings": [{"severity": "failure", "kind": "missingCount", "message": "…",
///                            "file": "Dice.metal", "line": 30, "column": 5}]}]}
/// ```
/// Keys are sorted and absent locations are `null`, so output is stable across runs.
public enum JSONReportRenderer {
  struct Document: Encodable {
    var generator: String
    var succeeded: Bool
    var summary: Summary
    var proofs: [Proof]
  }

  struct Summary: Encodable {
    var proofs, passed, failed, skipped, cases: Int
  }

  struct Proof: Encodable {
    var id: String
    var status: ProofResult.Status
    var fact: String
    var cases: Int
    var failures: Int
    var durationSeconds: Double
    var findings: [Finding]
  }

  struct Finding: Encodable {
    var severity: ProofFinding.Severity
    var kind: String
    var message: String
    var file: String?
    var line: Int?
    var column: Int?

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(severity, forKey: .severity)
      try container.encode(kind, forKey: .kind)
      try container.encode(message, forKey: .message)
      try container.encode(file, forKey: .file)
      try container.encode(line, forKey: .line)
      try container.encode(column, forKey: .column)
    }

    enum CodingKeys: String, CodingKey { case severity, kind, message, file, line, column }
  }

  /// The JSON form of `report`, pretty-printed with sorted keys.
  public static func render(_ report: ProofReport) -> String {
    let document = Document(
      generator: report.generator, succeeded: report.succeeded,
      summary: Summary(
        proofs: report.results.count, passed: report.passedCount, failed: report.failedCount,
        skipped: report.skippedCount, cases: report.caseCount),
      proofs: report.results.map { result in
        Proof(
          id: result.id, status: result.status, fact: result.fact, cases: result.cases,
          failures: result.failures, durationSeconds: result.durationSeconds,
          findings: result.findings.map {
            Finding(
              severity: $0.severity, kind: $0.kind, message: $0.message, file: $0.file,
              line: $0.line, column: $0.column)
          })
      })
    return StableJSON.encode(document)
  }
}

/// Pretty-printed, key-sorted JSON with unescaped slashes, ending in a newline.
public enum StableJSON {
  /// Encodes `value`; a value that cannot be encoded (a non-finite number) yields an object
  /// with an `error` key rather than a trap.
  public static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    do {
      return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    } catch {
      return "{\"error\": \"could not encode the report\"}\n"
    }
  }
}
