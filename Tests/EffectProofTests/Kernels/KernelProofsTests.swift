import EffectKernels
import EffectMath
import EffectProof
import Testing

/// The `kernel.*` proofs pass on the default config, and each can fail.
@Suite struct KernelProofsTests {
  @Test func everyKernelProofPassesOnTheDefaultConfig() {
    expectEveryProofPasses(KernelProofs.proofs(for: CheckConfig(shaderPaths: [])), label: "kernel")
  }
}
