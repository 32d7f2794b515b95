import ProofEngine
import Testing

@testable import PromiseCertificate

/// A promise proof's evidence (issue 37): `certified` only when the branch and bound certifies
/// both axes, `counterexample` when a witness exceeds the promise, `sampled` when undecided or
/// searched without a certificate.
@Suite struct PromiseEvidenceTests {
  let tents = PromiseCertifierTests()

  @Test func aCertifiedPromiseIsCertified() {
    let result = PromiseProof(fact: "a tent", promise: tents.tentPromise(promise: 10.05))
      .run(RunSettings())
    #expect(result.status != .failed, "\(result.findings)")
    #expect(result.evidence == .certified)
  }

  @Test func aWitnessPastThePromiseIsACounterexample() {
    let result = PromiseProof(fact: "a tent", promise: tents.tentPromise(promise: 9))
      .run(RunSettings())
    #expect(result.status == .failed)
    #expect(result.evidence == .counterexample)
  }

  @Test func theSameSpikeSearchedWithoutAGeometryIsOnlySampled() {
    // The search misses the 2·10⁻⁶-wide spike: it held on the cases run, nothing more.
    let result = PromiseProof(
      fact: "a tent", promise: tents.tentPromise(promise: 9, geometry: false)
    ).run(RunSettings())
    #expect(result.evidence == .sampled)
  }

  @Test func anUndecidedBoundIsSampledNeverCertified() {
    var options = PromiseProofOptions.standard
    options.certificateEvaluations = 1
    options.gridPointsPerAxis = 3
    options.sobolPoints = 0
    options.polishedPerAxis = 0
    let result = PromiseProof(
      fact: "a tent", promise: tents.tentPromise(promise: 9.5), options: options
    ).run(RunSettings())
    #expect(result.status == .warned)
    #expect(result.evidence == .sampled)
  }
}
