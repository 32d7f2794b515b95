import EffectMath
import Foundation
import LocatedJSON
import ProofEngine
import Testing

@testable import EffectProof

/// The `dice.*` catalogue proofs: all pass on the default die, and wrong promises are caught.
@Suite struct DiceProofsTests {
  static let ids = [
    "dice.pipPairs", "dice.pipsApart", "dice.pipSymmetry", "dice.speedBound",
    "dice.speedBoundGSL", "dice.streakPromise", "dice.restAtEnd", "dice.firstFrameAtRest",
  ]

  static func run(_ proof: any Proof) -> ProofResult {
    proof.run(RunSettings(jobs: 2))
  }

  @Test func idsInCatalogueOrder() {
    #expect(DiceProofs.proofs(for: DiceConfig()).map(\.id) == Self.ids)
  }

  @Test func streakPromiseIsTenPointsAndTight() throws {
    let result = Self.run(DiceProofs.streakPromise(DiceConfig()))
    let report = try #require(result.promise)
    #expect(report.holds)
    #expect(report.x.promise == 10 && report.y.promise == 10)
    #expect(report.x.tightness < 1.5 && report.x.tightness >= 1)
    #expect(!report.isLoose)
  }

  @Test func aPromiseTooSmallIsCaught() {
    let result = Self.run(DiceProofs.streakPromise(DiceConfig(), promise: SIMD2(6, 6)))
    #expect(result.status == .failed)
    #expect(result.findings.contains { $0.engineKind == .promise })
  }

  @Test func aLoosePromiseWarns() {
    let result = Self.run(DiceProofs.streakPromise(DiceConfig(), promise: SIMD2(30, 30)))
    #expect(result.status != .failed)
    #expect(result.findings.contains { $0.engineKind == .loosePromise })
  }

  @Test func overlappingPipsAreCaught() {
    var config = DiceConfig()
    config.pipRadius = 0.13
    #expect(Self.run(DiceProofs.pipsApart(config)).status == .failed)
  }

  @Test func otherDiceStillPass() {
    var config = DiceConfig()
    config.dieSize = 80
    config.throwDuration = 1.1
    config.shutter = 1.0 / 120
    for proof in DiceProofs.proofs(for: config) where proof.id != "dice.streakPromise" {
      let result = Self.run(proof)
      #expect(result.status == .passed, "\(result.failureSummary)")
    }
  }

  // MARK: - Config

  static func config(_ text: String) throws -> DiceConfig {
    try DiceConfig(json: JSONReader(root: JSONParser().parse(text)))
  }

  @Test func configReadsEveryKey() throws {
    let config = try Self.config(
      #"{"dieSize": 64, "pipRadius": 0.1, "shutter": 0.01, "throwDuration": 1}"#)
    #expect(config.dieSize == 64 && config.pipRadius == 0.1)
    #expect(config.shutter == 0.01 && config.throwDuration == 1)
    #expect(try Self.config("{}") == DiceConfig())
    #expect(DiceConfig().isDefault)
  }

  @Test(arguments: [
    #"{"dieSize": 0}"#, #"{"pipRadius": 0.5}"#, #"{"shutter": -1}"#, #"{"throwDuration": "x"}"#,
    #"{"dieSise": 56}"#,
  ])
  func configRejectsBadValues(text: String) {
    #expect(throws: JSONError.self) { try Self.config(text) }
  }
}
