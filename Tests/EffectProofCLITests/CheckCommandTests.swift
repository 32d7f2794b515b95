import EffectProofTestSupport
import Foundation
import Testing

@testable import EffectProofCommandLine

@Suite struct CheckCommandTests {
  static let config = Fixtures.tableReadyConfig
  static let summary = "10 proofs: 10 passed, 0 failed, 0 warned, 0 skipped (118 cases)"

  /// A config whose registry misspells one warm-up, so `registry.warmupsResolve` and
  /// `registry.everyFunctionWarmedUp` fail.
  func failingConfig(in folder: TemporaryFolder) throws -> String {
    try folder.write(
      "Shaders/Solo.metal",
      "[[ stitchable ]] half4 solo(float2 position, half4 color) { return color; }\n")
    return try folder.write(
      "effectproof.json",
      """
      {"registry": {"warmups": [{"name": "soloo", "usage": "colorEffect", "arguments": []}]},
       "expectedFunctionCount": 1}
      """)
  }

  // MARK: - Formats

  @Test func textReportOfTableReady() throws {
    let run = registryCheck("--config", Self.config)
    #expect(run.exitCode == 0)
    #expect(run.standardError.isEmpty)
    let lines = unwrapped(run.standardOutput).split(separator: "\n").map(String.init)
    // One line per proof, then the counts, the duration and the replay line (the registry
    // proofs draw no cases from the seed, so there is no seed line).
    try #require(lines.count == 13, "\(lines)")
    #expect(lines.prefix(10).allSatisfy { $0.hasPrefix("PASS registry.") })
    #expect(
      lines.contains {
        $0.hasPrefix("PASS registry.callSitesFollowed ") && $0.contains(" 28 cases ")
      })
    #expect(lines[10] == Self.summary)
    #expect(lines[11].hasPrefix("duration "))
    #expect(lines[12].hasPrefix("replay: effectproof check --config "))
  }

  @Test func theFormatDefaultsToText() {
    let plain = registryCheck("--config", Self.config)
    let text = registryCheck("--config=\(Self.config)", "--format=text")
    #expect(plain.exitCode == text.exitCode)
    #expect(timeless(plain.standardOutput) == timeless(text.standardOutput))
  }

  @Test func jsonReportOfTableReady() throws {
    let run = registryCheck("--config", Self.config, "--format", "json")
    #expect(run.exitCode == 0)
    #expect(run.standardError.isEmpty)
    let root = try jsonObject(run.standardOutput)
    #expect(root["generator"] as? String == "effectproof \(EffectProofTool.version)")
    #expect(root["succeeded"] as? Bool == true)
    let summary = try #require(root["summary"] as? [String: Any])
    #expect(summary["proofs"] as? Int == 10)
    #expect(summary["passed"] as? Int == 10)
    #expect(summary["failed"] as? Int == 0)
    #expect(summary["skipped"] as? Int == 0)
    #expect(summary["cases"] as? Int == 118)
    let proofs = try #require(root["proofs"] as? [[String: Any]])
    #expect(proofs.map { $0["status"] as? String } == Array(repeating: "passed", count: 10))
  }

  @Test func junitReportOfTableReady() throws {
    let run = registryCheck("--config", Self.config, "--format", "junit")
    #expect(run.exitCode == 0)
    #expect(run.standardError.isEmpty)
    #expect(run.standardOutput.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"))
    #expect(
      run.standardOutput.contains(
        "<testsuite name=\"registry\" tests=\"10\" failures=\"0\" skipped=\"0\""))
    let root = try XMLTree.parse(run.standardOutput)
    #expect(root["name"] == "effectproof \(EffectProofTool.version)")
    #expect(root["tests"] == "10")
    #expect(root["failures"] == "0")
    let suites = root.elements("testsuite")
    #expect(suites.map { $0["name"] } == ["registry"])
    #expect(suites.first?.elements("testcase").count == 10)
  }

  @Test func aBadFormat() {
    #expect(
      expectUsageError(registryCheck("--config", Self.config, "--format", "xml"))
        == "--format must be one of text, json, junit, not 'xml'")
  }

  // MARK: - Failing and invalid configs

  @Test func aFailingConfigExitsOne() throws {
    let folder = try TemporaryFolder()
    let config = try failingConfig(in: folder)
    let run = registryCheck("--config", config)
    #expect(run.exitCode == 1)
    #expect(run.standardError.isEmpty)
    let lines = run.standardOutput.split(separator: "\n").map(String.init)
    #expect(
      lines.filter { $0.hasPrefix("FAIL ") }.map { $0.split(separator: " ")[1] } == [
        "registry.warmupsResolve", "registry.everyFunctionWarmedUp",
      ])
    #expect(lines.contains { $0.hasPrefix("     \(config):1:36: missingFunction: ") })
    #expect(lines.contains("7 proofs: 5 passed, 2 failed, 0 warned, 0 skipped (8 cases)"))
    #expect(
      unwrapped(run.standardOutput).split(separator: "\n").last?
        .hasPrefix("replay the failures: effectproof check --config ") == true)
  }

  @Test func aFailingConfigInJSONSaysSo() throws {
    let folder = try TemporaryFolder()
    let run = registryCheck("--config", try failingConfig(in: folder), "--format", "json")
    #expect(run.exitCode == 1)
    let root = try jsonObject(run.standardOutput)
    #expect(root["succeeded"] as? Bool == false)
    #expect((root["summary"] as? [String: Any])?["failed"] as? Int == 2)
  }

  @Test func aConfigWithAWrongTypeIsAUsageError() throws {
    let folder = try TemporaryFolder()
    let config = try folder.write(
      "effectproof.json", "{\n  \"expectedFunctionCount\": \"nine\"\n}\n")
    #expect(
      expectUsageError(registryCheck("--config", config))
        == "\(config):2:28: $.expectedFunctionCount: expected a number, found a string")
  }

  @Test func aConfigWithAnUnknownKeyIsAUsageError() throws {
    let folder = try TemporaryFolder()
    let config = try folder.write("effectproof.json", "{\"shader\": []}")
    #expect(
      expectUsageError(registryCheck("--config", config))
        == "\(config):1:2: $.shader: unknown key \"shader\"; allowed keys: shaders, swift, registry, expectedFunctionCount, maxFileBytes, certify, shaderProofs, cards, timing, felt, wheel, curl, ripple, dice (did you mean \"shaders\"?)"
    )
  }

  @Test func aMissingConfigIsAUsageError() throws {
    let folder = try TemporaryFolder()
    let config = folder.url("effectproof.json")
    #expect(
      expectUsageError(registryCheck("--config", config))
        == "\(config): cannot read the config: no such file")
  }

  @Test func aConfigKeyWithALineBreakStillGivesOneLine() throws {
    let folder = try TemporaryFolder()
    let config = try folder.write("effectproof.json", "{\"sha\\nders\": []}")
    let run = registryCheck("--config", config)
    #expect(run.exitCode == 2)
    #expect(run.standardOutput.isEmpty)
    #expect(run.standardError.split(separator: "\n").count == 1, "\(run.standardError)")
  }

  // MARK: - --output

  @Test func outputWritesTheReportAndPrintsTheSummary() throws {
    let folder = try TemporaryFolder()
    let output = folder.url("report.txt")
    let run = registryCheck("--config", Self.config, "--output", output)
    #expect(run.exitCode == 0)
    #expect(run.standardError.isEmpty)
    #expect(run.standardOutput == "\(Self.summary); text report written to \(output)\n")
    let written = try String(contentsOfFile: output, encoding: .utf8)
    #expect(timeless(written) == timeless(registryCheck("--config", Self.config).standardOutput))
    #expect(try folder.contents() == ["report.txt"])
  }

  @Test func outputReplacesAnExistingReport() throws {
    let folder = try TemporaryFolder()
    // A long earlier JSON report (its generator key first): the new one replaces it whole.
    let stale =
      "{\n  \"generator\" : \"effectproof 0.0.9\",\n  \"proofs\" : [\n"
      + String(repeating: "\"stale\", ", count: 10_000) + "0]}\n"
    let output = try folder.write("report.json", stale)
    let run = registryCheck("--config", Self.config, "--format", "json", "--output", output)
    #expect(run.exitCode == 0)
    #expect(run.standardOutput == "\(Self.summary); json report written to \(output)\n")
    let root = try jsonObject(try String(contentsOfFile: output, encoding: .utf8))
    #expect(root["succeeded"] as? Bool == true)
    #expect((root["proofs"] as? [Any])?.count == 10)
  }

  @Test func junitOutput() throws {
    let folder = try TemporaryFolder()
    let output = folder.url("junit.xml")
    let run = registryCheck("--config", Self.config, "--format=junit", "--output=\(output)")
    #expect(run.standardOutput == "\(Self.summary); junit report written to \(output)\n")
    let written = try String(contentsOfFile: output, encoding: .utf8)
    #expect(written.hasPrefix("<?xml"))
    #expect(written.hasSuffix("</testsuites>\n"))
  }

  @Test func outputOfAFailingRunIsWrittenAndExitsOne() throws {
    let folder = try TemporaryFolder()
    let output = folder.url("report.txt")
    let run = registryCheck("--config", try failingConfig(in: folder), "--output", output)
    #expect(run.exitCode == 1)
    #expect(
      run.standardOutput
        == "7 proofs: 5 passed, 2 failed, 0 warned, 0 skipped (8 cases); text report written to \(output)\n"
    )
    #expect(
      try String(contentsOfFile: output, encoding: .utf8).contains("FAIL registry.warmupsResolve"))
  }

  @Test func outputToAFolderIsAUsageError() throws {
    let folder = try TemporaryFolder()
    #expect(
      expectUsageError(registryCheck("--config", Self.config, "--output", folder.path))
        == "--output \(folder.path) is a folder; give a file path")
    #expect(try folder.contents().isEmpty)
  }

  @Test func outputInAMissingFolderIsAUsageErrorAndWritesNothing() throws {
    let folder = try TemporaryFolder()
    let output = folder.url("missing/report.txt")
    let message = expectUsageError(registryCheck("--config", Self.config, "--output", output))
    #expect(
      message
        == "cannot write --output \(output): the folder \(folder.url("missing")) does not exist")
    #expect(!FileManager.default.fileExists(atPath: output))
    #expect(try folder.contents().isEmpty)
  }

  @Test func anInvalidConfigWritesNoOutput() throws {
    let folder = try TemporaryFolder()
    let config = try folder.write("effectproof.json", "{\"maxFileBytes\": 0}")
    let output = folder.url("report.txt")
    expectUsageError(registryCheck("--config", config, "--output", output))
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  // MARK: - Arguments

  @Test func anUnknownOption() {
    #expect(
      expectUsageError(registryCheck("--conifg", Self.config))
        == "unknown option '--conifg' (did you mean --config?); see --help for the options"
    )
  }

  @Test func anOperandSuggestsConfig() {
    #expect(
      expectUsageError(registryCheck("my.json"))
        == "check takes no operands, found 'my.json' (did you mean --config my.json?)")
  }

  @Test func aRepeatedOption() {
    #expect(
      expectUsageError(registryCheck("--config", Self.config, "--config", Self.config))
        == "--config is given twice")
  }

  @Test func aMissingValue() {
    #expect(expectUsageError(registryCheck("--output")) == "--output needs a value")
  }
}

/// `check` limited to the registry proofs, whose counts these tests pin; the other proof groups
/// have their own tests.
func registryCheck(_ arguments: String...) -> ToolRun {
  EffectProofTool.run(["check", "--only", "registry."] + arguments)
}
