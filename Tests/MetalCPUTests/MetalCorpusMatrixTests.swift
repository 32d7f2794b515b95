import EffectProofBase
import EffectProofTestSupport
import Foundation
import Testing

@testable import MetalCPU

/// `Fixtures/MetalCorpus/SpinMatrix.metal`, public shaders' `uv *= rotateMatrix(t)` with
/// `float2x2 rotateMatrix(float a)` returning `float2x2(c, -s, s, c)`: its columns are (c, −s)
/// and (s, c), and `uv *= m` is the row vector times m (uvᵀM, one dot product per column), so
/// uv becomes (c·x − s·y, s·x + c·y): a turn by +a. `m * uv` is the column form, a turn by −a,
/// and `m *= n` composes: M(a)·M(b) = M(a + b). Each is checked against that closed form at
/// every pixel (the layer sampled there, `Corpus.bilinear`) and in the sample audit.
@Suite struct MetalCorpusMatrixTests {
  static let size = SIMD2<Double>(32, 24)

  /// p turned by `angle` about the layer's middle (counter-clockwise in x-right, y-down points
  /// is clockwise on screen; the sign is the closed form's, written out here).
  static func turned(_ p: SIMD2<Double>, by angle: Double) -> SIMD2<Double> {
    let d = p - size / 2
    let (c, s) = (cos(angle), sin(angle))
    return size / 2 + SIMD2(c * d.x - s * d.y, s * d.x + c * d.y)
  }

  @Test func uvTimesRotateMatrixTurnsByTheAngle() throws {
    let result = try Corpus.run("SpinMatrix.metal", "spin", [.float2(SIMD2(32, 24)), .float(0.5)])
    let angle = Double(Float(0.5))
    let expected = MetalCorpusDistortionTests.maxOffset { Self.turned($0, by: angle) }
    #expect(abs(Double(result.samples.maxOffset.x) - expected.x) < 1e-4)
    #expect(abs(Double(result.samples.maxOffset.y) - expected.y) < 1e-4)
    MetalCorpusDistortionTests.expectSampled(result, "uv *= rotateMatrix(0.5)") {
      Self.turned($0, by: angle)
    }
  }

  @Test func composedMatrixTimesAColumnTurnsBackByTheSum() throws {
    let result = try Corpus.run(
      "SpinMatrix.metal", "spinTwice", [.float2(SIMD2(32, 24)), .float(0.25), .float(0.5)])
    MetalCorpusDistortionTests.expectSampled(result, "rotateMatrix(0.25) * rotateMatrix(0.5) * uv")
    {
      Self.turned($0, by: -0.75)
    }
  }

  /// `p.xz *= rotate(a)`, valid Metal, cannot be written back through a clang swizzle (it does
  /// not bind to a reference), so it must stay a compile error at its own line: a `*=` taking
  /// its left operand by copy instead of by reference compiles it and changes nothing, which
  /// this test fails on. `p.xz = p.xz * rotate(a)`, the form docs/metal-on-cpu.md gives
  /// instead, compiles.
  @Test func swizzleTimesEqualsAMatrixIsAnErrorAtItsLine() throws {
    let folder = try TemporaryFolder()
    let lines = [
      "#include <metal_stdlib>",
      "using namespace metal;",
      "float2x2 rotate(float a) { return float2x2(cos(a), -sin(a), sin(a), cos(a)); }",
      "[[ stitchable ]] half4 turn(float2 position, half4 color, float a) {",
      "    float3 p = float3(position, 1.0);",
      "    p.xz *= rotate(a);",
      "    return half4(half3(p), 1.0h) * color.a;",
      "}",
    ]
    let compiler = try MetalCompiler(cacheFolder: SharedCompilerCache.folder)
    let broken = try compiler.compile(
      file: try folder.write("Swizzle.metal", lines.joined(separator: "\n") + "\n"))
    #expect(broken.status != .compiled)
    let error = broken.diagnostics.first { $0.severity == .error }
    #expect(error?.position?.line == 6, "\(broken.diagnostics.map(\.description))")
    #expect(
      error?.message.contains("vector element") == true, "\(broken.diagnostics.map(\.description))")
    var fixed = lines
    fixed[5] = "    p.xz = p.xz * rotate(a);"
    let compiled = try compiler.compile(
      file: try folder.write("Fixed.metal", fixed.joined(separator: "\n") + "\n"))
    #expect(compiled.status == .compiled, "\(compiled.diagnostics.map(\.description))")
  }
}
