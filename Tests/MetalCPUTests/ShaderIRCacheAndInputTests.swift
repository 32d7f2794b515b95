import EffectProofBase
import EffectProofTestSupport
import Foundation
import Testing

@testable import MetalCPU

/// The IR is cached (a second request is a hit, with the same text), and bad input is a clear
/// error, never a trap.
@Suite struct ShaderIRCacheAndInputTests {
  static let glow = """
    #include <metal_stdlib>
    using namespace metal;

    namespace effects {
    [[ stitchable ]] half4 glow(float2 position, half4 color, float strength) {
      return color * half(1.0 + strength);
    }
    }

    [[ stitchable ]] half4 tint(float2 position, half4 color) { return color; }
    """

  /// The first request compiles, the second is a hit with the same text; another function of
  /// the same source is a hit too, and one cache entry holds both.
  @Test func theSecondRequestIsACacheHit() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("Glow.metal", Self.glow)
    let compiler = try MetalCompiler(cacheFolder: folder.url("cache"))
    let first = try compiler.emitIR(of: file, function: "glow").get()
    let second = try compiler.emitIR(of: file, function: "glow").get()
    #expect(!first.wasCached)
    #expect(second.wasCached)
    #expect(second.text == first.text)
    #expect(second.symbol == first.symbol)
    #expect(first.symbol == "_ZN7effects4glowEDv2_fDv4_DF16_f")
    #expect(first.function == "effects::glow")
    #expect(first.position == SourcePosition(line: 5, column: 24))
    let other = try compiler.emitIR(of: file, function: "tint").get()
    #expect(other.wasCached)
    #expect(other.symbol == "_Z4tintDv2_fDv4_DF16_")
    let entries = try folder.contents("cache").filter { $0.hasSuffix(".ir.json") }
    #expect(entries.count == 1)
    // A hit starts no clang: with none to start, the request is still served.
    var without = compiler
    without.clang = folder.url("no-clang")
    let third = try without.emitIR(of: file, function: "glow").get()
    #expect(third.wasCached && third.text == first.text)
  }

  /// A qualified name picks the function too; a changed source is compiled again.
  @Test func aChangedSourceIsCompiledAgain() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("Glow.metal", Self.glow)
    let compiler = try MetalCompiler(cacheFolder: folder.url("cache"))
    let first = try compiler.emitIR(of: file, function: "effects::glow").get()
    #expect(first.function == "effects::glow")
    _ = try folder.write("Glow.metal", Self.glow.replacingOccurrences(of: "1.0 +", with: "2.0 +"))
    let changed = try compiler.emitIR(of: file, function: "effects::glow").get()
    #expect(!changed.wasCached)
    #expect(changed.text != first.text)
  }

  /// A missing file, a folder, a file over the size limit: `clang.unreadableSource` at the
  /// file, saying why.
  @Test func anUnreadableFileIsAnError() throws {
    let folder = try TemporaryFolder()
    let compiler = try MetalCompiler(cacheFolder: folder.url("cache"))
    let big = try folder.write(
      "Big.metal",
      String(repeating: "// filler\n", count: MetalCompiler.maximumSourceBytes / 10 + 1))
    let cases: [(String, String)] = [
      (folder.url("Missing.metal"), "no such file"),
      (try folder.makeFolder("Folder.metal"), "is a folder"),
      (big, "over the \(MetalCompiler.maximumSourceBytes)-byte limit"),
    ]
    for (file, reason) in cases {
      let error = try #require(Self.failure(compiler.emitIR(of: file, function: "glow")))
      #expect(error.summary.id == CompileDiagnosticKind.unreadableSource.id)
      #expect(error.summary.file == file)
      #expect(error.summary.message.contains(reason), "\(error.summary)")
    }
  }

  /// An empty file, and a name that is not there: `clang.functionNotFound`, naming what the
  /// source has and the nearest name.
  @Test func aFunctionThatIsNotThereIsAnError() throws {
    let folder = try TemporaryFolder()
    let compiler = try MetalCompiler(cacheFolder: folder.url("cache"))
    let empty = try folder.write("Empty.metal", "")
    let none = try #require(Self.failure(compiler.emitIR(of: empty, function: "glow")))
    #expect(none.summary.id == CompileDiagnosticKind.functionNotFound.id)
    #expect(none.summary.message.contains("it has none"), "\(none.summary)")
    let file = try folder.write("Glow.metal", Self.glow)
    let typo = try #require(Self.failure(compiler.emitIR(of: file, function: "glwo")))
    #expect(typo.summary.id == CompileDiagnosticKind.functionNotFound.id)
    #expect(typo.summary.file == file)
    #expect(
      typo.summary.message
        == "no [[ stitchable ]] function named 'glwo' in \(file) (it has: effects::glow, tint); did you mean 'effects::glow'?"
    )
    let blank = try #require(Self.failure(compiler.emitIR(of: file, function: "")))
    #expect(blank.summary.id == CompileDiagnosticKind.functionNotFound.id)
  }

  /// A name two namespaces share: an error at the first, asking for the qualified name; each
  /// qualified name gives its own symbol.
  @Test func aSharedNameAsksForTheQualifiedOne() throws {
    let folder = try TemporaryFolder()
    let compiler = try MetalCompiler(cacheFolder: folder.url("cache"))
    let file = try folder.write(
      "Twice.metal",
      """
      #include <metal_stdlib>
      using namespace metal;

      namespace a { [[ stitchable ]] half4 fade(float2 position, half4 color) { return color; } }
      namespace b { [[ stitchable ]] half4 fade(float2 position, half4 color) { return color; } }
      """)
    let error = try #require(Self.failure(compiler.emitIR(of: file, function: "fade")))
    #expect(error.summary.id == CompileDiagnosticKind.functionNotFound.id)
    #expect(error.summary.line == 4)
    #expect(error.summary.message.contains("ask for one by its qualified name"))
    #expect(
      try compiler.emitIR(of: file, function: "a::fade").get().symbol == "_ZN1a4fadeEDv2_fDv4_DF16_"
    )
    #expect(
      try compiler.emitIR(of: file, function: "b::fade").get().symbol == "_ZN1b4fadeEDv2_fDv4_DF16_"
    )
  }

  /// A source with an error: clang's message at the user's line, as `compile` gives it.
  @Test func aCompileErrorIsClangsAtTheLine() throws {
    let folder = try TemporaryFolder()
    let compiler = try MetalCompiler(cacheFolder: folder.url("cache"))
    let file = try folder.write(
      "Bad.metal",
      """
      #include <metal_stdlib>
      using namespace metal;

      [[ stitchable ]] half4 bad(float2 position, half4 color) {
        return color * undeclaredThing;
      }
      """)
    let error = try #require(Self.failure(compiler.emitIR(of: file, function: "bad")))
    #expect(error.summary.id == CompileDiagnosticKind.message.id)
    #expect(error.summary.file == file)
    #expect(error.summary.line == 5)
    #expect(error.summary.location?.column == 18)
    #expect(error.summary.message == "use of undeclared identifier 'undeclaredThing'")
    #expect(error.details.contains(error.summary))
  }

  /// The error of `result`, or nil when it succeeded.
  static func failure(_ result: Result<ShaderIRText, DiagnosticsError>) -> DiagnosticsError? {
    if case .failure(let error) = result { return error }
    return nil
  }
}
