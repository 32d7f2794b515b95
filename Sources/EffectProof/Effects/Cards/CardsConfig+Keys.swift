import LocatedJSON

extension CardsConfig {
  /// `screenWidths`: the screen widths the padding proof runs at.
  static let screenWidthsKey = ConfigKey(
    "screenWidths", type: "array of numbers", default: "[390, 430]",
    rule: .list(.atLeastOne("expected at least one width"), each: .number(.positive)),
    help: "screen widths the card fills, in points",
    example: "[390]")
  /// `horizontalPadding`: the padding each side of a card.
  static let horizontalPaddingKey = ConfigKey(
    "horizontalPadding", type: "number", default: "44", rule: .number(.nonNegative),
    help: "padding each side, in points", example: "40")
  /// `aspectRatio`: card width ÷ height.
  static let aspectRatioKey = ConfigKey(
    "aspectRatio", type: "number", default: "0.68", rule: .number(.positive),
    help: "width ÷ height",
    example: "0.7")
  /// `perspective`: the cards' `rotation3DEffect` perspective.
  static let perspectiveKey = ConfigKey(
    "perspective", type: "number", default: "0.6", rule: .number(.nonNegative),
    help: "rotation3DEffect perspective", example: "0.5")

  /// A spring's `duration`, with `bounce`.
  static let springDurationKey = ConfigKey(
    "duration", type: "number", rule: .number(.positive), help: "seconds, with bounce",
    example: "0.5")
  /// A spring's `bounce`, with `duration`.
  static let bounceKey = ConfigKey(
    "bounce", type: "number", rule: .number(.open(-1, 1, "expected a bounce in (−1, 1)")),
    help: "with duration", example: "0.3")
  /// A spring's `response`, with `dampingRatio`.
  static let responseKey = ConfigKey(
    "response", type: "number", rule: .number(.positive), help: "seconds, with dampingRatio",
    example: "0.4")
  /// A spring's `dampingRatio`, with `response`.
  static let dampingRatioKey = ConfigKey(
    "dampingRatio", type: "number", rule: .number(.positive), help: "with response", example: "0.7")
  /// A spring: `duration` and `bounce`, or `response` and `dampingRatio`.
  static let springKey = ConfigKey(
    "spring", type: "object",
    rule: .described(#"{"duration", "bounce"} or {"response", "dampingRatio"}"#),
    help: "the spring that brings the card back", example: #"{"duration": 0.5, "bounce": 0.3}"#,
    fields: [springDurationKey, bounceKey, responseKey, dampingRatioKey])
  /// A card's `maxAngle`: degrees at full lean.
  static let maxAngleKey = ConfigKey(
    "maxAngle", type: "number",
    rule: .number(.nonNegative.below(90, "expected an angle below 90 degrees")),
    help: "degrees at full lean", example: "15")
  /// `holographic`: the holographic foil card.
  static let holographicKey = ConfigKey(
    "holographic", type: "object",
    help: #"{"maxAngle": degrees (16), "spring": {"duration", "bounce"}}"#,
    example: #"{"maxAngle": 16, "spring": {"duration": 0.5, "bounce": 0.3}}"#,
    fields: [maxAngleKey, springKey])
  /// `tilt`: the tilt card.
  static let tiltKey = ConfigKey(
    "tilt", type: "object", help: #"{"maxAngle": degrees (14), "spring": {"duration", "bounce"}}"#,
    example: #"{"maxAngle": 14}"#, fields: [maxAngleKey, springKey])
  /// `product.pointsPerDegree`: drag points per degree of lean.
  static let pointsPerDegreeKey = ConfigKey(
    "pointsPerDegree", type: "number", default: "12", rule: .number(.positive),
    help: "drag points per degree of lean", example: "10")
  /// `product`: the product card.
  static let productKey = ConfigKey(
    "product", type: "object",
    help: #"{"pointsPerDegree": 12, "spring": {"response", "dampingRatio"}}"#,
    example: #"{"pointsPerDegree": 12, "spring": {"response": 0.4, "dampingRatio": 0.7}}"#,
    fields: [pointsPerDegreeKey, springKey])
  /// `flip.perspective`: the trading card's flip perspective.
  static let flipPerspectiveKey = ConfigKey(
    "perspective", type: "number", default: "0.6", rule: .number(.nonNegative),
    help: "the flip's rotation3DEffect perspective", example: "0.5")
  /// `flip.duration`: the trading card's flip duration.
  static let flipDurationKey = ConfigKey(
    "duration", type: "number", default: "0.5", rule: .number(.positive),
    help: "the flip's duration, in seconds", example: "0.6")
  /// `flip`: the trading card's flip.
  static let flipKey = ConfigKey(
    "flip", type: "object", help: #"{"perspective": 0.6, "duration": seconds (0.5)}"#,
    example: #"{"perspective": 0.6, "duration": 0.5}"#,
    fields: [flipPerspectiveKey, flipDurationKey])

  /// The section's keys: `"cards": {…}`.
  public static let schema = ConfigSchema(
    "cards",
    keys: [
      screenWidthsKey, horizontalPaddingKey, aspectRatioKey, perspectiveKey, holographicKey,
      tiltKey, productKey, flipKey,
    ])
  /// The keys of `holographic` and `tilt`.
  static let cardSchema = ConfigSchema("cards.card", keys: holographicKey.fields)
  /// The keys of a `spring`.
  static let springSchema = ConfigSchema("cards.spring", keys: springKey.fields)
  /// The keys of `product`.
  static let productSchema = ConfigSchema("cards.product", keys: productKey.fields)
  /// The keys of `flip`.
  static let flipSchema = ConfigSchema("cards.flip", keys: flipKey.fields)
}
