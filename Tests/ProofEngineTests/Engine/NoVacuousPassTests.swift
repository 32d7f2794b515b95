import Foundation
import ProofEngine
import Testing

/// The engine's rows of docs/guarantees.md, "No vacuous pass": a proof that checked nothing is
/// never a pass. In a whole run (and a merged one) it fails; in one shard, where a proof may
/// hold none of its cases, it warns, and the merge judges the whole run again.
@Suite struct NoVacuousPassTests {
  /// A property proof over `count` random draws that always holds (or always discards).
  static func proof(count: Int, discards: Bool = false) -> PropertyProof<IntervalDomain<Double>> {
    PropertyProof(
      id: "evidence.draws", fact: "always holds", domain: IntervalDomain(0.0...1.0),
      strategy: .random(count: count)
    ) { _ in discards ? .discard : .pass }
  }

  // MARK: - Property proofs

  @Test func aPropertyProofWithNoCaseFails() {
    let result = Self.proof(count: 0).run(RunSettings(jobs: 1))
    #expect(result.cases == 0)
    #expect(result.status == .failed)
    #expect(result.findings.map(\.engineKind) == [.discarded])
    #expect(result.findings.first?.message == "no case ran; nothing was proved")
  }

  @Test func aPropertyProofWhoseEveryCaseIsDiscardedFails() {
    let result = Self.proof(count: 20, discards: true).run(RunSettings(jobs: 2))
    #expect(result.cases == 20 && result.discarded == 20)
    #expect(result.status == .failed)
    #expect(result.findings.first?.message == "all 20 cases were discarded; nothing was proved")
  }

  /// Two draws over three shards: shard 3 holds none of them. It warns there (the CI shard
  /// stays green), and the merge of the three passes; three shards of a proof with no case at
  /// all warn each, and their merge fails.
  @Test func aShardWithNoCaseWarnsAndTheMergeJudgesTheWholeRun() throws {
    func shards(_ proof: PropertyProof<IntervalDomain<Double>>) throws -> [ProofResult] {
      try (1...3).map { index in
        proof.run(RunSettings(shard: try #require(ProofShard(index: index, count: 3)), jobs: 1))
      }
    }
    let parts = try shards(Self.proof(count: 2))
    #expect(parts.map(\.cases) == [1, 1, 0])
    #expect(parts.map(\.status) == [.passed, .passed, .warned])
    let warning = try #require(parts[2].findings.first)
    #expect(warning.severity == .warning && warning.engineKind == .discarded)
    #expect(warning.message.hasPrefix("no case in this shard (3/3)"))
    let merged = try ProofResult.merged(parts)
    #expect(merged.cases == 2 && merged.status == .passed, "\(merged.findings)")

    let empty = try shards(Self.proof(count: 0))
    #expect(empty.map(\.status) == [.warned, .warned, .warned])
    let none = try ProofResult.merged(empty)
    #expect(none.status == .failed)
    #expect(none.findings.map(\.message) == ["no case ran; nothing was proved"])
  }

  // MARK: - Promise proofs

  /// A sampler that gives no position anywhere: every case fails, so the promise is never
  /// held to nothing.
  @Test func aPromiseWhoseSamplerNeverAnswersFails() {
    let promise = SampleOffsetPromise(
      id: "evidence.promise", parameters: [ParameterRange("t", 0...1)],
      pixels: PixelRegion(width: 10, height: 10), promise: SIMD2(1, 1)
    ) { _, _ in [] }
    let result = PromiseProof(fact: "nothing moves", promise: promise).run(RunSettings())
    #expect(result.status == .failed)
    #expect(result.findings.contains { $0.engineKind == .sample })
    #expect(result.promise?.x.argmax == nil)
  }

  /// A sweep of no grid point and no Sobol point is refused before anything runs.
  @Test func aPromiseSweepOfNothingIsRefused() {
    let promise = SampleOffsetPromise(
      id: "evidence.empty", parameters: [], pixels: PixelRegion(width: 10, height: 10),
      promise: SIMD2(1, 1)
    ) { _, pixel in [pixel] }
    let options = PromiseProofOptions(gridPointsPerAxis: 0, sobolPoints: 0)
    let result = PromiseProof(fact: "f", promise: promise, options: options).run(RunSettings())
    #expect(result.status == .failed)
    #expect(result.findings.map(\.engineKind) == [.promiseInput])
  }

  // MARK: - Any proof, through a report

  /// A proof type of an app's own that reports 0 cases and no finding: the report fails it (a
  /// warning in one shard).
  @Test func aReportFailsAResultThatCheckedNothing() throws {
    let nothing = ProofResult(id: "app.custom", fact: "F.", cases: 0)
    #expect(nothing.status == .passed)
    let report = ProofReport(results: [nothing])
    #expect(report.results[0].status == .failed)
    #expect(report.results[0].findings.map(\.engineKind) == [.discarded])
    #expect(!report.succeeded)

    var inShard = nothing
    inShard.shard = ProofShard(index: 2, count: 2)
    #expect(inShard.shard != nil)
    #expect(ProofReport(results: [inShard]).results[0].status == .warned)
    // A skipped proof, and one with a case, are left as they are.
    let skipped = ProofResult(id: "app.skipped", fact: "F.", cases: 0, wasSkipped: true)
    let one = ProofResult(id: "app.one", fact: "F.", cases: 1)
    #expect(ProofReport(results: [skipped, one]).results == [skipped, one])
  }
}
