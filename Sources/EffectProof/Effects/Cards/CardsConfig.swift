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
  /// JSON path.
  public init(json reader: JSONReader) throws(JSONError) {
    self.init()
    let object = try Self.schema.object(reader)
    if let widths = Self.screenWidthsKey.value(in: object) {
      screenWidths = []
      for element in try widths.array() {
        screenWidths.append(try Self.positive(element))
      }
      guard !screenWidths.isEmpty else { throw widths.error("expected at least one width") }
    }
    if let value = Self.horizontalPaddingKey.value(in: object) {
      horizontalPadding = try Self.nonNegative(value)
    }
    if let value = Self.aspectRatioKey.value(in: object) { aspectRatio = try Self.positive(value) }
    if let value = Self.perspectiveKey.value(in: object) {
      perspective = try Self.nonNegative(value)
    }
    if let value = Self.holographicKey.value(in: object) {
      holographic = try Self.card(value, holographic)
    }
    if let value = Self.tiltKey.value(in: object) { tilt = try Self.card(value, tilt) }
    if let value = Self.productKey.value(in: object) {
      let product = try Self.productSchema.object(value)
      if let points = Self.pointsPerDegreeKey.value(in: product) {
        productPointsPerDegree = try Self.positive(points)
      }
      if let spring = Self.springKey.value(in: product) { productSpring = try Self.spring(spring) }
    }
    if let value = Self.flipKey.value(in: object) {
      let flip = try Self.flipSchema.object(value)
      if let p = Self.flipPerspectiveKey.value(in: flip) {
        flipPerspective = try Self.nonNegative(p)
      }
      if let d = Self.flipDurationKey.value(in: flip) { flipDurationSeconds = try Self.positive(d) }
    }
  }

  static func card(_ reader: JSONReader, _ fallback: Card) throws(JSONError) -> Card {
    let object = try cardSchema.object(reader)
    var card = fallback
    if let angle = maxAngleKey.value(in: object) {
      card.maxAngle = try nonNegative(angle)
      guard card.maxAngle < 90 else { throw angle.error("expected an angle below 90 degrees") }
    }
    if let spring = springKey.value(in: object) { card.spring = try Self.spring(spring) }
    return card
  }

  static func spring(_ reader: JSONReader) throws(JSONError) -> SpringSpec {
    let object = try springSchema.object(reader)
    if let duration = springDurationKey.value(in: object) {
      let bounce = try bounceKey.requiredValue(in: object)
      let value = try bounce.double()
      guard value > -1, value < 1 else { throw bounce.error("expected a bounce in (−1, 1)") }
      return .durationBounce(duration: try positive(duration), bounce: value)
    }
    let response = try responseKey.requiredValue(in: object)
    let damping = try dampingRatioKey.requiredValue(in: object)
    return .responseDamping(response: try positive(response), dampingRatio: try positive(damping))
  }

  static func positive(_ reader: JSONReader) throws(JSONError) -> Double {
    let value = try reader.double()
    guard value > 0 else { throw reader.error("expected a number above 0, found \(value)") }
    return value
  }

  static func nonNegative(_ reader: JSONReader) throws(JSONError) -> Double {
    let value = try reader.double()
    guard value >= 0 else { throw reader.error("expected a number of 0 or more, found \(value)") }
    return value
  }
}
