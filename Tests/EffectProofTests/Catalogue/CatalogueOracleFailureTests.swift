import ProofEngine
import Testing

@testable import EffectProof

/// A catalogue oracle whose GSL call fails must say so in the proof report, never turn the
/// failure into a bound that every case passes.
@Suite struct CatalogueOracleFailureTests {
  @Test("A spring whose envelope crossing GSL cannot bracket keeps the GSLError, not only +∞")
  func springEnvelopeFailureIsKept() throws {
    // ζ = 10¹³: the slow rate ω₀(ζ − √(ζ² − 1)) ≈ ω₀/(2ζ) puts the first guess at 10¹³ s, past
    // the doubling search's 10¹² s cap, where (1 + ζω₀t)·e^(−slow·t) is still far above ε: no
    // sign change, so Brent's bracket is refused.
    let facts = SeedSpringFacts((response: 1, ratio: 1e13))
    let failure = try #require(facts.settlingBoundFailure)
    #expect(failure.kind == .invalidArgument)
    #expect(facts.settlingBound == .infinity)
    // The outcome the proof appends for it fails with the GSL text.
    let outcome = TimingProofs.oracleFailed(failure, "envelope")
    #expect(outcome.verdict == .fail)
    #expect(outcome.note?.contains("GSL failed") == true)
  }

  @Test("An ordinary overdamped spring finds its envelope crossing")
  func ordinarySpringHasNoFailure() {
    let facts = SeedSpringFacts((response: 0.5, ratio: 1.5))
    #expect(facts.settlingBoundFailure == nil)
    #expect(facts.settlingBound.isFinite && facts.settlingBound > 0)
  }
}
