import EffectProofBase
import Foundation
import ProofEngine
import Testing

@Suite struct ProofResultTests {
  let failure = ProofFinding(
    kind: DiagnosticID(domain: "unlisted", name: "missingCount"), message: "no count",
    file: "Dice.metal", line: 3)
  let warning = ProofFinding(
    severity: .warning, kind: DiagnosticID(domain: "unlisted", name: "note"),
    message: "worth knowing")

  @Test func aProofWithNoFindingsPasses() {
    let result = ProofResult(id: "registry.usage", fact: "Usage fits.", cases: 4)
    #expect(result.status == .passed)
    #expect(result.failures == 0)
  }

  @Test func anyFailureFailsTheProof() {
    let result = ProofResult(
      id: "registry.usage", fact: "Usage fits.", cases: 4, findings: [warning, failure])
    #expect(result.status == .failed)
    #expect(result.failures == 1)
  }

  @Test func warningsAloneWarnButDoNotFailTheProof() {
    let result = ProofResult(
      id: "registry.usage", fact: "Usage fits.", cases: 4, findings: [warning, warning])
    #expect(result.status == .warned)
    #expect(result.failures == 0)
  }

  @Test func aSkippedProofIsSkippedWhateverItsFindings() {
    let plain = ProofResult(id: "a.b", fact: "F.", cases: 0, wasSkipped: true)
    let withFailure = ProofResult(
      id: "a.b", fact: "F.", cases: 0, findings: [failure], wasSkipped: true)
    #expect(plain.status == .skipped)
    #expect(withFailure.status == .skipped)
  }

  @Test func failuresCountsOnlyFailureFindings() {
    let result = ProofResult(
      id: "a.b", fact: "F.", cases: 2, findings: [failure, warning, failure])
    #expect(result.failures == 2)
  }

  @Test(arguments: [
    (ProofFinding(kind: DiagnosticID(domain: "unlisted", name: "k"), message: "m"), ""),
    (
      ProofFinding(
        kind: DiagnosticID(domain: "unlisted", name: "k"), message: "m", file: "A.metal"),
      "A.metal: "
    ),
    (
      ProofFinding(
        kind: DiagnosticID(domain: "unlisted", name: "k"), message: "m", file: "A.metal", line: 7),
      "A.metal:7: "
    ),
    (
      ProofFinding(
        kind: DiagnosticID(domain: "unlisted", name: "k"), message: "m", file: "A.metal", line: 7,
        column: 3),
      "A.metal:7:3: "
    ),
    (
      ProofFinding(
        kind: DiagnosticID(domain: "unlisted", name: "k"), message: "m", line: 7, column: 3), ""
    ),
  ])
  func locationPrefix(finding: ProofFinding, expected: String) {
    #expect(finding.locationPrefix == expected)
  }

  @Test func findingDefaultsToFailureSeverity() {
    #expect(
      ProofFinding(kind: DiagnosticID(domain: "unlisted", name: "k"), message: "m").severity
        == .error)
  }
}

@Suite struct ProofReportTests {
  func report() -> ProofReport {
    ProofReport(
      generator: "effectproof test",
      results: [
        ProofResult(id: "registry.a", fact: "A.", cases: 5, durationSeconds: 0.25),
        ProofResult(
          id: "registry.b", fact: "B.", cases: 3,
          findings: [
            ProofFinding(kind: DiagnosticID(domain: "unlisted", name: "x"), message: "broken")
          ], durationSeconds: 0.5),
        ProofResult(
          id: "curl.c", fact: "C.", cases: 0,
          findings: [ProofFinding(severity: .warning, kind: .skipped, message: "no input")],
          wasSkipped: true),
        ProofResult(
          id: "curl.d", fact: "D.", cases: 11,
          findings: [
            ProofFinding(
              severity: .warning, kind: DiagnosticID(domain: "unlisted", name: "note"),
              message: "fine")
          ],
          durationSeconds: 0.125),
      ])
  }

  @Test func countsByStatus() {
    let report = report()
    #expect(report.passedCount == 1)
    #expect(report.warnedCount == 1)
    #expect(report.failedCount == 1)
    #expect(report.skippedCount == 1)
    #expect(report.caseCount == 19)
    #expect(report.durationSeconds == 0.875)
    #expect(!report.succeeded)
  }

  @Test func summaryLine() {
    #expect(report().summaryLine == "4 proofs: 1 passed, 1 failed, 1 warned, 1 skipped (19 cases)")
  }

  @Test func summaryLineForOneProofIsSingular() {
    let report = ProofReport(results: [ProofResult(id: "a.b", fact: "F.", cases: 2)])
    #expect(report.summaryLine == "1 proof: 1 passed, 0 failed, 0 warned, 0 skipped (2 cases)")
    #expect(report.succeeded)
  }

  @Test func anEmptyReportSucceeds() {
    let report = ProofReport()
    #expect(report.generator == "effectproof")
    #expect(report.succeeded)
    #expect(report.summaryLine == "0 proofs: 0 passed, 0 failed, 0 warned, 0 skipped (0 cases)")
  }

  @Test func onlyFailuresMakeAReportFail() {
    var report = report()
    report.results.removeAll { $0.status == .failed }
    #expect(report.succeeded)
    #expect(report.failedCount == 0)
  }
}

/// Finding kinds and shrink stops are enums that reports write as their names.
@Suite struct FindingKindTests {
  @Test func everyEngineKindIsReadBackFromItsName() throws {
    for kind in EngineFindingKind.allCases {
      let text = #"{"severity":"failure","kind":"\#(kind.rawValue)","message":"m"}"#
      let finding = try JSONDecoder().decode(ProofFinding.self, from: Data(text.utf8))
      #expect(finding.engineKind == kind)
    }
    let text = #"{"severity":"failure","kind":"missingFunction","message":"m"}"#
    #expect(
      try JSONDecoder().decode(ProofFinding.self, from: Data(text.utf8)).id
        == DiagnosticID(domain: "unlisted", name: "missingFunction"))
  }

  @Test func aReportWritesAndReadsKindsAsNames() throws {
    let findings = [
      ProofFinding(kind: .sampleOutsidePromise, message: "a"),
      ProofFinding(
        severity: .warning, kind: DiagnosticID(domain: "unlisted", name: "argumentTypeMismatch"),
        message: "b"),
    ]
    let data = try JSONEncoder().encode(findings)
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains("\"kind\":\"sampleOutsidePromise\""))
    #expect(text.contains("\"kind\":\"argumentTypeMismatch\""))
    #expect(try JSONDecoder().decode([ProofFinding].self, from: data) == findings)
    #expect(ShrinkStop.stepLimit.description == "step limit")
  }
}
