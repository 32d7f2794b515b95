import MetalCPU
import ProofEngine
import Testing

@testable import EffectProof

/// `kernel.feltMatchesMetal` fails when the compiled side is given another shade.
@Suite struct FeltMatchesMetalTests {
  @Test func aWrongShadeFails() {
    let proof = KernelProofs.feltMatchesMetal(shaders: Differential.bundled)
    Differential.expectFailure(
      Differential.withWrongArgument(proof, at: 3) { _ in .float(0.95) },
      kernel: "FeltSurfaceKernel", function: "feltSurface")
  }
}
