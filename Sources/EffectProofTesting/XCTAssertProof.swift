import Foundation
import ProofEngine
import XCTest

/// The XCTest replay hint: the environment variable to set.
let xctestReplay: @Sendable (String, ProofSeed) -> String = { id, seed in
  "EFFECTPROOF_SEED=\(seed) swift test (proof \(id))"
}

// swift-format-ignore: AlwaysUseLowerCamelCase
// (XCTest's assertion naming, XCTAssertEqual and the rest, is the convention here.)
/// Runs `proof` and fails the XCTest test at the caller when it fails, with the
/// counterexample, margins, seed and replay line in the message. The seed comes from the
/// argument, else `EFFECTPROOF_SEED`, else ``ProofSeed/standard``.
@discardableResult
public func XCTAssertProof(
  _ proof: some Proof, seed: ProofSeed? = nil, density: ProofDensity? = nil, jobs: Int? = nil,
  file: StaticString = #filePath, line: UInt = #line
) -> ProofResult {
  let settings = ProofTestSettings.resolve(
    seed: seed, density: density, jobs: jobs, replayLine: xctestReplay)
  // A proof that checked nothing is never a pass (docs/guarantees.md, "No vacuous pass").
  let result = proof.run(settings).judgedOnEvidence()
  var messages = ProofReportCollector.active.record(result)
  if result.status == .failed { messages.insert(result.failureSummary, at: 0) }
  for message in messages {
    if let log = RecordedProofIssues.current {
      log.append(message, file: "\(file)", line: Int(line))
    } else {
      XCTFail(message, file: file, line: line)
    }
  }
  return result
}
