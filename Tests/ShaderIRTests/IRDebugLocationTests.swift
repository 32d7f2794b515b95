import EffectProofBase
import Testing

@testable import ShaderIR

/// `userLocation(of:in:)` on hand-written chains: a prelude frame inside a user helper inlined
/// into the shader, lexical-block scopes, relative file names, and a cycle.
@Suite struct IRDebugLocationTests {
  /// A shader whose one instruction comes from the prelude (line 1174), inlined into a user
  /// helper (Shader.metal:5:3, in a lexical block), inlined into the shader (Shader.metal:20:9).
  static let module = """
    define double @shader(double %0) !dbg !10 {
      %2 = fadd double %0, 1.000000e+00, !dbg !20
      %3 = fadd double %0, 2.000000e+00, !dbg !30
      %4 = fadd double %0, 3.000000e+00, !dbg !40
      %5 = fadd double %0, 4.000000e+00
      ret double %2
    }
    !1 = !DIFile(filename: "Shader.metal", directory: "/app/Shaders")
    !2 = !DIFile(filename: "/app/Shaders/Shader.metal", directory: "/elsewhere")
    !3 = !DIFile(filename: "include/effectproof_metal.h", directory: "/tmp")
    !10 = distinct !DISubprogram(name: "shader", scope: !1, file: !1, line: 18)
    !11 = distinct !DISubprogram(name: "helper", scope: !2, file: !2, line: 3)
    !12 = distinct !DILexicalBlock(scope: !11, line: 4, column: 1)
    !13 = distinct !DISubprogram(name: "sample", scope: !3, file: !3, line: 1173)
    !20 = !DILocation(line: 1174, column: 12, scope: !13, inlinedAt: !21)
    !21 = distinct !DILocation(line: 5, column: 3, scope: !12, inlinedAt: !22)
    !22 = distinct !DILocation(line: 20, column: 9, scope: !10)
    !30 = !DILocation(line: 1174, column: 12, scope: !13)
    !40 = !DILocation(line: 7, column: 0, scope: !12, inlinedAt: !41)
    !41 = distinct !DILocation(line: 8, column: 2, scope: !11, inlinedAt: !40)
    """

  /// The user location of the instruction named `name`.
  static func location(_ name: String) throws -> FileLocation? {
    let module = try IRReader.read(Self.module)
    let function = try #require(module.function("shader"))
    let instruction = try #require(function.instruction(name))
    return module.userLocation(of: instruction, in: function)
  }

  @Test func theOutermostFrameInTheUsersFileIsTheLine() throws {
    // Not the prelude's 1174, not the helper's line 5: the shader's call at 20:9. The helper's
    // file is the same file spelled absolutely, so frames of both count as the user's.
    #expect(
      try Self.location("2") == FileLocation(file: "/app/Shaders/Shader.metal", line: 20, column: 9)
    )
  }

  @Test func aLocationOnlyInThePreludeHasNoUserLine() throws {
    #expect(try Self.location("3") == nil)
    #expect(try Self.location("5") == nil)
  }

  @Test func aCycleOfInlinedAtEndsAndColumnZeroIsNoColumn() throws {
    // !40 → !41 → !40 …: the walk stops after its bound; both frames are the user's, the last
    // seen is one of them, never a hang.
    let place = try #require(try Self.location("4"))
    #expect(place.file == "/app/Shaders/Shader.metal")
    #expect(place.line == 7 || place.line == 8)
    #expect(place.line != 7 || place.column == nil)
  }

  @Test func aScopesFileIsFoundThroughItsLexicalBlock() throws {
    let module = try IRReader.read(Self.module)
    #expect(module.filePath(ofScope: 12) == "/app/Shaders/Shader.metal")
    #expect(module.filePath(ofScope: 13) == "/tmp/include/effectproof_metal.h")
    #expect(module.filePath(ofScope: 99) == nil)
  }
}
