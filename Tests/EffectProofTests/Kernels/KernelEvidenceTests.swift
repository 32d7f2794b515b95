import EffectKernels
import EffectMath
import MetalCPU
import ProofEngine
import ShaderProofs
import Testing

@testable import EffectProof

/// The kernel proofs' evidence (issue 37): a sample audit, a measured table and a differential
/// proof are `counterexample` on a failing case, `sampled` when their cases held, and have none
/// when they checked nothing.
@Suite struct KernelEvidenceTests {
  static func curlAudit(promise: Double) -> SampleAuditProof {
    SampleAuditProof(id: "test.curlAudit", title: "t", fact: "f", slack: 1e-3) { _ in
      [
        SampleAuditProof.AuditCase(label: "peel 0.25", promise: SIMD2(0, promise)) {
          SampleAudit(
            CardCurlBendKernel(
              height: 131, peel: 0.25, radius: Float(CardCurl.radius(height: 131))),
            width: 4, height: 131)
        }
      ]
    }
  }

  @Test func aSampleAuditIsSampledOrHasItsCounterexample() {
    let holds = Self.curlAudit(promise: 20).run(RunSettings(jobs: 1))
    #expect(holds.status == .passed, "\(holds.findings)")
    #expect(holds.evidence == .sampled)
    #expect(Self.curlAudit(promise: 5).run(RunSettings(jobs: 1)).evidence == .counterexample)
    let none = SampleAuditProof(id: "test.none", title: "t", fact: "f", slack: 0) { _ in [] }
    #expect(none.run(RunSettings(jobs: 1)).evidence == nil)
  }

  @Test func aMeasuredTableIsSampledOrHasItsCounterexample() {
    func table(_ values: [Double], _ outcome: @escaping @Sendable (Double) -> PropertyOutcome)
      -> ProofEvidence?
    {
      MeasuredTableProof(id: "test.table", title: "t", fact: "f", values: values) { value in
        MeasuredTableProof.Row(line: "row \(value)", outcome: outcome(value))
      }.run(RunSettings(jobs: 2)).evidence
    }
    #expect(table([1, 2, 3]) { .expect($0, atMost: 3) } == .sampled)
    #expect(table([1, 2, 3]) { .expect($0, atMost: 2) } == .counterexample)
    #expect(table([1, 2]) { _ in .discard } == nil)
    #expect(table([]) { _ in .pass } == nil)
  }

  @Test func aDifferentialProofThatAgreesIsSampledAndOneThatCannotRunHasNone() {
    let agrees = DifferentialProofTests.rippleProof(Differential.bundled).run(RunSettings(jobs: 2))
    #expect(agrees.status == .passed, "\(agrees.findings)")
    #expect(agrees.evidence == .sampled)
    let noClang = CompiledShaderLibrary(shaderPaths: [Fixtures.tableReadyShaders]) {
      () throws(MetalCompileError) -> MetalCompiler in
      throw .clangNotFound(searched: ["/nowhere/clang++"])
    }
    let broken = DifferentialProofTests.rippleProof(noClang).run(RunSettings(jobs: 1))
    #expect(broken.status == .failed)
    #expect(broken.evidence == nil, "a case that could not run is no evidence")
  }
}
