import EffectProofTestSupport
import Foundation
import Testing

@testable import MetalCPU

/// A half-heavy colour effect, run by the runner over the whole test pattern, against an
/// independent model written here with Swift's `Float16`, which rounds every operation to half:
/// bit for bit, every channel of every pixel. Without `-fexcess-precision=16` clang keeps float
/// inside an expression and the two part (docs/metal-on-cpu.md).
@Suite struct HalfShaderModelTests {
  static let source = """
    #include <metal_stdlib>
    using namespace metal;
    // Warms a picture toward a tint, then an S-curve and a saturation boost, all in half.
    [[ stitchable ]] half4 warm(float2 position, half4 color, half4 tint, float amount) {
        half a = half(amount);
        half3 lifted = color.rgb * (1.0h - a) + tint.rgb * a * color.a;
        half3 curved = lifted * lifted * (3.0h - 2.0h * lifted);
        half luma = dot(curved, half3(0.299h, 0.587h, 0.114h));
        half3 boosted = mix(half3(luma), curved, 1.25h);
        return half4(clamp(boosted, 0.0h, color.a), color.a);
    }

    """

  /// The model: each line is one shader line, every operation rounded to half by `Float16`.
  /// `dot` sums left to right and `mix(x, y, t)` is `x + (y − x) · t`, as the prelude defines
  /// them; `clamp` is `min(max(x, lo), hi)`.
  static func warm(_ color: SIMD4<Float16>, tint: SIMD4<Float16>, amount: Float) -> SIMD4<Float16> {
    let a = Float16(amount)
    let c = [color.x, color.y, color.z]
    let t = [tint.x, tint.y, tint.z]
    let lifted = (0..<3).map { c[$0] * (1 - a) + t[$0] * a * color.w }
    let curved = lifted.map { $0 * $0 * (3 - 2 * $0) }
    let weights: [Float16] = [0.299, 0.587, 0.114]
    var luma: Float16 = 0
    for k in 0..<3 { luma += curved[k] * weights[k] }
    let boosted = curved.map { luma + ($0 - luma) * Float16(1.25) }
    let clamped = boosted.map { Swift.min(Swift.max($0, 0), color.w) }
    return SIMD4(clamped[0], clamped[1], clamped[2], color.w)
  }

  @Test func aHalfHeavyShaderMatchesTheFloat16ModelBitForBit() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("Warm.metal", Self.source)
    let runner = MetalRunner(compiler: try MetalCompiler(cacheFolder: SharedCompilerCache.folder))
    let tintStraight = SIMD4<Float>(1, 0.55, 0.2, 1)
    let amount: Float = 0.35
    let result = try runner.run(
      file: file,
      request: MetalRunRequest(
        function: "warm", width: 96, height: 64,
        arguments: [.color(tintStraight), .float(amount)], jobs: 2))
    let layer = MetalRunImage.testPattern(width: 96, height: 64)
    let tint = SIMD4<Float16>(tintStraight)
    var differing = 0
    var first: String?
    for y in 0..<64 {
      for x in 0..<96 {
        let input = SIMD4<Float16>(layer[x, y])
        let expected = Self.warm(input, tint: tint, amount: amount)
        let got = SIMD4<Float16>(result.image[x, y])
        if got != expected {
          differing += 1
          if first == nil { first = "(\(x), \(y)): got \(got), the model \(expected)" }
        }
      }
    }
    #expect(differing == 0, "\(differing) of 6144 pixels differ; first \(first ?? "")")
  }
}
