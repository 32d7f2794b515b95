import EffectProofBase
import Foundation

/// Renders a report as one JSON object, the `Codable` form of ``ProofReport``:
///
/// ```json
/// {"generator": "effectproof", "succeeded": false,
///  "summary": {"proofs": 6, "passed": 5, "failed": 1, "warned": 0, "skipped": 0, "cases": 40},
///  "proofs": [{"id": "curl.samplePromise", "status": "failed", "fact": "…", "cases": 2601,
///              "failures": 1, "failingCases": 12, "durationSeconds": 0.01, "seed": "0x…",
///              "replay": "effectproof check --only curl.samplePromise --seed 0x…",
///              "worst": {"index": 7, "value": "(0.14, 131.0)", "margin": 0.4},
///              "counterexample": {"original": {…}, "shrunk": {…}, "shrinkSteps": 9, …},
///              "findings": [{"severity": "failure", "kind": "counterexample", "message": "…",
///                            "file": null, "line": null, "column": null}]}]}
/// ```
/// Keys are sorted and absent finding locations are `null`, so output is stable across runs.
public enum JSONReportRenderer {
  /// The JSON form of `report`, pretty-printed with sorted keys.
  public static func render(_ report: ProofReport) -> String {
    StableJSON.encode(report)
  }

  /// Reads a report written by ``render(_:)`` (a shard's report, for merging). A finding's
  /// kind, written by its name, reads back to the id of the domain in `names` that declares it
  /// (the engine's own names when none are given; ``ProofFinding/diagnosticNames``).
  public static func parse(
    _ data: Data, names: DiagnosticNames = DiagnosticNames([EngineFindingKind.self])
  ) throws -> ProofReport {
    let decoder = JSONDecoder()
    decoder.userInfo[ProofFinding.diagnosticNames] = names
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    return try decoder.decode(ProofReport.self, from: data)
  }
}

/// Pretty-printed, key-sorted JSON with unescaped slashes, ending in a newline.
public enum StableJSON {
  /// Encodes `value`; non-finite numbers are written as the strings "inf", "-inf" and "nan"; a
  /// value that still cannot be encoded yields an object with an `error` key rather than a trap.
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
