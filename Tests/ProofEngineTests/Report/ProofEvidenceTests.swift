import EffectProofBase
import EffectProofTestSupport
import Foundation
import ProofEngine
import Testing

/// `ProofEvidence` (issue 37): the JSON key and its old reports, every renderer's word, the
/// summary's counts and notes, the merge rules, and who sets it in the engine.
@Suite struct ProofEvidenceTests {
  static func result(
    _ id: String, _ evidence: ProofEvidence?, failing: Bool = false, shard: ProofShard? = nil
  ) -> ProofResult {
    ProofResult(
      id: id, fact: "A fact.", cases: 4, failingCases: failing ? 1 : 0,
      findings: failing ? [ProofFinding(kind: .counterexample, message: "case 2 fails")] : [],
      shard: shard, evidence: evidence)
  }

  static let report = ProofReport(
    generator: "effectproof 9.9.9",
    results: [
      result("a.certified", .certified), result("a.sampled", .sampled),
      result("a.broken", .counterexample, failing: true), result("registry.static", nil),
      result("a.sampledToo", .sampled),
    ])

  // MARK: - JSON

  @Test(arguments: ProofEvidence.allCases)
  func eachEvidenceRoundTripsUnderItsKey(_ evidence: ProofEvidence) throws {
    let original = Self.result("x.y", evidence)
    let data = try JSONEncoder().encode(original)
    let object = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["evidence"] as? String == evidence.rawValue)
    #expect(try JSONDecoder().decode(ProofResult.self, from: data) == original)
  }

  @Test func noEvidenceWritesNoKeyAndReadsBackNil() throws {
    let data = try JSONEncoder().encode(Self.result("registry.static", nil))
    let object = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["evidence"] == nil)
    #expect(try JSONDecoder().decode(ProofResult.self, from: data).evidence == nil)
  }

  @Test func aReportWrittenBeforeEvidenceStillDecodes() throws {
    let old = """
      {"generator": "effectproof 0.1.0", "succeeded": true,
       "summary": {"proofs": 1, "passed": 1, "failed": 0, "warned": 0, "skipped": 0, "cases": 3},
       "proofs": [{"id": "curl.monotone", "title": "curl.monotone", "fact": "f", "cases": 3,
                   "status": "passed", "findings": [], "coverage": [], "details": []}]}
      """
    let report = try JSONDecoder().decode(ProofReport.self, from: Data(old.utf8))
    #expect(report.results.map(\.evidence) == [nil])
    #expect(report.notes.isEmpty)
    #expect(report.evidenceLine == nil)
  }

  @Test func anUnknownEvidenceWordIsRefused() {
    let bad = #"{"id": "a.b", "fact": "f", "cases": 1, "evidence": "proven"}"#
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(ProofResult.self, from: Data(bad.utf8))
    }
  }

  @Test func theJSONSummaryCountsEvidenceAndCarriesTheNotes() throws {
    var report = Self.report
    report.notes = ["2 shader proofs are sampled, not certified"]
    let text = JSONReportRenderer.render(report)
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let summary = try #require(object["summary"] as? [String: Any])
    let counts = try #require(summary["evidence"] as? [String: Int])
    #expect(counts == ["certified": 1, "counterexample": 1, "sampled": 2])
    #expect(object["notes"] as? [String] == ["2 shader proofs are sampled, not certified"])
    let proofs = try #require(object["proofs"] as? [[String: Any]])
    #expect(
      proofs.map { $0["evidence"] as? String } == [
        "certified", "sampled", "counterexample", nil, "sampled",
      ])
    let back = try JSONDecoder().decode(ProofReport.self, from: Data(text.utf8))
    #expect(back.notes == report.notes)
    #expect(back.results.map(\.evidence) == report.results.map(\.evidence))
  }

  @Test func aReportWithoutEvidenceHasNoSummaryEvidence() throws {
    let report = ProofReport(results: [Self.result("registry.static", nil)])
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(JSONReportRenderer.render(report).utf8))
        as? [String: Any])
    #expect((object["summary"] as? [String: Any])?["evidence"] == nil)
    #expect(object["notes"] == nil)
  }

  // MARK: - Text, JUnit, HTML

  @Test func theTextReportNamesEachProofsEvidenceAndCountsThem() {
    let text = TextReportRenderer.render(Self.report, options: TextReportOptions(verbose: true))
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.contains("     evidence: certified (holds for every case of the domain)"))
    #expect(lines.contains("     evidence: counterexample (a concrete case fails)"))
    #expect(lines.contains("     evidence: sampled (held on the cases run; not a proof)"))
    #expect(lines.contains("evidence: 1 certified, 1 counterexample, 2 sampled"))
    // A failed proof shows its evidence without --verbose; a passing one only its line.
    let plain = TextReportRenderer.render(Self.report).split(separator: "\n").map(String.init)
    #expect(plain.contains("     evidence: counterexample (a concrete case fails)"))
    #expect(!plain.contains("     evidence: certified (holds for every case of the domain)"))
    #expect(plain.contains("evidence: 1 certified, 1 counterexample, 2 sampled"))
  }

  @Test func theTextSummaryPutsTheNotesAfterTheCountsAsWarnings() {
    var report = Self.report
    report.notes = ["3 shader proofs are sampled, not certified"]
    let lines = TextReportRenderer.render(report).split(separator: "\n").map(String.init)
    let counts = lines.firstIndex { $0.hasPrefix("5 proofs: ") }
    #expect(
      counts.map { Array(lines[$0...].prefix(3)) } == [
        "5 proofs: 4 passed, 1 failed, 0 warned, 0 skipped (20 cases)",
        "evidence: 1 certified, 1 counterexample, 2 sampled",
        "warning: 3 shader proofs are sampled, not certified",
      ])
  }

  @Test func jUnitCarriesTheEvidenceAsAPropertyOfEachTestCase() throws {
    let root = try XMLTree.parse(JUnitReportRenderer.render(Self.report))
    let cases = root.elements("testsuite").flatMap { $0.elements("testcase") }
    var found: [String: String] = [:]
    for testCase in cases {
      let properties = testCase.elements("properties").flatMap { $0.elements("property") }
      #expect(properties.allSatisfy { $0["name"] == "evidence" })
      if let value = properties.first?["value"] { found[testCase["name"] ?? ""] = value }
    }
    #expect(
      found == [
        "a.certified": "certified", "a.sampled": "sampled", "a.broken": "counterexample",
        "a.sampledToo": "sampled",
      ])
    let registry = try #require(cases.first { $0["name"] == "registry.static" })
    #expect(registry.children.isEmpty)
    let broken = try #require(cases.first { $0["name"] == "a.broken" })
    #expect(broken.children.map(\.name) == ["properties", "failure"])
  }

  @Test func htmlLabelsEachProofAndCountsInTheSummary() {
    var report = Self.report
    report.notes = ["4 shader proofs are sampled, not certified"]
    let html = HTMLReportRenderer.render(report)
    #expect(
      html.contains(
        "<span class=\"evidence certified\" title=\"holds for every case of the domain\">certified</span>"
      ))
    #expect(html.contains("<span class=\"evidence sampled\""))
    #expect(html.contains("<span class=\"evidence counterexample\""))
    #expect(html.components(separatedBy: "<span class=\"evidence ").count - 1 == 4)
    #expect(
      html.contains(
        "<p class=\"evidence-line\">evidence: 1 certified, 1 counterexample, 2 sampled</p>"))
    #expect(
      html.contains("<p class=\"note\">⚠ warning: 4 shader proofs are sampled, not certified</p>"))
    #expect(html.contains(".evidence.sampled {"))
  }

  // MARK: - Merge

  /// Every pair of shards: counterexample wins, certified needs both, nil needs both nil.
  @Test func shardsMergeByTheRules() throws {
    let c = ProofEvidence.certified
    let x = ProofEvidence.counterexample
    let s = ProofEvidence.sampled
    let table: [(ProofEvidence?, ProofEvidence?, ProofEvidence?)] = [
      (nil, nil, nil), (nil, c, s), (nil, x, x), (nil, s, s),
      (c, nil, s), (c, c, c), (c, x, x), (c, s, s),
      (x, nil, x), (x, c, x), (x, x, x), (x, s, x),
      (s, nil, s), (s, c, s), (s, x, x), (s, s, s),
    ]
    for (first, second, expected) in table {
      let merged = try ProofResult.merged([
        Self.result("m.p", first, shard: ProofShard(index: 1, count: 2)!),
        Self.result("m.p", second, shard: ProofShard(index: 2, count: 2)!),
      ])
      #expect(
        merged.evidence == expected,
        "\(String(describing: first)) + \(String(describing: second))")
    }
    #expect(ProofEvidence.merged([c, c, c]) == c)
    #expect(ProofEvidence.merged([c, c, s]) == s)
    #expect(ProofEvidence.merged([s, c, x]) == x)
    #expect(ProofEvidence.merged([]) == nil)
  }

  @Test func mergedReportsUniteTheirNotesOnce() throws {
    let first = ProofReport(results: [Self.result("m.p", .sampled)], notes: ["a", "b"])
    let second = ProofReport(results: [Self.result("m.q", .sampled)], notes: ["b", "c"])
    #expect(try ProofReport.merged([first, second]).notes == ["a", "b", "c"])
  }

  // MARK: - Who sets it

  @Test func aPropertyProofIsSampledOrHasItsCounterexample() {
    let holds = PropertyProof(
      id: "t.holds", fact: "f", domain: IntegerRangeDomain(0...20)
    ) { value in .expect(Double(value), atMost: 20) }
    #expect(holds.run(RunSettings()).evidence == .sampled)
    let breaks = PropertyProof(
      id: "t.breaks", fact: "f", domain: IntegerRangeDomain(0...20)
    ) { value in .expect(Double(value), atMost: 6) }
    #expect(breaks.run(RunSettings()).evidence == .counterexample)
    let discards = PropertyProof(
      id: "t.discards", fact: "f", domain: IntegerRangeDomain(0...20)
    ) { _ in .discard }
    let none = discards.run(RunSettings())
    #expect(none.evidence == nil)
    #expect(none.status == .failed)
  }

  @Test func aPromiseSearchedWithoutACertificateIsSampledNeverCertified() {
    #expect(PromiseProofTests.curl(promise: 12).run(RunSettings()).evidence == .sampled)
    #expect(PromiseProofTests.curl(promise: 11).run(RunSettings()).evidence == .counterexample)
    #expect(PromiseProofTests.curl(promise: -1).run(RunSettings()).evidence == nil)
  }
}
