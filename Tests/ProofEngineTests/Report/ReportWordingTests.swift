import EffectProofBase
import Foundation
import ProofEngine
import Testing

/// The reports' wording (issue 27): a failed proof's headline says what failed, one margin sign
/// (room left) in every form, and the shrink line counts the steps it took.
@Suite struct ReportWordingTests {
  // MARK: - A failed proof says what failed

  @Test func aFailedPromiseSaysByHowMuchAndOnWhichAxis() throws {
    let result = PromiseProofTests.curl(promise: 11).run(RunSettings())
    #expect(result.status == .failed)
    let headline = try #require(result.failureHeadline)
    // The true supremum is 11.963891 pt: 0.963891 pt past the promise, on y only.
    #expect(headline.hasPrefix("promise exceeded by 0.9638"), "\(headline)")
    #expect(headline.hasSuffix(" pt on y"), "\(headline)")
    // The text report's line says it instead of the fact.
    let text = TextReportRenderer.render(ProofReport(results: [result]))
    let line = try #require(text.split(separator: "\n").first.map(String.init))
    #expect(line.hasPrefix("FAIL curl.samplePromise"))
    #expect(line.hasSuffix(headline), "\(line)")
    // Never "0 of N cases fail" for a failed proof.
    #expect(result.failingCases >= 1)
    #expect(!result.failureSummary.contains(" 0 of "), "\(result.failureSummary)")
    #expect(result.failureSummary.hasPrefix("curl.samplePromise failed: \(headline)\n"))
  }

  @Test func aProofFailedByAFindingNamesItAndCountsNoZeroFailures() throws {
    let result = ProofResult(
      id: "registry.arguments", fact: "Each argument list matches.", cases: 9,
      findings: [
        ProofFinding(
          kind: DiagnosticID(domain: "unlisted", name: "missingCount"),
          message: "'pips' has no count"),
        ProofFinding(
          kind: DiagnosticID(domain: "unlisted", name: "argumentTypeMismatch"),
          message: "argument 2 …"),
      ])
    #expect(result.failureHeadline == "missingCount: 'pips' has no count (and 1 more)")
    #expect(result.failureSummary.contains("  9 cases checked; 2 failing findings"))
    #expect(!result.failureSummary.contains("0 of 9"))
    // A passing proof keeps its fact.
    let passed = ProofResult(id: "registry.usage", fact: "Usages match.", cases: 9)
    #expect(passed.failureHeadline == nil)
    #expect(TextReportRenderer.render(ProofReport(results: [passed])).contains("Usages match."))
  }

  @Test func aFailedPropertySaysHowManyFailAndTheSimplest() throws {
    let proof = PropertyProof(
      id: "wording.property", fact: "n ≤ 6", domain: IntegerRangeDomain(0...20), strategy: .grid
    ) { n in .expect(Double(n), atMost: 6) }
    let result = proof.run(RunSettings(jobs: 1))
    #expect(result.failureHeadline == "14 of 21 cases fail; first 7 (7.0 ≤ 6.0, margin -1.0)")
  }

  // MARK: - One margin sign: positive is room left

  @Test func aPromiseAxisAndItsWorstCaseGiveTheSameSignInTextAndJSON() throws {
    let result = PromiseProofTests.curl(promise: 12).run(RunSettings())
    #expect(result.status == .passed)
    let axis = try #require(result.promise?.y)
    // 12 − 11.963891: room left, positive.
    #expect(axis.margin > 0.036 && axis.margin < 0.0362)
    let worst = try #require(result.worst?.margin)
    #expect(worst == axis.margin)
    // A passing proof's details and worst case show with --verbose.
    let text = TextReportRenderer.render(
      ProofReport(results: [result]), options: TextReportOptions(verbose: true))
    #expect(text.contains(String(format: "margin %.6f pt", axis.margin)), "\(text)")
    #expect(text.contains("margin \(axis.margin))"), "\(text)")
    #expect(!text.contains("margin -"), "\(text)")
    let json = try #require(
      try JSONSerialization.jsonObject(
        with: Data(JSONReportRenderer.render(ProofReport(results: [result])).utf8))
        as? [String: Any])
    let proof = try #require((json["proofs"] as? [[String: Any]])?.first)
    // JSONSerialization may read the last digit differently; the sign and value agree.
    let jsonWorst = try #require((proof["worst"] as? [String: Any])?["margin"] as? Double)
    #expect(abs(jsonWorst - axis.margin) < 1e-15)
    let y = ((proof["promise"] as? [String: Any])?["y"] as? [String: Any])
    let jsonAxis = try #require(y?["margin"] as? Double)
    #expect(abs(jsonAxis - axis.margin) < 1e-15)
  }

  @Test func aFailingPromiseHasANegativeMarginEverywhere() throws {
    let result = PromiseProofTests.curl(promise: 11).run(RunSettings())
    let axis = try #require(result.promise?.y)
    #expect(axis.margin < 0)
    #expect(result.worst?.margin == axis.margin)
  }

  @Test func aPropertyMarginIsRoomLeftInTextAndJSON() throws {
    // x ≤ 2 over [0, 1]: at worst 1 of room, at x = 1.
    let proof = PropertyProof(
      id: "wording.room", fact: "x ≤ 2", domain: IntervalDomain(0.0...1.0), strategy: .grid
    ) { x in .expect(x, atMost: 2) }
    let result = proof.run(RunSettings(jobs: 1))
    #expect(result.worst?.margin == 1)
    let report = ProofReport(results: [result])
    #expect(
      TextReportRenderer.render(report, options: TextReportOptions(verbose: true))
        .contains("(1.0 ≤ 2.0, margin 1.0)"))
    let decoded = try JSONReportRenderer.parse(Data(JSONReportRenderer.render(report).utf8))
    #expect(decoded.results.first?.worst?.margin == 1)
  }

  @Test func mergingShardsKeepsTheCaseWithTheLeastRoom() throws {
    let proof = PropertyProof(
      id: "wording.merge", fact: "x ≤ 2", domain: IntervalDomain(0.0...1.0), strategy: .grid
    ) { x in .expect(x, atMost: 2) }
    let whole = proof.run(RunSettings(jobs: 1))
    let shards = try (1...3).map { index in
      proof.run(RunSettings(shard: try #require(ProofShard(index: index, count: 3)), jobs: 1))
    }
    let merged = try ProofResult.merged(shards)
    #expect(merged.worst == whole.worst)
    #expect(merged.worst?.margin == 1)
  }

  // MARK: - The shrink line counts accepted steps

  @Test func anAlreadyMinimalCaseSaysSo() throws {
    // Only 7 fails: every simpler candidate passes, so nothing shrinks.
    let proof = PropertyProof(
      id: "wording.minimal", fact: "n ≠ 7", domain: IntegerRangeDomain(0...20), strategy: .grid
    ) { n in n == 7 ? .fail("n is 7", margin: 1) : .pass }
    let result = proof.run(RunSettings(jobs: 1))
    let example = try #require(result.counterexample)
    #expect(example.shrunk == example.original)
    #expect(example.shrinkSteps == 0)
    #expect(example.shrinkEvaluations > 0)
    #expect(example.shrinkDescription.hasPrefix("already minimal ("), "\(example)")
    let message = try #require(result.findings.first { $0.engineKind == .counterexample }?.message)
    #expect(message.contains("; already minimal ("), "\(message)")
    #expect(!message.contains("steps"), "\(message)")
    #expect(result.failureSummary.contains("[already minimal ("))
  }

  @Test func aShrunkCaseGivesTheAcceptedSteps() throws {
    // n ≥ 7 fails: the first random failure is large, and shrinking walks it down to 7.
    let proof = PropertyProof(
      id: "wording.shrunk", fact: "n < 7", domain: IntegerRangeDomain(0...1_000_000),
      strategy: .random(count: 20)
    ) { n in .expect(Double(n), atMost: 6.5) }
    let result = proof.run(RunSettings(jobs: 1))
    let example = try #require(result.counterexample)
    #expect(example.shrunk.value == "7")
    #expect(example.original.value != "7")
    #expect(example.shrinkSteps >= 1)
    // Each accepted step is one evaluation; the rejected candidates are the rest.
    #expect(example.shrinkSteps < example.shrinkEvaluations)
    let steps = "shrunk in \(example.shrinkSteps) step\(example.shrinkSteps == 1 ? "" : "s") ("
    #expect(example.shrinkDescription.hasPrefix(steps), "\(example.shrinkDescription)")
    let message = try #require(result.findings.first { $0.engineKind == .counterexample }?.message)
    #expect(message.contains("; \(steps)"), "\(message)")
    #expect(message.contains(" to 7 ("), "\(message)")
    // Both counts survive JSON, and a report written before the evaluation count decodes.
    let report = ProofReport(results: [result])
    let decoded = try JSONReportRenderer.parse(Data(JSONReportRenderer.render(report).utf8))
    #expect(decoded.results.first?.counterexample == example)
    let old = try JSONDecoder().decode(
      Counterexample.self,
      from: Data(
        #"{"original": {"index": 1, "value": "9"}, "shrunk": {"index": 1, "value": "7"}, "shrinkSteps": 4, "shrinkStop": "minimal"}"#
          .utf8))
    #expect(old.shrinkSteps == 4 && old.shrinkEvaluations == 4)
  }
}
