import EffectMath
import Foundation
import ProofEngine
import Testing

@testable import EffectProof

@Suite struct FlipProofsTests {
  static let ids = ["flip.exactlyOneFace", "flip.swapAtHalfway", "flip.shadingContinuous"]
  static let config = EffectProofConfig.seeds
  static let card = CardProofGeometry(config.cards)
  static let shading = CardFlipShading()

  static func realView(_ degrees: Double) -> FlipView {
    FlipView(
      face: CardFlip.face(degrees: degrees), front: CardFlip.frontOpacity(degrees: degrees),
      back: CardFlip.backOpacity(degrees: degrees))
  }

  static func shadingProof(
    brightness: @escaping @Sendable (Double) -> Double,
    glint: @escaping @Sendable (Double, Double) -> Double
  ) -> any Proof {
    FlipProofs.shadingContinuous(
      maxDarkening: shading.maxDarkening, glintPeak: shading.glintPeak,
      glintHalfWidth: shading.glintHalfWidth, brightness: brightness, glint: glint)
  }

  // MARK: - The catalogue

  @Test func idsAreUniqueWithTheFlipPrefix() {
    let proofs = FlipProofs.proofs(for: Self.config.cards)
    #expect(Set(proofs.map(\.id)).count == proofs.count)
    #expect(proofs.allSatisfy { $0.id.hasPrefix("flip.") })
    #expect(proofs.allSatisfy { $0.fact.count > 40 && $0.fact.hasSuffix(".") })
  }

  @Test func theProofsFollowTheConfigsPerspectiveAndDuration() {
    var config = Self.config
    config.cards.flipPerspective = 1.5
    config.cards.flipDurationSeconds = 0.8
    for proof in FlipProofs.proofs(for: config.cards) {
      let result = runCardProof(proof, density: .low)
      #expect(result.status == .passed, "\(proof.id): \(result.findings.map(\.message))")
    }
  }

  /// The non-finite floor can fail: the grid's own ±∞ and NaN (3 points) fall short of it at
  /// every density, so only the edge-biased draws lift a run above it.
  @Test(arguments: [ProofDensity.low, .default, .high])
  func theNonFiniteFloorNeedsTheEdgeBiasedDraws(density: ProofDensity) throws {
    let proof = FlipProofs.exactlyOneFace(perspective: 0.6, card: Self.card, view: Self.realView)
    let result = runCardProof(proof, density: density)
    let coverage = try #require(result.coverage.first { $0.label == "non-finite" })
    #expect(coverage.required == FlipProofs.nonFiniteFloor)
    #expect(
      3 / Double(coverage.counted) < coverage.required,
      "\(density): the grid alone meets the floor (3 of \(coverage.counted))")
    #expect(coverage.isMet, "\(density): \(coverage.hits) of \(coverage.counted)")
    #expect(coverage.hits > 3, "\(density): the edge-biased draws added no non-finite angle")
    print(
      "[flip] \(density): non-finite \(coverage.hits) of \(coverage.counted), "
        + "floor \(coverage.required)")
  }

  // MARK: - The oracles

  @Test func theProjectedAreaRatioIsTheCosineFaceOnAndZeroEdgeOn() {
    let depth = 0.6 / max(Self.card.width, Self.card.height)
    let faceOn = FlipProofs.facingRatio(cosine: 1, sine: 0, card: Self.card, depth: depth)
    let turned = FlipProofs.facingRatio(cosine: -1, sine: 0, card: Self.card, depth: depth)
    let edgeOn = FlipProofs.facingRatio(cosine: 0, sine: 1, card: Self.card, depth: depth)
    #expect(faceOn == 1)
    #expect(turned == -1)
    #expect(edgeOn == 0)
    // Without perspective the ratio is exactly cos θ.
    let sixty = FlipProofs.facingRatio(
      cosine: 0.5, sine: 3.0.squareRoot() / 2, card: Self.card, depth: 0)
    #expect(abs(sixty - 0.5) < 1e-15)
  }

  @Test func theEaseInOutOracleIsSymmetricAndHitsItsEnds() throws {
    #expect(try FlipProofs.easeInOut(0) == 0)
    #expect(try FlipProofs.easeInOut(1) == 1)
    let half = try FlipProofs.easeInOut(0.5)
    #expect(abs(half - 0.5) < 1e-12)
    for s in stride(from: 0.05, to: 0.5, by: 0.05) {
      let early = try FlipProofs.easeInOut(s)
      let late = try FlipProofs.easeInOut(1 - s)
      #expect(abs(early + late - 1) < 1e-12)
      #expect(early < s)  // eases in: behind the linear progress in the first half
    }
  }

  // MARK: - Each proof can fail

  @Test func exactlyOneFaceFailsWhenBothFacesShowAt90() {
    let proof = FlipProofs.exactlyOneFace(perspective: 0.6, card: Self.card) { degrees in
      let normalized = CardFlip.normalizedDegrees(degrees)
      let front: Double = normalized <= 90 || normalized > 270 ? 1 : 0
      let back: Double = normalized >= 90 && normalized <= 270 ? 1 : 0
      return FlipView(face: front == 1 ? .front : .back, front: front, back: back)
    }
    let result = runCardProof(proof, density: .low)
    #expect(result.status == .failed)
    #expect(cardCounterexampleNotes(result).contains("not exactly one face"))
    let shrunk = result.counterexample?.shrunk.value ?? ""
    #expect(shrunk == "90.0" || shrunk == "-270.0" || shrunk.hasSuffix("90.0"))
  }

  @Test func exactlyOneFaceFailsWhenTheShownFaceIsTurnedAway() {
    // Swapping at 100° instead of 90° shows the front while it faces away.
    let late = FlipProofs.exactlyOneFace(perspective: 0.6, card: Self.card) { degrees in
      let late = degrees.isFinite && abs(remainder(degrees, 360)) >= 100
      return late
        ? FlipView(face: .back, front: 0, back: 1) : FlipView(face: .front, front: 1, back: 0)
    }
    let result = runCardProof(late, density: .low)
    #expect(result.status == .failed)
    #expect((result.worst?.margin ?? 0) < -0.1)
    // The opacities right but the face wrong one ulp past 90.
    let ulpLate = FlipProofs.exactlyOneFace(perspective: 0.6, card: Self.card) { degrees in
      var view = Self.realView(degrees)
      if degrees == 90.0.nextUp { view = FlipView(face: .front, front: 1, back: 0) }
      return view
    }
    let ulp = runCardProof(ulpLate, density: .low)
    #expect(ulp.status == .failed)
    #expect(ulp.failingCases >= 1)
  }

  @Test func swapAtHalfwayFailsForASwapAt100() {
    let proof = FlipProofs.swapAtHalfway(duration: 0.5) { degrees in
      abs(remainder(degrees, 360)) < 100 ? .front : .back
    }
    let result = runCardProof(proof, density: .low)
    #expect(result.status == .failed)
    #expect((result.worst?.margin ?? 0) < 0)
    // The right face rule with a duration the animation does not have still passes: the
    // swap is at the halfway point of any duration.
    let other = FlipProofs.swapAtHalfway(duration: 2) { CardFlip.face(degrees: $0) }
    #expect(runCardProof(other, density: .low).status == .passed)
  }

  @Test func shadingFailsWhenTheGlintRestartsAtTheSwap() {
    // Each face runs its own band: the centre jumps across the card at 90° at full strength.
    let perFace = Self.shadingProof(
      brightness: { Self.shading.brightness(degrees: $0) },
      glint: { degrees, x in
        let w = Self.shading.glintHalfWidth
        let center = -w + (1 + 2 * w) * (CardFlip.visibleFaceDegrees(degrees) + 90) / 180
        let z = (x - center) / w
        guard abs(z) < 1 else { return 0 }
        return Self.shading.glintStrength(degrees: degrees) * (1 - z * z) * (1 - z * z)
      })
    let result = runCardProof(perFace, density: .low)
    #expect(result.status == .failed)
    #expect(result.worst?.note?.contains("Lipschitz") == true)
    #expect((result.worst?.margin ?? 0) < -100)
  }

  @Test func shadingFailsForADarkeningThatStepsAtTheSwap() {
    let stepped = Self.shadingProof(
      brightness: { degrees in
        CardFlip.face(degrees: degrees) == .back
          ? -Self.shading.maxDarkening : Self.shading.brightness(degrees: degrees)
      },
      glint: { Self.shading.glint(degrees: $0, x: $1) })
    let result = runCardProof(stepped, density: .low)
    #expect(result.status == .failed)
    #expect((result.worst?.margin ?? 0) < 0)
  }
}
