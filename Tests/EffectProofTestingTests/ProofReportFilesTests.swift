import EffectProofTestSupport
import Foundation
import ProofEngine
import Testing

@testable import EffectProofTesting

/// `EFFECTPROOF_REPORT_JSON`, `_JUNIT` and `_HTML`: the adapters write the same reports as
/// `effectproof check`, rewritten after each proof, and a file that cannot be written fails
/// the test that tried.
@Suite struct ProofReportFilesTests {
  @Test func theEnvironmentNamesTheFiles() {
    let files = ProofReportFiles(environment: [
      "EFFECTPROOF_REPORT_JSON": "a.json", "EFFECTPROOF_REPORT_JUNIT": "b.xml",
      "EFFECTPROOF_REPORT_HTML": "c.html", "EFFECTPROOF_SEED": "1",
    ])
    #expect(files == ProofReportFiles(json: "a.json", junit: "b.xml", html: "c.html"))
    #expect(!files.isEmpty)
    #expect(ProofReportFiles(environment: ["EFFECTPROOF_SEED": "1"]).isEmpty)
  }

  @Test func eachProofRewritesEveryReportSortedByID() throws {
    let folder = try TemporaryFolder()
    let files = ProofReportFiles(
      json: folder.url("r.json"), junit: folder.url("r.xml"), html: folder.url("r.html"))
    let collector = ProofReportCollector(files: files)
    let log = RecordedProofIssues()
    ProofReportCollector.$current.withValue(collector) {
      RecordedProofIssues.$current.withValue(log) {
        expectProof(SampleProofs.holds)
      }
    }
    var report = try JSONReportRenderer.parse(Data(contentsOf: URL(fileURLWithPath: files.json!)))
    #expect(report.results.map(\.id) == ["sample.holds"])
    #expect(report.succeeded)
    ProofReportCollector.$current.withValue(collector) {
      RecordedProofIssues.$current.withValue(log) {
        expectProof(SampleProofs.breaks, seed: 0x2A)
      }
    }
    // Only the failure's own message: writing the files raised no issue.
    #expect(log.entries.count == 1)
    report = try JSONReportRenderer.parse(Data(contentsOf: URL(fileURLWithPath: files.json!)))
    #expect(report.results.map(\.id) == ["sample.breaks", "sample.holds"])
    #expect(report.results.map(\.status) == [.failed, .passed])
    #expect(!report.succeeded)
    let suites = try XMLTree.parse(String(contentsOfFile: files.junit!, encoding: .utf8))
    let cases = suites.elements("testsuite").flatMap { $0.elements("testcase") }
    #expect(cases.compactMap { $0.attributes["name"] } == ["sample.breaks", "sample.holds"])
    #expect(cases.filter { !$0.elements("failure").isEmpty }.count == 1)
    let page = try String(contentsOfFile: files.html!, encoding: .utf8)
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(page.contains("sample.breaks") && page.contains("sample.holds"))
  }

  @Test func aProofRunTwiceIsReportedTwiceInRunOrder() throws {
    let folder = try TemporaryFolder()
    let collector = ProofReportCollector(files: ProofReportFiles(json: folder.url("r.json")))
    let failed = SampleProofs.breaks.run(RunSettings(seed: 0x2A))
    let passed = SampleProofs.holds.run(RunSettings())
    var renamed = passed
    renamed.id = failed.id
    #expect(collector.record(failed).isEmpty)
    #expect(collector.record(renamed).isEmpty)
    let report = try JSONReportRenderer.parse(
      Data(contentsOf: URL(fileURLWithPath: folder.url("r.json"))))
    // Both kept, the failure first: a later pass never hides an earlier failure.
    #expect(report.results.map(\.status) == [.failed, .passed])
    #expect(!report.succeeded)
  }

  @Test func aFileThatCannotBeWrittenFailsTheTestThatTried() throws {
    let folder = try TemporaryFolder()
    let missing = folder.url("no-such-folder/r.json")
    let collector = ProofReportCollector(
      files: ProofReportFiles(json: missing, junit: "", html: folder.url("r.html")))
    let log = RecordedProofIssues()
    let result = ProofReportCollector.$current.withValue(collector) {
      RecordedProofIssues.$current.withValue(log) {
        expectProof(SampleProofs.holds)
      }
    }
    #expect(result.status == .passed)
    let messages = log.entries.map(\.message)
    #expect(messages.count == 2, "\(messages)")
    #expect(
      messages.first?.hasPrefix("cannot write EFFECTPROOF_REPORT_JSON (\(missing)): ") == true)
    #expect(
      messages.last == "EFFECTPROOF_REPORT_JUNIT is set but empty; give it a file path or unset it")
    // The file that could be written was.
    #expect(FileManager.default.fileExists(atPath: folder.url("r.html")))
  }

  @Test func noFilesAskedForWritesNothing() throws {
    let collector = ProofReportCollector(files: ProofReportFiles())
    #expect(collector.record(SampleProofs.holds.run(RunSettings())).isEmpty)
  }
}
