import EffectProof
import Foundation
import ProofEngine
import Testing

/// Runs every proof on two jobs and checks that each passes with no findings, counts cases,
/// and has a worst margin (room left) of at least 0; prints each proof's figures and the total under
/// `label`.
func expectEveryProofPasses(
  _ proofs: [any Proof], label: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let started = Date()
  var total = 0
  for proof in proofs {
    let result = proof.run(RunSettings(jobs: 2))
    total += result.cases
    #expect(result.status == .passed, "\(result.failureSummary)", sourceLocation: sourceLocation)
    #expect(
      result.findings.isEmpty, "\(proof.id): \(result.findings)", sourceLocation: sourceLocation)
    #expect(result.cases - result.discarded > 0, "\(proof.id)", sourceLocation: sourceLocation)
    #expect(result.worst?.margin ?? -1 >= 0, "\(proof.id)", sourceLocation: sourceLocation)
    print(
      "[\(label)] \(proof.id): \(result.cases) cases (\(result.discarded) discarded), worst margin \(result.worst?.margin ?? .nan) at \(result.worst?.value ?? "-"), \(String(format: "%.3f", result.durationSeconds)) s"
    )
  }
  print(
    "[\(label)] \(total) cases in \(String(format: "%.2f", Date().timeIntervalSince(started))) s")
}
