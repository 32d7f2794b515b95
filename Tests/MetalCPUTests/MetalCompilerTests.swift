import EffectProofBase
import EffectProofTestSupport
import Foundation
import Testing

@testable import MetalCPU

/// The fixtures' real `.metal` files compile with the toolchain's clang against the prelude; a
/// broken file fails at its own line; the cache is hit the second time and is safe when two
/// builds run at once.
@Suite struct MetalCompilerTests {
  /// Every `.metal` under Fixtures/TableReady and Fixtures/Holographic.
  static let fixtures: [String] = ["TableReady/Shaders", "Holographic/Shaders"].flatMap { folder in
    let path = RepositoryFixtures.path(folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return names.filter { $0.hasSuffix(".metal") }.sorted().map { path + "/" + $0 }
  }

  /// A compiler caching in a fresh folder.
  static func compiler(_ folder: TemporaryFolder) throws -> MetalCompiler {
    try MetalCompiler(cacheFolder: folder.url("cache"))
  }

  @Test func theFixturesAreAllHere() {
    #expect(Self.fixtures.count == 8)
  }

  @Test(arguments: fixtures) func everyFixtureShaderCompiles(_ file: String) throws {
    let folder = try TemporaryFolder()
    let result = try Self.compiler(folder).compile(file: file)
    #expect(result.status == .compiled, "\(result.diagnostics.map(\.description))")
    #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
    let object = try #require(result.programPath)
    #expect(FileManager.default.fileExists(atPath: object))
    #expect(!result.wasCached)
  }

  /// `WheelBlur.metal`'s `rotateBy` builds `Vec2(…)` with `Vec2` a template parameter: the one
  /// call is rewritten in a copy, and the user's file is untouched.
  @Test func aTemplateConstructorIsRewrittenInACopy() throws {
    let file = RepositoryFixtures.path("TableReady/Shaders/WheelBlur.metal")
    let before = try String(contentsOfFile: file, encoding: .utf8)
    let folder = try TemporaryFolder()
    let result = try Self.compiler(folder).compile(file: file)
    #expect(result.status == .compiled)
    #expect(result.rewrites == [SourcePosition(line: 13, column: 12)])
    #expect(try String(contentsOfFile: file, encoding: .utf8) == before)
  }

  /// A rewritten copy sits in the cache, yet still finds the header beside the user's file,
  /// and no copy is left behind.
  @Test func aRewrittenCopyStillIncludesTheHeadersBesideTheFile() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "Shaders/Helpers.h",
      """
      #pragma once
      #include <metal_stdlib>
      using namespace metal;
      struct Pair { float2 first; };

      """)
    let file = try folder.write(
      "Shaders/Swap.metal",
      """
      #include "Helpers.h"
      template <typename V> inline V swapped(V v) { return V(v.y, v.x); }
      [[ stitchable ]] float2 swap(float2 position) {
          Pair p = { swapped(position) };
          return p.first;
      }

      """)
    let result = try Self.compiler(folder).compile(file: file)
    #expect(result.status == .compiled, "\(result.diagnostics.map(\.description))")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.url("cache"))
    #expect(names.filter { $0.hasSuffix(".metal") || $0.hasSuffix(".tmp") }.isEmpty, "\(names)")
  }

  /// Metal's `bool3 m = a > b;` (clang gives an integer vector) compiles through a rewrite to
  /// `auto` at that declaration only.
  @Test func aBoolVectorFromAComparisonIsRewrittenToAuto() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(
      "Shaders/Clip.metal",
      """
      #include <metal_stdlib>
      using namespace metal;
      [[ stitchable ]] half4 clip(float2 position, half4 color) {
          bool3 bright = color.rgb > half3(0.9h);
          return half4(select(color.rgb, half3(0.9h), bright), any(bright) ? 1.0h : color.a);
      }

      """)
    let result = try Self.compiler(folder).compile(file: file)
    #expect(result.status == .compiled, "\(result.diagnostics.map(\.description))")
    #expect(result.rewrites.map(\.line) == [4])
  }

  @Test func aBrokenFileFailsAtItsOwnLine() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(
      "Broken.metal",
      """
      #include <metal_stdlib>
      using namespace metal;

      [[ stitchable ]] half4 broken(float2 position, half4 color) {
          float2 p = position * 2.0;
          return color * half(undefinedThing);
      }

      """)
    let result = try Self.compiler(folder).compile(file: file)
    #expect(result.status == .failed)
    #expect(result.programPath == nil)
    let error = try #require(result.diagnostics.first { $0.severity == .error })
    #expect(error.file == file)
    #expect(error.position?.line == 6)
    #expect(error.message.contains("undefinedThing"))
  }

  @Test func theSecondCompileIsACacheHit() throws {
    let folder = try TemporaryFolder()
    let compiler = try Self.compiler(folder)
    let file = RepositoryFixtures.path("TableReady/Shaders/Ripple.metal")
    let first = try compiler.compile(file: file)
    let second = try compiler.compile(file: file)
    #expect(!first.wasCached && second.wasCached)
    #expect(first.programPath == second.programPath)
  }

  /// Two builds of the same source at once (the runtime object too, in a fresh cache): both
  /// succeed, one program, one function list, one runtime object, no temporary left.
  @Test func twoConcurrentBuildsShareOneProgram() async throws {
    let folder = try TemporaryFolder()
    let compiler = try Self.compiler(folder)
    let file = RepositoryFixtures.path("TableReady/Shaders/Felt.metal")
    async let a = Task.detached { try compiler.compile(file: file) }.value
    async let b = Task.detached { try compiler.compile(file: file) }.value
    let results = try await [a, b]
    #expect(results.allSatisfy { $0.status == .compiled })
    #expect(results[0].programPath == results[1].programPath)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.url("cache"))
    let leftovers = names.filter {
      $0.hasSuffix(".tmp") || $0.hasSuffix(".ast.json") || $0.hasSuffix(".table.cpp")
        || $0.hasSuffix(".rewritten.metal")
    }
    #expect(leftovers.isEmpty, "\(names)")
    #expect(names.filter { $0.hasSuffix(".program") }.count == 1)
    #expect(names.filter { $0.hasSuffix(".functions.json") }.count == 1)
    #expect(names.filter { $0.hasPrefix("runtime-") && $0.hasSuffix(".o") }.count == 1)
  }

  @Test func unreadableSourcesThrowNamingTheFile() throws {
    let folder = try TemporaryFolder()
    let compiler = try Self.compiler(folder)
    #expect(
      throws: MetalCompileError.unreadable(file: folder.url("none.metal"), reason: "no such file")
    ) {
      try compiler.compile(file: folder.url("none.metal"))
    }
    #expect(throws: MetalCompileError.unreadable(file: folder.path, reason: "is a folder")) {
      try compiler.compile(file: folder.path)
    }
  }

  @Test func noClangIsAClearError() {
    let locator = ClangLocator(environment: ["PATH": "/nonexistent"])
    #expect(throws: MetalCompileError.self) { try locator.locate() }
    let message = MetalCompileError.clangNotFound(searched: locator.candidates()).description
    #expect(message.contains("/nonexistent/clang++"))
    #expect(message.contains("install a Swift toolchain"))
  }

  @Test func aBareCompilerNameInCXXIsLookedUpOnEveryPathFolder() {
    let candidates = ClangLocator(environment: ["PATH": "/a:/b", "CXX": "clang++-15"]).candidates()
    #expect(candidates.contains("/a/clang++-15") && candidates.contains("/b/clang++-15"))
  }

  @Test func theToolchainsClangIsFoundFirst() throws {
    let path = try ClangLocator().locate()
    #expect(path.hasSuffix("clang++"))
  }

  @Test func diagnosticsParseWithTheirPlace() {
    let parsed = Diagnostic.clangDiagnostics(
      in:
        "a/b.metal:3:7: error: use of undeclared identifier 'x'\n1 error generated.\n")
    #expect(
      parsed == [
        .compile(
          severity: .error, file: "a/b.metal", position: SourcePosition(line: 3, column: 7),
          message: "use of undeclared identifier 'x'")
      ])
  }
}
