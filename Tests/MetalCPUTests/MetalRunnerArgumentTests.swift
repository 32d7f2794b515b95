import EffectProofTestSupport
import Foundation
import Testing

@testable import MetalCPU

/// Every SwiftUI argument kind reaches its parameter as SwiftUI passes it, and an argument list
/// that does not fit is refused with the argument and parameter named.
@Suite struct MetalRunnerArgumentTests {
  static let source = """
    #include <SwiftUI/SwiftUI.h>
    // Writes each argument into one pixel's colour, so the test reads them back.
    [[ stitchable ]] half4 echo(float2 position, half4 color, float a, float2 b, float3 c,
                                float4 d, half4 tint, device const float *values, int count,
                                device const half4 *colors, int colorCount, float4 bounds,
                                device const void *bytes, int byteCount, texture2d<half> image) {
        int x = int(position.x);
        if (x == 0) return half4(a, b.x, b.y, c.x);
        if (x == 1) return half4(c.y, c.z, d.x, d.w);
        if (x == 2) return tint;
        if (x == 3) return half4(count, values[0], values[count - 1], colorCount);
        if (x == 4) return colors[1];
        if (x == 5) return half4(bounds);
        if (x == 6) return half4(byteCount, ((device const uchar *)bytes)[2], 0, 0);
        constexpr sampler nearest(filter::nearest);
        if (x == 7) return image.sample(nearest, float2(0.75, 0.25));
        return color;
    }
    [[ stitchable ]] half4 plain(float2 position, half4 color, float amount) { return color * amount; }
    """

  static func run(_ arguments: [MetalArgument], function: String = "echo") throws -> MetalRunResult
  {
    let folder = try TemporaryFolder()
    let file = try folder.write(
      "Echo.metal", "#include <metal_stdlib>\nusing namespace metal;\n" + source)
    let runner = MetalRunner(compiler: try MetalCompiler(cacheFolder: SharedCompilerCache.folder))
    return try runner.run(
      file: file,
      request: MetalRunRequest(function: function, width: 8, height: 2, arguments: arguments))
  }

  static let image = MetalRunImage(
    counted: 2, 2, [0.1, 0, 0, 1, 0.2, 0, 0, 1, 0.3, 0, 0, 1, 0.4, 0.5, 0.25, 0.5])

  static let all: [MetalArgument] = [
    .float(0.5), .float2(SIMD2(1.5, -2)), .float3(SIMD3(3, 4, 5)), .float4(SIMD4(6, 7, 8, 9)),
    .color(SIMD4(1, 0.5, 0.25, 0.5)), .floatArray([10, 11, 12]),
    .colorArray([SIMD4(0, 0, 0, 1), SIMD4(1, 0.5, 0, 0.5)]), .boundingRect, .data([7, 8, 9, 10]),
    .image(image),
  ]

  @Test func everyArgumentKindReachesItsParameter() throws {
    let result = try Self.run(Self.all)
    let row = (0..<8).map { result.image[$0, 0] }
    #expect(row[0] == SIMD4(0.5, 1.5, -2, 3))
    #expect(row[1] == SIMD4(4, 5, 6, 9))
    // A colour arrives premultiplied: (1, 0.5, 0.25) × 0.5.
    #expect(row[2] == SIMD4(0.5, 0.25, 0.125, 0.5))
    // Three floats: the count, the first and the last.
    #expect(row[3] == SIMD4(3, 10, 12, 2))
    #expect(row[4] == SIMD4(0.5, 0.25, 0, 0.5))
    // The bounding rectangle is the layer's, in points.
    #expect(row[5] == SIMD4(0, 0, 8, 2))
    #expect(row[6] == SIMD4(4, 9, 0, 0))
    // Nearest at (0.75, 0.25) of a 2×2 image is texel (1, 0).
    #expect(row[7] == SIMD4(Float(Float16(0.2)), 0, 0, 1))
  }

  @Test func anArgumentOfTheWrongKindNamesBoth() throws {
    var wrong = Self.all
    wrong[1] = .float(2)
    #expect {
      try Self.run(wrong)
    } throws: { error in
      let text = "\(error)"
      return text.contains(
        "argument 2 (.float) does not fit parameter 4 (float2 b) of echo: .float passes a float")
    }
  }

  @Test func tooFewAndTooManyArgumentsAreRefused() throws {
    #expect {
      try Self.run([], function: "plain")
    } throws: { "\($0)".contains("float amount") }
    #expect {
      try Self.run([.float(1), .float(2)], function: "plain")
    } throws: { "\($0)".contains("argument 2 (.float) is one more") }
  }

  @Test func aUsageTheSignatureDoesNotFitIsRefused() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(
      "Plain.metal", "#include <metal_stdlib>\nusing namespace metal;\n" + Self.source)
    let runner = MetalRunner(compiler: try MetalCompiler(cacheFolder: SharedCompilerCache.folder))
    #expect {
      try runner.run(
        file: file,
        request: MetalRunRequest(
          function: "plain", usage: .distortionEffect, width: 4, height: 4,
          arguments: [.float(1)]))
    } throws: { "\($0)".contains("a distortionEffect returns float2, but plain returns half4") }
    #expect {
      try runner.run(file: file, request: MetalRunRequest(function: "nothere", width: 4, height: 4))
    } throws: {
      "\($0)".contains("no [[ stitchable ]] function named nothere (it has echo, plain)")
    }
  }

  @Test(arguments: [(0.0, 4.0), (-1, 4), (.nan, 4), (.infinity, 4), (4, 1e9)])
  func sizesOutsideTheLimitsAreRefused(_ width: Double, _ height: Double) throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(
      "Plain.metal", "#include <metal_stdlib>\nusing namespace metal;\n" + Self.source)
    let runner = MetalRunner(compiler: try MetalCompiler(cacheFolder: SharedCompilerCache.folder))
    #expect {
      try runner.run(
        file: file,
        request: MetalRunRequest(
          function: "plain", width: width, height: height, arguments: [.float(1)]))
    } throws: { "\($0)".contains("pixels a side") }
  }
}
