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
  }

  /// The offset the promise rounds up. While the wrap angle s = lift / r is at most π/2 the
  /// back ends at u = r·sin s and samples r·(s − sin s) further on, which grows toward
  /// r·(π/2 − 1) = 11.963891009621 pt at height 131 (r = 20.96); no row of any peel samples
  /// further, and the promise is that rounded up.
  @Test func theBackSamplesAtMostTheQuarterArcOffset() {
    let height = 131.0
    let r = 0.16 * height
    #expect(CardCurl.radius(height: height) == r)
    #expect(abs(CardCurl.radius(height: height) * (Double.pi / 2 - 1) - 11.963891009621) < 1e-9)
    for s in [0.5, 1.0, 1.5] {
      let curl = CardCurl(height: height, peel: s * r / height)
      let y = curl.fold + r * sin(s) - 1e-9
      let hit = curl.hit(y: y)
      #expect(hit.region == .back, "s = \(s)")
      #expect(abs(hit.sourceY - y - r * (s - sin(s))) < 1e-6, "s = \(s)")
    }
    var farthest = 0.0
    for peel in stride(from: 0.0, through: 1, by: 0.005) {
      let curl = CardCurl(height: height, peel: peel)
      for y in stride(from: 0.0, through: height, by: 0.125) {
        farthest = max(farthest, abs(curl.hit(y: y).sourceY - y))
      }
    }
    #expect(farthest <= 11.963891009621 + 1e-9, "\(farthest)")
    #expect(farthest > 10, "\(farthest)")  // the sweep does reach the back's far end
    #expect(CardCurl.maxSampleOffset(height: height).y == 11.963891009621.rounded(.up))
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
