import EffectProofTestSupport
import Foundation
import Testing

@testable import MetalCPU

/// The runner against closed forms: what each usage receives and returns, how every SwiftUI
/// argument kind is passed, every sample audited, the rows shared among workers.
@Suite struct MetalRunnerTests {
  /// A runner caching in `folder`, with `source` written as `Shaders/Test.metal`.
  static func runner(_ folder: TemporaryFolder, _ source: String) throws -> (MetalRunner, String) {
    let file = try folder.write("Shaders/Test.metal", "#include <metal_stdlib>\nusing namespace metal;\n" + source)
    return (MetalRunner(compiler: try MetalCompiler(cacheFolder: folder.url("cache"))), file)
  }

  @Test func aColorEffectReceivesTheLayerColourAndReturnsItsResult() throws {
    let folder = try TemporaryFolder()
    let (runner, file) = try Self.runner(
      folder,
      """
      [[ stitchable ]] half4 invert(float2 position, half4 color) {
          return half4(color.a - color.rgb, color.a);
      }
      """)
    let result = try runner.run(
      file: file, request: MetalRunRequest(function: "invert", width: 20, height: 16))
    #expect(result.usage == .colorEffect)
    #expect(result.pixels == 320)
    let input = MetalRunImage.testPattern(width: 20, height: 16)
    for (x, y) in [(0, 0), (7, 3), (19, 15), (12, 14)] {
      let c = input[x, y]
      let expected = SIMD4(c.w - c.x, c.w - c.y, c.w - c.z, c.w)
      let got = result.image[x, y]
      for k in 0..<4 {
        // half rounding of the input and of the result: at most 2⁻¹⁰ relative each.
        #expect(abs(got[k] - expected[k]) <= 2e-3, "(\(x), \(y)) channel \(k)")
      }
    }
    #expect(result.samples.count == 0)
    #expect(result.nonFinite == 0)
  }
}
