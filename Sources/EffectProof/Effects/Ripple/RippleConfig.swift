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
    "amplitude", type: "number", default: "RippleStyle.dolly: 6", rule: .number(.nonNegative),
    help: "the largest displacement, in points", example: "4")
  /// `speed`: the wave front's speed.
  static let speedKey = ConfigKey(
    "speed", type: "number", default: "650",
    rule: .number(
      .atLeast(1, "expected a speed of at least 1 point a second, found {found}")),
    help: "the wave front's speed, in points per second", example: "500")
  /// `frequency`: the wave's angular frequency.
  static let frequencyKey = ConfigKey(
    "frequency", type: "number", default: "30", rule: .number(.nonNegative),
    help: "radians per second",
    example: "20")
  /// `decay`: the wave's decay rate.
  static let decayKey = ConfigKey(
    "decay", type: "number", default: "5", rule: .number(.nonNegative), help: "per second",
    example: "4")
  /// `duration`: how long the ripple runs.
  static let durationKey = ConfigKey(
    "duration", type: "number", default: "2", rule: .number(.positive), help: "seconds",
    example: "1.5")
  /// `widestLayout`: the farthest a pixel is from the origin.
  static let widestLayoutKey = ConfigKey(
    "widestLayout", type: "number", default: "900", rule: .number(.positive),
    help: "the farthest a pixel is from the origin, in points", example: "600")
  /// The section's keys: `"ripple": {…}`.
  public static let schema = ConfigSchema(
    "ripple",
    keys: [amplitudeKey, speedKey, frequencyKey, decayKey, durationKey, widestLayoutKey])

  /// Reads `"ripple"` into a `RippleStyle`: each key overrides that field of
  /// `RippleStyle.dolly`. Unknown keys, wrong types and out-of-range values are errors with
  /// their JSON path. Amplitude, frequency and decay must be ≥ 0; speed must be ≥ 1 (the
  /// shader's floor); duration and the widest layout must be above 0 (each key's rule). NaN
  /// and ±∞ are not JSON numbers.
  public init(json reader: JSONReader) throws(JSONError) {
    self.init()
    let object = try Self.schema.object(reader)
    if let value = try Self.amplitudeKey.number(in: object) { style.amplitude = value }
    if let value = try Self.speedKey.number(in: object) { style.speed = value }
    if let value = try Self.frequencyKey.number(in: object) { style.frequency = value }
    if let value = try Self.decayKey.number(in: object) { style.decay = value }
    if let value = try Self.durationKey.number(in: object) { style.duration = value }
    if let value = try Self.widestLayoutKey.number(in: object) { widestLayout = value }
  }
}
