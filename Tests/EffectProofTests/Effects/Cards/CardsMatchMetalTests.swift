import MetalCPU
import ProofEngine
import Testing

@testable import EffectProof

/// The flip shading and foil comparisons fail when the compiled side is given a wrong argument;
/// the foil's NaN intensity, where the port used to disagree, now agrees.
@Suite struct CardsMatchMetalTests {
  @Test func aWrongAngleFailsTheFlip() {
    let proof = KernelProofs.flipShadingMatchesMetal(shaders: Differential.bundled)
    Differential.expectFailure(
      Differential.withWrongArgument(proof, at: 1, Differential.plus(25)),
      kernel: "CardFlipShadingKernel", function: "cardFlipShading")
  }

  @Test func aWrongIntensityFailsTheFoil() {
    let proof = KernelProofs.foilMatchesMetal(CardsConfig(), shaders: Differential.bundled)
    Differential.expectFailure(
      Differential.withWrongArgument(proof, at: 2) { _ in .float(0.5) },
      kernel: "HolographicFoilKernel", function: "HolographicCardFoil")
  }

  /// The port kept a NaN foil term as NaN; the compiled shader's saturate makes it 0. Fixed in
  /// the port: this case is the regression check.
  @Test func aNaNIntensityAgrees() throws {
    let proof = KernelProofs.foilMatchesMetal(CardsConfig(), shaders: Differential.bundled)
    let nanCase = try #require(proof.cases.first { $0.label.hasPrefix("a NaN intensity") })
    let single = DifferentialProof(
      id: proof.id, title: proof.title, fact: proof.fact, shaders: proof.shaders,
      cases: [nanCase])
    let result = single.run(RunSettings(jobs: 1))
    #expect(result.status == .passed, "\(result.findings.map(\.message))")
  }
}
