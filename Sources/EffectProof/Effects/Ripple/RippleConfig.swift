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

  /// Reads `"ripple"` into a `RippleStyle`: each key overrides that field of
  /// `RippleStyle.dolly`. Unknown keys, wrong types and out-of-range values are errors with
  /// their JSON path. Amplitude, frequency and decay must be ≥ 0; speed must be ≥ 1 (the
  /// shader's floor); duration and the widest layout must be above 0. NaN and ±∞ are not JSON
  /// numbers.
  public init(json reader: JSONReader) throws(JSONError) {
    self.init()
    let object = try reader.object(allowedKeys: [
      "amplitude", "speed", "frequency", "decay", "duration", "widestLayout",
    ])
    if let value = object.optional("amplitude") {
      style.amplitude = try CardsConfig.nonNegative(value)
    }
    if let value = object.optional("speed") {
      let speed = try value.double()
      guard speed >= 1 else {
        throw value.error("expected a speed of at least 1 point a second, found \(speed)")
      }
      style.speed = speed
    }
    if let value = object.optional("frequency") {
      style.frequency = try CardsConfig.nonNegative(value)
    }
    if let value = object.optional("decay") { style.decay = try CardsConfig.nonNegative(value) }
    if let value = object.optional("duration") { style.duration = try CardsConfig.positive(value) }
    if let value = object.optional("widestLayout") {
      widestLayout = try CardsConfig.positive(value)
    }
  }
}
