import EffectProofBase
import Foundation
import ProofEngine
import Testing

@Suite struct JSONReportRendererTests {
  static let report = ProofReport(
    generator: "effectproof 9.9.9",
    results: [
      ProofResult(
        id: "registry.sourcesParse", fact: "Every source parses.", cases: 7, durationSeconds: 0.5),
      ProofResult(
        id: "registry.arguments", fact: "Arguments match.", cases: 9,
        findings: [
          ProofFinding(
            kind: DiagnosticID(domain: "unlisted", name: "missingCount"),
            message: "no count after 'pips'",
            file: "Shaders/Dice.metal",
            line: 30,
            column: 5),
          ProofFinding(
            severity: .warning, kind: DiagnosticID(domain: "unlisted", name: "note"),
            message: "unlocated \"quoted\" note"),
        ], durationSeconds: 0.25),
      ProofResult(
        id: "registry.warmupsResolve", fact: "Warm-ups resolve.", cases: 0,
        findings: [
          ProofFinding(severity: .warning, kind: .skipped, message: "no registry in the config")
        ],
        wasSkipped: true),
    ])

  func parse(_ text: String) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    return try #require(object as? [String: Any])
  }

  @Test func topLevelFields() throws {
    let root = try parse(JSONReportRenderer.render(Self.report))
    #expect(Set(root.keys) == ["generator", "succeeded", "summary", "proofs"])
    #expect(root["generator"] as? String == "effectproof 9.9.9")
    #expect(root["succeeded"] as? Bool == false)
    let summary = try #require(root["summary"] as? [String: Any])
    #expect(Set(summary.keys) == ["proofs", "passed", "failed", "warned", "skipped", "cases"])
    #expect(summary["proofs"] as? Int == 3)
    #expect(summary["passed"] as? Int == 1)
    #expect(summary["failed"] as? Int == 1)
    #expect(summary["skipped"] as? Int == 1)
    #expect(summary["cases"] as? Int == 16)
  }

  @Test func everyProofAndFinding() throws {
    let root = try parse(JSONReportRenderer.render(Self.report))
    let proofs = try #require(root["proofs"] as? [[String: Any]])
    try #require(proofs.count == 3)
    // Every result has these; property proofs add worst, counterexample, seed, replay ….
    let proofKeys: Set<String> = [
      "id", "title", "status", "fact", "cases", "discarded", "failingCases", "failures",
      "findings", "wasSkipped", "durationSeconds", "generationSeconds", "checkingSeconds",
      "coverage", "details",
    ]
    for proof in proofs { #expect(Set(proof.keys) == proofKeys) }

    #expect(
      proofs.map { $0["id"] as? String } == [
        "registry.sourcesParse", "registry.arguments", "registry.warmupsResolve",
      ])
    #expect(proofs.map { $0["status"] as? String } == ["passed", "failed", "skipped"])
    #expect(
      proofs.map { $0["fact"] as? String } == [
        "Every source parses.", "Arguments match.", "Warm-ups resolve.",
      ])
    #expect(proofs.map { $0["cases"] as? Int } == [7, 9, 0])
    #expect(proofs.map { $0["failures"] as? Int } == [0, 1, 0])
    #expect(proofs.map { $0["durationSeconds"] as? Double } == [0.5, 0.25, 0])
    #expect((proofs[0]["findings"] as? [Any])?.isEmpty == true)

    let findings = try #require(proofs[1]["findings"] as? [[String: Any]])
    try #require(findings.count == 2)
    let findingKeys: Set<String> = ["severity", "kind", "message", "file", "line", "column"]
    #expect(Set(findings[0].keys) == findingKeys)
    #expect(Set(findings[1].keys) == findingKeys)

    #expect(findings[0]["severity"] as? String == "failure")
    #expect(findings[0]["kind"] as? String == "missingCount")
    #expect(findings[0]["message"] as? String == "no count after 'pips'")
    #expect(findings[0]["file"] as? String == "Shaders/Dice.metal")
    #expect(findings[0]["line"] as? Int == 30)
    #expect(findings[0]["column"] as? Int == 5)

    #expect(findings[1]["severity"] as? String == "warning")
    #expect(findings[1]["kind"] as? String == "note")
    #expect(findings[1]["message"] as? String == "unlocated \"quoted\" note")
    #expect(findings[1]["file"] is NSNull)
    #expect(findings[1]["line"] is NSNull)
    #expect(findings[1]["column"] is NSNull)

    let skipped = try #require(proofs[2]["findings"] as? [[String: Any]])
    #expect(skipped.map { $0["kind"] as? String } == ["skipped"])
  }

  @Test func aPassingReportSucceeds() throws {
    let report = ProofReport(results: [ProofResult(id: "a.b", fact: "F.", cases: 2)])
    let root = try parse(JSONReportRenderer.render(report))
    #expect(root["succeeded"] as? Bool == true)
    #expect(root["generator"] as? String == "effectproof")
  }

  @Test func outputIsStableSortedAndUnescapedSlashes() {
    let first = JSONReportRenderer.render(Self.report)
    #expect(first == JSONReportRenderer.render(Self.report))
    #expect(first.hasSuffix("}\n"))
    #expect(first.contains("\"Shaders/Dice.metal\""))
    // Sorted keys: "cases" precedes "durationSeconds", which precedes "fact".
    let cases = first.range(of: "\"cases\"")
    let duration = first.range(of: "\"durationSeconds\"")
    let fact = first.range(of: "\"fact\"")
    #expect(cases != nil && duration != nil && fact != nil)
    if let cases, let duration, let fact {
      #expect(cases.lowerBound < duration.lowerBound)
      #expect(duration.lowerBound < fact.lowerBound)
    }
  }

  @Test func theJSONFormatIsTheJSONRenderer() {
    #expect(ReportFormat.json.render(Self.report) == JSONReportRenderer.render(Self.report))
  }

  @Test func aNonFiniteDurationStillYieldsJSON() throws {
    let report = ProofReport(results: [
      ProofResult(id: "a.b", fact: "F.", cases: 1, durationSeconds: .infinity)
    ])
    let root = try parse(JSONReportRenderer.render(report))
    let proofs = try #require(root["proofs"] as? [[String: Any]])
    #expect(proofs.first?["durationSeconds"] as? String == "inf")
  }
}
