import EffectProof
import EffectProofBase
import EffectProofTestSupport
import Foundation
import LocatedJSON
import ProofEngine
import Testing

@testable import EffectProofCommandLine

/// `merge` takes exactly one complete run: every case of issue 34 that merged to a green report
/// (a missing or duplicated shard, another config, another n, density or `--only`, a whole run
/// mixed with shards, a shard's failure dropped) is refused with exit 2 and one line naming the
/// file, or stays failed.
@Suite struct MergeRefusalTests {
  /// Two property proofs that pass and one registry proof (shard 1 only).
  static let catalogue: @Sendable (Workspace) -> [ProofSelection] = { config in
    let holds = PropertyProof(
      id: "sample.holds", fact: "x·(1 − x) ≤ 1/4", domain: IntervalDomain(0.0...1.0),
      strategy: .random(count: 300)
    ) { x in .expect(x * (1 - x), atMost: 0.25) }
    let bounded = PropertyProof(
      id: "sample.bounded", fact: "x ≤ 1", domain: IntervalDomain(0.0...1.0),
      strategy: .random(count: 300)
    ) { x in .expect(x, atMost: 1) }
    return [
      ProofSelection(
        reason: "shaders",
        proofs: ProofCatalogue.selection(for: config).flatMap(\.proofs).filter {
          $0.id == "registry.functionCount"
        }),
      ProofSelection(reason: "sample", proofs: [holds, bounded]),
    ]
  }

  /// Runs `check` on `config` (TableReady's by default) with `arguments`, writing `file`.
  func shard(
    _ file: String, _ arguments: [String], config: String = Fixtures.tableReadyConfig
  ) -> String {
    let run = CheckCommand.run(
      ["--config", config, "--format", "json", "--output", file]
        + (arguments.contains("--seed") ? [] : ["--seed", "9"]) + arguments,
      progress: ProgressDisplay(mode: .off) { _ in }, catalogue: Self.catalogue)
    #expect(run.exitCode == 0, "\(run.standardError)")
    return file
  }

  /// The three shards 1/3, 2/3 and 3/3 in `folder`.
  func threeShards(_ folder: TemporaryFolder) -> [String] {
    (1...3).map { shard(folder.url("s\($0).json"), ["--shard", "\($0)/3"]) }
  }

  @Test func theThreeShardsOfOneRunMergeAndCarryTheRun() throws {
    let folder = try TemporaryFolder()
    let merged = EffectProofTool.run(["merge", "--format", "json"] + threeShards(folder))
    #expect(merged.exitCode == 0, "\(merged.standardError)")
    let report = try JSONReportRenderer.parse(Data(merged.standardOutput.utf8))
    #expect(report.run?.shard == .whole)
    #expect(report.run?.seed == ProofSeed(9))
    #expect(report.run?.config.hasPrefix("sha256:") == true)
    #expect(report.results.first { $0.id == "sample.holds" }?.cases == 300)
  }

  @Test func aMissingShardIsRefused() throws {
    let folder = try TemporaryFolder()
    let shards = threeShards(folder)
    let message = expectUsageError(EffectProofTool.run(["merge", shards[0], shards[1]]))
    #expect(message.hasPrefix("shard 3/3 is missing"), "\(message)")
    #expect(message.contains("s1.json") && message.contains("s2.json"))
  }

  @Test func aDuplicatedShardIsRefused() throws {
    let folder = try TemporaryFolder()
    let shards = threeShards(folder)
    let message = expectUsageError(EffectProofTool.run(["merge", shards[0]] + shards))
    #expect(message == "\(shards[0]): shard 1/3 is given twice (also \(shards[0]))")
    let copy = folder.url("copy.json")
    try FileManager.default.copyItem(atPath: shards[1], toPath: copy)
    let twice = expectUsageError(EffectProofTool.run(["merge"] + shards + [copy]))
    #expect(twice == "\(copy): shard 2/3 is given twice (also \(shards[1]))")
  }

  @Test func aShardOfAnotherConfigIsRefused() throws {
    let folder = try TemporaryFolder()
    let shards = threeShards(folder)
    // Another config over the same shaders: another file, another digest.
    let shaders = Fixtures.path("TableReady/Shaders")
    let other = try folder.write(
      "other.json", "{\"shaders\": [\"\(shaders)\"], \"expectedFunctionCount\": 9}")
    let foreign = shard(folder.url("foreign.json"), ["--shard", "3/3"], config: other)
    let message = expectUsageError(EffectProofTool.run(["merge", shards[0], shards[1], foreign]))
    #expect(
      message.hasPrefix("\(foreign): not a shard of the same run as \(shards[0]): config sha256:"))
  }

  @Test(arguments: [
    (["--shard", "3/4"], "shard count 3 against 4"),
    (["--shard", "3/3", "--density", "low"], "density default against low"),
    (["--shard", "3/3", "--only", "sample."], "--only (every proof) against sample."),
    (["--shard", "3/3", "--seed", "10"], "seed 0x0000000000000009 against 0x000000000000000A"),
  ])
  func aShardOfAnotherRunIsRefused(arguments: [String], difference: String) throws {
    let folder = try TemporaryFolder()
    let shards = threeShards(folder)
    let odd = shard(folder.url("odd.json"), arguments)
    let message = expectUsageError(EffectProofTool.run(["merge", shards[0], shards[1], odd]))
    #expect(message == "\(odd): not a shard of the same run as \(shards[0]): \(difference)")
  }

  @Test func aWholeRunMixedWithShardsIsRefused() throws {
    let folder = try TemporaryFolder()
    let shards = threeShards(folder)
    let whole = shard(folder.url("whole.json"), [])
    let message = expectUsageError(EffectProofTool.run(["merge", whole] + shards))
    #expect(message.hasPrefix("\(shards[0]): not a shard of the same run as \(whole)"))
    #expect(message.hasSuffix("shard count 1 against 3"))
    // A whole run alone is one complete run.
    #expect(EffectProofTool.run(["merge", whole]).exitCode == 0)
  }

  @Test func aReportWithoutItsRunIsRefused() throws {
    let folder = try TemporaryFolder()
    let shards = threeShards(folder)
    var object = try jsonObject(try String(contentsOfFile: shards[2], encoding: .utf8))
    object["run"] = nil
    let bare = folder.url("bare.json")
    try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: bare))
    let message = expectUsageError(EffectProofTool.run(["merge", shards[0], shards[1], bare]))
    #expect(message.hasPrefix("\(bare): the report does not say which run it is of"))
  }

  @Test func aShardLackingAProofIsRefused() throws {
    let folder = try TemporaryFolder()
    let shards = threeShards(folder)
    var object = try jsonObject(try String(contentsOfFile: shards[1], encoding: .utf8))
    let proofs = try #require(object["proofs"] as? [[String: Any]])
    object["proofs"] = proofs.filter { ($0["id"] as? String) != "sample.bounded" }
    let cut = folder.url("cut.json")
    try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: cut))
    let message = expectUsageError(EffectProofTool.run(["merge", shards[0], cut, shards[2]]))
    #expect(message == "\(cut): shard 2/3 lacks the proof sample.bounded, which \(shards[0]) has")
  }

  /// A shard that says its proof failed, with failing cases but no counterexample (the case of
  /// issue 34: it merged to `passed`), keeps the merged proof failed.
  @Test func aShardsFailureStaysFailed() throws {
    let folder = try TemporaryFolder()
    let shards = threeShards(folder)
    var object = try jsonObject(try String(contentsOfFile: shards[1], encoding: .utf8))
    var proofs = try #require(object["proofs"] as? [[String: Any]])
    let index = try #require(proofs.firstIndex { ($0["id"] as? String) == "sample.holds" })
    proofs[index]["status"] = "failed"
    proofs[index]["failingCases"] = 1
    proofs[index]["findings"] = [
      [
        "severity": "failure", "kind": "counterexample", "message": "case #4 fails",
        "file": NSNull(), "line": NSNull(), "column": NSNull(),
      ]
    ]
    object["proofs"] = proofs
    let failed = folder.url("failed.json")
    try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: failed))
    let merged = EffectProofTool.run(["merge", "--format", "json", shards[0], failed, shards[2]])
    #expect(merged.exitCode == 1, "\(merged.standardOutput)")
    let report = try JSONReportRenderer.parse(Data(merged.standardOutput.utf8))
    let holds = try #require(report.results.first { $0.id == "sample.holds" })
    #expect(holds.status == .failed)
    #expect(holds.findings.contains { $0.message == "case #4 fails (in shard 2/3)" })
    // Failing cases with no failure finding at all are a failure too.
    proofs[index]["findings"] = [[String: Any]]()
    object["proofs"] = proofs
    try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: failed))
    let bare = EffectProofTool.run(["merge", "--format", "json", shards[0], failed, shards[2]])
    #expect(bare.exitCode == 1, "\(bare.standardOutput)")
    #expect(bare.standardOutput.contains("no shard's report holds the counterexample"))
  }

  @Test func theDigestIsSHA256() {
    // FIPS 180-4's vectors; the third is a million "a"s.
    #expect(
      ContentDigest.sha256Name(of: Array("abc".utf8))
        == "sha256:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      ContentDigest.sha256Name(of: [])
        == "sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(
      ContentDigest.sha256Name(of: [UInt8](repeating: 0x61, count: 1_000_000))
        == "sha256:cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    #expect(
      ContentDigest.sha256Name(
        of: Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
        == "sha256:248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
  }
}

/// A shard that holds no proof (every selected proof runs whole in shard 1) warns on standard
/// error instead of printing a bare "0 proofs" that reads like a pass.
@Suite struct EmptyShardNoteTests {
  @Test func aShardWithNoProofSaysWhy() throws {
    let folder = try TemporaryFolder()
    let run = CheckCommand.run(
      [
        "--config", Fixtures.tableReadyConfig, "--only", "registry.", "--shard", "2/2",
        "--format", "json", "--output", folder.url("s2.json"),
      ],
      progress: ProgressDisplay(mode: .off) { _ in })
    #expect(run.exitCode == 0)
    #expect(
      run.standardError
        == "effectproof: warning: shard 2/2 ran no proof (those selected run whole in shard 1); merge the shards' reports\n"
    )
    let first = CheckCommand.run(
      ["--config", Fixtures.tableReadyConfig, "--only", "registry.", "--shard", "1/2"],
      progress: ProgressDisplay(mode: .off) { _ in })
    #expect(first.standardError.isEmpty)
  }
}
