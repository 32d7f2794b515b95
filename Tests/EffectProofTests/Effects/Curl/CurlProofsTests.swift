import EffectMath
import Foundation
import LocatedJSON
import ProofEngine
import Testing

@testable import EffectProof

/// The `curl.*` catalogue proofs: all pass on the default heights, and wrong promises are caught.
@Suite struct CurlProofsTests {
  static let ids = [
    "curl.samplePromise.h131", "curl.samplePromise.h200", "curl.samplePromise.h360",
    "curl.promiseGrid", "curl.promiseSobol", "curl.faceShowsAtSixtyPercent",
    "curl.sourceContinuous", "curl.regionsOrdered", "curl.rolledArcLength",
  ]

  /// Runs `proof` with the default seed and density on two jobs.
  static func run(_ proof: any Proof) -> ProofResult {
    proof.run(RunSettings(jobs: 2))
  }

  @Test func idsAreUniqueAndPrefixed() {
    let ids = CurlProofs.proofs(for: CurlConfig()).map(\.id)
    #expect(ids == Self.ids)
    #expect(Set(ids).count == ids.count)
    #expect(ids.allSatisfy { $0.hasPrefix("curl.") })
  }

  @Test func thePromiseIsTightWithTheTrueSupremum() throws {
    for height in [131.0, 200, 360] {
      let report = try #require(Self.run(CurlProofs.samplePromise(height: height)).promise)
      let truth = 0.16 * height * (Double.pi / 2 - 1)
      #expect(report.holds && !report.isLoose)
      #expect(abs(report.y.supremum - truth) < 1e-4, "\(report.y.supremum) vs \(truth)")
      #expect(report.x.supremum == 0 && report.x.promise == 0)
      print(
        "[curl-proofs] height \(height): supremum \(report.y.supremum), tightness \(report.y.tightness)"
      )
    }
  }

  @Test func halfTheBoundFailsWithTheRightSupremum() throws {
    let truth = 0.16 * 131 * (Double.pi / 2 - 1)
    let result = Self.run(CurlProofs.samplePromise(height: 131, promise: SIMD2(0, 6)))
    #expect(result.status == .failed)
    #expect(result.findings.contains { $0.engineKind == .promise })
    let report = try #require(result.promise)
    #expect(!report.holds)
    #expect(abs(report.y.supremum - truth) < 1e-4, "\(report.y.supremum)")
  }

  @Test func theFullRolledArcPassesButIsLoose() throws {
    let promise = (Double.pi * 0.16 * 131).rounded(.up)
    let result = Self.run(CurlProofs.samplePromise(height: 131, promise: SIMD2(0, promise)))
    #expect(result.status != .failed)
    let report = try #require(result.promise)
    #expect(report.holds && report.isLoose)
    #expect(report.y.tightness > 5)
    #expect(result.findings.contains { $0.engineKind == .loosePromise })
  }

  @Test func theFaceShareAtSixtyPercentIsExactly044() {
    #expect(abs(CurlProofs.uncoveredFraction(height: 131, peel: 0.6) - 0.44) <= 1.0 / 20_000)
  }

  @Test func configDefaultsAndBadInput() throws {
    #expect(CurlConfig().heights == [131, 200, 360] && CurlConfig().peelStep == 0.02)
    let good = try CurlConfig(
      json: JSONReader(root: JSONParser().parse(#"{"heights": [90], "peelStep": 0.05}"#)))
    #expect(good.heights == [90] && good.peelStep == 0.05)
    for bad in [
      #"{"heights": []}"#, #"{"heights": [0]}"#, #"{"heights": [-3]}"#, #"{"peelStep": 0}"#,
      #"{"peelStep": 0.8}"#, #"{"radius": 3}"#, #"{"heights": "131"}"#,
    ] {
      #expect(throws: JSONError.self) {
        try CurlConfig(json: JSONReader(root: JSONParser().parse(bad)))
      }
    }
  }
}
