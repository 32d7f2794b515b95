import ProofEngine
import XCTest

@testable import EffectProofTesting

final class XCTestAdapterTests: XCTestCase {
  func testAPassingProofPasses() {
    let result = XCTAssertProof(SampleProofs.holds, seed: 3)
    XCTAssertEqual(result.status, .passed)
    XCTAssertEqual(result.seed, ProofSeed(3))
  }

  /// The failure is collected with `RecordedProofIssues` instead of failing this test, so the
  /// test can check there is exactly one, at the caller, with the XCTest replay line.
  func testAFailingProofFailsAtTheCallerWithTheReplayLine() throws {
    let log = RecordedProofIssues()
    let line = #line + 2
    let result = RecordedProofIssues.$current.withValue(log) {
      XCTAssertProof(SampleProofs.breaks, seed: 0x2A)
    }
    XCTAssertEqual(result.status, .failed)
    XCTAssertEqual(log.entries.count, 1)
    let entry = try XCTUnwrap(log.entries.first)
    XCTAssertEqual(entry.file, "\(#filePath)")
    XCTAssertEqual(entry.line, line)
    XCTAssertEqual(entry.message, result.failureSummary)
    XCTAssertTrue(
      entry.message.hasSuffix(
        "replay: EFFECTPROOF_SEED=0x000000000000002A swift test (proof sample.breaks)"),
      entry.message)
  }

  func testAPassingProofRecordsNothing() {
    let log = RecordedProofIssues()
    _ = RecordedProofIssues.$current.withValue(log) {
      XCTAssertProof(SampleProofs.holds, seed: 3)
    }
    XCTAssertEqual(log.entries, [])
  }

  func testTheReplayLineNamesTheEnvironmentVariable() {
    let proof = PropertyProof(
      id: "sample.replay", fact: "n ≠ 3", domain: IntegerRangeDomain(0...5)
    ) { n in n == 3 ? .fail() : .pass }
    let settings = RunSettings(
      seed: 5, jobs: 1,
      replayLine: { id, seed in "EFFECTPROOF_SEED=\(seed) swift test (proof \(id))" })
    let result = proof.run(settings)
    XCTAssertEqual(
      result.replay, "EFFECTPROOF_SEED=0x0000000000000005 swift test (proof sample.replay)")
    XCTAssertTrue(result.failureSummary.contains("counterexample: case #3 3"))
  }
}
