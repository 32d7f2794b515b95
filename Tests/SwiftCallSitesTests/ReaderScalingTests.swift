import ShaderRegistry
import SwiftCallSites
import Testing

/// Inputs unusual only in shape (one long line, a long chain) are read in linear time.
@Suite struct ReaderScalingTests {
  /// 20 000 call sites on one line of about 700 kB, as a minifier or a generator writes them.
  @Test func manyCallSitesOnOneLine() throws {
    let count = 20_000
    let text = (0..<count).map { "let v\($0) = ShaderLibrary.f\($0)(.float(\($0)));" }.joined()
    let model = try #require(
      ReaderProbe.readBounded(text, seconds: 20), "the reader did not return within 20 s")
    #expect(model.callSites.count == count)
    let prefix = (0..<(count - 1)).map { "let v\($0) = ShaderLibrary.f\($0)(.float(\($0)));" }
      .joined()
    let column = prefix.unicodeScalars.count + "let v19999 = ShaderLibrary.".count + 1
    #expect(
      model.callSites.last.map(ReaderProbe.site)
        == "f19999 A.swift:1:\(column) call 1:\(column - 14) [float]")
    #expect(model.diagnostics.isEmpty)
  }

  /// One view whose modifier chain is 2 000 modifiers long (about 25 kB), ending in an effect.
  @Test func aLongModifierChain() throws {
    let count = 2_000
    let text =
      "let v = Text(\"x\")\n" + String(repeating: "  .padding()\n", count: count)
      + "  .colorEffect(ShaderLibrary.a())\n"
    let model = try #require(
      ReaderProbe.readBounded(text, seconds: 20), "the reader did not return within 20 s")
    let line = count + 2
    #expect(ReaderProbe.sites(model) == ["a A.swift:\(line):30 call \(line):16 []"])
    #expect(ReaderProbe.uses(model) == ["modifier colorEffect A.swift:\(line):4 -> [0]"])
    #expect(model.diagnostics.isEmpty)
  }
}
