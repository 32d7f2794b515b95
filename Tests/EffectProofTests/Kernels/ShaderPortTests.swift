import EffectKernels
import MetalCPU
import Testing

@testable import EffectProof

/// The mapping from a port to the arguments SwiftUI passes the function it copies.
@Suite struct ShaderPortTests {
  static let white = PremultipliedColor(red: 1, green: 1, blue: 1, alpha: 1)

  static func die(pips: [Float], pipValues: Int, shading: PipShading = .additive) -> ShaderPort? {
    ShaderPort(
      DieMaterialKernel(
        bounds: SIMD4(0, 0, 10, 10), face: white, pip: .black, pips: pips, pipValues: pipValues,
        corner: 0.2, pipRadius: 0.1, pipShading: shading))
  }

  @Test func theFloatArrayHoldsPipValuesFloats() {
    // Cut to pipValues, or padded with the zeros the port reads past its array.
    #expect(Self.die(pips: [1, 2, 3, 4], pipValues: 3)?.arguments[3] == .floatArray([1, 2, 3]))
    #expect(Self.die(pips: [1, 2], pipValues: 4)?.arguments[3] == .floatArray([1, 2, 0, 0]))
    #expect(Self.die(pips: [1, 2], pipValues: -5)?.arguments[3] == .floatArray([]))
  }

  @Test func measurementVariantsAreInNoMetalFile() {
    #expect(Self.die(pips: [], pipValues: 0, shading: .multiplied) == nil)
    let felt = FeltSurfaceKernel(
      bounds: SIMD4(0, 0, 1, 1), felt: Self.white, shadow: .black, shade: 0, grain: .none)
    #expect(ShaderPort(felt) == nil)
  }

  @Test func argumentsFollowTheMetalParameterOrder() {
    let port = ShaderPort(
      RippleKernel(origin: SIMD2(1, 2), time: 3, amplitude: 4, frequency: 5, decay: 6, speed: 7))
    #expect(port.function == "ripple")
    #expect(port.usage == .layerEffect)
    #expect(
      port.arguments == [
        .float2(SIMD2(1, 2)), .float(3), .float(4), .float(5), .float(6), .float(7),
      ])
    let shade = ShaderPort(
      CardCurlShadeKernel(
        height: 10, peel: 0.5, radius: 2,
        stock: PremultipliedColor(straightRed: 0.5, green: 0.25, blue: 1, alpha: 0.5)))
    // A premultiplied colour goes back to straight RGBA, which SwiftUI's .color takes.
    #expect(shade.arguments.last == .color(SIMD4(0.5, 0.25, 1, 0.5)))
    #expect(ShaderPort(CardCurlBendKernel(height: 1, peel: 0, radius: 1)).source != nil)
    #expect(ShaderPort(CardCurlShadowKernel(height: 1, peel: 0, radius: 1)).source == nil)
  }
}
