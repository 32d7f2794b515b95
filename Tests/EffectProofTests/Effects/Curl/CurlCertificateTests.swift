import EffectMath
import PromiseCertificate
import ProofEngine
import Testing

@testable import EffectProof

/// The certificate on the curl's shipped geometry: certified at every fixture height, failing
/// just below the cusp and on a bend wider than its promise.
@Suite struct CurlCertificateTests {
  @Test func theCurlPromiseIsCertifiedAtEveryFixtureHeight() throws {
    for height in [88.0, 131, 180] {
      let proof = CurlProofs.samplePromise(height: height)
      let report = try proof.promise.prove(proof.options)
      let closed = CardCurl.radius(height: height) * (Double.pi / 2 - 1)
      let bound = try #require(report.y.certifiedBound)
      #expect(report.y.verdict == .certified, "\(report)")
      #expect(bound >= closed && bound <= CardCurl.maxSampleOffset(height: height).y)
      #expect(report.y.supremum <= closed + 1e-9 && report.y.supremum > closed - 1e-3)
      #expect(report.x.certifiedBound == 0)
    }
  }

  @Test func aCurlPromiseJustBelowTheCuspFailsAndJustAboveIsCertified() throws {
    // r(π/2 − 1) = 11.963891 at height 131: the cusp at the top of the rising quarter.
    let below = try CurlProofs.samplePromise(height: 131, promise: SIMD2(0, 11.96)).promise
      .prove(CurlProofs.promiseOptions)
    #expect(below.y.verdict == .fails, "\(below)")
    let above = try CurlProofs.samplePromise(height: 131, promise: SIMD2(0, 11.98)).promise
      .prove(CurlProofs.promiseOptions)
    #expect(above.y.verdict == .certified, "\(above)")
  }

  @Test func aBendWiderThanItsPromiseFails() throws {
    // The seeded mutation: the bend's radius 6 % larger than the promise's. A card 6 % taller
    // has exactly that radius; hold it to the 131-point card's promise of 12.
    let wide = 131 * 1.06
    let promise = SampleOffsetPromise(
      id: "curl.wide", parameters: [ParameterRange("peel", 0...1)],
      pixels: PixelRegion(width: 1, height: wide),
      promise: CardCurl.maxSampleOffset(height: 131), geometry: CurlGeometry(height: wide))
    let report = try promise.prove(CurlProofs.promiseOptions)
    #expect(report.y.verdict == .fails, "\(report)")
    #expect(report.y.supremum > 12)
  }
}
