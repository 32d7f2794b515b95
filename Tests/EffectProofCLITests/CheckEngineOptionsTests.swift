import EffectProof
import EffectProofTestSupport
import Foundation
import ProofEngine
import Testing

@testable import EffectProofCommandLine

/// `check`'s engine options on a catalogue with property proofs: --only, --seed, --density,
/// --shard, --jobs and merging shard reports.
@Suite struct CheckEngineOptionsTests {
  /// The registry proofs of the config plus two property proofs, one of which fails.
  static let catalogue: @Sendable (Workspace) -> [ProofSelection] = { config in
    let holds = PropertyProof(
      id: "sample.holds", fact: "x·(1 − x) ≤ 1/4", domain: IntervalDomain(0.0...1.0),
      strategy: .sequence([.grid, .random(count: 400)])
    ) { x in .expect(x * (1 - x), atMost: 0.25) }
    let breaks = PropertyProof(
      id: "sample.breaks", fact: "x < 0.9", domain: IntervalDomain(0.0...1.0),
      strategy: .random(count: 400)
    ) { x in .expect(x, atMost: 0.9) }
    return ProofCatalogue.selection(for: config)
      + [ProofSelection(reason: "sample", proofs: [holds, breaks])]
  }

  func check(_ arguments: String...) -> ToolRun {
    CheckCommand.run(
      ["--config", Fixtures.tableReadyConfig] + arguments,
      progress: ProgressDisplay(mode: .off) { _ in }, catalogue: Self.catalogue)
  }

  @Test func onlyRunsTheProofsWithThePrefix() {
    let run = check("--only", "sample.holds")
    #expect(run.exitCode == 0)
    #expect(run.standardOutput.contains("PASS sample.holds"))
    #expect(!run.standardOutput.contains("registry."))
    let two = check("--only", "registry.usage", "--only", "sample.")
    #expect(two.exitCode == 1)
    #expect(two.standardOutput.contains("3 proofs"))
  }

  @Test func aFailureNamesTheSeedAndTheReplayLine() {
    let run = check("--only", "sample.breaks", "--seed", "0x2A")
    #expect(run.exitCode == 1)
    #expect(run.standardOutput.contains("seed 0x000000000000002A"))
    #expect(
      unwrapped(run.standardOutput).contains(
        "replay: effectproof check --config \(Fixtures.tableReadyConfig) --only sample.breaks --seed 0x000000000000002A"
      ))
  }

  @Test func theSameSeedGivesTheSameReportAndJobsDoNotMatter() throws {
    let a = try report(check("--only", "sample.", "--seed", "7", "--jobs", "1", "--format", "json"))
    let b = try report(check("--only", "sample.", "--seed", "7", "--jobs", "4", "--format", "json"))
    let c = try report(check("--only", "sample.", "--seed", "8", "--format", "json"))
    #expect(a.results.map(\.worst) == b.results.map(\.worst))
    #expect(a.results.map(\.counterexample) == b.results.map(\.counterexample))
    #expect(a.results.map(\.counterexample) != c.results.map(\.counterexample))
  }

  @Test func densityScalesTheDraws() throws {
    let low = try report(check("--only", "sample.holds", "--density", "low", "--format", "json"))
    let high = try report(check("--only", "sample.holds", "--density", "high", "--format", "json"))
    #expect(low.results.first?.cases == 11 + 100)
    #expect(high.results.first?.cases == 11 + 1600)
  }

  @Test func shardReportsMergeIntoTheWholeRun() throws {
    let folder = try TemporaryFolder()
    let whole = try report(check("--seed", "5", "--format", "json"))
    var paths: [String] = []
    for index in 1...3 {
      let path = folder.url("shard\(index).json")
      let run = check("--seed", "5", "--shard", "\(index)/3", "--format", "json", "--output", path)
      #expect(run.exitCode == (index == 1 ? 1 : 1))
      paths.append(path)
    }
    let shardTwo = try JSONReportRenderer.parse(Data(contentsOf: URL(fileURLWithPath: paths[1])))
    #expect(shardTwo.results.map(\.id).filter { $0.hasPrefix("registry.") }.isEmpty)
    #expect(shardTwo.results.map(\.id).suffix(2) == ["sample.holds", "sample.breaks"])
    let merged = EffectProofTool.run(["merge", "--format", "json"] + paths.reversed())
    #expect(merged.exitCode == 1)
    let combined = try report(merged)
    #expect(combined.results.map(\.id).sorted() == whole.results.map(\.id).sorted())
    for result in whole.results {
      let other = combined.results.first { $0.id == result.id }
      #expect(other?.cases == result.cases, "\(result.id)")
      #expect(other?.counterexample == result.counterexample, "\(result.id)")
      #expect(other?.worst == result.worst, "\(result.id)")
      #expect(other?.status == result.status, "\(result.id)")
    }
  }

  @Test func mergeRejectsMismatchedSeedsAndBadFiles() throws {
    let folder = try TemporaryFolder()
    let a = folder.url("a.json")
    let b = folder.url("b.json")
    _ = check(
      "--only", "sample.", "--seed", "1", "--shard", "1/2", "--format", "json", "--output", a)
    _ = check(
      "--only", "sample.", "--seed", "2", "--shard", "2/2", "--format", "json", "--output", b)
    #expect(
      expectUsageError(EffectProofTool.run(["merge", a, b]))
        == "\(b): not a shard of the same run as \(a): seed 0x0000000000000001 against 0x0000000000000002"
    )
    let junk = try folder.write("junk.json", "{\"proofs\": 3}")
    #expect(expectUsageError(EffectProofTool.run(["merge", junk])).contains("$.proofs"))
    #expect(
      expectUsageError(EffectProofTool.run(["merge", folder.url("none.json")])).contains(
        "cannot read"))
    expectUsageError(EffectProofTool.run(["merge"]))
  }

  @Test(arguments: [
    ["--seed", "0xZZ"], ["--seed", "-3"], ["--density", "medium"], ["--shard", "0/2"],
    ["--shard", "3/2"], ["--shard", "two"], ["--jobs", "0"], ["--jobs", "many"], ["--only", ""],
    ["--only", "nothing."],
  ])
  func badEngineOptionsAreUsageErrors(arguments: [String]) {
    let run = CheckCommand.run(
      ["--config", Fixtures.tableReadyConfig] + arguments,
      progress: ProgressDisplay(mode: .off) { _ in }, catalogue: Self.catalogue)
    expectUsageError(run)
  }

  @Test func listPrintsIdsAndFacts() {
    let run = check("--list", "--only", "sample.")
    #expect(
      run.standardOutput
        == "sample.holds\tsample\tx·(1 − x) ≤ 1/4\nsample.breaks\tsample\tx < 0.9\n")
  }

  @Test func liveProgressRedrawsOneLineAndClearsIt() {
    let lines = Lines()
    let display = ProgressDisplay(mode: .live) { lines.append($0) }
    display.show(
      ProgressEvent(id: "a.b", casesDone: 5, casesTotal: 10, elapsedSeconds: 1, isFinished: false))
    display.show(
      ProgressEvent(id: "a.b", casesDone: 10, casesTotal: 10, elapsedSeconds: 2, isFinished: true))
    display.finish()
    #expect(lines.all.first == "\r\u{1B}[Ka.b: 5/10 cases, 1.0 s left")
    #expect(lines.all.last == "\r\u{1B}[K")
  }

  func report(_ run: ToolRun) throws -> ProofReport {
    try JSONReportRenderer.parse(Data(run.standardOutput.utf8))
  }
}

/// Thread-safe collected output.
final class Lines: @unchecked Sendable {  // @unchecked: every access holds `lock`.
  private let lock = NSLock()
  private var lines: [String] = []
  func append(_ line: String) {
    lock.lock()
    lines.append(line)
    lock.unlock()
  }
  var all: [String] {
    lock.lock()
    defer { lock.unlock() }
    return lines
  }
}
