import EffectMath
import LocatedJSON
import ProofEngine

/// The dolly ripple's parameters in `effectproof.json` (`"ripple": {…}`): every key is
/// optional, with the article's values (and this package's documented choices) as defaults.
///
/// ```json
/// "ripple": {
///   "amplitude": 6, "speed": 650, "frequency": 30, "decay": 5, "duration": 2,
///   "widestLayout": 900
/// }
/// ```
///
/// Seed facts (article 002): 6 pt of amplitude at 650 pt/s, gone within 2 s; the promise is
/// checked "across 900 points of distance", and the wave must have settled "across the widest
/// layout" when the effect turns off. The frequency (30 rad/s) and decay (5 /s) are **not** in
/// the article (see ``RippleStyle/dolly``). The widest layout, 900 pt, is the article's 900
/// points of distance taken as the farthest a pixel can be from the dolly.
public struct RippleConfig: Hashable, Sendable {
  /// The ripple the app ships: `RippleStyle.dolly` unless the section overrides a field.
  public var style: RippleStyle = .dolly
  /// The farthest distance from the origin a pixel can be, in points, 900.
  public var widestLayout: Double = 900

  /// The article's values.
  public init() {}

  // MARK: - Keys

  /// `amplitude`: the largest displacement.
  static let amplitudeKey = ConfigKey(
    "amplitude", type: "number", default: "RippleStyle.dolly: 6", range: "≥ 0",
    help: "the largest displacement, in points", example: "4")
  /// `speed`: the wave front's speed.
  static let speedKey = ConfigKey(
    "speed", type: "number", default: "650", range: "≥ 1",
    help: "the wave front's speed, in points per second", example: "500")
  /// `frequency`: the wave's angular frequency.
  static let frequencyKey = ConfigKey(
    "frequency", type: "number", default: "30", range: "≥ 0", help: "radians per second",
    example: "20")
  /// `decay`: the wave's decay rate.
  static let decayKey = ConfigKey(
    "decay", type: "number", default: "5", range: "≥ 0", help: "per second", example: "4")
  /// `duration`: how long the ripple runs.
  static let durationKey = ConfigKey(
    "duration", type: "number", default: "2", range: "> 0", help: "seconds", example: "1.5")
  /// `widestLayout`: the farthest a pixel is from the origin.
  static let widestLayoutKey = ConfigKey(
    "widestLayout", type: "number", default: "900", range: "> 0",
    help: "the farthest a pixel is from the origin, in points", example: "600")
  /// The section's keys: `"ripple": {…}`.
  public static let schema = ConfigSchema(
    "ripple",
    keys: [amplitudeKey, speedKey, frequencyKey, decayKey, durationKey, widestLayoutKey])

  /// Reads `"ripple"` into a `RippleStyle`: each key overrides that field of
  /// `RippleStyle.dolly`. Unknown keys, wrong types and out-of-range values are errors with
  /// their JSON path. Amplitude, frequency and decay must be ≥ 0; speed must be ≥ 1 (the
  /// shader's floor); duration and the widest layout must be above 0. NaN and ±∞ are not JSON
  /// numbers.
  public init(json reader: JSONReader) throws(JSONError) {
    self.init()
    let object = try Self.schema.object(reader)
    if let value = Self.amplitudeKey.value(in: object) {
      style.amplitude = try CardsConfig.nonNegative(value)
    }
    if let value = Self.speedKey.value(in: object) {
      let speed = try value.double()
      guard speed >= 1 else {
        throw value.error("expected a speed of at least 1 point a second, found \(speed)")
      }
      style.speed = speed
    }
    if let value = Self.frequencyKey.value(in: object) {
      style.frequency = try CardsConfig.nonNegative(value)
    }
    if let value = Self.decayKey.value(in: object) {
      style.decay = try CardsConfig.nonNegative(value)
    }
    if let value = Self.durationKey.value(in: object) {
      style.duration = try CardsConfig.positive(value)
    }
    if let value = Self.widestLayoutKey.value(in: object) {
      widestLayout = try CardsConfig.positive(value)
    }
  }
}
