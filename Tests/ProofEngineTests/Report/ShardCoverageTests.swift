import ProofEngine
import Testing

/// A shard holds a part of a run's cases, so a coverage share can fall short in one shard
/// where the whole run meets it. In a shard that is a warning (the CI job stays green), and
/// `merge` judges the share on all the cases: an error there when it is still short.
@Suite struct ShardCoverageTests {
  /// Ten grid points 0, 1/9, …, 1: five are ≥ 0.5. Shard 1 of 2 gets indices 0, 2, 4, 6, 8 (two
  /// of them ≥ 0.5, 40 %), shard 2 gets 1, 3, 5, 7, 9 (three, 60 %); all ten give 50 %.
  static func proof(required: Double) -> PropertyProof<IntervalDomain<Double>> {
    PropertyProof(
      id: "shardCoverage.half", fact: "x ≤ 1",
      domain: IntervalDomain(0.0...1.0, grid: .points(10)), strategy: .grid,
      coverage: [CoverageRequirement("x ≥ 0.5", atLeast: required) { $0 >= 0.5 }]
    ) { x in .expect(x, atMost: 1) }
  }

  static func shards(_ proof: PropertyProof<IntervalDomain<Double>>) throws -> [ProofResult] {
    try (1...2).map { index in
      proof.run(RunSettings(shard: try #require(ProofShard(index: index, count: 2)), jobs: 1))
    }
  }

  @Test func aShareShortInOneShardWarnsThereAndPassesMerged() throws {
    let parts = try Self.shards(Self.proof(required: 0.5))
    #expect(parts.map(\.cases) == [5, 5])
    #expect(parts[0].status == .warned, "\(parts[0].findings)")
    let finding = try #require(parts[0].findings.first { $0.engineKind == .coverage })
    #expect(finding.severity == .warning)
    #expect(finding.message.contains("40.0 % of 5 cases, 50.0 % required in shard 1/2 alone"))
    #expect(parts[1].status == .passed)
    let merged = try ProofResult.merged(parts)
    #expect(merged.status == .passed, "\(merged.findings)")
    #expect(!merged.findings.contains { $0.engineKind == .coverage })
  }

  @Test func aShareShortInTheWholeRunFailsMerged() throws {
    let parts = try Self.shards(Self.proof(required: 0.6))
    #expect(parts.map(\.status) == [.warned, .passed])
    let merged = try ProofResult.merged(parts)
    #expect(merged.status == .failed)
    let finding = try #require(merged.findings.first { $0.engineKind == .coverage })
    #expect(finding.severity == .error)
    #expect(finding.message == "coverage \"x ≥ 0.5\": 50.0 % of 10 cases, 60.0 % required")
    // The same proof run whole fails the same way.
    #expect(Self.proof(required: 0.6).run(RunSettings(jobs: 1)).status == .failed)
  }
}
