import EffectProofBase
import EffectProofTestSupport
import Foundation
import Testing

@testable import MetalCPU

/// A constructor the prelude's macros cannot see, inside the user's own header, is rewritten
/// in a shadow copy of the header beside a copy of the source.
@Suite struct MetalHeaderRewriteTests {
  static let helpers = """
    #pragma once
    #include <metal_stdlib>
    #include "Plain.h"
    using namespace metal;
    template <typename V> inline V swapped(V v) { return V(v.y, v.x); }

    """

  /// `V(v.y, v.x)` in `Sub/Helpers.h` is rewritten; a second header that needs nothing is
  /// still found; the user's files are untouched and no copy is left; the function runs with
  /// the header's meaning.
  @Test func aTemplateConstructorInsideAHeaderIsRewrittenInAShadowCopy() throws {
    let folder = try TemporaryFolder()
    let header = try folder.write("Shaders/Sub/Helpers.h", Self.helpers)
    try folder.write("Shaders/Sub/Plain.h", "#pragma once\nconstant float lift = 2.0;\n")
    let file = try folder.write(
      "Shaders/Swap.metal",
      """
      #include "Sub/Helpers.h"
      [[ stitchable ]] float2 swap(float2 position) {
          return swapped(position) + lift;
      }

      """)
    let compiler = try MetalCompiler(cacheFolder: folder.url("cache"))
    let result = try compiler.compile(file: file)
    #expect(result.status == .compiled, "\(result.diagnostics.map(\.description))")
    #expect(result.headerRewrites.keys.sorted() == [header])
    #expect(result.headerRewrites[header]?.map(\.line) == [5])
    #expect(result.rewrites.isEmpty)
    #expect(result.functions.map(\.line) == [2])
    #expect(result.functions.first?.file == file)
    #expect(try String(contentsOfFile: header, encoding: .utf8) == Self.helpers)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.url("cache"))
    let copies = names.filter { $0.hasSuffix(".shadow") || $0.hasSuffix(".metal") }
    #expect(copies.isEmpty, "\(names)")
    let run = try MetalRunner(compiler: compiler).run(
      file: file, request: MetalRunRequest(function: "swap", width: 8, height: 4))
    // Pixel (1, 0), centre (1.5, 0.5), samples (2.5, 3.5): texel (2, 3).
    let layer = MetalRunImage.testPattern(width: 8, height: 4)
    #expect(abs(run.image[1, 0].x - layer[2, 3].x) < 1e-3)
    #expect(run.samples.count == 32)
  }

  /// A header outside the source's folder is not the user's to copy: its error stays an error.
  @Test func aHeaderOutsideTheSourcesFolderIsNotRewritten() throws {
    let folder = try TemporaryFolder()
    try folder.write("Shared/Helpers.h", Self.helpers)
    try folder.write("Shared/Plain.h", "#pragma once\nconstant float lift = 2.0;\n")
    let file = try folder.write(
      "Shaders/Swap.metal",
      """
      #include "../Shared/Helpers.h"
      [[ stitchable ]] float2 swap(float2 position) { return swapped(position); }

      """)
    let result = try MetalCompiler(cacheFolder: folder.url("cache")).compile(file: file)
    #expect(result.status == .failed)
    let error = try #require(result.diagnostics.first { $0.severity == .error })
    #expect(error.file?.hasSuffix("Shared/Helpers.h") == true, "\(error)")
    #expect(error.position?.line == 5, "\(error)")
  }
}

/// The precompiled prelude is keyed by the include folder it was built from: a precompiled
/// header remembers that path, and `#pragma once` only matches a later include by it, so one
/// built for another folder (an older runtime's) would define the prelude twice.
@Suite struct PrecompiledPreludeTests {
  @Test func eachIncludeFolderHasItsOwnPrecompiledPrelude() throws {
    let folder = try TemporaryFolder()
    let compiler = try MetalCompiler(cacheFolder: folder.url("cache"))
    let include = try compiler.includeFolder()
    let copy = folder.url("cache/include-copy")
    try FileManager.default.copyItem(atPath: include, toPath: copy)
    let first = try compiler.precompiledPrelude(include: include)
    let second = try compiler.precompiledPrelude(include: copy)
    #expect(first != second)
    #expect(try compiler.precompiledPrelude(include: include) == first)
  }
}

/// A Metal function the CPU cannot provide reads as such, not as the user's typo.
@Suite struct UnprovidedFunctionTests {
  @Test func aDerivativeIsNamedAsMetalsButNotProvided() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(
      "Edges.metal",
      """
      #include <metal_stdlib>
      using namespace metal;
      [[ stitchable ]] half4 edges(float2 position, half4 color) {
          return half4(abs(dfdx(color.rgb)), 1.0h);
      }

      """)
    let result = try MetalCompiler(cacheFolder: SharedCompilerCache.folder).compile(file: file)
    #expect(result.status == .failed)
    let error = try #require(result.diagnostics.first { $0.severity == .error })
    #expect(error.position?.line == 4)
    #expect(
      error.message
        == "use of undeclared identifier 'dfdx'; dfdx is Metal's, but a per-pixel CPU run does not provide it (docs/metal-on-cpu.md, \"The supported subset\")"
    )
  }

  @Test func aTypoStaysClangsMessage() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(
      "Typo.metal",
      """
      #include <metal_stdlib>
      using namespace metal;
      [[ stitchable ]] half4 tint(float2 position, half4 color) { return colour; }

      """)
    let result = try MetalCompiler(cacheFolder: SharedCompilerCache.folder).compile(file: file)
    let error = try #require(result.diagnostics.first { $0.severity == .error })
    #expect(error.message.hasPrefix("use of undeclared identifier 'colour'"))
    #expect(!error.message.contains("CPU run"))
  }
}
