import EffectProofTestSupport
import Foundation
import Testing

@testable import EffectProofCommandLine

/// `effectproof bench --config`: an app's shaders timed on 1 and 2 jobs with their samples per
/// pixel, saved and compared as baselines with the harness's exit codes.
@Suite struct BenchCommandTests {
  static let config = Fixtures.path("ExampleApp/effectproof.json")
  static let quick = ["--repetitions", "9", "--min-time", "0.001", "--warmup", "1"]

  func bench(_ arguments: [String]) -> ToolRun {
    EffectProofTool.run(["bench", "--config", Self.config] + arguments)
  }

  @Test func measuresEachEntryOnOneAndTwoJobsWithItsSamplesPerPixel() throws {
    let folder = try TemporaryFolder()
    let run = bench(
      [
        "--only", "split", "--only", "glow", "--baseline-dir", folder.path, "baseline", "save",
        "app",
      ]
        + Self.quick)
    #expect(run.exitCode == 0, "\(run.standardError)")
    for name in [
      "app/split [1 job]", "app/split [2 jobs]", "app/glow [1 job]", "app/glow [2 jobs]",
    ] {
      #expect(run.standardOutput.contains(name), "\(name)")
    }
    #expect(!run.standardOutput.contains("app/loupe"))
    // The split samples its layer three times per pixel (its two offsets and the pixel); the
    // glow, a colour effect, never samples.
    #expect(run.standardOutput.contains("app/split [1 job]: samplesPerPixel 3"))
    #expect(run.standardOutput.contains("app/glow [1 job]: samplesPerPixel 0"))
    #expect(run.standardOutput.contains("split: 1 job ÷ 2 jobs"))
    #expect(run.standardOutput.contains("view 240×160 pt at scale 1"))
    #expect(FileManager.default.fileExists(atPath: folder.url("app.json")))
  }

  @Test func aChangedSampleCountGatesExactly() throws {
    let folder = try TemporaryFolder()
    let saved = bench(
      ["--only", "split", "--baseline-dir", folder.path, "baseline", "save", "app"] + Self.quick)
    #expect(saved.exitCode == 0, "\(saved.standardError)")
    let path = folder.url("app.json")
    let original = try String(contentsOfFile: path, encoding: .utf8)
    #expect(original.contains("\"samplesPerPixel\" : 3"))
    // A baseline that took fewer samples: this run takes more, a regression (2).
    try original.replacingOccurrences(
      of: "\"samplesPerPixel\" : 3", with: "\"samplesPerPixel\" : 2"
    )
    .write(toFile: path, atomically: true, encoding: .utf8)
    let more = bench(
      ["--only", "split", "--baseline-dir", folder.path, "--baseline", "app"] + Self.quick)
    let line = more.standardOutput.split(separator: "\n").first { $0.contains("· samplesPerPixel") }
    #expect(line?.hasSuffix("exact  regression") == true, "\(more.standardOutput)")
    #expect(more.exitCode == 2, "\(more.standardOutput)")
    // One that took more: an improvement only (4), unless a time regressed.
    try original.replacingOccurrences(
      of: "\"samplesPerPixel\" : 3", with: "\"samplesPerPixel\" : 5"
    )
    .write(toFile: path, atomically: true, encoding: .utf8)
    let fewer = bench(
      ["--only", "split", "--baseline-dir", folder.path, "--baseline", "app"] + Self.quick)
    #expect([2, 4].contains(fewer.exitCode))
    let improved = fewer.standardOutput.split(separator: "\n").first {
      $0.contains("· samplesPerPixel")
    }
    #expect(improved?.hasSuffix("exact  improvement") == true, "\(fewer.standardOutput)")
  }

  @Test func badInputIsAUsageErrorOrAnErrorWithTheHarnessesCodes() throws {
    let unknown = bench(["--only", "nope"])
    #expect(unknown.exitCode == 64)
    #expect(unknown.standardError.contains("no such shaderProofs entry (entries: loupe, wave"))
    #expect(bench(["--filter", "x"]).exitCode == 64)
    #expect(bench(["--callgrind"]).exitCode == 64)
    #expect(bench(["--repetitions", "2"]).exitCode == 64)
    #expect(bench(["baseline", "save"]).exitCode == 64)
    #expect(EffectProofTool.run(["bench", "--config"]).exitCode == 64)
    let folder = try TemporaryFolder()
    let empty = try folder.write("effectproof.json", "{}")
    let none = EffectProofTool.run(["bench", "--config", empty])
    #expect(none.exitCode == 1)
    #expect(none.standardError.contains("no shaderProofs entries"))
    let missing = EffectProofTool.run(["bench", "--config", folder.url("nope.json")])
    #expect(missing.exitCode == 1)
    let help = EffectProofTool.run(["bench", "--help"])
    #expect(help.exitCode == 0 && help.standardOutput == BenchCommand.declaration.help)
  }
}
