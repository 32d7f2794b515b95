import EffectMath
import MetalCPU
import ProofEngine
import Testing

@testable import EffectProof

/// The three curl comparisons cover every region between their peels, and each fails when the
/// compiled side is given a wrong argument.
@Suite struct CurlMatchesMetalTests {
  static let config = CurlConfig()

  @Test func thePeelsCoverEveryRegion() {
    let height = Double(KernelProofs.curlDifferentialHeight(Self.config))
    var seen: Set<CurlRegion> = []
    for peel in KernelProofs.curlDifferentialPeels {
      let curl = CardCurl(height: height, peel: Double(peel))
      for row in 0..<Int(height.rounded(.up)) { seen.insert(curl.hit(y: Double(row) + 0.5).region) }
    }
    #expect(seen == Set(CurlRegion.allCases))
    let labels = KernelProofs.curlBendMatchesMetal(Self.config, shaders: Differential.bundled)
      .cases.map(\.label)
    #expect(labels.contains("peel 0.4: flat, back, underside, none"), "\(labels)")
  }

  @Test func aWrongRadiusFailsTheBend() {
    let proof = KernelProofs.curlBendMatchesMetal(Self.config, shaders: Differential.bundled)
    Differential.expectFailure(
      Differential.withWrongArgument(proof, at: 2, Differential.plus(4)),
      kernel: "CardCurlBendKernel", function: "cardCurlBend")
  }

  @Test func aWrongStockFailsTheShade() {
    let proof = KernelProofs.curlShadeMatchesMetal(Self.config, shaders: Differential.bundled)
    Differential.expectFailure(
      Differential.withWrongArgument(proof, at: 3) { _ in .color(SIMD4(0.2, 0.4, 0.9, 1)) },
      kernel: "CardCurlShadeKernel", function: "cardCurlShade")
  }

  @Test func aWrongHeightFailsTheShadow() {
    let proof = KernelProofs.curlShadowMatchesMetal(Self.config, shaders: Differential.bundled)
    Differential.expectFailure(
      Differential.withWrongArgument(proof, at: 0, Differential.plus(-10)),
      kernel: "CardCurlShadowKernel", function: "cardCurlShadow")
  }
}
