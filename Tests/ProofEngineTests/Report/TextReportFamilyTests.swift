import ProofEngine
import Testing

/// A family's passing proofs share one line in the text report (issue 27: TableReady's 127
/// proofs in about 100 lines): two or more proofs in a row whose ids agree up to their last
/// dot, of at least two parts, all passed. Anything else keeps one line per proof.
@Suite struct TextReportFamilyTests {
  static func proof(_ id: String, cases: Int = 10, seconds: Double = 0.5) -> ProofResult {
    ProofResult(id: id, fact: "\(id) holds. More.", cases: cases, durationSeconds: seconds)
  }

  static func failed(_ id: String) -> ProofResult {
    ProofResult(
      id: id, fact: "\(id) holds.", cases: 10, failingCases: 1,
      findings: [ProofFinding(kind: .counterexample, message: "case #1 fails")])
  }

  func lines(_ results: [ProofResult], verbose: Bool = false) -> [String] {
    TextReportRenderer.render(
      ProofReport(results: results), options: TextReportOptions(verbose: verbose)
    ).split(separator: "\n").map(String.init)
  }

  func proofLines(_ results: [ProofResult], verbose: Bool = false) -> [String] {
    lines(results, verbose: verbose).filter { $0.hasPrefix("PASS") || $0.hasPrefix("FAIL") }
  }

  @Test func aPassingFamilyIsOneLineWithItsCasesAndTimeAddedUp() {
    let family = ["compiles", "finite", "reads"].map { Self.proof("shader.curl.\($0)", cases: 400) }
    let text = proofLines(family + [Self.proof("registry.usage", cases: 9)])
    #expect(text.count == 2, "\(text)")
    #expect(text[0].hasPrefix("PASS shader.curl.*  "), "\(text[0])")
    #expect(
      text[0].contains(" 1200 cases   1.5 s  3 passed: compiles, finite, reads"), "\(text[0])")
    #expect(text[1].hasPrefix("PASS registry.usage"))
    // The summary still counts every proof.
    #expect(lines(family).contains { $0.hasPrefix("3 proofs: 3 passed") })
  }

  @Test func aFamilyWithAFailureKeepsOneLinePerProof() {
    let family = [
      Self.proof("shader.loupe.compiles"), Self.failed("shader.loupe.samplePromise"),
      Self.proof("shader.loupe.reads"),
    ]
    let text = proofLines(family)
    #expect(
      text.map { String($0.prefix(32)) } == [
        "PASS shader.loupe.compiles      ", "FAIL shader.loupe.samplePromise ",
        "PASS shader.loupe.reads         ",
      ], "\(text)")
  }

  @Test func verboseGivesEveryProofItsOwnLine() {
    let family = ["a", "b"].map { Self.proof("shader.x.\($0)") }
    #expect(proofLines(family, verbose: true).count == 2)
    #expect(proofLines(family).count == 1)
  }

  @Test func onlyAFamilyOfTwoPartsInARowFolds() {
    // `registry` is one part: its proofs are separate facts, each on its line.
    #expect(proofLines(["a", "b", "c"].map { Self.proof("registry.\($0)") }).count == 3)
    // The same family apart is two runs of one proof each: no line to share.
    let apart = [Self.proof("shader.x.a"), Self.proof("shader.y.a"), Self.proof("shader.x.b")]
    #expect(proofLines(apart).count == 3)
    // One proof of a family keeps its own line and headline.
    #expect(proofLines([Self.proof("shader.x.a")])[0].contains("shader.x.a holds."))
  }

  @Test func manyNamesWrapWithinTheWidth() {
    let names = (1...30).map { "invariantNumber\($0)" }
    let text = lines(names.map { Self.proof("shader.wide.\($0)") })
    #expect(text.allSatisfy { $0.count <= 120 }, "\(text)")
    let joined = text.filter { !$0.hasPrefix("30 proofs") }.joined(separator: " ")
    for name in names { #expect(joined.contains(name)) }
    #expect(text[0].hasPrefix("PASS shader.wide.*"))
  }
}
