import EffectProofTestSupport
import Foundation
import ProofEngine
import Testing

@testable import ShaderProofs

/// The samplePromise certificate inside the proof: certified against a formula promise, a case
/// the sweep misses found and failed at the promise, and a function it cannot follow left to
/// the sweep, each said in the proof's details.
@Suite struct ShaderCertificateTests {
  static func details(_ result: ProofResult) -> String { result.details.joined(separator: "\n") }

  @Test func aWobbleWithinAnAmplitudePromiseIsCertifiedAtTheSameAmplitude() throws {
    // The promise is the amplitude itself: only the relation of the offset to the promise at
    // the same amplitude certifies it (over a box of amplitudes, their ends never meet).
    let metal = """
      [[ stitchable ]] float2 jelly(float2 position, float amplitude, float frequency, float time) {
        return position + float2(amplitude * sin(position.y * frequency + time * 6.0), 0);
      }

      """
    let results = try ShaderProofTests.run(
      metal,
      """
      "jelly": {"viewSize": [300, 300], "scale": [2, 3], "arguments": {"amplitude": {"range": [0, 6]},
        "frequency": {"range": [0.01, 0.2]}, "time": {"range": [0, 10]}},
        "maxSampleOffset": ["amplitude", 0]}
      """)
    let result = try ShaderProofTests.result(results, "shader.jelly.samplePromise")
    #expect(result.status == .passed)
    let details = Self.details(result)
    #expect(details.contains("certified on the compiled source"), "\(details)")
    #expect(details.contains("at most 6.00"), "\(details)")
    #expect(details.contains("and 0 pt on y"), "\(details)")
  }

  @Test func aSquashPastItsPromiseInANarrowWindowIsFoundByTheCertificate() throws {
    // 18 pt only for progress in (0.9902, 0.9907): no grid, Sobol or edge point lands there.
    let metal = """
      [[ stitchable ]] float2 squash(float2 position, float progress, float impact) {
        float k = (progress > 0.9902 && progress < 0.9907) ? 18.0 : 8.0;
        return float2(position.x, position.y + k * impact * (1.0 - position.y / 200.0));
      }

      """
    let results = try ShaderProofTests.run(
      metal,
      """
      "squash": {"viewSize": [100, 200], "arguments": {"progress": {"range": [0, 1]},
        "impact": {"range": [0, 1]}}, "maxSampleOffset": [0, 8]}
      """)
    let result = try ShaderProofTests.result(results, "shader.squash.samplePromise")
    #expect(result.status == .failed, "\(Self.details(result))")
    let details = Self.details(result)
    #expect(details.contains("the certificate found a case the sweep missed"), "\(details)")
    // The replayed case is the sweep's counterexample now, past the promise.
    let finding = try #require(result.findings.first { $0.severity == .error })
    #expect(finding.message.contains("promise exceeded"), "\(finding.message)")
    #expect(result.counterexample != nil)
  }

  @Test func whatTheAbstractRunCannotFollowIsLeftToTheSweepAndSaysWhy() throws {
    let metal = """
      [[ stitchable ]] half4 smear(float2 position, SwiftUI::Layer layer, float reach, float taps) {
        half4 sum = 0;
        int n = int(taps);
        for (int i = 0; i < n; i++) { sum += layer.sample(position + float2(reach * i / taps, 0)); }
        return sum / half(max(taps, 1.0));
      }

      """
    let results = try ShaderProofTests.run(
      metal,
      """
      "smear": {"viewSize": [80, 40], "arguments": {"reach": {"range": [0, 8]}, "taps": {"range": [1, 8]}},
        "maxSampleOffset": [8, 0]}
      """)
    let result = try ShaderProofTests.result(results, "shader.smear.samplePromise")
    #expect(result.status == .passed)
    let details = Self.details(result)
    #expect(details.contains("not certified: the abstract run stops"), "\(details)")
    #expect(details.contains("the verdict rests on the sweep"), "\(details)")
    #expect(!details.contains("certified on the compiled source"), "\(details)")
  }
}
