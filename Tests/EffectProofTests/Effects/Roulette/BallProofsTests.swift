import EffectMath
import Foundation
import ProofEngine
import Testing

@testable import EffectProof

/// The `ball.*` catalogue proofs: all pass on the article's ball, and they fail when a case
/// is sabotaged.
@Suite struct BallProofsTests {
  static let ids = [
    "ball.landsWhereDrawn", "ball.dropContinuity", "ball.velocityMatchesDerivative",
    "ball.seatsAfterSeatTime", "ball.streakOpacity",
  ]

  /// Runs `proof` with the default seed and density on two jobs.
  static func run(_ proof: any Proof) -> ProofResult {
    proof.run(RunSettings(jobs: 2))
  }

  @Test func idsAreUniqueAndPrefixed() {
    let ids = BallProofs.proofs().map(\.id)
    #expect(ids == Self.ids)
    #expect(Set(ids).count == ids.count)
    #expect(ids.allSatisfy { $0.hasPrefix("ball.") })
    #expect(BallLanding.all.count == 684)
  }

  @Test func aFlightForTheWrongPocketIsCaught() throws {
    let wheel = RouletteWheelType.doubleZero
    let aimed = try #require(wheel.pocket(labeled: "17"))
    let other = try #require(wheel.pocket(labeled: "00"))
    let spin = RouletteWheelSpin.landing(on: aimed, currentAngle: 0, start: 10)
    let wrong = BallLanding(
      pocket: aimed, currentAngle: 0, diameter: 300,
      flight: RouletteBallFlight(wheel: spin, pocket: other, diameter: 300))
    let domain = try #require(FiniteSetDomain([BallLanding.first, wrong]))
    let result = Self.run(BallProofs.landsWhereDrawn(domain))
    #expect(result.status != .passed)
  }
}
