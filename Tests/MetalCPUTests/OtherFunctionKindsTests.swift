import EffectProofBase
import EffectProofTestSupport
import Foundation
import Testing

@testable import MetalCPU

/// A file with a compute kernel and a vertex and fragment pipeline beside its stitchable
/// function: it compiles, only the stitchable function is listed, and it runs. Before, the
/// first `kernel` failed the file, so its stitchable function went unchecked.
@Suite struct OtherFunctionKindsTests {
  static let source = """
    #include <metal_stdlib>
    #include <SwiftUI/SwiftUI_Metal.h>
    using namespace metal;

    struct VertexOut { float4 position [[position]]; float2 uv; };

    kernel void fill(texture2d<half, access::write> out [[texture(0)]],
                     device float *sums [[buffer(0)]],
                     uint2 gid [[thread_position_in_grid]]) {
        threadgroup_barrier(mem_flags::mem_threadgroup);
        sums[gid.x] += 1.0;
        out.write(half4(1.0h), gid);
    }

    vertex VertexOut quad(uint vid [[vertex_id]], constant float2 *corners [[buffer(0)]]) {
        VertexOut o;
        o.position = float4(corners[vid], 0.0, 1.0);
        o.uv = corners[vid] * 0.5 + 0.5;
        return o;
    }

    fragment half4 shade(VertexOut in [[stage_in]]) { return half4(half2(in.uv), 0.0h, 1.0h); }

    [[ stitchable ]] half4 dim(float2 position, half4 color, float amount) {
        return color * half(1.0 - amount);
    }

    """

  @Test func theStitchableFunctionBesideAKernelCompilesAndRuns() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("Mixed.metal", Self.source)
    let compiler = try MetalCompiler(cacheFolder: SharedCompilerCache.folder)
    let compiled = try compiler.compile(file: file)
    try #require(compiled.status == .compiled, "\(compiled.diagnostics.map(\.description))")
    #expect(compiled.diagnostics.isEmpty, "no warning for the pipeline's attributes")
    #expect(compiled.functions.map(\.name) == ["dim"])
    let result = try MetalRunner(compiler: compiler).run(
      file: file,
      request: MetalRunRequest(
        function: "dim", width: 4, height: 2, arguments: [.float(0.5)], jobs: 1))
    let input = MetalRunImage.testPattern(width: 4, height: 2)
    for y in 0..<2 {
      for x in 0..<4 {
        for channel in 0..<4 {
          // One half rounding of the input and one of the product: within 2⁻¹⁰ of c / 2.
          let expected = Double(input[x, y][channel]) * 0.5
          #expect(abs(Double(result.image[x, y][channel]) - expected) <= 0x1p-10)
        }
      }
    }
  }
}
