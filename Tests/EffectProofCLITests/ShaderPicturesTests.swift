import EffectProof
import EffectProofTestSupport
import Foundation
import PNG
import ProofEngine
import Testing

@testable import EffectProofCommandLine

/// Pictures of an app's own shaders from their compiled source: `render --config` draws one
/// sheet per `shaderProofs` entry, and `check --html` embeds them, marks the worst pixel and
/// sample of a failed sample promise, and shows an app only its own pictures.
@Suite struct ShaderPicturesTests {
  static let exampleEntries = ["loupe", "wave", "glow", "duotone", "bars", "split"]

  @Test func renderDrawsOneSheetPerEntryAndOnlyTheAppsOwn() throws {
    let folder = try TemporaryFolder()
    let out = folder.url("pictures")
    let run = RenderCommand.run(
      ["--config", Fixtures.path("ExampleApp/effectproof.json"), "--out", out, "--scale", "1"])
    #expect(run.exitCode == 0, "\(run.standardError)")
    #expect(run.standardError.isEmpty)
    let files = Self.exampleEntries.map { "shader-\($0).png" } + ["index.html"]
    #expect(try folder.contents("pictures").sorted() == files.sorted())
    // The loupe sweeps four arguments: four rows of four tiles, the scale lowered from 1 so
    // that the sheet stays within 1100 px (300 pt wide tiles, 8 px gaps and margins).
    let loupe = try PNGDecoder.decode(contentsOfFile: out + "/shader-loupe.png")
    #expect(loupe.width <= 1100 && loupe.width > 1050, "\(loupe.width)")
    let tile = (loupe.width - 5 * 8) / 4
    #expect(abs(loupe.height - (8 + 4 * (tile * 2 / 3 + 8))) <= 4, "\(loupe.height)")
    // The split has nothing swept: one tile at scale 1.
    let split = try PNGDecoder.decode(contentsOfFile: out + "/shader-split.png")
    #expect(split.width == 8 + 240 + 8 && split.height == 8 + 160 + 8)
    // The glow at strength 0 (left) and 1 (right) differ: the tiles are real runs.
    let glow = try PNGDecoder.decode(contentsOfFile: out + "/shader-glow.png")
    func pixel(_ x: Int, _ y: Int) -> ArraySlice<UInt8> {
      glow.bytes[(4 * (y * glow.width + x))..<(4 * (y * glow.width + x) + 4)]
    }
    #expect(pixel(8 + 20, 8 + 10) != pixel(8 + 3 * (160 + 8) + 20, 8 + 10))
  }

  @Test func aConfigWithNothingToDrawSaysWhatToAdd() throws {
    let folder = try TemporaryFolder()
    let config = try folder.write("effectproof.json", "{}")
    let run = RenderCommand.run(["--config", config, "--out", folder.url("out")])
    #expect(run.exitCode == 2)
    #expect(run.standardError.contains("no shaderProofs"), "\(run.standardError)")
  }

  @Test func anEntryThatCannotBeDrawnFailsTheCommandAndSaysWhy() throws {
    let folder = try TemporaryFolder()
    _ = try folder.write(
      "Shaders/S.metal",
      "#include <metal_stdlib>\n#include <SwiftUI/SwiftUI.h>\nusing namespace metal;\n"
        + "[[ stitchable ]] half4 tint(float2 position, half4 color, float amount) {\n"
        + "  return color * missingName;\n}\n")
    let config = try folder.write(
      "effectproof.json",
      "{\"shaders\": [\"Shaders\"], \"shaderProofs\": {\"tint\": {\"viewSize\": [10, 10], \"arguments\": {\"amount\": 1}}}}"
    )
    let run = RenderCommand.run(["--config", config, "--out", folder.url("out")])
    #expect(run.exitCode == 1)
    #expect(run.standardError.contains("shader.tint: not drawn"), "\(run.standardError)")
  }

  @Test func theHTMLReportMarksTheWorstSampleOfAFailedPromise() throws {
    let folder = try TemporaryFolder()
    let page = folder.url("report.html")
    let run = EffectProofTool.run([
      "check", "--config", Fixtures.path("ExampleApp/Broken/effectproof.json"), "--density",
      "low", "--html", page,
    ])
    #expect(run.exitCode == 1)
    let html = try String(contentsOfFile: page, encoding: .utf8)
    #expect(html.contains(">loupe: worst sample</h3>"))
    #expect(html.contains("(red ring) samples"))
    #expect(html.contains("against a promise of 0 pt"))
    // An app's page holds only its own pictures: no seed sheet or plot.
    for seed in ["Holographic foil", "Felt on", "Wheel blur", "Spring responses", "Card curl"] {
      #expect(!html.contains("-title\">\(seed)"), "\(seed) on the app's page")
    }
    #expect(html.contains("-title\">loupe</h3>"))
    // The first picture is the worst case: its red ring is drawn in it.
    let start = try #require(html.range(of: "data:image/png;base64,"))
    let rest = html[start.upperBound...]
    let end = try #require(rest.firstIndex(of: "\""))
    let bytes = try #require(Data(base64Encoded: String(rest[..<end])))
    let image = try PNGDecoder.decode([UInt8](bytes))
    var red = 0
    for index in stride(from: 0, to: image.bytes.count, by: 4)
    where image.bytes[index] == 230 && image.bytes[index + 1] == 13 && image.bytes[index + 2] == 13
    {
      red += 1
    }
    #expect(red > 20, "\(red) red ring pixels")
  }
}
