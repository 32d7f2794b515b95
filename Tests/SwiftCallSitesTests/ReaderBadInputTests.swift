import EffectProofTestSupport
import Foundation
import ShaderRegistry
import SwiftCallSites
import Testing

/// Bad input returns a model with its documented diagnostics, never a trap or a hang.
@Suite struct ReaderBadInputTests {
  @Test func nothingToRead() {
    #expect(SwiftShaderReader().read(sources: []) == SwiftShaderModel())
    #expect(SwiftShaderReader().read(paths: []) == SwiftShaderModel())
  }

  @Test func anEmptySource() {
    let model = ReaderProbe.read("")
    #expect(model.files == ["A.swift"])
    #expect(model.parsedFiles == [])
    #expect(model.byteCount == 0)
    #expect(model.callSites.isEmpty)
    #expect(model.uses.isEmpty)
    #expect(model.diagnostics.isEmpty)
  }

  @Test func onlyComments() {
    let text = "// ShaderLibrary.ripple(.float(1))\n/* .colorEffect(s) */\n/// compile(as:)\n"
    let model = ReaderProbe.read(text)
    #expect(model.parsedFiles == ["A.swift"])
    #expect(model.byteCount == text.utf8.count)
    #expect(model.callSites.isEmpty)
    #expect(model.uses.isEmpty)
    #expect(model.diagnostics.isEmpty)
  }

  @Test func invalidUTF8InACommentAndInCode() throws {
    let folder = try TemporaryFolder()
    let path = folder.url("Bad.swift")
    var bytes = Array("let s = ShaderLibrary.ripple(.float(1))\n/* ".utf8)
    bytes += [0xFF, 0xFE]
    bytes += Array(" */ let t = ShaderLibrary.after(.float(2))\nlet ".utf8)
    bytes += [0xFF]
    bytes += Array(" = ShaderLibrary.third()\n".utf8)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let model = SwiftShaderReader().read(paths: [path])
    #expect(model.files == [path])
    #expect(model.byteCount == bytes.count)
    #expect(
      ReaderProbe.sites(model) == [
        "ripple \(path):1:23 call 1:9 [float]",
        "after \(path):2:32 call 2:18 [float]",
        "third \(path):3:23 call 3:9 []",
      ])
    #expect(
      model.diagnostics.allSatisfy { $0.registryKind == .parseError && $0.severity == .warning })
    #expect(model.diagnostics.count <= 1)
  }

  @Test func aNULByte() {
    let model = ReaderProbe.read("let a = 1\u{0}\nlet s = ShaderLibrary.ripple(.float(1))\n")
    #expect(ReaderProbe.sites(model) == ["ripple A.swift:2:23 call 2:9 [float]"])
    #expect(
      model.diagnostics.allSatisfy { $0.registryKind == .parseError && $0.severity == .warning })
  }

  /// SwiftParser stops nesting at its limit: what it cannot nest is one parse error on that
  /// line, not a crash and not a hang. Square brackets nested past the reader's limit are
  /// blanked before parsing (SwiftParser's look-ahead is exponential in their depth), which is
  /// an error, and the lines after them are still read. Read on a thread of its own, so a hang
  /// fails this test instead of the whole run.
  @Test(arguments: [("(", ")"), ("{ ", " }"), ("f(", ")"), ("[", "]")])
  func twentyThousandLevelsOfNesting(open: String, close: String) throws {
    let depth = 20_000
    let text =
      "let s = ShaderLibrary.before()\nlet x = "
      + String(repeating: open, count: depth) + "ShaderLibrary.deep()"
      + String(repeating: close, count: depth) + "\nlet t = ShaderLibrary.after()\n"
    let model = try #require(
      ReaderProbe.readBounded(text, seconds: 30), "the reader did not return within 30 s")
    #expect(model.callSites.first.map(ReaderProbe.site) == "before A.swift:1:23 call 1:9 []")
    let severity = open == "[" ? "error" : "warning"
    #expect(
      model.diagnostics.map { "\($0.severity) \($0.id.name) line \($0.line ?? 0)" } == [
        "\(severity) parseError line 2"
      ])
    if open == "[" {
      // Only the blanked brackets are lost: the line after them is read.
      #expect(model.callSites.map(\.function) == ["before", "after"])
    }
  }

  /// Twenty-four nested array brackets make a line of 60 bytes of valid Swift, which
  /// SwiftParser alone takes minutes over. The reader blanks the array, says so, and reads the
  /// rest; fourteen levels are read as they are.
  @Test func aShortLineOfNestedArrayLiterals() throws {
    let text =
      "let s = ShaderLibrary.ripple(.float(1))\nlet grid = "
      + String(repeating: "[", count: 24) + "0" + String(repeating: "]", count: 24) + "\n"
    let model = try #require(
      ReaderProbe.readBounded(text, seconds: 10), "the reader did not return within 10 s")
    #expect(ReaderProbe.sites(model) == ["ripple A.swift:1:23 call 1:9 [float]"])
    #expect(
      model.diagnostics.map(\.labelled) == [
        "A.swift:2:26: error: [parseError] square brackets nest 15 deep here, past the 14 the reader reads (SwiftParser takes time exponential in that depth); line 2 is not read, so a call site there is not checked"
      ])
    let fourteen =
      "let grid = " + String(repeating: "[", count: 14) + "ShaderLibrary.deep(.float(1))"
      + String(repeating: "]", count: 14) + "\n"
    let shallow = try #require(ReaderProbe.readBounded(fourteen, seconds: 10))
    #expect(shallow.callSites.map(\.function) == ["deep"])
    #expect(shallow.diagnostics.isEmpty)
  }

  @Test func aMissingCloseParenthesis() {
    let source = """
      struct V: View {
        var body: some View {
          Rectangle().colorEffect(ShaderLibrary.glow(.float(1))
        }
      }
      let s = ShaderLibrary.wave(.float(2))
      """
    let model = ReaderProbe.read(source)
    #expect(
      ReaderProbe.sites(model) == [
        "glow A.swift:3:43 call 3:29 [float]", "wave A.swift:6:23 call 6:9 [float]",
      ])
    #expect(ReaderProbe.diagnostics(model) == ["warning parseError A.swift:3:58"])
  }

  @Test func missingCloseBracesAtTheEnd() {
    let source = """
      struct V {
        func f() {
          let a = ShaderLibrary.one(.float(1))
      let s = ShaderLibrary.two(.float(2))
      """
    let model = ReaderProbe.read(source)
    #expect(
      ReaderProbe.sites(model) == [
        "one A.swift:3:27 call 3:13 [float]", "two A.swift:4:23 call 4:9 [float]",
      ])
    #expect(ReaderProbe.diagnostics(model) == ["warning parseError A.swift:4:37"])
  }

  @Test func extraCloseBraces() {
    let source = """
      }
      let s = ShaderLibrary.two(.float(2))
      }}
      let t = ShaderLibrary.three(.float(3))
      """
    let model = ReaderProbe.read(source)
    #expect(
      ReaderProbe.sites(model) == [
        "two A.swift:2:23 call 2:9 [float]", "three A.swift:4:23 call 4:9 [float]",
      ])
    #expect(ReaderProbe.diagnostics(model) == ["warning parseError A.swift:1:1"])
  }

  /// Two megabytes of ordinary code that never names a shader is searched as bytes, not parsed.
  @Test func twoMegabytesWithNoShaders() {
    var text = ""
    var line = 0
    while text.utf8.count < 2_000_000 {
      text += "let value\(line) = \(line) + offset // plain code\n"
      line += 1
    }
    let started = ContinuousClock.now
    let model = ReaderProbe.read(text, file: "Big.swift")
    let elapsed = ContinuousClock.now - started
    #expect(model.files == ["Big.swift"])
    #expect(model.parsedFiles == [])
    #expect(model.byteCount == text.utf8.count)
    #expect(model.callSites.isEmpty)
    #expect(model.diagnostics.isEmpty)
    #expect(elapsed < .seconds(20))
  }

  @Test func aMissingPath() throws {
    let folder = try TemporaryFolder()
    let missing = folder.url("Missing.swift")
    let model = SwiftShaderReader().read(paths: [missing])
    #expect(model.files == [])
    #expect(ReaderProbe.diagnostics(model) == ["error parseError \(missing):-"])
    #expect(model.diagnostics.first?.message == "no such file or folder")
  }

  @Test func aFolderIsWalkedForSwiftFilesInPathOrder() throws {
    let folder = try TemporaryFolder()
    try folder.write("b.swift", "let b = ShaderLibrary.bee()\n")
    try folder.write("a.swift", "let a = ShaderLibrary.ay()\n")
    try folder.write("sub/c.swift", "let c = ShaderLibrary.sea()\n")
    try folder.write("sub/notes.txt", "let n = ShaderLibrary.notes()\n")
    try folder.write("Shaders.metal", "// ShaderLibrary.metal()\n")
    try folder.write("a.swift.orig", "let o = ShaderLibrary.orig()\n")
    let model = SwiftShaderReader().read(paths: [folder.path])
    let a = folder.url("a.swift")
    let b = folder.url("b.swift")
    let c = folder.url("sub/c.swift")
    #expect(model.files == [a, b, c])
    #expect(model.parsedFiles == [a, b, c])
    #expect(
      ReaderProbe.sites(model) == [
        "ay \(a):1:23 call 1:9 []", "bee \(b):1:23 call 1:9 []", "sea \(c):1:23 call 1:9 []",
      ])
    #expect(model.diagnostics.isEmpty)
  }

  @Test func aFileOverTheSizeLimitIsReportedNotRead() throws {
    let folder = try TemporaryFolder()
    let big = try folder.write("Big.swift", "let s = ShaderLibrary.tooBig(.float(1))\n")
    let small = try folder.write("Small.swift", "let s = ShaderLibrary.ok()\n")
    let model = SwiftShaderReader(maximumFileBytes: 30).read(paths: [big, small])
    #expect(model.files == [big, small])
    #expect(ReaderProbe.sites(model) == ["ok \(small):1:23 call 1:9 []"])
    #expect(ReaderProbe.diagnostics(model) == ["error parseError \(big):1:1"])
  }
}
