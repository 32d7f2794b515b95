import EffectProof
import LocatedJSON
import ProofEngine
import Testing

@Suite struct CardsConfigTests {
  func cards(_ text: String) throws(JSONError) -> CardsConfig {
    try CardsConfig(json: JSONReader(root: JSONParser().parse(text)))
  }

  @Test func defaultsAreTheSeedsNumbers() {
    let cards = CardsConfig()
    #expect(cards.holographic.maxAngle == 16 && cards.tilt.maxAngle == 14)
    #expect(cards.holographic.spring == .durationBounce(duration: 0.5, bounce: 0.3))
    #expect(cards.tilt.spring == .durationBounce(duration: 0.4, bounce: 0.3))
    #expect(cards.productSpring == .responseDamping(response: 0.4, dampingRatio: 0.7))
    #expect(cards.horizontalPadding == 44 && cards.aspectRatio == 0.68 && cards.perspective == 0.6)
    #expect(cards.productPointsPerDegree == 12)
    #expect(cards.flipPerspective == 0.6 && cards.flipDurationSeconds == 0.5)
  }

  @Test func everyKeyOverrides() throws {
    let parsed = try cards(
      """
      {"screenWidths": [320], "horizontalPadding": 20, "aspectRatio": 0.7, "perspective": 1,
       "holographic": {"maxAngle": 10, "spring": {"response": 0.3, "dampingRatio": 0.5}},
       "tilt": {"maxAngle": 12}, "product": {"pointsPerDegree": 18},
       "flip": {"perspective": 0.5, "duration": 0.8}}
      """)
    #expect(parsed.screenWidths == [320] && parsed.horizontalPadding == 20)
    #expect(
      parsed.holographic
        == .init(maxAngle: 10, spring: .responseDamping(response: 0.3, dampingRatio: 0.5)))
    #expect(parsed.tilt.maxAngle == 12 && parsed.tilt.spring == CardsConfig().tilt.spring)
    #expect(parsed.productPointsPerDegree == 18)
    #expect(parsed.flipDurationSeconds == 0.8)
  }

  @Test(arguments: [
    (#"{"tilt": {"maxAngle": 95}}"#, "1:23: $.tilt.maxAngle: expected an angle below 90 degrees"),
    (#"{"aspectRatio": 0}"#, "1:17: $.aspectRatio: expected a number above 0, found 0.0"),
    (#"{"screenWidths": []}"#, "1:18: $.screenWidths: expected at least one width"),
    (
      #"{"tilt": {"spring": {"duration": 0.4, "bounce": -1}}}"#,
      "1:49: $.tilt.spring.bounce: expected a bounce in (−1, 1)"
    ),
    (
      #"{"tilt": {"spring": {"duration": 0.4}}}"#,
      "1:21: $.tilt.spring: missing required key \"bounce\""
    ),
    (
      #"{"product": {"spring": {"response": "fast", "dampingRatio": 0.7}}}"#,
      "1:37: $.product.spring.response: expected a number, found a string"
    ),
    (
      #"{"product": {"spring": {"response": 0.4}}}"#,
      "1:24: $.product.spring: missing required key \"dampingRatio\""
    ),
    (
      #"{"flip": {"angle": 90}}"#,
      "1:11: $.flip.angle: unknown key \"angle\"; allowed keys: perspective, duration"
    ),
  ])
  func badValuesNameTheirPath(text: String, expected: String) {
    do {
      _ = try cards(text)
      Issue.record("accepted \(text)")
    } catch {
      #expect(error.description == expected)
    }
  }
}
