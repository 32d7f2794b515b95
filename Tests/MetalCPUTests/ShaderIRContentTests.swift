import EffectProofBase
import EffectProofTestSupport
import Foundation
import Testing

@testable import MetalCPU

/// What the IR of a function holds, checked against clang's own output read by hand
/// (`clang++ <irFlags> -S -emit-llvm`, 2026-12-07): sampling as calls to the hooks, half
/// arithmetic in half, `min` as a compare and a select, the pinned target.
@Suite struct ShaderIRContentTests {
  /// Split.metal samples its layer 3 times (lines 8, 9 and 10): 3 calls to `ep_layer_sample`,
  /// each with the layer argument (`%1`, passed by value as a pointer) as its first operand;
  /// nothing of the runtime's sampling (the audit's `ep_record`, the filter's `ep_bilinear`).
  @Test func aLayerSampleIsOneCallEach() throws {
    let ir = try ShaderIRSupport.ir(
      RepositoryFixtures.path("ExampleApp/Shaders/Split.metal"), "split")
    #expect(ir.symbol == "_Z5splitDv2_fN7SwiftUI5LayerES_")
    #expect(ir.function == "split")
    #expect(ir.position.line == 7)
    let body = ShaderIRSupport.body(of: ir.symbol, in: ir.text)
    let calls = ShaderIRSupport.lines(body, holding: "call ")
    let samples = calls.filter { $0.contains("@ep_layer_sample(ptr") }
    #expect(samples.count == 3)
    #expect(samples.allSatisfy { $0.contains(" %1, double ") })
    #expect(calls.count == 3, "\(calls)")
    for name in ["ep_record", "ep_bilinear", "ep_audit", "ep_texel"] {
      #expect(!ir.text.contains(name), "\(name) is in the IR")
    }
    #expect(ir.text.contains("declare !dbg !") && ir.text.contains("@ep_layer_sample(ptr"))
  }

  /// Loupe.metal samples on two paths (lines 12 and 14): 2 calls.
  @Test func aSampleOnEachBranchIsACallEach() throws {
    let ir = try ShaderIRSupport.ir(
      RepositoryFixtures.path("ExampleApp/Shaders/Loupe.metal"), "loupe")
    let body = ShaderIRSupport.body(of: ir.symbol, in: ir.text)
    #expect(ShaderIRSupport.lines(body, holding: "@ep_layer_sample(").count == 2)
    #expect(!ir.text.contains("ep_record"))
  }

  /// PaperGrain.metal's one sample with `sampler(address::repeat, filter::linear)`:
  /// `ep_texture_sample(texture, 1, 1, 1, 0, 0, …)` (filter linear = 1, s and t repeat = 1,
  /// coord normalized = 0, border transparent black = 0, from the prelude's enums).
  @Test func aTextureSampleCarriesItsSampler() throws {
    let ir = try ShaderIRSupport.ir(
      RepositoryFixtures.path("ImageDataApp/Shaders/PaperGrain.metal"), "paperGrain")
    let body = ShaderIRSupport.body(of: ir.symbol, in: ir.text)
    let samples = ShaderIRSupport.lines(body, holding: "@ep_texture_sample(")
    #expect(samples.count == 1)
    #expect(
      samples.first?.contains(
        "i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 0,") == true,
      "\(samples)")
  }

  /// MaskReveal.metal reads its matte's width, height and one texel: one call each.
  @Test func aTextureReadAndSizeAreCalls() throws {
    let ir = try ShaderIRSupport.ir(
      RepositoryFixtures.path("ImageDataApp/Shaders/MaskReveal.metal"), "maskReveal")
    let body = ShaderIRSupport.body(of: ir.symbol, in: ir.text)
    for hook in ["@ep_texture_width(", "@ep_texture_height(", "@ep_texture_read("] {
      #expect(ShaderIRSupport.lines(body, holding: hook).count == 1, "\(hook)")
    }
  }

  /// `half(time) * half(bpm) * 0.5h` is two `fmul half` (the second by 0xH3800, 0.5): each
  /// product rounds to half and can overflow past 65 504, as on a GPU. Without
  /// `-fexcess-precision=16` clang computes it in float (`fpext`, two `fmul float`, one
  /// `fptrunc`), and the overflow disappears.
  @Test func halfTimesHalfStaysHalf() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(
      "Beat.metal",
      """
      #include <metal_stdlib>
      using namespace metal;

      [[ stitchable ]] half4 beat(float2 position, half4 color, float time, float bpm) {
        half beats = half(time) * half(bpm) * 0.5h;
        return color * fract(beats);
      }
      """)
    let ir = try ShaderIRSupport.ir(file, "beat")
    let body = ShaderIRSupport.body(of: ir.symbol, in: ir.text)
    let products = ShaderIRSupport.lines(body, holding: "= fmul half ")
    #expect(products.count == 2, "\(body.joined(separator: "\n"))")
    #expect(products.last?.contains(", 0xH3800") == true)
    #expect(ShaderIRSupport.lines(body, holding: "fmul float").isEmpty)
  }

  /// `min(x, 8.0)` is `fcmp uno x, 0` (x is NaN) or `fcmp ogt x, 8` (x above 8), then
  /// `select` of 8 or x: the prelude's NaN-aware min, as clang emits it.
  @Test func minIsACompareAndASelect() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(
      "Cap.metal",
      """
      #include <metal_stdlib>
      using namespace metal;

      [[ stitchable ]] float2 cap(float2 position, float x) {
        return float2(position.x + min(x, 8.0), position.y);
      }
      """)
    let ir = try ShaderIRSupport.ir(file, "cap")
    let body = ShaderIRSupport.body(of: ir.symbol, in: ir.text)
    #expect(ShaderIRSupport.lines(body, holding: "= fcmp uno float %1, 0.000000e+00").count == 1)
    #expect(ShaderIRSupport.lines(body, holding: "= fcmp ogt float %1, 8.000000e+00").count == 1)
    #expect(
      ShaderIRSupport.lines(body, holding: "= select i1 ").filter {
        $0.contains("float 8.000000e+00, float %1")
      }.count == 1, "\(body.joined(separator: "\n"))")
  }

  /// The flags: the runtime's, the host's `-march` replaced by the pinned target, the hooks
  /// on, IR text out; the module says the pinned target and keeps line tables (`!dbg`).
  @Test func theFlagsPinTheTargetAndKeepTheRuntimes() throws {
    let compiler = try ShaderIRSupport.compiler()
    let flags = compiler.irFlags
    for flag in [
      "-O2", "-ffp-contract=off", "-fexcess-precision=16", "-gline-tables-only",
      "-cl-single-precision-constant", "-fno-math-errno", "-march=x86-64-v3",
      "-DEP_ABSTRACT_SAMPLING", "-S", "-emit-llvm",
    ] {
      #expect(flags.contains(flag), "\(flag)")
    }
    #expect(flags.filter { $0.hasPrefix("-march=") } == ["-march=x86-64-v3"])
    let target = try #require(flags.firstIndex(of: "-target"))
    #expect(flags[target + 1] == "x86_64-unknown-linux-gnu")
    let ir = try ShaderIRSupport.ir(
      RepositoryFixtures.path("ExampleApp/Shaders/Split.metal"), "split", compiler: compiler)
    #expect(ir.flags == flags)
    #expect(ir.text.contains("target triple = \"x86_64-unknown-linux-gnu\""))
    #expect(ir.text.contains("\"target-cpu\"=\"x86-64-v3\""))
    #expect(ir.text.contains(", !dbg !"))
  }

  /// WheelBlur.metal is compiled from a rewritten copy (its `Vec2(…)` constructor): the IR
  /// names the user's file, never the copy in the cache (a fresh cache: this is made, not
  /// read back).
  @Test func aRewrittenSourceNamesTheUsersFile() throws {
    let file = RepositoryFixtures.path("TableReady/Shaders/WheelBlur.metal")
    let folder = try TemporaryFolder()
    let compiler = try MetalCompiler(cacheFolder: folder.url("cache"))
    let ir = try ShaderIRSupport.ir(file, "wheelArcBlur", compiler: compiler)
    #expect(!ir.wasCached)
    #expect(ir.text.contains("source_filename = \"\(file)\""), "\(ir.text.prefix(300))")
    #expect(!ir.text.contains(".rewritten.metal"))
  }
}
