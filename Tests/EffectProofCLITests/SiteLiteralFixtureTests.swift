import EffectProofTestSupport
import Foundation
import Testing

@testable import EffectProofCommandLine

/// `Fixtures/SiteLiteralApp` through `check`: an entry naming a site is proven with the values
/// that site passes; a literal outside the entry's domain fails `compiles` at its Swift line
/// (issue 35 §4).
@Suite struct SiteLiteralFixtureTests {
  func check(_ config: String, _ extra: String...) -> ToolRun {
    EffectProofTool.run(["check", "--config", Fixtures.path(config)] + extra)
  }

  /// The sticker passes `.float(6)` and the entry proves `{"values": [6]}`: the app passes.
  @Test func aSiteWhoseLiteralsTheDomainCoversPasses() {
    let run = check("SiteLiteralApp/effectproof.json", "--density", "low")
    #expect(run.exitCode == 0, "\(run.standardOutput)\n\(run.standardError)")
    #expect(!run.standardOutput.contains("literalOutsideDomain"), "\(run.standardOutput)")
  }

  /// The broken sticker passes `.float(9)` while the entry still proves 6: `compiles` fails at
  /// the literal's line, naming the site, the value and the domain's JSON path.
  @Test func aLiteralOutsideTheDomainFailsAtItsLine() throws {
    let run = check(
      "SiteLiteralApp/Broken/effectproof.json", "--only", "shader.wobble-sticker.compiles")
    #expect(run.exitCode == 1, "\(run.standardOutput)\n\(run.standardError)")
    let lines = run.standardOutput.split(separator: "\n").map(String.init)
    let fail = try #require(
      lines.firstIndex { $0.hasPrefix("FAIL shader.wobble-sticker.compiles ") }, "\(lines)")
    let below = lines[(fail + 1)...].prefix { $0.hasPrefix("     ") }
    #expect(below.first?.contains("/Broken/App/StickerView.swift:15:") == true, "\(below)")
    let text = below.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    for part in [
      "literalOutsideDomain", "the site StickerView.swift:13 passes amplitude = 9 here",
      "values [6]", "arguments.amplitude", "the app's value is never tested",
    ] {
      #expect(text.contains(part), "\(part) not in \(text)")
    }
  }
}
