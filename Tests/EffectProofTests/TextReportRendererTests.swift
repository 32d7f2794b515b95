import EffectProof
import Testing

@Suite struct TextReportRendererTests {
  static let report = ProofReport(
    generator: "effectproof test",
    results: [
      ProofResult(id: "registry.sourcesParse", fact: "Every source parses.", cases: 12),
      ProofResult(
        id: "registry.arguments", fact: "Arguments match.", cases: 1,
        findings: [
          ProofFinding(
            kind: "missingCount", message: "'device const float *pips' has no count",
            file: "Dice.metal", line: 30, column: 5),
          ProofFinding(severity: .warning, kind: "note", message: "checked without a GPU"),
        ]),
      ProofResult(
        id: "curl.bend", fact: "The bend is monotone.", cases: 0,
        findings: [ProofFinding(severity: .warning, kind: "skipped", message: "no registry")],
        wasSkipped: true),
    ])

  @Test func rendersEveryProofItsFindingsAndTheSummary() {
    let expected = """
      PASS registry.sourcesParse  12 cases  Every source parses.
      FAIL registry.arguments      1 case   Arguments match.
           Dice.metal:30:5: missingCount: 'device const float *pips' has no count
           warning: note: checked without a GPU
      SKIP curl.bend               0 cases  The bend is monotone.
           warning: skipped: no registry
      3 proofs: 1 passed, 1 failed, 0 warned, 1 skipped (13 cases)

      """
    #expect(TextReportRenderer.render(Self.report) == expected)
  }

  @Test func theTextFormatIsTheTextRenderer() {
    #expect(ReportFormat.text.render(Self.report) == TextReportRenderer.render(Self.report))
  }

  @Test func anEmptyReportIsTheSummaryLine() {
    #expect(
      TextReportRenderer.render(ProofReport())
        == "0 proofs: 0 passed, 0 failed, 0 warned, 0 skipped (0 cases)\n")
  }

  @Test func aFindingWithAFileButNoLineNamesTheFile() {
    let report = ProofReport(results: [
      ProofResult(
        id: "a.b", fact: "F.", cases: 2,
        findings: [
          ProofFinding(kind: "parseError", message: "cannot read the file", file: "X.metal")
        ])
    ])
    let lines = TextReportRenderer.render(report).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines == [
        "FAIL a.b  2 cases  F.", "     X.metal: parseError: cannot read the file",
        "1 proof: 0 passed, 1 failed, 0 warned, 0 skipped (2 cases)", "",
      ])
  }

  @Test(arguments: ReportFormat.allCases)
  func everyFormatEndsWithANewline(format: ReportFormat) {
    let rendered = format.render(Self.report)
    #expect(rendered.hasSuffix("\n"))
    #expect(!rendered.hasSuffix("\n\n"))
  }
}
