import EffectProofBase
import EffectProofTestSupport
import Foundation
import Testing

@testable import MetalCPU

/// `Fixtures/MetalCorpus`: sixty-odd shaders written as apps write them (namespaces with helper
/// structs, templates, typedefs, constant arrays and matrices, loops, a shared header) all
/// compile, and between them they call every function the prelude provides.
@Suite struct MetalCorpusTests {
  static let folder = RepositoryFixtures.path("MetalCorpus")
  static let files: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
    .filter { $0.hasSuffix(".metal") }.sorted().map { folder + "/" + $0 }

  /// The issue's floor: at least 60 files, each compiled here and run by MetalCorpusRunTests.
  @Test func thereAreAtLeastSixty() {
    #expect(Self.files.count >= 60)
  }

  @Test(arguments: files) func compiles(_ file: String) throws {
    let result = try MetalCompiler(cacheFolder: SharedCompilerCache.folder).compile(file: file)
    #expect(result.status == .compiled, "\(result.diagnostics.map(\.description))")
  }

  /// A call with template arguments (`as_type<uint>(x)`) counts as a call.
  @Test func everyPreludeFunctionIsDeclaredAndCalledSomewhere() throws {
    let corpus = try (Self.files + [Self.folder + "/Common.h"]).map {
      try String(contentsOfFile: $0, encoding: .utf8)
    }.joined(separator: "\n")
    for name in MetalPrelude.functions {
      #expect(
        MetalPrelude.text.contains(" \(name)(") || MetalPrelude.text.contains("(\(name),"),
        "\(name) is not in the prelude")
      #expect(
        corpus.range(of: "\\b\(name)(<[^<>()]*>)?\\(", options: .regularExpression) != nil,
        "no corpus shader calls \(name)")
    }
  }

  @Test func theCorpusUsesTheFormsRealShadersUse() throws {
    let headers = ["Common.h", "SharedTypes.h"].map { Self.folder + "/" + $0 }
    let corpus = try (Self.files + headers).map {
      try String(contentsOfFile: $0, encoding: .utf8)
    }.joined(separator: "\n")
    for form in [
      "namespace ", "struct ", "template <", "typedef ", "constant float2 ", "constant int ",
      "float3x3", "float2x2", "for (", "#include \"Common.h\"", ".rgb = ", "0.0h", "float4(0.0)",
      "half4(mixed * color.a, color.a)", "float3(d, ", "bool3 over = ",
      "texture2d<half> ", "constexpr sampler ", "level(0.0)", ".read(", "device const half4 *",
      "device const float *", "SwiftUI::Layer layer, texture2d<half>",
      "#define ", "#ifndef ", "#if __METAL_VERSION__", "#ifdef __METAL_VERSION__",
      "typedef NS_ENUM(", "constant half4 ", "constant float3 ", "constant PinchSettings ",
      "thread half3 &", "__attribute__((always_inline))", "0.5h * rgb",
      "Span<half3>", "Blend<half4>::over", "metal::array<float, 3>", "metal::float2(",
      "template <>\nstruct Unit<half>",
    ] {
      #expect(corpus.contains(form), "no corpus shader uses \(form)")
    }
  }
}
