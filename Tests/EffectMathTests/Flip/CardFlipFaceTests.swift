// The flip's face rule: exactly one face at every angle, the swap at exactly 90 degrees.

import EffectMath
import EffectProofTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

@Suite struct CardFlipFaceTests {
  @Test func seedParameters() {
    #expect(CardFlip.duration == 0.5)
    #expect(CardFlip.perspective == 0.6)
    #expect(CardFlip.swapAngleDegrees == 90)
    #expect(CardFlip.targetDegrees(showingBack: false) == 0)
    #expect(CardFlip.targetDegrees(showingBack: true) == 180)
  }

  @Test(arguments: [
    (0.0, CardFace.front), (45, .front), (89.999, .front), (90, .back), (135, .back),
    (180, .back), (269.999, .back), (270, .back), (270.001, .front), (359.999, .front),
    (360, .front), (450, .back), (-30, .front), (-90, .back), (-89.999, .front), (-180, .back),
    (-270, .back), (-270.001, .front), (720, .front), (3.6e14 + 90, .back), (1e15 + 90, .front),
  ])
  func edgeAngles(degrees: Double, face: CardFace) {
    #expect(CardFlip.face(degrees: degrees) == face)
  }

  @Test func oneUlpEitherSideOfEverySwapAcrossManyTurns() {
    for turn in -6...6 {
      let swap = 90 + 360 * Double(turn)
      let back = 270 + 360 * Double(turn)
      let message = Comment(rawValue: "turn \(turn)")
      #expect(CardFlip.face(degrees: swap) == .back, message)
      #expect(CardFlip.face(degrees: swap.nextUp) == .back, message)
      #expect(CardFlip.face(degrees: swap.nextDown) == .front, message)
      #expect(CardFlip.face(degrees: back) == .back, message)
      #expect(CardFlip.face(degrees: back.nextDown) == .back, message)
      #expect(CardFlip.face(degrees: back.nextUp) == .front, message)
    }
  }

  @Test func badAnglesShowTheFront() {
    for bad in [Double.nan, .infinity, -.infinity] {
      #expect(CardFlip.normalizedDegrees(bad) == 0)
      #expect(CardFlip.face(degrees: bad) == .front)
      #expect(CardFlip.frontOpacity(degrees: bad) == 1 && CardFlip.backOpacity(degrees: bad) == 0)
    }
    // A tiny negative angle normalises to 360 − 1e-300, which rounds to 360: read as 0.
    #expect(CardFlip.normalizedDegrees(-1e-300) == 0)
    #expect(CardFlip.normalizedDegrees(-0.0).sign == .plus)
    #expect(CardFlip.normalizedDegrees(.greatestFiniteMagnitude) < 360)
  }

  @Test func denseSweepShowsExactlyOneFaceMatchingAnIntegerOracle() {
    // θ = k / 1024 is exact in binary; the oracle works on k alone, in integers.
    let perTurn = 360 * 1024
    var fronts = 0
    var backs = 0
    for k in (-3 * perTurn)...(3 * perTurn) {
      let degrees = Double(k) / 1024
      let front = CardFlip.frontOpacity(degrees: degrees)
      let back = CardFlip.backOpacity(degrees: degrees)
      let reduced = ((k % perTurn) + perTurn) % perTurn
      let oracleFront = reduced < 90 * 1024 || reduced > 270 * 1024
      tiltFlipCheck(
        (front == 1 && back == 0) || (front == 0 && back == 1), "both or neither at \(degrees)")
      tiltFlipCheck(
        (front == 1) == oracleFront, "front \(front) at \(degrees), oracle \(oracleFront)")
      tiltFlipCheck(
        CardFlip.face(degrees: degrees) == (front == 1 ? .front : .back), "face at \(degrees)")
      if front == 1 { fronts += 1 } else { backs += 1 }
    }
    // Half of each turn for each face, give or take the boundary points.
    #expect(abs(fronts - backs) <= 12, "front \(fronts), back \(backs)")
  }

  @Test func randomAnglesAgreeWithTheSignOfTheCosine() {
    let seed = tiltFlipSeed("randomAnglesAgreeWithTheSignOfTheCosine", fallback: 0xF11B)
    var random = SplitMix64(seed: seed)
    var checked = 0
    for index in 0..<50_000 {
      let degrees = random.uniform(-1e4...1e4)
      // The front faces the viewer exactly when cos θ > 0. Far from the swap the sign is sure.
      let cosine = cos(degrees * .pi / 180)
      guard abs(cosine) > 1e-9 else { continue }
      checked += 1
      let message = Comment(rawValue: "seed \(seed) case \(index): θ \(degrees)")
      tiltFlipCheck(CardFlip.face(degrees: degrees) == (cosine > 0 ? .front : .back), message)
      let normalized = CardFlip.normalizedDegrees(degrees)
      tiltFlipCheck(normalized >= 0 && normalized < 360, message)
      let face = CardFlip.visibleFaceDegrees(degrees)
      tiltFlipCheck(face >= -90 && face <= 90, message)
      tiltFlipCheck(abs(abs(cos(face * .pi / 180)) - abs(cosine)) <= 1e-9, message)
    }
    #expect(checked > 49_000)
  }

  @Test func negativeAnglesSwapExactlyToo() {
    // −90 is 270: the back. One ulp toward 0 is past the swap: the front. Adding 360 to
    // (−90).nextUp would round back to 270, so this needs the exact remainder.
    #expect(CardFlip.face(degrees: -90) == .back)
    #expect(CardFlip.face(degrees: (-90.0).nextUp) == .front)
    #expect(CardFlip.face(degrees: (-270.0).nextDown) == .front)
    #expect(CardFlip.face(degrees: (-270.0).nextUp) == .back)
    #expect(CardFlip.visibleFaceDegrees(-90) == 90)
    #expect(CardFlip.visibleFaceDegrees((-90.0).nextUp) == (-90.0).nextUp)
  }

  @Test func faceAngleIsOddAndFaceIsEven() {
    let seed = tiltFlipSeed("faceAngleIsOddAndFaceIsEven", fallback: 0x0DD)
    var random = SplitMix64(seed: seed)
    for index in 0..<50_000 {
      let degrees = random.mixed(-1e6...1e6)
      let message = Comment(rawValue: "seed \(seed) case \(index): θ \(degrees)")
      tiltFlipCheck(
        CardFlip.visibleFaceDegrees(-degrees) == -CardFlip.visibleFaceDegrees(degrees)
          || degrees.isNaN, message)
      tiltFlipCheck(CardFlip.face(degrees: -degrees) == CardFlip.face(degrees: degrees), message)
    }
  }

  @Test func visibleFaceAngleAtTheEdges() {
    #expect(CardFlip.visibleFaceDegrees(0) == 0)
    #expect(CardFlip.visibleFaceDegrees(180) == 0)
    #expect(CardFlip.visibleFaceDegrees(90) == -90)
    #expect(CardFlip.visibleFaceDegrees(270) == 90)
    #expect(CardFlip.visibleFaceDegrees(300) == -60)
    #expect(CardFlip.visibleFaceDegrees(89.5) == 89.5)
    #expect(CardFlip.visibleFaceDegrees(.nan) == 0)
  }
}
