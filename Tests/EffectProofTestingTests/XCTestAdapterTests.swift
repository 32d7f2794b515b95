import EffectProof
import EffectProofTesting
import XCTest

final class XCTestAdapterTests: XCTestCase {
  func testAPassingProofPasses() {
    let result = XCTAssertProof(SampleProofs.holds, seed: 3)
    XCTAssertEqual(result.status, .passed)
    XCTAssertEqual(result.seed, ProofSeed(3))
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
