import EffectProofTestSupport
import Foundation
import ProofEngine
import Testing

@testable import EffectProofCommandLine

/// An app's own gate: `EffectProofTool.run(_:adding:programName:currentFolder:)` runs the
/// config's proofs and then the gate's, in every format, and refuses ids that cannot name one
/// proof each. (`make user-package` builds a real gate executable in another package;
/// `EffectProofGateTests` calls this through the symbol the gate's library declares.)
@Suite struct GateTests {
  /// x² ≤ x on [0, 1]: holds.
  static let squareBelow = PropertyProof(
    id: "myapp.squareBelow", title: "x² ≤ x on [0, 1]", fact: "x ≤ 1, so x · x ≤ x",
    domain: IntervalDomain(0.0...1.0), strategy: .sequence([.grid, .random(count: 200)])
  ) { x in .expect(x * x, atMost: x) }

  /// x² ≤ x on [0, 2]: fails for every x > 1.
  static let squareTooFar = PropertyProof(
    id: "myapp.squareTooFar", title: "x² ≤ x on [0, 2]", fact: "wrong past 1",
    domain: IntervalDomain(0.0...2.0), strategy: .sequence([.grid, .random(count: 200)])
  ) { x in .expect(x * x, atMost: x) }

  /// A config with the seeds' ripple section, so the gate's proofs run beside the catalogue's
  /// (its `ripple.*` math proofs; its kernel proofs need the config's shaders).
  @discardableResult
  static func config(_ folder: TemporaryFolder, _ text: String = #"{"ripple": {}}"#) throws
    -> String
  {
    try folder.write("effectproof.json", text)
  }

  @Test func theGateRunsItsProofsAfterTheConfigsInJSON() throws {
    let folder = try TemporaryFolder()
    let config = try Self.config(folder)
    let run = EffectProofTool.run(
      [
        "check", "--config", config, "--format", "json", "--jobs", "2", "--only", "ripple.",
        "--only", "myapp.",
      ], adding: [Self.squareBelow])
    #expect(run.exitCode == 0, "\(run.standardError)")
    let report = try JSONReportRenderer.parse(Data(run.standardOutput.utf8))
    let ids = report.results.map(\.id)
    #expect(ids.last == "myapp.squareBelow")
    #expect(ids.contains { $0.hasPrefix("ripple.") })
    #expect(report.results.last?.status == .passed)
    #expect((report.results.last?.cases ?? 0) > 200)
  }

  @Test func aConfigThatSelectsNothingStillRunsTheGatesProofs() throws {
    let folder = try TemporaryFolder()
    let config = try Self.config(folder, "{}")
    let run = EffectProofTool.run(["check", "--config", config], adding: [Self.squareBelow])
    #expect(run.exitCode == 0, "\(run.standardError)")
    #expect(run.standardOutput.contains("myapp.squareBelow"))
    // Without the gate's proofs the same config is a usage error: nothing to check.
    #expect(EffectProofTool.run(["check", "--config", config]).exitCode == 2)
  }

  @Test func aFailingGateProofFailsTheRunAndItsReplayNamesTheGate() throws {
    let folder = try TemporaryFolder()
    let config = try Self.config(folder, "{}")
    let run = EffectProofTool.run(
      ["check", "--config", config], adding: [Self.squareBelow, Self.squareTooFar],
      programName: "MyAppGate")
    #expect(run.exitCode == 1)
    #expect(run.standardOutput.contains("FAIL myapp.squareTooFar"))
    // Long replay commands wrap between arguments with " \"; rejoined they paste as one.
    let joined = run.standardOutput.replacingOccurrences(
      of: " \\\\\n +", with: " ", options: .regularExpression)
    #expect(
      joined.contains("MyAppGate check --config \(config) --only myapp.squareTooFar"))
    #expect(!joined.contains("effectproof check"))
  }

  /// `init` run through a gate tells the user to run the gate's `check`, not `effectproof`'s
  /// (which would leave the app's own proofs out).
  @Test func initThroughAGateNamesTheGateNext() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "Shaders/Tint.metal",
      """
      #include <metal_stdlib>
      using namespace metal;
      [[ stitchable ]] half4 tint(float2 position, half4 color, float strength) { return color; }
      """)
    let run = EffectProofTool.run(
      ["init", folder.path], adding: [Self.squareBelow], programName: "MyAppGate")
    #expect(run.exitCode == 0, "\(run.standardError)")
    #expect(run.standardOutput.contains("\n  MyAppGate check --config "), "\(run.standardOutput)")
    #expect(!run.standardOutput.contains("effectproof check"))
  }

  /// A gate is the app's own effectproof: its help, usage lines, version and errors name it.
  @Test func aGatesHelpVersionAndErrorsNameTheGate() {
    func gate(_ arguments: String...) -> ToolRun {
      EffectProofTool.run(arguments, adding: [Self.squareBelow], programName: "MyAppGate")
    }
    let main = gate("help").standardOutput
    #expect(main.hasPrefix("MyAppGate: prove the math"), "\(main)")
    #expect(main.contains("\n  MyAppGate check [OPTIONS]\n"))
    #expect(!main.contains("effectproof check"))
    #expect(main.split(separator: "\n").allSatisfy { $0.count <= 100 }, "\(main)")
    let check = gate("check", "--help").standardOutput
    #expect(check.hasPrefix("MyAppGate check: run every proof"))
    #expect(check.contains("\n  MyAppGate check [--config FILE]"))
    #expect(
      gate("bench", "-h").standardOutput.contains(
        "\n  MyAppGate bench [--config FILE] baseline save"))
    #expect(
      gate("--version").standardOutput == "MyAppGate (effectproof \(EffectProofTool.version))\n")
    #expect(
      gate("check", "--jobs", "0").standardError.hasPrefix("MyAppGate: error: --jobs must be"))
    #expect(gate().standardError.hasPrefix("MyAppGate: prove the math"))
    // The plain tool keeps its own name.
    #expect(tool("check", "--jobs", "0").standardError.hasPrefix("effectproof: error: "))
  }

  @Test func junitAndHTMLHoldTheGatesProofs() throws {
    let folder = try TemporaryFolder()
    let config = try Self.config(folder, "{}")
    let html = folder.url("report.html")
    let run = EffectProofTool.run(
      ["check", "--config", config, "--format", "junit", "--html", html],
      adding: [Self.squareBelow, Self.squareTooFar])
    #expect(run.exitCode == 1)
    let suites = try XMLTree.parse(run.standardOutput)
    let cases = suites.elements("testsuite").flatMap { $0.elements("testcase") }
    let failing = cases.filter { !$0.elements("failure").isEmpty }.map { $0.attributes["name"] }
    #expect(
      cases.compactMap { $0.attributes["name"] }.sorted() == [
        "myapp.squareBelow", "myapp.squareTooFar",
      ])
    #expect(failing == ["myapp.squareTooFar"])
    let page = try String(contentsOfFile: html, encoding: .utf8)
    #expect(page.contains("myapp.squareBelow") && page.contains("myapp.squareTooFar"))
  }

  @Test func listAndOnlySeeTheGatesProofs() throws {
    let folder = try TemporaryFolder()
    let config = try Self.config(folder)
    let list = EffectProofTool.run(
      ["check", "--config", config, "--list"], adding: [Self.squareBelow])
    #expect(list.exitCode == 0)
    #expect(list.standardOutput.contains("myapp.squareBelow\tgate\tx ≤ 1, so x · x ≤ x\n"))
    let only = EffectProofTool.run(
      ["check", "--config", config, "--only", "myapp.", "--format", "json"],
      adding: [Self.squareBelow, Self.squareTooFar])
    let report = try JSONReportRenderer.parse(Data(only.standardOutput.utf8))
    #expect(report.results.map(\.id) == ["myapp.squareBelow", "myapp.squareTooFar"])
  }

  @Test func shardsSplitTheGatesProofsAndMergeBackWhole() throws {
    let folder = try TemporaryFolder()
    let config = try Self.config(folder, "{}")
    var shardFiles: [String] = []
    for index in 1...2 {
      let file = folder.url("shard\(index).json")
      let run = EffectProofTool.run(
        [
          "check", "--config", config, "--shard", "\(index)/2", "--format", "json", "--output",
          file,
        ],
        adding: [Self.squareBelow])
      #expect(run.exitCode == 0, "\(run.standardError)")
      shardFiles.append(file)
    }
    let whole = EffectProofTool.run(
      ["check", "--config", config, "--format", "json"], adding: [Self.squareBelow])
    let merged = EffectProofTool.run(["merge"] + shardFiles + ["--format", "json"])
    #expect(merged.exitCode == 0, "\(merged.standardError)")
    let wholeCases = try JSONReportRenderer.parse(Data(whole.standardOutput.utf8)).caseCount
    let mergedCases = try JSONReportRenderer.parse(Data(merged.standardOutput.utf8)).caseCount
    #expect(wholeCases == mergedCases && wholeCases > 0)
    let first = try JSONReportRenderer.parse(Data(contentsOf: URL(fileURLWithPath: shardFiles[0])))
    #expect(first.caseCount < wholeCases)
  }

  @Test func anIdTheCatalogueAlreadyHasIsAUsageError() throws {
    let folder = try TemporaryFolder()
    let config = try Self.config(folder)
    let catalogueID = try #require(
      EffectProofTool.run(["check", "--config", config, "--list"]).standardOutput
        .split(separator: "\n").first?.split(separator: "\t").first.map(String.init))
    let clash = PropertyProof(
      id: catalogueID, title: "clash", fact: "clash", domain: IntervalDomain(0.0...1.0),
      strategy: .grid
    ) { _ in .pass }
    let message = expectUsageError(
      EffectProofTool.run(["check", "--config", config], adding: [clash]))
    #expect(message.contains("two proofs have the id '\(catalogueID)'"))
    #expect(message.contains("'gate'"))
  }

  @Test(arguments: ["", "my app.proof", "two\nlines"])
  func anIdThatCannotBeSelectedIsAUsageError(id: String) throws {
    let folder = try TemporaryFolder()
    let config = try Self.config(folder, "{}")
    let proof = PropertyProof(
      id: id, title: "t", fact: "f", domain: IntervalDomain(0.0...1.0), strategy: .grid
    ) { _ in .pass }
    let message = expectUsageError(
      EffectProofTool.run(["check", "--config", config], adding: [proof]))
    #expect(message.contains(id.isEmpty ? "empty id" : "a space or a line break"))
  }

  @Test func twoGateProofsWithOneIdAreAUsageError() throws {
    let folder = try TemporaryFolder()
    let config = try Self.config(folder, "{}")
    let message = expectUsageError(
      EffectProofTool.run(
        ["check", "--config", config], adding: [Self.squareBelow, Self.squareBelow]))
    #expect(message.contains("two proofs have the id 'myapp.squareBelow' (from 'gate')"))
  }

  @Test func theGateFindsItsConfigFromItsFolder() throws {
    let folder = try TemporaryFolder()
    try Self.config(folder, "{}")
    let nested = try folder.makeFolder("Sources/App")
    let run = EffectProofTool.run(
      ["check"], adding: [Self.squareBelow], currentFolder: nested)
    #expect(run.exitCode == 0, "\(run.standardError)")
  }
}
