import EffectMath
import EffectProof
import ProofEngine
import Testing

@testable import EffectProof

@Suite struct ProjectionProofsTests {
  let config = EffectProofConfig.seeds

  @Test func allPassOnTheSeedsCards() {
    for proof in ProjectionProofs.proofs(for: config.cards) {
      let result = proof.run(RunSettings(jobs: 2))
      #expect(result.status == .passed, "\(result.failureSummary)")
      #expect(result.cases > 1000, "\(proof.id)")
      #expect(proof.id.hasPrefix("projection."))
    }
  }

  @Test func thePaddingProofReportsTheWorstOverhang() throws {
    let result = ProjectionProofs.padding(config.cards).run(RunSettings(jobs: 2))
    let worst = try #require(result.worst?.margin)
    // The widest screen and the holographic card's 16° come closest: about 20 points of the
    // 44 are used (the projection tests pin 23.80 points of room left at ±max).
    #expect(worst > 15 && worst < 30, "\(result.worst?.note ?? "")")
  }

  @Test func tooLittlePaddingFails() {
    var cards = CardsConfig()
    cards.horizontalPadding = 5
    let result = ProjectionProofs.padding(cards).run(RunSettings(jobs: 2))
    #expect(result.status == .failed)
    #expect(result.counterexample != nil)
  }

  @Test func aTransformThatIgnoresTheLayoutDirectionFailsTheMirror() {
    let broken = ProjectionProofs.mirror { angle, axis, _ in
      PerspectiveTransform.rotation3D(
        radians: angle, axis: axis, perspective: 0.6, size: ProjectionProofs.size)
    }
    #expect(broken.run(RunSettings(jobs: 2)).status == .failed)
  }
}
