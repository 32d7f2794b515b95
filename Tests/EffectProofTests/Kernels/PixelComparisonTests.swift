import EffectKernels
import MetalCPU
import Testing

@testable import EffectProof

/// The differential proofs' comparison: one code value per channel, NaN only equal to NaN.
@Suite struct PixelComparisonTests {
  /// A one-pixel port render and a one-pixel compiled image.
  static func compare(_ port: SIMD4<Float>, _ compiled: SIMD4<Float>) -> PixelComparison {
    let image = RasterImage(width: 1, height: 1, fill: PremultipliedColor(simd: port))
    let run = MetalRunImage(
      width: 1, height: 1, texels: [compiled.x, compiled.y, compiled.z, compiled.w])
    return PixelComparison(
      port: image, compiled: run ?? MetalRunImage.testPattern(width: 0, height: 0))
  }

  @Test func oneCodeValueIsTheLastThatAgrees() {
    let base = SIMD4<Float>(0.5, 0.25, 0.125, 1)
    let within = Self.compare(base, base + SIMD4(0, PixelComparison.oneCodeValue, 0, 0))
    #expect(within.disagreeing == 0)
    let past = Self.compare(base, base + SIMD4(0, 0, 0.004, 0))
    #expect(past.disagreeing == 1)
    #expect(past.worstPixel == SIMD2(0, 0))
    #expect(abs(past.largestInCodeValues - 1.02) < 0.01)
    #expect(past.worstPort == base)
  }

  @Test func nanAgreesOnlyWithNaNAndInfinityOnlyWithItself() {
    let nan = Float.nan
    #expect(Self.compare([nan, 0, 0, 1], [nan, 0, 0, 1]).disagreeing == 0)
    #expect(Self.compare([nan, 0, 0, 1], [0, 0, 0, 1]).largest == .infinity)
    #expect(Self.compare([0, 0, 0, 1], [nan, 0, 0, 1]).disagreeing == 1)
    #expect(Self.compare([.infinity, 0, 0, 1], [.infinity, 0, 0, 1]).disagreeing == 0)
    #expect(Self.compare([.infinity, 0, 0, 1], [-.infinity, 0, 0, 1]).disagreeing == 1)
    #expect(Self.compare([1e30, 0, 0, 1], [.infinity, 0, 0, 1]).disagreeing == 1)
  }

  @Test func differentSizesNeverAgree() {
    let port = RasterImage(width: 2, height: 1)
    let compiled = MetalRunImage.testPattern(width: 1, height: 2)
    let comparison = PixelComparison(port: port, compiled: compiled)
    #expect(!comparison.sizesAgree)
    #expect(comparison.largest == .infinity)
  }
}
