import EffectMath
import ProofEngine
import Testing

@testable import PromiseCertificate

/// The certificate against cases whose true supremum is known in closed form, including spikes
/// too narrow for any sweep, and budgets too small to decide.
@Suite struct PromiseCertifierTests {
  /// `h · max(0, 1 − |θ − centre| / width)` on x: a tent of height h, `width` wide each side.
  struct Tent: CertifiableGeometry {
    var centre: Double
    var width: Double
    var height: Double
    func visitDisplacements<S: EffectScalar>(
      parameters: [S], pixel: EffectPoint<S>, _ visit: (EffectPoint<S>) -> Void
    ) {
      let distance = S.magnitude(parameters[0] - S(centre)) / S(width)
      visit(EffectPoint(S.larger(S(0), S(1) - distance) * S(height), S(0)))
    }
  }

  func tentPromise(promise: Double, geometry: Bool = true) -> SampleOffsetPromise {
    let tent = Tent(centre: 0.314_159_27, width: 1e-6, height: 10)
    if geometry {
      return SampleOffsetPromise(
        id: "tent", parameters: [ParameterRange("theta", 0...1)],
        pixels: PixelRegion(width: 1, height: 1), promise: SIMD2(promise, 0), geometry: tent,
        closedForm: SIMD2(10, 0))
    }
    return SampleOffsetPromise(
      id: "tent", parameters: [ParameterRange("theta", 0...1)],
      pixels: PixelRegion(width: 1, height: 1), promise: SIMD2(promise, 0),
      samples: tent.sampler)
  }

  @Test func aSpikeNoSweepSeesFailsTheCertifiedProof() throws {
    // The tent is 2·10⁻⁶ wide: a 17-point grid and 4096 Sobol points miss it, so the search
    // alone finds nothing and reports "searched"; the certificate finds the witness.
    let searched = try tentPromise(promise: 9, geometry: false).prove()
    #expect(searched.x.verdict == .searched)
    #expect(searched.x.supremum < 9)
    let certified = try tentPromise(promise: 9).prove()
    #expect(certified.x.verdict == .fails, "\(certified)")
    #expect(certified.x.supremum > 9)
    #expect(!certified.holds)
  }

  @Test func aPromiseAboveTheSpikeIsCertifiedAndBracketsTheClosedForm() throws {
    let report = try tentPromise(promise: 10.05).prove()
    #expect(report.x.verdict == .certified, "\(report)")
    let bound = try #require(report.x.certifiedBound)
    #expect(bound <= 10.05 && bound >= 10)
    #expect(report.x.supremum <= 10 && report.x.supremum > 9.99)
    #expect(report.x.isConsistent)
    #expect(report.isCertified)
  }

  @Test func aBudgetTooSmallIsUndecidedNeverAPass() throws {
    var options = PromiseProofOptions.standard
    options.certificateEvaluations = 1
    options.gridPointsPerAxis = 3
    options.sobolPoints = 0
    options.polishedPerAxis = 0
    let report = try tentPromise(promise: 9.5).prove(options)
    #expect(report.x.verdict == .undecided, "\(report)")
    #expect(!report.holds)
    let proof = PromiseProof(
      fact: "a tent", promise: tentPromise(promise: 9.5), options: options)
    let result = proof.run(RunSettings())
    #expect(result.status == .warned)
    #expect(result.findings.contains { $0.engineKind == .undecidedPromise })
  }

  @Test func aClosedFormOutsideTheBracketFailsTheProof() throws {
    var promise = tentPromise(promise: 10.05)
    promise.closedForm = SIMD2(8, 0)  // below the witness ≈ 10
    let result = PromiseProof(fact: "a tent", promise: promise).run(RunSettings())
    #expect(result.status == .failed)
    #expect(result.findings.contains { $0.engineKind == .closedForm })
  }
}
