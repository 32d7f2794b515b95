import Foundation
import ProofEngine
import Testing

/// A run follows from its seed and case indices alone: the same seed replays it, shards merge
/// into it, and jobs do not change it.
@Suite struct ReplayAndShardTests {
  /// Records every case value it sees and fails a deterministic sixth of them.
  static func proof(strategy: GenerationStrategy) -> PropertyProof<
    ProductDomain2<IntervalDomain<Double>, IntegerRangeDomain>
  > {
    PropertyProof(
      id: "engine.replay", fact: "fails when the hash says so",
      domain: ProductDomain2(IntervalDomain(-1.0...1.0), IntegerRangeDomain(0...1000)),
      strategy: strategy,
      coverage: [CoverageRequirement("x below 0", atLeast: 0.3) { x, _ in x < 0 }]
    ) { x, n in
      let margin = x * 10 + Double(n % 7) - 9
      return margin > 0 ? .fail("x·10 + n mod 7 > 9", margin: margin) : .pass(margin: margin)
    }
  }

  static let strategies: [GenerationStrategy] = [
    .random(count: 3000), .sobol(count: 2000), .halton(count: 2000),
    .edgeBiased(count: 2000, edgeShare: 0.3), .sequence([.grid, .random(count: 500)]),
  ]

  @Test(arguments: strategies)
  func theSameSeedReplaysTheWholeRun(strategy: GenerationStrategy) {
    let proof = Self.proof(strategy: strategy)
    let first = proof.run(RunSettings(seed: 42, jobs: 1))
    let again = proof.run(RunSettings(seed: 42, jobs: 1))
    #expect(first.cases == proof.caseCount())
    #expect(Self.stable(first) == Self.stable(again))
    let values = (0..<50).map { proof.value(at: $0, seed: 42).map { "\($0)" } }
    #expect(values == (0..<50).map { proof.value(at: $0, seed: 42).map { "\($0)" } })
  }

  @Test func anotherSeedDrawsOtherCases() {
    let proof = Self.proof(strategy: .random(count: 100))
    let a = (0..<20).map { proof.value(at: $0, seed: 1).map { "\($0)" } }
    let b = (0..<20).map { proof.value(at: $0, seed: 2).map { "\($0)" } }
    #expect(a != b)
  }

  @Test(arguments: strategies)
  func jobsDoNotChangeTheResult(strategy: GenerationStrategy) {
    let proof = Self.proof(strategy: strategy)
    let serial = proof.run(RunSettings(seed: 9, jobs: 1))
    let parallel = proof.run(RunSettings(seed: 9, jobs: 4))
    #expect(Self.stable(serial) == Self.stable(parallel))
  }

  @Test(arguments: [2, 3, 5])
  func shardsMergeIntoTheWholeRun(count: Int) throws {
    let proof = Self.proof(strategy: .sequence([.grid, .random(count: 1500)]))
    let whole = proof.run(RunSettings(seed: 5, jobs: 2))
    let shards = (1...count).map { index in
      proof.run(RunSettings(seed: 5, shard: ProofShard(index: index, count: count) ?? .whole))
    }
    #expect(shards.map(\.cases).reduce(0, +) == whole.cases)
    #expect(shards.allSatisfy { $0.shard?.count == count })
    let merged = try ProofResult.merged(shards.reversed())
    #expect(Self.stable(merged) == Self.stable(whole))
    #expect(merged.shard == nil)
  }

  @Test func mergingRejectsDifferentSeedsAndProofs() {
    let proof = Self.proof(strategy: .random(count: 10))
    let a = proof.run(RunSettings(seed: 1, shard: ProofShard(index: 1, count: 2) ?? .whole))
    let b = proof.run(RunSettings(seed: 2, shard: ProofShard(index: 2, count: 2) ?? .whole))
    #expect(throws: ProofResult.MergeError.self) { try ProofResult.merged([a, b]) }
    var other = a
    other.id = "engine.other"
    #expect(throws: ProofResult.MergeError.self) { try ProofResult.merged([a, other]) }
    #expect(throws: ProofResult.MergeError.self) { try ProofResult.merged([]) }
  }

  @Test func shardsParseAndPartitionTheCases() {
    #expect(ProofShard(parsing: "2/3") == ProofShard(index: 2, count: 3))
    for bad in ["0/3", "4/3", "1/0", "a/b", "1", "1/2/3", "-1/2", ""] {
      #expect(ProofShard(parsing: bad) == nil, "\(bad)")
    }
    let shards = (1...3).compactMap { ProofShard(index: $0, count: 3) }
    for index in 0..<100 {
      #expect(shards.filter { $0.contains(index) }.count == 1)
    }
  }

  @Test func seedsParseHexAndDecimalAndPrintAsHex() {
    #expect(ProofSeed(parsing: "0x2A") == ProofSeed(42))
    #expect(ProofSeed(parsing: "42") == ProofSeed(42))
    #expect(ProofSeed(parsing: "0xFFFF_FFFF_FFFF_FFFF") == ProofSeed(.max))
    #expect(ProofSeed(parsing: "-1") == nil)
    #expect(ProofSeed(parsing: "0x1_0000_0000_0000_0000") == nil)
    #expect(ProofSeed(parsing: "seed") == nil)
    #expect(ProofSeed(42).description == "0x000000000000002A")
  }

  @Test func densityScalesDrawsButNotGrids() {
    let proof = Self.proof(strategy: .sequence([.grid, .random(count: 400)]))
    let grid = 11 * 1001
    #expect(proof.caseCount(density: .low) == grid + 100)
    #expect(proof.caseCount(density: .default) == grid + 400)
    #expect(proof.caseCount(density: .high) == grid + 1600)
  }

  /// The fields that must not depend on timing.
  static func stable(_ result: ProofResult) -> String {
    var copy = result
    copy.durationSeconds = 0
    copy.generationSeconds = 0
    copy.checkingSeconds = 0
    copy.shard = nil
    return "\(copy)"
  }
}
