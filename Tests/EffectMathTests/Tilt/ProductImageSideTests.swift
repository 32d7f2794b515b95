// The product card's image swap: the seed's strict comparisons, exactly at the thresholds.

import EffectMath
import EffectProofTestSupport
import Testing

@Suite struct ProductImageSideTests {
  /// The rule from the issue, written with a lookup instead of an if-chain.
  func oracle(_ translation: SIMD2<Double>) -> ProductImageSide {
    let isTop = translation.y < -60
    let isBack = translation.x > 70 || translation.x < -70
    switch (isTop, isBack) {
    case (true, _): return .top
    case (false, true): return .back
    case (false, false): return .front
    }
  }

  @Test func thresholdsAreStrictAsInTheSeed() {
    #expect(ProductImageSide.topThresholdPoints == -60)
    #expect(ProductImageSide.backThresholdPoints == 70)
    #expect(ProductImageSide(translation: SIMD2(0, -60)) == .front)
    #expect(ProductImageSide(translation: SIMD2(0, (-60.0).nextDown)) == .top)
    #expect(ProductImageSide(translation: SIMD2(0, (-60.0).nextUp)) == .front)
    #expect(ProductImageSide(translation: SIMD2(70, 0)) == .front)
    #expect(ProductImageSide(translation: SIMD2(-70, 0)) == .front)
    #expect(ProductImageSide(translation: SIMD2(70.0.nextUp, 0)) == .back)
    #expect(ProductImageSide(translation: SIMD2((-70.0).nextDown, 0)) == .back)
    #expect(ProductImageSide(translation: SIMD2(70.0.nextDown, 0)) == .front)
  }

  @Test func topWinsOverBack() {
    #expect(ProductImageSide(translation: SIMD2(200, -61)) == .top)
    #expect(ProductImageSide(translation: SIMD2(-200, -60)) == .back)
    #expect(ProductImageSide(translation: SIMD2(200, 500)) == .back)
  }

  @Test func nonFiniteDrags() {
    #expect(ProductImageSide(translation: SIMD2(.nan, .nan)) == .front)
    #expect(ProductImageSide(translation: SIMD2(100, .nan)) == .back)
    #expect(ProductImageSide(translation: SIMD2(.nan, -100)) == .top)
    #expect(ProductImageSide(translation: SIMD2(0, -.infinity)) == .top)
    #expect(ProductImageSide(translation: SIMD2(0, .infinity)) == .front)
    #expect(ProductImageSide(translation: SIMD2(-.infinity, 0)) == .back)
  }

  @Test func denseGridAroundTheThresholdsMatchesTheOracle() {
    // Quarter-point steps hit −60, ±70 exactly; every region and boundary is crossed.
    var counts: [ProductImageSide: Int] = [:]
    for i in -800...800 {
      for j in -800...800 {
        let drag = SIMD2(Double(i) * 0.25, Double(j) * 0.25)
        let side = ProductImageSide(translation: drag)
        tiltFlipCheck(side == oracle(drag), "drag \(drag)")
        counts[side, default: 0] += 1
      }
    }
    #expect(counts.count == 3, "\(counts)")
  }

  @Test func randomDragsMatchTheOracle() {
    let seed = tiltFlipSeed("randomDragsMatchTheOracle", fallback: 60_70)
    var random = SplitMix64(seed: seed)
    for index in 0..<20_000 {
      let drag = SIMD2(random.mixed(-300...300), random.mixed(-300...300))
      #expect(
        ProductImageSide(translation: drag) == oracle(drag),
        Comment(rawValue: "seed \(seed) case \(index): drag \(drag)"))
    }
  }
}
