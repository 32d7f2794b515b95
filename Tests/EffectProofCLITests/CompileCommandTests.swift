import EffectProofTestSupport
import Foundation
import MetalCPU
import Testing

@testable import EffectProofCommandLine

/// `effectproof compile`: the fixtures compile, a broken source fails at its own line with
/// exit 1, the JSON has the documented keys, and usage errors exit 2.
@Suite struct CompileCommandTests {
  /// `compile` in-process with the shared compiler cache; `cache` is the test's own folder for
  /// its sources.
  func compile(_ cache: TemporaryFolder, _ arguments: String...) throws -> ToolRun {
    guard case .run(let options) = CompileCommand.plan(arguments) else {
      return tool(["compile"] + arguments)
    }
    return CompileCommand.run(options, compiler: try MetalCompilerForTests.shared())
  }

  func tool(_ arguments: [String]) -> ToolRun { EffectProofTool.run(arguments) }

  @Test func theFixturesCompileWithExitZero() throws {
    let cache = try TemporaryFolder()
    let run = try compile(
      cache, RepositoryFixtures.path("TableReady/Shaders"),
      RepositoryFixtures.path("Holographic/Shaders"))
    #expect(run.exitCode == 0, "\(run.standardOutput)")
    #expect(
      run.standardOutput.hasSuffix("8 files: 8 compiled, 0 failed; 10 stitchable functions\n"))
  }

  @Test func aBrokenSourceFailsAtItsLineWithExitOne() throws {
    let cache = try TemporaryFolder()
    let file = try cache.write(
      "Shaders/Broken.metal",
      """
      #include <metal_stdlib>
      using namespace metal;
      [[ stitchable ]] half4 broken(float2 position, half4 color, float amount) {
          return color * half(amount) + missing;
      }

      """)
    let run = try compile(cache, file, "--format", "json")
    #expect(run.exitCode == 1)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    let files = try #require(json["files"] as? [[String: Any]])
    #expect(files.first?["status"] as? String == "failed")
    let diagnostic = try #require((files.first?["diagnostics"] as? [[String: Any]])?.first)
    #expect(diagnostic["line"] as? Int == 4)
    #expect(diagnostic["file"] as? String == file)
    #expect(Set(diagnostic.keys) == ["severity", "file", "line", "column", "message"])
    let functions = try #require(json["functions"] as? [[String: Any]])
    #expect(functions.first?["name"] as? String == "broken")
    #expect(functions.first?["usage"] as? String == "colorEffect")
  }

  /// clang's AST and the Metal scanner read every fixture and corpus function alike (no
  /// warning), and the JSON keeps the source's address spaces. That includes
  /// `MacroGrade.metal`'s `grade(COLOR_EFFECT_ARGS, float amount)`, whose leading parameters
  /// come from an object-like macro the scanner expands.
  @Test func clangAndTheScannerAgreeOnEveryBundledShader() throws {
    let cache = try TemporaryFolder()
    let run = try compile(
      cache, RepositoryFixtures.path("TableReady/Shaders"),
      RepositoryFixtures.path("Holographic/Shaders"), RepositoryFixtures.path("MetalCorpus"),
      "--format", "json")
    #expect(run.exitCode == 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    let files = try #require(json["files"] as? [[String: Any]])
    let diagnostics = files.flatMap { $0["diagnostics"] as? [[String: Any]] ?? [] }
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    let functions = try #require(json["functions"] as? [[String: Any]])
    // 9 TableReady, 1 Holographic, 26 first corpus functions (Integers and MixedTypes joined
    // them), 20 scenes, 23 in the public styles' files and SpinMatrix's 2 (issue 35's matrix
    // operators).
    #expect(functions.count == 81)
    let die = try #require(functions.first { $0["name"] as? String == "dieMaterial" })
    let types = (die["parameters"] as? [[String: Any]])?.compactMap { $0["type"] as? String }
    #expect(types?.contains("device const float *") == true)
    #expect(die["line"] as? Int == 24)
  }

  /// Two files of one folder that both declare `vhs` (two apps' shaders side by side, as in a
  /// public repository): each compiles by itself, so each is cross-checked with its own
  /// reading, and neither gets a warning that the scanner does not see its function.
  @Test func aNameInTwoFilesIsCrossCheckedPerFile() throws {
    let cache = try TemporaryFolder()
    let body = "{ return float2(position.x, position.y + amount); }\n"
    let header = "#include <metal_stdlib>\nusing namespace metal;\n"
    try cache.write(
      "Shaders/A/Effects.metal",
      header + "[[ stitchable ]] float2 vhs(float2 position, float amount) " + body)
    try cache.write(
      "Shaders/B/VHS.metal",
      header + "float helper(float2 co)\n{\n    return co.x;\n}\n"
        + "[[ stitchable ]] float2 vhs(float2 position, float amount) " + body)
    let run = try compile(cache, cache.url("Shaders"), "--format", "json")
    #expect(run.exitCode == 0, "\(run.standardOutput)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    let files = try #require(json["files"] as? [[String: Any]])
    let diagnostics = files.flatMap { $0["diagnostics"] as? [[String: Any]] ?? [] }
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    let functions = try #require(json["functions"] as? [[String: Any]])
    #expect(functions.compactMap { $0["name"] as? String } == ["vhs", "vhs"])
  }

  /// A function a macro declares is clang's and not the scanner's: the disagreement is a
  /// warning at the function, and the file still compiles.
  @Test func aDisagreementWithTheScannerIsAWarning() throws {
    let cache = try TemporaryFolder()
    let file = try cache.write(
      "Shaders/Macro.metal",
      """
      #include <metal_stdlib>
      using namespace metal;
      #define TINTED(NAME, R) [[ stitchable ]] half4 NAME(float2 p, half4 c) { return c * R; }
      TINTED(reddish, half4(1, 0.5, 0.5, 1))

      """)
    let run = try compile(cache, file)
    #expect(run.exitCode == 0)
    #expect(
      run.standardOutput.contains(
        "\(file):4:1: warning: clang reads [[ stitchable ]] reddish here, but the Metal scanner does not see it"
      ), "\(run.standardOutput)")
  }

  @Test func usageErrorsExitTwo() {
    #expect(tool(["compile"]).exitCode == 2)
    #expect(tool(["compile", "/no/such/path"]).exitCode == 2)
    #expect(tool(["compile", "x.metal", "--format", "xml"]).exitCode == 2)
  }
}

/// The compiler the in-process command tests use: the shared, usually warm cache
/// (``SharedCompilerCache``). A compile into an empty cache is tested by `ColdCacheTests`,
/// through the built executable.
enum MetalCompilerForTests {
  static func shared() throws -> MetalCPU.MetalCompiler {
    try MetalCPU.MetalCompiler(cacheFolder: SharedCompilerCache.folder)
  }
}
