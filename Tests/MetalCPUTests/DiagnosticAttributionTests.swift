import EffectProofBase
import EffectProofTestSupport
import Foundation
import Testing

@testable import MetalCPU

/// Compile errors are reported at the user's line, never only inside the prelude or the
/// generated function table, and clang's candidate notes stay with them.
@Suite struct DiagnosticAttributionTests {
  static let header = "#include <metal_stdlib>\nusing namespace metal;\n"

  func compile(_ source: String) throws -> MetalCompileResult {
    let folder = try TemporaryFolder()
    let file = try folder.write("Shader.metal", source)
    return try MetalCompiler(cacheFolder: SharedCompilerCache.folder).compile(file: file)
  }

  @Test func anErrorInsideThePreludeIsReportedAtTheUsersCall() throws {
    let result = try compile(
      Self.header
        + "[[ stitchable ]] half4 f(float2 position, half4 color, float k) {\n"
        + "    float2x2 m = float2x2(1.0, 2.0, 3.0);\n"
        + "    return half4(mix(color, half3(1.0), k));\n}\n")
    #expect(result.status != .compiled)
    let errors = result.diagnostics.filter { $0.severity == .error }
    #expect(errors.map { $0.position?.line } == [4, 5], "\(result.diagnostics.map(\.description))")
    for diagnostic in result.diagnostics {
      #expect(diagnostic.file?.hasSuffix("Shader.metal") == true, "\(diagnostic)")
    }
    // The matrix's candidates come along, said to be the prelude's.
    #expect(
      result.diagnostics.contains {
        $0.severity == .note && $0.message.hasPrefix("in the prelude: candidate")
      })
    // The mix error is clang's inside the prelude, moved to line 5 and saying so.
    #expect(
      errors.last?.message.contains("(clang found it in effectproof_metal.h, from this line)")
        == true)
  }

  @Test func aHelperWithTheStitchableFunctionsNameCompilesAndRuns() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(
      "Shader.metal",
      Self.header + "static half4 glint(half4 c, float k) { return c * half(k); }\n"
        + "[[ stitchable ]] half4 glint(float2 position, half4 color, float k) { return glint(color, k); }\n"
    )
    let compiler = try MetalCompiler(cacheFolder: SharedCompilerCache.folder)
    let result = try MetalRunner(compiler: compiler).run(
      file: file,
      request: MetalRunRequest(
        function: "glint", width: 4, height: 2, arguments: [.float(0.5)], jobs: 1))
    #expect(result.nonFinite == 0)
    let input = MetalRunImage.testPattern(width: 4, height: 2)[1, 0]
    let output = result.image[1, 0]
    #expect(abs(Double(output.x) - Double(Float16(input.x)) * 0.5) < 1e-3)
  }

  @Test func theStandardSubHeadersAndSimdNamesAreThere() throws {
    let result = try compile(
      "#include <metal_stdlib>\n#include <metal_texture>\n#include <metal_math>\n#include <metal_common>\n"
        + "#include <simd/simd.h>\nusing namespace metal;\n"
        + "[[ stitchable ]] float2 f(float2 position, float k) { vector_float2 v = position; return v + k; }\n"
    )
    #expect(result.status == .compiled, "\(result.diagnostics.map(\.description))")
  }

  @Test func theRuleKeepsUserErrorsMovesOthersAndDropsStrayNotes() {
    let user = "/app/Shader.metal"
    let prelude = "/cache/include-1/effectproof_metal.h"
    func d(_ severity: Severity, _ file: String, _ line: Int, _ message: String) -> Diagnostic {
      .compile(
        severity: severity, file: file, position: SourcePosition(line: line, column: 1),
        message: message)
    }
    let moved = Diagnostic.attributed(
      [
        d(.note, prelude, 1, "stray note before any error"),
        d(.error, user, 3, "mine"), d(.note, prelude, 40, "candidate"),
        d(.error, prelude, 90, "theirs"), d(.note, prelude, 91, "in instantiation"),
        d(.note, user, 7, "requested here"),
        d(.error, "/cache/x.table.cpp", 6, "generated"),
        d(.warning, prelude, 5, "a prelude warning"),
      ], isUser: { $0 == user }, fallback: user)
    #expect(moved.map(\.file).allSatisfy { $0 == user })
    #expect(
      moved.map(\.message) == [
        "mine", "in the prelude: candidate",
        "theirs (clang found it in effectproof_metal.h, from this line)",
        "in the prelude: in instantiation", "requested here",
        "generated (clang found it in x.table.cpp)",
      ])
    #expect(moved.map { $0.position?.line } == [3, 3, 7, 7, 7, nil])
  }
}
