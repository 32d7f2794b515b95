import EffectMath
import Foundation
import LocatedJSON
import ProofEngine
import Testing

@testable import EffectProof

/// The `ripple.*` catalogue proofs: all pass on the dolly style, and wrong promises or a wave
/// that has not settled are caught.
@Suite struct RippleProofsTests {
  static let ids = ["ripple.samplePromise", "ripple.guardsStayFinite", "ripple.settledWhenStopped"]

  /// Runs `proof` with the default seed and density on two jobs.
  static func run(_ proof: any Proof) -> ProofResult {
    proof.run(RunSettings(jobs: 2))
  }

  @Test func idsAreUniqueAndPrefixed() {
    let ids = RippleProofs.proofs(for: RippleConfig()).map(\.id)
    #expect(ids == Self.ids)
    #expect(ids.allSatisfy { $0.hasPrefix("ripple.") })
  }

  @Test func promiseFindsTheFirstCrestOnEachAxis() throws {
    let result = Self.run(RippleProofs.samplePromise(RippleConfig()))
    let report = try #require(result.promise)
    let peak = RippleStyle.dolly.peakDisplacement
    for axis in [report.x, report.y] {
      #expect(abs(axis.supremum - peak) <= 1e-6, "\(axis)")
      #expect(abs(axis.tightness - 6 / peak) <= 1e-5)
    }
    print("[ripple-proofs] promise: \(report)")
  }

  @Test func aPromiseTooSmallIsCaught() throws {
    let result = Self.run(RippleProofs.samplePromise(RippleConfig(), promise: SIMD2(4.5, 6)))
    #expect(result.status == .failed)
    let report = try #require(result.promise)
    #expect(!report.x.holds)
    #expect(report.y.holds)
  }

  @Test func noDecayMakesThePromiseExact() throws {
    var config = RippleConfig()
    config.style.decay = 0
    let report = try #require(Self.run(RippleProofs.samplePromise(config)).promise)
    #expect(report.holds)
    #expect(abs(report.x.supremum - 6) <= 1e-9)
  }

  @Test func aSlowDecayHasNotSettled() {
    var config = RippleConfig()
    config.style.decay = 1
    let result = Self.run(RippleProofs.settledWhenStopped(config))
    #expect(result.status == .failed)
    #expect(result.counterexample != nil)
  }

  @Test func aTooShortDurationHasNotSettled() {
    var config = RippleConfig()
    config.style.duration = 1
    #expect(Self.run(RippleProofs.settledWhenStopped(config)).status == .failed)
  }

  @Test func theDiagnosticStyleAlsoSettles() {
    var config = RippleConfig()
    config.style = .diagnostic
    #expect(Self.run(RippleProofs.settledWhenStopped(config)).status == .passed)
  }

  @Test func guardsHoldAtZeroAmplitude() {
    var config = RippleConfig()
    config.style.amplitude = 0
    #expect(Self.run(RippleProofs.guardsStayFinite(config)).status == .passed)
  }

  // MARK: - Config

  static func parse(_ text: String) throws -> RippleConfig {
    try RippleConfig(json: JSONReader(root: JSONParser().parse(text)))
  }

  @Test func configDefaultsAreTheDollyAnd900Points() throws {
    let config = try Self.parse("{}")
    #expect(config == RippleConfig())
    #expect(config.style == .dolly)
    #expect(config.widestLayout == 900)
  }

  @Test func configReadsEveryKey() throws {
    let config = try Self.parse(
      #"{"amplitude": 4, "speed": 120, "frequency": 10, "decay": 1, "duration": 12, "widestLayout": 600}"#
    )
    #expect(
      config.style == RippleStyle(amplitude: 4, speed: 120, frequency: 10, decay: 1, duration: 12))
    #expect(config.widestLayout == 600)
  }

  @Test func configRejectsBadValuesWithTheirPath() {
    for text in [
      #"{"speed": 0}"#, #"{"speed": -5}"#, #"{"amplitude": -1}"#, #"{"duration": 0}"#,
      #"{"widestLayout": 0}"#, #"{"decay": "fast"}"#, #"{"amplitdue": 6}"#,
    ] {
      #expect(throws: JSONError.self, "\(text)") { try Self.parse(text) }
    }
  }
}
