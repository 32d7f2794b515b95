import EffectProofBase
import Foundation
import ProofEngine
import Testing

/// The text report's layout (issue 27): one line per passing proof, details only for failed,
/// warned and skipped proofs (and with `verbose`), every line within 120 columns, and the
/// summary in the order counts, duration, seed, replay.
@Suite struct TextReportLayoutTests {
  /// A passing property proof with a worst case, a detail and coverage.
  static let passing = ProofResult(
    id: "sample.holds", fact: "x·(1 − x) ≤ 1/4. A second sentence.", cases: 411,
    durationSeconds: 1.25, strategy: "grid + random×400",
    worst: CaseRecord(index: 17, value: "0.5", margin: 0, note: "0.25 ≤ 0.25"),
    coverage: [CoverageResult(label: "near ½", required: 0.01, hits: 40, counted: 411)],
    seed: ProofSeed(0x2A), details: ["tightness 1.0 on x"])

  /// A failing property proof, run for real so its findings are the engine's own.
  static func failing(replay: String = "effectproof check --only sample.breaks --seed 0x2A")
    -> ProofResult
  {
    let proof = PropertyProof(
      id: "sample.breaks", fact: "x < 0.9", domain: IntervalDomain(0.0...1.0),
      strategy: .random(count: 400)
    ) { x in .expect(x, atMost: 0.9) }
    return proof.run(RunSettings(seed: ProofSeed(0x2A), jobs: 1, replayLine: { _, _ in replay }))
  }

  func lines(_ report: ProofReport, _ options: TextReportOptions = TextReportOptions())
    -> [String]
  {
    TextReportRenderer.render(report, options: options).split(separator: "\n").map(String.init)
  }

  // MARK: - One line per passing proof

  @Test func aPassingProofIsOneLineAndVerboseBringsBackItsDetails() throws {
    let report = ProofReport(results: [Self.passing])
    let plain = lines(report)
    #expect(plain.filter { $0.hasPrefix(" ") }.isEmpty, "\(plain)")
    let line = try #require(plain.first)
    #expect(line == "PASS sample.holds  411 cases   1.3 s  x·(1 − x) ≤ 1/4.", "\(line)")
    let verbose = lines(report, TextReportOptions(verbose: true))
    #expect(verbose.contains("     tightness 1.0 on x"), "\(verbose)")
    #expect(verbose.contains("     worst: case #17 0.5 (0.25 ≤ 0.25, margin 0.0)"), "\(verbose)")
    #expect(verbose.contains("     coverage \"near ½\": 9.7 % (≥ 1.0 %)"), "\(verbose)")
  }

  @Test func aFailedProofShowsItsCounterexampleShrinkAndReplayOnce() throws {
    let result = Self.failing()
    #expect(result.status == .failed)
    let text = lines(ProofReport(results: [Self.passing, result]))
    let fail = try #require(text.firstIndex { $0.hasPrefix("FAIL sample.breaks ") })
    let below = Array(text[(fail + 1)...].prefix { $0.hasPrefix("     ") })
    let example = try #require(result.counterexample)
    #expect(below.first?.hasPrefix("     counterexample: case #\(example.original.index) ") == true)
    #expect(below.contains { $0.contains(example.shrinkDescription) }, "\(below)")
    #expect(
      below.last == "     replay: effectproof check --only sample.breaks --seed 0x2A", "\(below)")
    // The derived finding's one long message is not printed beside its lines.
    #expect(below.filter { $0.contains("replay:") }.count == 1, "\(below)")
    // The passing proof above it stays one line.
    #expect(text[0].hasPrefix("PASS sample.holds ") && fail == 1)
  }

  @Test func warnedAndSkippedProofsShowTheirFindings() {
    let warned = ProofResult(
      id: "a.warned", fact: "F.", cases: 3,
      findings: [ProofFinding(severity: .warning, kind: .loosePromise, message: "loose")])
    let skipped = ProofResult(
      id: "a.skipped", fact: "G.", cases: 0,
      findings: [ProofFinding(severity: .warning, kind: .skipped, message: "no registry")],
      wasSkipped: true)
    let text = lines(ProofReport(results: [warned, skipped]))
    #expect(
      text.prefix(4) == [
        "WARN a.warned   3 cases          F.", "     warning: loosePromise: loose",
        "SKIP a.skipped  0 cases          G.", "     warning: skipped: no registry",
      ])
  }

  // MARK: - 120 columns

  /// Long findings, details, facts, notes and commands wrap; a line past 120 columns holds one
  /// word only (a path or an id too long for any line).
  @Test func everyLineFitsIn120Columns() {
    let long = String(repeating: "a long clause of the message, ", count: 20)
    let path = "/very/long/" + String(repeating: "folder/", count: 20) + "Shader.metal"
    let failed = ProofResult(
      id: "shader.someEntryWithAVeryLongName.samplePromise", fact: long, cases: 9_475_293,
      findings: [
        ProofFinding(kind: .promise, message: long, file: path, line: 8),
        ProofFinding(
          severity: .warning, kind: DiagnosticID(domain: "unlisted", name: "promiseDiffers"),
          message: long),
      ],
      durationSeconds: 612,
      counterexample: Counterexample(
        original: CaseRecord(index: 3, value: long, margin: -1, note: long),
        shrunk: CaseRecord(index: 3, value: "short", margin: -0.5, note: long), shrinkSteps: 2,
        shrinkEvaluations: 9, shrinkStop: .minimal),
      replay: "effectproof check --config \(path) --only shader.x --seed 0x5EEDCA5EF00D0001",
      details: [long, long])
    let report = ProofReport(results: [failed, Self.passing, Self.failing()])
    for verbose in [false, true] {
      let options = TextReportOptions(
        verbose: verbose, wallClockSeconds: 3, replayRun: "effectproof check --config \(path)",
        replayFailures: "effectproof check --config \(path) --only a --only b --only c")
      for line in lines(report, options) where line.count > 120 {
        // Only the path makes it long: without it, the line is short.
        #expect(
          line.contains(path) && line.replacingOccurrences(of: path, with: "").count <= 96,
          "\(line.count): \(line)")
      }
    }
  }

  @Test func aLongIdPutsItsHeadlineOnTheNextLine() {
    let id = "shader." + String(repeating: "x", count: 100) + ".finite"
    let result = ProofResult(id: id, fact: "Finite everywhere.", cases: 2)
    let text = lines(ProofReport(results: [result]))
    #expect(text[0] == "PASS \(id)  2 cases")  // the blank duration's spaces trimmed
    #expect(text[1] == "       Finite everywhere.")
  }

  @Test func aCommandWrapsBetweenItsArgumentsAndPastesAsOne() throws {
    let config = "/home/runner/work/my-app/my-app/Sources/MyApp/Shaders/effectproof.json"
    let failures =
      "effectproof check --config \(config) --only shader.a.samplePromise "
      + "--only shader.b.reads --only curl.samplePromise --seed 0x5EEDCA5EF00D0001"
    let report = ProofReport(results: [Self.failing()])
    let text = lines(report, TextReportOptions(replayFailures: failures))
    let start = try #require(text.firstIndex { $0.hasPrefix("replay the failures: ") })
    let command = Array(text[start...])
    #expect(command.count >= 2, "\(command)")
    #expect(command.dropLast().allSatisfy { $0.hasSuffix(" \\") && $0.count <= 120 })
    #expect(command.dropFirst().allSatisfy { $0.hasPrefix("    --") })
    let joined = command.map { $0.hasSuffix(" \\") ? String($0.dropLast(2)) : $0 }
      .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    #expect(joined == "replay the failures: " + failures)
  }

  // MARK: - The summary

  @Test func theSummaryGivesCountsThenEvidenceThenDurationThenSeedThenReplay() throws {
    let options = TextReportOptions(
      wallClockSeconds: 23.6, replayRun: "effectproof check --config c.json --seed 0x2A",
      replayFailures: "effectproof check --config c.json --only sample.breaks --seed 0x2A")
    let passed = lines(ProofReport(results: [Self.passing]), options)
    #expect(
      Array(passed.suffix(4)) == [
        "1 proof: 1 passed, 0 failed, 0 warned, 0 skipped (411 cases)", "duration 24 s",
        "seed 0x000000000000002A", "replay: effectproof check --config c.json --seed 0x2A",
      ])
    let failed = lines(ProofReport(results: [Self.passing, Self.failing()]), options)
    #expect(
      Array(failed.suffix(5)) == [
        "2 proofs: 1 passed, 1 failed, 0 warned, 0 skipped (811 cases)",
        "evidence: 0 certified, 1 counterexample, 0 sampled", "duration 24 s",
        "seed 0x000000000000002A",
        "replay the failures: effectproof check --config c.json --only sample.breaks --seed 0x2A",
      ])
    // Without a wall clock (a merged report) the proofs' times are added up, and it says so.
    let merged = lines(ProofReport(results: [Self.passing]))
    #expect(merged.contains("duration 1.3 s (the proofs' times added up)"), "\(merged)")
  }
}
