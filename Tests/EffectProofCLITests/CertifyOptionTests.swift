import EffectProofBase
import EffectProofTestSupport
import Foundation
import ProofEngine
import ShaderProofs
import Testing

@testable import EffectProofCommandLine

/// `check --certify warn|required` over the config's `"certify"` (issue 37): its values, its
/// errors, and both policies on a small shader app, in the text and JSON reports.
@Suite struct CertifyOptionTests {
  /// A folder with one passing distortion and a config, `certify` in it when given.
  static func app(certify: String? = nil) throws -> (TemporaryFolder, String) {
    let folder = try TemporaryFolder()
    _ = try folder.write(
      "Shaders/S.metal",
      """
      #include <metal_stdlib>
      #include <SwiftUI/SwiftUI_Metal.h>
      using namespace metal;
      [[ stitchable ]] float2 plusOne(float2 position) { return position + 1.0; }

      """)
    let policy = certify.map { "\"certify\": \"\($0)\", " } ?? ""
    let config = try folder.write(
      "effectproof.json",
      "{\"shaders\": [\"Shaders\"], \(policy)\"shaderProofs\": {\"plusOne\": {\"viewSize\": [20, 20], \"maxSampleOffset\": [1, 1]}}}"
    )
    return (folder, config)
  }

  static func check(_ config: String, _ arguments: String...) -> ToolRun {
    EffectProofTool.run(
      ["check", "--config", config, "--only", "shader.", "--density", "low", "--jobs", "2"]
        + arguments)
  }

  @Test func theFlagTakesWarnOrRequired() {
    for (word, policy) in [("warn", CertifyPolicy.warn), ("required", .required)] {
      guard case .run(let options) = CheckCommand.plan(["--certify", word]) else {
        Issue.record("--certify \(word) did not plan")
        continue
      }
      #expect(options.certify == policy)
    }
    guard case .run(let none) = CheckCommand.plan([]) else { return }
    #expect(none.certify == nil, "without the flag the config decides")
  }

  @Test func aBadValueIsAUsageErrorThatSuggests() {
    #expect(
      expectUsageError(tool("check", "--certify", "requird"))
        == "--certify must be warn or required, not 'requird' (did you mean 'required'?)")
    #expect(
      expectUsageError(tool("check", "--certify", "sometimes"))
        == "--certify must be warn or required, not 'sometimes'")
    #expect(expectUsageError(tool("check", "--certify")) == "--certify needs a value")
    let misspelt = expectUsageError(tool("check", "--certfy", "required"))
    #expect(misspelt.contains("unknown option '--certfy'"), "\(misspelt)")
    #expect(misspelt.contains("--certify"), "\(misspelt)")
    #expect(CheckCommand.declaration.help.contains("--certify POLICY"))
  }

  @Test func warnPassesAndTheSummaryWarnsOnce() throws {
    let (folder, config) = try Self.app()
    let run = Self.check(config)
    #expect(run.exitCode == 0, "\(run.standardOutput)\n\(run.standardError)")
    let lines = run.standardOutput.split(separator: "\n").map(String.init)
    let warnings = lines.filter { $0.hasPrefix("warning: ") }
    #expect(warnings.count == 1, "\(lines)")
    #expect(
      warnings.first?.hasPrefix("warning: 2 shader proofs are sampled, not certified") == true)
    #expect(lines.contains("evidence: 1 certified, 0 counterexample, 2 sampled"), "\(lines)")
    _ = folder
  }

  @Test func requiredInTheConfigOrOnTheFlagFails() throws {
    let (folder, config) = try Self.app(certify: "required")
    let run = Self.check(config)
    #expect(run.exitCode == 1, "\(run.standardOutput)")
    #expect(run.standardOutput.contains("notCertified: sampled, not certified"))
    #expect(!run.standardOutput.contains("warning: 2 shader proofs"))
    // The flag overrides the config, both ways.
    #expect(Self.check(config, "--certify", "warn").exitCode == 0)
    let (other, warnConfig) = try Self.app()
    let flagged = Self.check(warnConfig, "--certify", "required", "--format", "json")
    #expect(flagged.exitCode == 1)
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(flagged.standardOutput.utf8)) as? [String: Any])
    let proofs = try #require(object["proofs"] as? [[String: Any]])
    let finite = try #require(proofs.first { $0["id"] as? String == "shader.plusOne.finite" })
    #expect(finite["evidence"] as? String == "sampled")
    #expect(finite["status"] as? String == "failed")
    let kinds = (finite["findings"] as? [[String: Any]])?.compactMap { $0["kind"] as? String }
    #expect(kinds == ["notCertified"])
    let compiles = try #require(proofs.first { $0["id"] as? String == "shader.plusOne.compiles" })
    #expect(compiles["evidence"] == nil)
    #expect(object["notes"] == nil)
    _ = (folder, other)
  }

  @Test func theJSONOfAWarnRunCarriesTheNote() throws {
    let (folder, config) = try Self.app(certify: "warn")
    let run = Self.check(config, "--format", "json")
    #expect(run.exitCode == 0)
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    let notes = try #require(object["notes"] as? [String])
    #expect(notes.count == 1)
    #expect(notes.first?.contains("--certify required") == true)
    let summary = try #require(object["summary"] as? [String: Any])
    #expect(
      summary["evidence"] as? [String: Int] == [
        "certified": 1, "counterexample": 0, "sampled": 2,
      ])
    _ = folder
  }
}
