import EffectProofBase
import EffectProofTestSupport
import Foundation
import Testing

@testable import EffectProofCommandLine

/// One `check` reads each input once (docs/architecture.md, "The workspace"): with
/// `shaderProofs`, a `site` (so the call sites' literals are read too), the registry proofs and
/// `--html` (the pictures, and the worst case of a failed sample promise), every Metal source is
/// scanned once, every Swift file parsed once, one library is made over the sources and each
/// source is compiled once. The counts are the readers' own (``InputReads``), by path, so tests
/// running beside this one on other folders do not change them.
@Suite struct InputsReadOnceTests {
  static let wave = """
    #include <metal_stdlib>
    #include <SwiftUI/SwiftUI.h>
    using namespace metal;

    [[ stitchable ]] float2 wave(float2 position, float amplitude) {
        return float2(position.x, position.y + amplitude * sin(position.x / 6.0));
    }

    """
  static let tint = """
    #include <metal_stdlib>
    #include <SwiftUI/SwiftUI.h>
    using namespace metal;

    [[ stitchable ]] half4 tint(float2 position, half4 color, float amount) {
        return color * half(amount);
    }

    """
  /// Line 7 applies the wave with a 4 pt promise the shader breaks (it moves pixels up to 6 pt).
  static let view = """
    import SwiftUI

    struct WaveView: View {
      var body: some View {
        Text("Hello")
          .colorEffect(ShaderLibrary.tint(.float(1)))
          .distortionEffect(ShaderLibrary.wave(.float(6)), maxSampleOffset: CGSize(width: 4, height: 4))
      }
    }

    """
  static let config = """
    {
      "shaders": ["Shaders"],
      "swift": ["App"],
      "expectedFunctionCount": 2,
      "shaderProofs": {
        "wave": {"viewSize": [40, 30], "site": "WaveView.swift:7",
                 "arguments": {"amplitude": {"range": [0, 8]}}},
        "tint": {"viewSize": [20, 20], "arguments": {"amount": {"range": [0, 1]}}}
      }
    }

    """

  @Test func checkWithShaderProofsAndHTMLReadsEachInputOnce() throws {
    let folder = try TemporaryFolder()
    let wave = try folder.write("Shaders/Wave.metal", Self.wave)
    let tint = try folder.write("Shaders/Tint.metal", Self.tint)
    let swift = try folder.write("App/WaveView.swift", Self.view)
    let config = try folder.write("effectproof.json", Self.config)
    let html = folder.url("report.html")
    let run = CheckCommand.run(
      ["--config", config, "--html", html, "--density", "low", "--jobs", "2"],
      progress: ProgressDisplay(mode: .off) { _ in })
    // The wave breaks its promise, so the check fails and the page draws its worst case.
    #expect(run.exitCode == 1, "\(run.standardError)")
    #expect(run.standardOutput.contains("shader.wave.samplePromise"), "\(run.standardOutput)")
    let page = try String(contentsOfFile: html, encoding: .utf8)
    #expect(page.contains(">wave: worst sample</h3>"))
    #expect(page.contains(">tint</h3>"))

    let root = folder.path
    #expect(InputReads.counts(.metalScan, under: root) == [wave: 1, tint: 1])
    #expect(InputReads.counts(.swiftParse, under: root) == [swift: 1])
    #expect(InputReads.counts(.libraryBuild, under: root) == [folder.url("Shaders"): 1])
    #expect(InputReads.counts(.shaderCompile, under: root) == [wave: 1, tint: 1])
  }
}
