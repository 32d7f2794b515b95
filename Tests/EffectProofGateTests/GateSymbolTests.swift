import EffectProofGate
import EffectProofTestSupport
import Foundation
import ProofEngine
import Testing

/// `EffectProofGate` calls `EffectProofCommandLine` through a symbol it declares by name,
/// without importing it. These tests go through that declaration, as an app's gate does, so a
/// signature that drifted on either side (a crash or garbage here) or a symbol that stopped
/// linking (a build failure) shows up in `make test`, not in an app's CI.
@Suite struct GateSymbolTests {
  static let holds = PropertyProof(
    id: "gate.symbolHolds", title: "x ≤ 1 on [0, 1]", fact: "trivially",
    domain: IntervalDomain(0.0...1.0), strategy: .grid
  ) { x in .expect(x, atMost: 1) }

  static let fails = PropertyProof(
    id: "gate.symbolFails", title: "x ≤ 0.5 on [0, 1]", fact: "wrong past 0.5",
    domain: IntervalDomain(0.0...1.0), strategy: .grid
  ) { x in .expect(x, atMost: 0.5) }

  @Test func everyFieldCrossesTheSymbol() throws {
    let folder = try TemporaryFolder()
    let config = try folder.write("effectproof.json", "{}")
    let passing = EffectProofTool.run(
      ["check", "--config", config, "--format", "json"], adding: [Self.holds])
    #expect(passing.exitCode == 0, "\(passing.standardError)")
    let report = try JSONReportRenderer.parse(Data(passing.standardOutput.utf8))
    #expect(report.results.map(\.id) == ["gate.symbolHolds"])
    #expect(passing.standardError.isEmpty)

    let failing = EffectProofTool.run(
      ["check"], adding: [Self.holds, Self.fails], programName: "AppGate",
      currentFolder: folder.path)
    #expect(failing.exitCode == 1)
    // Long replay commands wrap between arguments with " \"; rejoined they paste as one.
    let joined = failing.standardOutput.replacingOccurrences(
      of: " \\\\\n +", with: " ", options: .regularExpression)
    #expect(joined.contains("replay: AppGate check --config"))
    #expect(joined.contains("--only gate.symbolFails"))
  }

  @Test func aUsageErrorComesBackOnStandardError() {
    let run = EffectProofTool.run(["check", "--no-such-option"])
    #expect(run.exitCode == 2)
    #expect(run.standardOutput.isEmpty)
    #expect(run.standardError.contains("unknown option '--no-such-option'"))
  }

  @Test func theVersionComesBack() {
    let run = EffectProofTool.run(["--version"])
    #expect(run.exitCode == 0)
    #expect(run.standardOutput.hasPrefix("effectproof "))
  }
}
