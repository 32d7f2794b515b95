import EffectProofTestSupport
import Foundation
import Testing

@testable import MetalCPU

/// The runner against closed forms: what each usage receives and returns, how every SwiftUI
/// argument kind is passed, every sample audited, the rows shared among workers.
@Suite struct MetalRunnerTests {
  /// A runner caching in `folder`, with `source` written as `Shaders/Test.metal`.
  static func runner(_ folder: TemporaryFolder, _ source: String) throws -> (MetalRunner, String) {
    let file = try folder.write(
      "Shaders/Test.metal", "#include <metal_stdlib>\nusing namespace metal;\n" + source)
    return (MetalRunner(compiler: try MetalCompiler(cacheFolder: SharedCompilerCache.folder)), file)
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

  /// A distortion's returned position is its sample: a shift by (3, −2) points samples every
  /// pixel once, 3 and 2 points away, and a pixel takes the colour 3 points to its right.
  @Test func aDistortionsReturnedPositionIsItsSample() throws {
    let folder = try TemporaryFolder()
    let (runner, file) = try Self.runner(
      folder,
      """
      [[ stitchable ]] float2 shift(float2 position, float2 by) { return position + by; }
      """)
    let result = try runner.run(
      file: file,
      request: MetalRunRequest(
        function: "shift", width: 32, height: 24, arguments: [.float2(SIMD2(3, -2))]))
    #expect(result.usage == .distortionEffect)
    #expect(result.samples.count == 32 * 24)
    #expect(result.samples.maxOffset == SIMD2(3, 2))
    // The top two rows and the right three columns sample outside the layer.
    #expect(result.samples.outsideLayer == 2 * 32 + 3 * 22)
    let input = MetalRunImage.testPattern(width: 32, height: 24)
    let got = result.image[10, 10]
    let expected = input[13, 8]
    for k in 0..<4 { #expect(abs(got[k] - expected[k]) <= 1e-3) }
  }

  /// Samples leaving through each edge are counted as outside the layer, every edge on its own:
  /// a shift by (±3, ±2) on a 32 × 24 layer puts 2 rows and 3 columns outside, less their corner.
  @Test(arguments: [
    (-3.0, 2.0, "left, bottom"), (3.0, -2.0, "right, top"), (-3.0, -2.0, "left, top"),
    (3.0, 2.0, "right, bottom"),
  ])
  func samplesOutsideEachEdgeAreCounted(_ dx: Double, _ dy: Double, _ edges: String) throws {
    let folder = try TemporaryFolder()
    let (runner, file) = try Self.runner(
      folder,
      """
      [[ stitchable ]] float2 shift(float2 position, float2 by) { return position + by; }
      """)
    let result = try runner.run(
      file: file,
      request: MetalRunRequest(
        function: "shift", width: 32, height: 24,
        arguments: [.float2(SIMD2(Float(dx), Float(dy)))]))
    // Pixel centres sit at .5: a shift of 3 takes the last 3 columns past the edge (3 of them
    // past 32, or below 0 for −3), and of 2 the last 2 rows.
    #expect(result.samples.outsideLayer == 2 * 32 + 3 * 22, "\(edges)")
  }

  /// A layer effect's every `layer.sample` is audited: two samples a pixel, the farthest 7
  /// points down; at scale 2 the layer has twice the pixels and offsets stay in points.
  @Test func everyLayerSampleIsAuditedInPoints() throws {
    let folder = try TemporaryFolder()
    let (runner, file) = try Self.runner(
      folder,
      """
      #include <SwiftUI/SwiftUI.h>
      [[ stitchable ]] half4 pair(float2 position, SwiftUI::Layer layer) {
          return (layer.sample(position + float2(5, 0)) + layer.sample(position - float2(0, 7))) / 2.0h;
      }
      """)
    let result = try runner.run(
      file: file,
      request: MetalRunRequest(function: "pair", width: 20, height: 10, scale: 2, jobs: 2))
    #expect(result.usage == .layerEffect)
    #expect(result.image.width == 40 && result.image.height == 20)
    #expect(result.samples.count == 2 * 40 * 20)
    #expect(result.samples.maxOffset == SIMD2(5, 7))
    #expect(result.samples.worstSample.map { $0 - result.samples.worstPixel! } == SIMD2(0, -7))
    #expect(result.jobs == 2)
  }

  /// `Layer::sample` is bilinear between texel centres and repeats the edge: sampling the
  /// layer at a fixed point gives the closed-form blend of its four texels.
  @Test func layerSamplingIsBilinearAndClampsToTheEdge() throws {
    let folder = try TemporaryFolder()
    let (runner, file) = try Self.runner(
      folder,
      """
      #include <SwiftUI/SwiftUI.h>
      [[ stitchable ]] half4 at(float2 position, SwiftUI::Layer layer, float2 point) {
          return layer.sample(point);
      }
      """)
    // A 2×1 layer: black on the left, white on the right.
    let input = try #require(MetalRunImage(width: 2, height: 1, texels: [0, 0, 0, 1, 1, 1, 1, 1]))
    for (point, expected) in [
      (Float(1.0), Float(0.5)), (0.75, 0.25), (0.2, 0), (1.9, 1), (-40, 0), (99, 1),
    ] {
      let result = try runner.run(
        file: file,
        request: MetalRunRequest(
          function: "at", width: 2, height: 1, arguments: [.float2(SIMD2(point, 0.5))],
          input: input))
      #expect(abs(result.image[0, 0].x - expected) <= 1e-3, "sample at x = \(point)")
    }
  }

  /// A shape style runs with no input; the position is the pixel centre in points.
  @Test func aShapeStyleSeesPixelCentresInPoints() throws {
    let folder = try TemporaryFolder()
    let (runner, file) = try Self.runner(
      folder,
      """
      [[ stitchable ]] half4 ramp(float2 position, float4 bounds) {
          return half4(position.x / bounds.z, position.y / bounds.w, 0.0h, 1.0h);
      }
      """)
    let result = try runner.run(
      file: file,
      request: MetalRunRequest(
        function: "ramp", usage: .shapeStyle, width: 50, height: 25, scale: 3,
        arguments: [.boundingRect]))
    for (x, y) in [(0, 0), (149, 74), (77, 31)] {
      let px = (Float(x) + 0.5) / 3 / 50
      let py = (Float(y) + 0.5) / 3 / 25
      #expect(abs(result.image[x, y].x - px) <= px * 1e-3)
      #expect(abs(result.image[x, y].y - py) <= py * 1e-3)
    }
  }
}
