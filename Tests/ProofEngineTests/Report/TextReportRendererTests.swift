import EffectProofBase
import Foundation
import ProofEngine
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
            kind: DiagnosticID(domain: "unlisted", name: "missingCount"),
            message: "'device const float *pips' has no count",
            file: "Dice.metal", line: 30, column: 5),
          ProofFinding(
            severity: .warning, kind: DiagnosticID(domain: "unlisted", name: "note"),
            message: "checked without a GPU"),
        ]),
      ProofResult(
        id: "curl.bend", fact: "The bend is monotone.", cases: 0,
        findings: [ProofFinding(severity: .warning, kind: .skipped, message: "no registry")],
        wasSkipped: true),
    ])

  /// A failed proof's line says what failed (its first failing finding) instead of its fact;
  /// the summary ends with the counts and the duration (no seed: no proof here has one).
  @Test func rendersEveryProofItsFindingsAndTheSummary() {
    let expected = """
      PASS registry.sourcesParse  12 cases          Every source parses.
      FAIL registry.arguments      1 case           missingCount: 'device const float *pips' has no count
           Dice.metal:30:5: missingCount: 'device const float *pips' has no count
           warning: note: checked without a GPU
      SKIP curl.bend               0 cases          The bend is monotone.
           warning: skipped: no registry
      3 proofs: 1 passed, 1 failed, 0 warned, 1 skipped (13 cases)
      duration 0.0 s (the proofs' times added up)

      """
    #expect(TextReportRenderer.render(Self.report) == expected)
  }

  /// A small coverage floor and the share that meets it print with enough digits to be seen
  /// (flip.exactlyOneFace's 0.005 % used to print as `0.0 % (≥ 0.0 %)`).
  @Test func smallCoverageSharesKeepTwoSignificantDigits() {
    let result = ProofResult(
      id: "flip.exactlyOneFace", fact: "One face shows.", cases: 72_304,
      coverage: [
        CoverageResult(label: "non-finite", required: 0.00005, hits: 10, counted: 72_304),
        CoverageResult(label: "near a swap", required: 0.002, hits: 469, counted: 72_304),
        CoverageResult(label: "everything", required: 0, hits: 72_304, counted: 72_304),
      ])
    // A passing proof's coverage shows with --verbose.
    let lines = TextReportRenderer.render(
      ProofReport(results: [result]), options: TextReportOptions(verbose: true)
    )
    .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines.contains("coverage \"non-finite\": 0.014 % (≥ 0.005 %)"), "\(lines)")
    #expect(lines.contains("coverage \"near a swap\": 0.6 % (≥ 0.2 %)"), "\(lines)")
    #expect(lines.contains("coverage \"everything\": 100.0 % (≥ 0.0 %)"), "\(lines)")
    // Unmet, the coverage finding shows both as well.
    let missed = PropertyProof(
      id: "coverage.small", fact: "Zero is drawn often enough.",
      domain: IntegerRangeDomain(0...99_999), strategy: .grid,
      coverage: [CoverageRequirement("zero", atLeast: 0.00005) { $0 == 0 }]
    ) { _ in .pass }.run(RunSettings(jobs: 1))
    #expect(missed.status == .failed)
    #expect(
      missed.findings.map(\.message) == [
        "coverage \"zero\": 0.001 % of 100000 cases, 0.005 % required"
      ])
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
          ProofFinding(
            kind: DiagnosticID(domain: "unlisted", name: "parseError"),
            message: "cannot read the file", file: "X.metal")
        ])
    ])
    let lines = TextReportRenderer.render(report).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines == [
        "FAIL a.b  2 cases          parseError: cannot read the file",
        "     X.metal: parseError: cannot read the file",
        "1 proof: 0 passed, 1 failed, 0 warned, 0 skipped (2 cases)",
        "duration 0.0 s (the proofs' times added up)", "",
      ])
  }

  @Test(arguments: ReportFormat.allCases)
  func everyFormatEndsWithANewline(format: ReportFormat) {
    let rendered = format.render(Self.report)
    #expect(rendered.hasSuffix("\n"))
    #expect(!rendered.hasSuffix("\n\n"))
  }
}
