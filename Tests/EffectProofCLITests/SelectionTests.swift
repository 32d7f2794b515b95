import EffectProofTestSupport
import Foundation
import Testing

@testable import EffectProofCommandLine

/// What a config selects: `--list` names the key behind each proof, the holographic card runs
/// its cards and registry only, and a config that selects nothing is a config error.
@Suite struct SelectionTests {
  /// `(id, key)` of every line `check --list` prints for `config`.
  func listed(_ config: String) -> [(id: String, key: String)] {
    let run = tool("check", "--config", config, "--list")
    #expect(run.exitCode == 0, "\(run.standardError)")
    return run.standardOutput.split(separator: "\n").map { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      return (String(fields[0]), fields.count > 1 ? String(fields[1]) : "")
    }
  }

  @Test func theHolographicCardRunsItsCardsAndRegistryOnly() {
    let lines = listed(RepositoryFixtures.path("Holographic/effectproof.json"))
    #expect(lines.count == 36)
    #expect(Set(lines.map(\.key)) == ["shaders", "expectedFunctionCount", "cards", "shaderProofs"])
    #expect(lines.first { $0.id == "registry.functionCount" }?.key == "expectedFunctionCount")
    for line in lines {
      let prefixes =
        switch line.key {
        case "cards": ["tilt.", "projection.", "flip.", "spring.", "kernel.foil"]
        case "shaderProofs": ["shader.foil."]
        default: ["registry."]
        }
      #expect(prefixes.contains { line.id.hasPrefix($0) }, "\(line.id) selected by \(line.key)")
    }
  }

  @Test func tableReadySelectsEverySectionAndAll134() {
    let lines = listed(RepositoryFixtures.path("TableReady/effectproof.json"))
    #expect(lines.count == 134)
    #expect(
      Set(lines.map(\.key))
        == [
          "shaders", "swift", "expectedFunctionCount", "cards", "timing", "felt", "wheel", "curl",
          "ripple", "dice", "shaderProofs",
        ])
    #expect(lines.first { $0.id == "registry.callSitesFollowed" }?.key == "swift")
    #expect(lines.first { $0.id == "registry.usage" }?.key == "shaders")
    #expect(lines.first { $0.id == "ball.dropContinuity" }?.key == "wheel")
    #expect(lines.first { $0.id == "kernel.grainInCodeValues" }?.key == "felt")
  }

  @Test func aConfigThatSelectsNothingIsAConfigError() throws {
    let folder = try TemporaryFolder()
    let config = try folder.write("effectproof.json", "{\"maxFileBytes\": 1000}")
    let message = expectUsageError(tool("check", "--config", config))
    #expect(message.hasPrefix("\(config) selects no proofs; add \"shaders\" or "), "\(message)")
    // With a short path, an example section.
    #expect(
      CheckMessages.nothingSelected("ci/effectproof.json")
        == "ci/effectproof.json selects no proofs; add \"shaders\" or a section such as \"ripple\": {} (help config)"
    )
    expectUsageError(tool("render", "--config", config, "--out", folder.url("pictures")))
  }

  @Test func helpConfigListsEverySectionFromItsEntry() {
    let run = tool("help", "config")
    #expect(run.exitCode == 0)
    for key in ["cards", "timing", "felt", "wheel", "curl", "ripple", "dice"] {
      #expect(run.standardOutput.contains("  \"\(key)\": "), "\(key)")
    }
    #expect(run.standardOutput.contains("widestLayout"))
    #expect(run.standardOutput.contains("proofs: curl.* kernel.curl*"))
  }
}

/// Run from a folder with no config up to its repository's root and no `--config`, the built
/// `check` looks from its own working directory (not an in-process folder) and says there is
/// none, in one line.
@Suite struct DefaultConfigTests {
  @Test func withoutAConfigNearbyCheckAsksForOne() throws {
    let folder = try TemporaryFolder()
    // The repository's root bounds the search, so a stray /tmp/effectproof.json is not found.
    _ = try folder.makeFolder(".git")
    let executable = try #require(
      BuiltBinaryTests.executable(), "the effectproof executable was not found next to the tests")
    let process = Process()
    process.executableURL = executable
    process.arguments = ["check"]
    process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
    let pipe = Pipe()
    process.standardError = pipe
    process.standardOutput = Pipe()
    try process.run()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 2)
    #expect(
      text.hasPrefix("effectproof: error: no effectproof.json "), "\(text)")
    #expect(text.contains("(the repository root)") || text.contains("(repo root)"), "\(text)")
    #expect(text.contains("pass --config FILE"))
    #expect(text.split(separator: "\n").count == 1)
  }
}
