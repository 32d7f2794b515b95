import ProofEngine
import Testing

@testable import EffectProofTesting

/// Proofs used by these tests.
enum SampleProofs {
  static let holds = PropertyProof(
    id: "sample.holds", fact: "x² ≥ 0", domain: IntervalDomain(-4.0...4.0),
    strategy: .random(count: 200)
  ) { x in .expect(x * x, atLeast: 0) }

  static let breaks = PropertyProof(
    id: "sample.breaks", fact: "x < 2.5", domain: IntervalDomain(0.0...4.0),
    strategy: .random(count: 200)
  ) { x in .expect(x, atMost: 2.5, "x = \(x)") }
}

/// The adapters' issues are collected with ``RecordedProofIssues`` (not `withKnownIssue`), so
/// each test states how many issues a call records and what they say: a failure that stopped
/// failing, or one that failed for another reason, fails the test.
@Suite struct ExpectProofTests {
  @Test func aPassingProofRecordsNothing() {
    let log = RecordedProofIssues()
    let result = RecordedProofIssues.$current.withValue(log) {
      expectProof(SampleProofs.holds)
    }
    #expect(result.status == .passed)
    #expect(result.cases == 200)
    #expect(log.entries.isEmpty)
  }

  @Test func aFailingProofRecordsTheCounterexampleSeedAndReplayTrait() throws {
    let log = RecordedProofIssues()
    let line = #line + 2
    let recorded = RecordedProofIssues.$current.withValue(log) {
      expectProof(SampleProofs.breaks, seed: 0x2A)
    }
    #expect(recorded.status == .failed)
    #expect(recorded.counterexample?.shrunk.margin == -0.5)
    // One issue, at the call, with the whole failure summary.
    try #require(log.entries.count == 1, "\(log.entries)")
    let entry = log.entries[0]
    #expect(entry.file == #fileID && entry.line == line)
    #expect(entry.message == recorded.failureSummary)
    // The first line says what failed; the fact follows.
    #expect(
      entry.message.hasPrefix(
        "sample.breaks failed: 77 of 200 cases fail; simplest 3.0 (x = 3.0, margin -0.5)\n  fact: x < 2.5\n"
      ))
    #expect(entry.message.contains("counterexample: case #"))
    #expect(entry.message.contains("shrunk: 3.0"))
    #expect(entry.message.contains("seed 0x000000000000002A"))
    #expect(entry.message.hasSuffix("replay: @Test(.proofSeed(0x000000000000002A))"))
  }

  /// A proof type of the app's own that checks nothing: 0 cases, no finding. It is never a
  /// pass (docs/guarantees.md, "No vacuous pass").
  struct ChecksNothing: Proof {
    var id: String { "app.nothing" }
    var title: String { id }
    var fact: String { "nothing" }
    func run(_ settings: RunSettings) -> ProofResult {
      ProofResult(id: id, fact: fact, cases: 0)
    }
  }

  @Test func aProofThatChecksNothingFails() {
    let log = RecordedProofIssues()
    let result = RecordedProofIssues.$current.withValue(log) { expectProof(ChecksNothing()) }
    #expect(result.status == .failed)
    #expect(result.findings.map(\.engineKind) == [.discarded])
    #expect(log.entries.count == 1)
  }

  @Test func requireProofThrowsOnFailure() {
    let log = RecordedProofIssues()
    let failure = #expect(throws: ProofFailure.self) {
      try RecordedProofIssues.$current.withValue(log) { try requireProof(SampleProofs.breaks) }
    }
    #expect(failure?.result.status == .failed)
    #expect(failure?.description == failure?.result.failureSummary)
    // It records the issue as expectProof does, once, and then throws.
    #expect(log.entries.map(\.message) == failure.map { [$0.result.failureSummary] })
    // A passing proof neither throws nor records.
    #expect(throws: Never.self) {
      try RecordedProofIssues.$current.withValue(log) { try requireProof(SampleProofs.holds) }
    }
    #expect(log.entries.count == 1)
  }

  @Test(.proofSeed(0x1234))
  func theSeedTraitSetsTheSeed() {
    #expect(ProofTestContext.seed == ProofSeed(0x1234))
    #expect(expectProof(SampleProofs.holds).seed == ProofSeed(0x1234))
    // An explicit argument wins over the trait.
    #expect(expectProof(SampleProofs.holds, seed: 7).seed == ProofSeed(7))
  }

  @Test func theSameSeedGivesTheSameWorstCase() {
    let a = expectProof(SampleProofs.holds, seed: 99)
    let b = expectProof(SampleProofs.holds, seed: 99, jobs: 1)
    let c = expectProof(SampleProofs.holds, seed: 100)
    #expect(a.worst == b.worst)
    #expect(a.worst != c.worst)
  }

  @Test func settingsComeFromTheEnvironmentWhenNothingElseSetsThem() {
    let settings = ProofTestSettings.resolve(
      seed: nil, density: nil, jobs: 1,
      environment: ["EFFECTPROOF_SEED": "0xBEEF", "EFFECTPROOF_DENSITY": "high"],
      replayLine: ProofTestSettings.traitReplay)
    #expect(settings.seed == ProofSeed(0xBEEF))
    #expect(settings.density == .high)
    let fallback = ProofTestSettings.resolve(
      seed: nil, density: nil, jobs: nil, environment: ["EFFECTPROOF_SEED": "not a seed"],
      replayLine: ProofTestSettings.traitReplay)
    #expect(fallback.seed == .standard)
    #expect(fallback.density == .default)
  }
}

@Suite(.proofDensity(.low))
struct DensityTraitTests {
  @Test func theSuitesDensityTraitReachesItsTests() {
    #expect(ProofTestContext.density == .low)
    #expect(expectProof(SampleProofs.holds).cases == 50)
  }

  @Test(.proofDensity(.high))
  func aTestTraitOverridesTheSuites() {
    #expect(expectProof(SampleProofs.holds).cases == 800)
  }
}
