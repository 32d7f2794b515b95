import EffectProof
import EffectProofTesting
import Testing

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

@Suite struct ExpectProofTests {
  @Test func aPassingProofRecordsNothing() {
    let result = expectProof(SampleProofs.holds)
    #expect(result.status == .passed)
    #expect(result.cases == 200)
  }

  @Test func aFailingProofRecordsTheCounterexampleSeedAndReplayTrait() {
    var recorded: ProofResult?
    withKnownIssue {
      recorded = expectProof(SampleProofs.breaks, seed: 0x2A)
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("sample.breaks failed: x < 2.5")
        && text.contains("counterexample: case #") && text.contains("shrunk: 3.0")
        && text.contains("seed 0x000000000000002A")
        && text.contains("replay: @Test(.proofSeed(0x000000000000002A))")
    }
    #expect(recorded?.status == .failed)
    #expect(recorded?.counterexample?.shrunk.margin == 0.5)
  }

  @Test func requireProofThrowsOnFailure() {
    withKnownIssue {
      #expect(throws: ProofFailure.self) { try requireProof(SampleProofs.breaks) }
    }
    #expect(throws: Never.self) { try requireProof(SampleProofs.holds) }
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
