import EffectProofBase
import EffectProofTestSupport
import Foundation
import Testing

@testable import MetalCPU

/// Every stitchable function of every `.metal` under Fixtures/ (the apps, the seeds' shaders in
/// TableReady, the corpus) gives IR holding the `define` of its symbol; the four files that do
/// not compile fail with a diagnostic at their line.
@Suite struct ShaderIRFixtureTests {
  /// The files that do not compile, and where each first fails: clang's own first error for
  /// the two it reads (`clang++ -fsyntax-only`, run by hand), and the first byte that is not
  /// UTF-8 for the two it is never given (counted by hand from `od -c`: `\377` is byte 27 of
  /// Binary's line 2, `\351` byte 59 of InvalidUTF8's line 1).
  static let broken: [String: (line: Int, column: Int, message: String)] = [
    "Broken/Binary.metal": (2, 27, "not valid UTF-8"),
    "Broken/InvalidUTF8.metal": (1, 59, "not valid UTF-8"),
    "Broken/UnbalancedParentheses.metal": (6, 1, "expected ')'"),
    "Broken/UnterminatedComment.metal": (9, 1, "unterminated /* comment"),
  ]

  /// Names the pattern below finds that are not functions, read by hand: inside `#if 0`
  /// (IfZero.metal) and inside a block comment and a string (StringAndComment.metal).
  static let notFunctions: Set<String> = [
    "hiddenByIfZero", "hiddenToo", "inBlockComment", "inString",
  ]

  /// Every `.metal` file under Fixtures/, relative to it, sorted.
  static let files: [String] = {
    let root = RepositoryFixtures.root
    let walker = FileManager.default.enumerator(atPath: root)
    var found: [String] = []
    while let path = walker?.nextObject() as? String {
      if path.hasSuffix(".metal") { found.append(path) }
    }
    return found.sorted()
  }()

  /// The corpus's files and the others (apps, seeds, broken), each a test of its own.
  static let corpus = files.filter { $0.hasPrefix("MetalCorpus/") }
  static let others = files.filter { !$0.hasPrefix("MetalCorpus/") && broken[$0] == nil }

  /// The stitchable names written in `text`, found without clang: `[[ stitchable ]]`, a type
  /// and a name before `(`, line comments removed first (lines end at LF or CRLF).
  static func writtenNames(_ text: String) -> [String] {
    let uncommented = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map
    { line in
      line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
    }.joined(separator: "\n")
    guard
      let pattern = try? NSRegularExpression(
        pattern: #"\[\[\s*stitchable\s*\]\]\s*[\w:<>]+\s+(\w+)\s*\("#)
    else { return [] }
    let range = NSRange(uncommented.startIndex..., in: uncommented)
    return pattern.matches(in: uncommented, range: range).compactMap { match in
      Range(match.range(at: 1), in: uncommented).map { String(uncommented[$0]) }
    }.filter { !notFunctions.contains($0) }
  }

  @Test func theFixturesAreAllHere() {
    // 128 files on 2026-12-07: 68 in the corpus, 56 others that compile, 4 broken.
    #expect(Self.files.count == 128)
    #expect(Self.corpus.count == 68)
    #expect(Self.others.count == 56)
  }

  @Test(arguments: others) func everyAppFunctionHasItsDefine(_ relative: String) throws {
    try Self.checkDefines(relative)
  }

  @Test(arguments: corpus) func everyCorpusFunctionHasItsDefine(_ relative: String) throws {
    try Self.checkDefines(relative)
  }

  /// Each written name's IR holds `define … @<symbol>(`, and the symbol is that name's
  /// (Itanium mangling writes it as its length and its letters: `_Z5split…`).
  static func checkDefines(_ relative: String) throws {
    let file = RepositoryFixtures.path(relative)
    let text = try String(contentsOfFile: file, encoding: .utf8)
    let names = writtenNames(text)
    #expect(!names.isEmpty, "no stitchable function written in \(relative)")
    let compiler = try ShaderIRSupport.compiler()
    for name in names {
      let ir = try ShaderIRSupport.ir(file, name, compiler: compiler)
      #expect(ir.symbol.contains("\(name.utf8.count)\(name)"), "\(relative): \(ir.symbol)")
      #expect(!ShaderIRSupport.body(of: ir.symbol, in: ir.text).isEmpty, "\(relative) \(name)")
      #expect(ir.text.contains("target triple = \"x86_64-unknown-linux-gnu\""))
    }
  }

  @Test(arguments: broken.keys.sorted()) func aBrokenFileFailsAtItsLine(_ relative: String) throws {
    let expected = try #require(Self.broken[relative])
    let file = RepositoryFixtures.path(relative)
    let result = try ShaderIRSupport.compiler().emitIR(of: file, function: "anything")
    guard case .failure(let error) = result else {
      Issue.record("\(relative) gave IR")
      return
    }
    #expect(error.summary.severity == .error)
    #expect(error.summary.file == file)
    #expect(error.summary.line == expected.line, "\(error.summary)")
    #expect(error.summary.location?.column == expected.column, "\(error.summary)")
    #expect(error.summary.message.contains(expected.message), "\(error.summary)")
  }
}
