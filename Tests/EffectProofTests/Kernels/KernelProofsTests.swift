import EffectKernels
import EffectMath
import ProofEngine
import Testing

@testable import EffectProof

/// The `kernel.*` proofs pass on the default config, and the proof types can fail.
@Suite struct KernelProofsTests {
  @Test func kernelProofsJoinTheCatalogue() {
    let ids = ProofCatalogue.proofs(for: EffectProofConfig.seeds).map(\.id)
    for id in EffectCatalogue.entries.flatMap({
      $0.selectedProofs(in: Workspace(config: .seeds)).kernel
    }).map(\.id) {
      #expect(ids.contains(id))
    }
    #expect(Set(ids).count == ids.count, "ids are unique")
  }

  /// The curl bend at peel 0.25 on the 131 pt card reaches about 10 pt; promising 5 fails.
  @Test func aSampleAuditFailsWhenThePromiseIsTooSmall() {
    let proof = SampleAuditProof(
      id: "test.curlAudit", title: "t", fact: "f", slack: 1e-3
    ) { _ in
      [
        SampleAuditProof.AuditCase(label: "peel 0.25", promise: SIMD2(0, 5)) {
          SampleAudit(
            CardCurlBendKernel(
              height: 131, peel: 0.25, radius: Float(CardCurl.radius(height: 131))),
            width: 4, height: 131)
        }
      ]
    }
    let result = proof.run(RunSettings(jobs: 1))
    #expect(result.status == .failed)
    #expect(result.findings.first?.engineKind == .sampleOutsidePromise)
    #expect((result.worst?.margin ?? 0) < -2, "the pixel rows reach about 7.2 pt")
    #expect(result.details.first { $0.hasPrefix("y:") }?.contains("peel 0.25") == true)
  }

  @Test func aSampleAuditFailsOnNonFiniteSamples() {
    let proof = SampleAuditProof(id: "test.nan", title: "t", fact: "f", slack: 0) { _ in
      [
        SampleAuditProof.AuditCase(label: "NaN height", promise: SIMD2(100, 100)) {
          SampleAudit(
            LinearMotionBlurKernel(streak: SIMD2(.nan, 3), maxSamples: 8),
            layer: UniformLayer(), width: 3, height: 3)
        }
      ]
    }
    let result = proof.run(RunSettings())
    #expect(result.findings.contains { $0.engineKind == .nonFiniteSample })
  }

  @Test func aMeasuredTableReportsEveryRowAndFailsOnAnyRow() {
    let proof = MeasuredTableProof(
      id: "test.table", title: "t", fact: "f", values: [1, 2, 3]
    ) { value in
      MeasuredTableProof.Row(line: "row \(value)", outcome: .expect(value, atMost: 2, "v \(value)"))
    }
    let result = proof.run(RunSettings(jobs: 2))
    #expect(result.details == ["row 1.0", "row 2.0", "row 3.0"])
    #expect(result.status == .failed)
    #expect(result.failingCases == 1)
    #expect(result.worst?.margin == -1)
  }

  /// The seed's grain figures: additive about 1.6 code values at every luma, multiplied under
  /// one on dark themes, and far from flat if the output were linear.
  @Test func grainFiguresMatchTheArticle() {
    let dark = KernelProofs.measureGrain(scale: 0.1)
    let light = KernelProofs.measureGrain(scale: 0.92)
    #expect(dark.meanLuma > 6 && dark.meanLuma < 13)
    #expect(light.meanLuma > 70 && light.meanLuma < 80)
    #expect(abs(dark.additive - 1.6) < 0.2 && abs(light.additive - 1.6) < 0.2)
    #expect(dark.multiplied < 0.2 && light.multiplied > 0.2 && light.multiplied < 0.7)
    #expect(dark.additiveIfLinear > 2.5 * light.additiveIfLinear)
  }
}
