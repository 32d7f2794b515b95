import MetalCPU
import ProofEngine
import Testing

@testable import EffectProof

/// `kernel.arcBlurMatchesMetal` fails when the compiled side is given another angle.
@Suite struct ArcBlurMatchesMetalTests {
  @Test func aWrongAngleFails() {
    let proof = KernelProofs.arcBlurMatchesMetal(shaders: Differential.bundled)
    Differential.expectFailure(
      Differential.withWrongArgument(proof, at: 1, Differential.plus(0.3)),
      kernel: "WheelArcBlurKernel", function: "wheelArcBlur")
  }
}
