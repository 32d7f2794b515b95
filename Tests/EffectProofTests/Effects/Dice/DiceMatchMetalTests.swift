import MetalCPU
import ProofEngine
import Testing

@testable import EffectProof

/// The die material and motion blur comparisons fail when the compiled side is given a wrong
/// argument.
@Suite struct DiceMatchMetalTests {
  @Test func aWrongPipRadiusFailsTheDie() {
    let proof = KernelProofs.dieMaterialMatchesMetal(DiceConfig(), shaders: Differential.bundled)
    Differential.expectFailure(
      Differential.withWrongArgument(proof, at: 5, Differential.plus(0.03)),
      kernel: "DieMaterialKernel", function: "dieMaterial")
  }

  @Test func aWrongStreakFailsTheBlur() {
    let proof = KernelProofs.motionBlurMatchesMetal(shaders: Differential.bundled)
    Differential.expectFailure(
      Differential.withWrongArgument(proof, at: 0) { _ in .float2(SIMD2(-12, 7)) },
      kernel: "LinearMotionBlurKernel", function: "linearMotionBlur")
  }
}
