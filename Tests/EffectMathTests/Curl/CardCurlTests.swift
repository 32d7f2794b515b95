import EffectMath
import Foundation
import Testing

/// `CardCurl` against closed forms written independently with Foundation's `asin`.
@Suite struct CardCurlTests {
  @Test func aFlatCardSamplesItself() {
    let curl = CardCurl(height: 131, peel: 0)
    for y in stride(from: 0.0, through: 131, by: 0.5) {
      let hit = curl.hit(y: y)
      #expect(hit.region == .flat && hit.sourceY == y && hit.brightness == 1)
    }
  }

  @Test func theRisingSideSamplesFromTheArc() {
    let height = 131.0
    let curl = CardCurl(height: height, peel: 0.2)
    let r = 0.16 * height
    let fold = height - 0.2 * height
    #expect(curl.fold == fold && curl.radius == r)
    for k in 0...100 {
      let u = Double(k) / 100 * r * sin(0.2 * height / r)
      let hit = curl.hit(y: fold + u)
      #expect(hit.region == .back)
      #expect(abs(hit.sourceY - (fold + r * asin(u / r))) < 1e-9)
      let theta = asin(u / r)
      #expect(abs(hit.normal.y + sin(theta)) < 1e-12 && abs(hit.normal.z - cos(theta)) < 1e-12)
      #expect(hit.brightness <= CardCurl.backLightCap)
    }
    #expect(curl.hit(y: fold - 1).region == .flat)
    #expect(curl.hit(y: height).region == .none)
  }

  @Test func pastHalfATurnTheUndersideCoversTheFold() {
    let curl = CardCurl(height: 200, peel: 0.6)
    let r = 32.0
    let back = 0.6 * 200 - Double.pi * r
    #expect(curl.hit(y: curl.fold - back + 0.01).region == .underside)
    #expect(curl.hit(y: curl.fold - back - 0.01).region == .flat)
    #expect(curl.hit(y: curl.fold + r - 0.01).region == .underside)
    #expect(curl.hit(y: curl.fold + r + 0.01).region == .none)
    for y in stride(from: curl.fold - back, through: curl.fold + r, by: 0.25) {
      let hit = curl.hit(y: y)
      #expect(hit.brightness <= CardCurl.undersideLightCap && hit.sourceY == y)
    }
  }

  @Test func theLightingMeetsTheFlatCardAtTheFold() {
    #expect(abs(CardCurl.lighting(SIMD3(0, 0, 1)) - 1) < 1e-15)
    let curl = CardCurl(height: 131, peel: 0.1)
    #expect(abs(curl.hit(y: curl.fold).brightness - 1) < 1e-12)
  }

  @Test func theMaxSampleOffsetIsTheRoundedQuarterArc() {
    #expect(CardCurl.maxSampleOffset(height: 131) == SIMD2(0, 12))
    #expect(CardCurl.maxSampleOffset(height: 200) == SIMD2(0, 19))
    #expect(CardCurl.maxSampleOffset(height: 360) == SIMD2(0, 33))
    #expect(abs(0.16 * 131 * (Double.pi / 2 - 1) - 11.963891009621) < 1e-9)
  }

  @Test func badInputsAreDefinedAndFinite() {
    for height in [0.0, -5, .nan, .infinity, -.infinity] {
      let curl = CardCurl(height: height, peel: 0.5)
      #expect(curl.height == 0 && curl.lift == 0)
      #expect(curl.maxSampleOffset == .zero)
      let hit = curl.hit(y: 3)
      #expect(hit.region == .flat && hit.sourceY == 3)
    }
    #expect(CardCurl(height: 131, peel: -0.3).peel == 0)
    #expect(CardCurl(height: 131, peel: 1.7).peel == 1)
    #expect(CardCurl(height: 131, peel: .nan).peel == 0)
    #expect(CardCurl(height: 131, peel: 2) == CardCurl(height: 131, peel: 1))
    #expect(CardCurl(height: 131, peel: .infinity).fold == 0)
    #expect(CardCurl(height: 131, peel: 0.4).hit(y: .nan).region == .flat)
    #expect(CardCurl(height: 1, peel: 0.5).radius == 0.5)
  }

  @Test func theFoldIsContinuousInThePeel() {
    var previous = CardCurl(height: 131, peel: 0).fold
    for k in 1...1000 {
      let fold = CardCurl(height: 131, peel: Double(k) / 1000).fold
      #expect(abs(previous - fold - 0.131) < 1e-9)
      previous = fold
    }
  }
}
