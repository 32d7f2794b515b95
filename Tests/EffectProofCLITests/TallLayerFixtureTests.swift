import EffectProofTestSupport
import Foundation
import Testing

@testable import EffectProofCommandLine

/// `Fixtures/TallLayerApp` through `check`: a layer effect on a small card fits the renderer's
/// largest texture; on the whole 6000 pt scroll content it does not, and
/// `shader.glow.layerFits` fails at the modifier's Swift line (issue 35 §6).
@Suite struct TallLayerFixtureTests {
  func lines(_ run: ToolRun) -> [String] {
    run.standardOutput.split(separator: "\n").map(String.init)
  }

  /// The lines under the `<status> <id> ` line, or `nil` when there is none.
  func below(_ status: String, _ id: String, in run: ToolRun) -> [String]? {
    let lines = lines(run)
    guard let index = lines.firstIndex(where: { $0.hasPrefix("\(status) \(id) ") }) else {
      return nil
    }
    return Array(lines[(index + 1)...].prefix { $0.hasPrefix("     ") })
  }

  func check(_ config: String, _ extra: String...) -> ToolRun {
    EffectProofTool.run(["check", "--config", Fixtures.path(config)] + extra)
  }

  /// The whole check: the card's glow, (360 + 40) × 3 = 1200 by (220 + 40) × 3 = 780 px,
  /// passes with its run proofs; the 2900 pt ribbon's layer, 2900 × 3 = 8700 px, warns and
  /// passes.
  @Test func theCardsGlowFitsAndTheTallRibbonWarns() throws {
    let run = check("TallLayerApp/effectproof.json", "--density", "low", "--verbose")
    #expect(run.exitCode == 0, "\(run.standardOutput)\n\(run.standardError)")
    let text = unwrapped(run.standardOutput)
    #expect(text.contains("PASS shader.glow.layerFits"), "\(text)")
    #expect(text.contains("PASS shader.glow.samplePromise"), "\(text)")
    #expect(text.contains("360×220 pt at scale 3 → 1200 × 780 px (fits)"), "\(text)")
    let warning = try #require(below("WARN", "shader.ribbon.layerFits", in: run), "\(text)")
    let joined = warning.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    #expect(joined.contains("/App/TimelineRibbon.swift:16:"), "\(joined)")
    #expect(joined.contains("96 × 8700 px, past 8192 px on height"), "\(joined)")
  }

  /// The glow on the whole scroll content: (6000 + 2 × 20) × 3 = 18120 px tall, past 16384:
  /// `layerFits` fails at the `.layerEffect` line (its `maxSampleOffset:` is on it), with the
  /// entry, view, scale, promise and pixels, and what the user sees. The ribbon still warns.
  @Test func theGlowOnTheTallContentFailsAtTheModifiersLine() throws {
    let run = check(
      "TallLayerApp/Broken/effectproof.json", "--only", "shader.glow.layerFits", "--only",
      "shader.ribbon.layerFits")
    #expect(run.exitCode == 1, "\(run.standardOutput)\n\(run.standardError)")
    let failure = try #require(below("FAIL", "shader.glow.layerFits", in: run), "\(lines(run))")
    let first = try #require(failure.first)
    #expect(first.contains("/Broken/App/FeedView.swift:26:"), "\(failure)")
    let text = failure.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    for part in [
      "the layer of glow for view 393×6000 pt at scale 3",
      "maxSampleOffset: CGSize(width: 20, height: 20)", "promising (20, 20) pt",
      "is 1299 × 18120 px",
      "past the largest texture the GPU creates, 16384 px, on height",
      "the view is not drawn; the log says RBLayer: unable to create texture",
    ] {
      #expect(text.contains(part), "\(part) not in \(text)")
    }
    #expect(lines(run).contains { $0.hasPrefix("WARN shader.ribbon.layerFits ") }, "\(lines(run))")
  }

  /// The JSON and JUnit reports carry the new proof like every other: its id, its status and
  /// the finding at the Swift line.
  @Test func theReportsCarryLayerFits() throws {
    let json = check(
      "TallLayerApp/Broken/effectproof.json", "--only", "shader.glow.layerFits", "--format",
      "json")
    let report = try jsonObject(json.standardOutput)
    let proofs = try #require(report["proofs"] as? [[String: Any]])
    let proof = try #require(proofs.first { $0["id"] as? String == "shader.glow.layerFits" })
    #expect(proof["status"] as? String == "failed")
    let findings = try #require(proof["findings"] as? [[String: Any]])
    #expect(findings.first?["line"] as? Int == 26, "\(findings)")
    #expect((findings.first?["file"] as? String)?.hasSuffix("Broken/App/FeedView.swift") == true)
    let junit = check(
      "TallLayerApp/Broken/effectproof.json", "--only", "shader.glow.layerFits", "--format",
      "junit")
    #expect(junit.standardOutput.contains("shader.glow.layerFits"), "\(junit.standardOutput)")
    #expect(junit.standardOutput.contains("<failure"), "\(junit.standardOutput)")
  }
}
