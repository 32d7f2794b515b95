import EffectMath
import LocatedJSON
import ProofEngine

/// The cards' parameters in `effectproof.json` (`"cards": {…}`): every key is optional, with the
/// seeds' values as defaults.
///
/// ```json
/// "cards": {
///   "screenWidths": [390, 430], "horizontalPadding": 44, "aspectRatio": 0.68,
///   "perspective": 0.6,
///   "holographic": {"maxAngle": 16, "spring": {"duration": 0.5, "bounce": 0.3}},
///   "tilt": {"maxAngle": 14, "spring": {"duration": 0.4, "bounce": 0.3}},
///   "product": {"pointsPerDegree": 12, "spring": {"response": 0.4, "dampingRatio": 0.7}},
///   "flip": {"perspective": 0.6, "duration": 0.5}
/// }
/// ```
public struct CardsConfig: Hashable, Sendable {
  /// A spring as the config names it: `{"duration", "bounce"}` or `{"response", "dampingRatio"}`.
  public enum SpringSpec: Hashable, Sendable {
    /// SwiftUI's `.spring(duration:bounce:)`.
    case durationBounce(duration: Double, bounce: Double)
    /// SwiftUI's `.spring(response:dampingFraction:)`.
    case responseDamping(response: Double, dampingRatio: Double)
  }

  /// One card's lean and spring.
  public struct Card: Hashable, Sendable {
    /// Degrees at full lean.
    public var maxAngle: Double
    /// The spring that brings it back.
    public var spring: SpringSpec

    /// Creates a card's parameters.
    public init(maxAngle: Double, spring: SpringSpec) {
      self.maxAngle = maxAngle
      self.spring = spring
    }
  }

  /// Screen widths the padding proof runs at, in points.
  public var screenWidths: [Double] = [390, 430]
  /// The padding on each side of a card, in points.
  public var horizontalPadding: Double = 44
  /// Card width ÷ height.
  public var aspectRatio: Double = 0.68
  /// The `rotation3DEffect` perspective the cards use: `CardFlip.perspective`, 0.6.
  public var perspective: Double = CardFlip.perspective
  /// The holographic foil card: `DragTilt`'s 16°, spring (0.5, 0.3).
  public var holographic = Card(
    maxAngle: DragTilt.defaultMaxAngleDegrees,
    spring: .durationBounce(
      duration: DragTilt.springDurationSeconds, bounce: DragTilt.springBounce))
  /// The tilt card: `TouchTilt`'s 14°, spring (0.4, 0.3).
  public var tilt = Card(
    maxAngle: TouchTilt.defaultMaxAngleDegrees,
    spring: .durationBounce(
      duration: TouchTilt.springDurationSeconds, bounce: TouchTilt.springBounce))
  /// The product card: drag ÷ `LinearDragTilt.defaultPointsPerDegree` (12) degrees.
  public var productPointsPerDegree: Double = LinearDragTilt.defaultPointsPerDegree
  /// The product card's spring: `LinearDragTilt`'s response 0.4, damping 0.7.
  public var productSpring = SpringSpec.responseDamping(
    response: LinearDragTilt.springResponseSeconds,
    dampingRatio: LinearDragTilt.springDampingFraction)
  /// The trading card's flip perspective: `CardFlip.perspective`, 0.6.
  public var flipPerspective: Double = CardFlip.perspective
  /// The trading card's flip duration in seconds (ease-in-out): `CardFlip.duration`, 0.5.
  public var flipDurationSeconds: Double = CardFlip.duration

  /// The seeds' values.
  public init() {}

  /// Reads `"cards"`; unknown keys, wrong types and out-of-range values are errors with their
  /// JSON path, each key read through its declaration's rule.
  public init(json reader: JSONReader) throws(JSONError) {
    self.init()
    let object = try Self.schema.object(reader)
    if let widths = try Self.screenWidthsKey.numbers(in: object) { screenWidths = widths }
    if let value = try Self.horizontalPaddingKey.number(in: object) { horizontalPadding = value }
    if let value = try Self.aspectRatioKey.number(in: object) { aspectRatio = value }
    if let value = try Self.perspectiveKey.number(in: object) { perspective = value }
    if let value = Self.holographicKey.value(in: object) {
      holographic = try Self.card(value, holographic)
    }
    if let value = Self.tiltKey.value(in: object) { tilt = try Self.card(value, tilt) }
    if let value = Self.productKey.value(in: object) {
      let product = try Self.productSchema.object(value)
      if let points = try Self.pointsPerDegreeKey.number(in: product) {
        productPointsPerDegree = points
      }
      if let spring = Self.springKey.value(in: product) { productSpring = try Self.spring(spring) }
    }
    if let value = Self.flipKey.value(in: object) {
      let flip = try Self.flipSchema.object(value)
      if let p = try Self.flipPerspectiveKey.number(in: flip) { flipPerspective = p }
      if let d = try Self.flipDurationKey.number(in: flip) { flipDurationSeconds = d }
    }
  }

  static func card(_ reader: JSONReader, _ fallback: Card) throws(JSONError) -> Card {
    let object = try cardSchema.object(reader)
    var card = fallback
    if let angle = try maxAngleKey.number(in: object) { card.maxAngle = angle }
    if let spring = springKey.value(in: object) { card.spring = try Self.spring(spring) }
    return card
  }

  /// A spring: `bounce` is read before `duration`, and `response` and `dampingRatio` must both
  /// be there before either is checked.
  static func spring(_ reader: JSONReader) throws(JSONError) -> SpringSpec {
    let object = try springSchema.object(reader)
    if springDurationKey.value(in: object) != nil {
      _ = try bounceKey.requiredValue(in: object)
      let bounce = try bounceKey.number(in: object) ?? 0
      let duration = try springDurationKey.number(in: object) ?? 0
      return .durationBounce(duration: duration, bounce: bounce)
    }
    _ = try responseKey.requiredValue(in: object)
    _ = try dampingRatioKey.requiredValue(in: object)
    let response = try responseKey.number(in: object) ?? 0
    let damping = try dampingRatioKey.number(in: object) ?? 0
    return .responseDamping(response: response, dampingRatio: damping)
  }
}
