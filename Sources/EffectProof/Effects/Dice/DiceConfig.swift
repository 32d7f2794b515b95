import EffectMath
import LocatedJSON
import ProofEngine

/// The dice's parameters in `effectproof.json` (`"dice": {…}`): every key is optional, with the
/// defaults below, so an app can prove its own die.
///
/// ```json
/// "dice": {"dieSize": 56, "pipRadius": 0.09, "shutter": 0.016667, "throwDuration": 0.8}
/// ```
///
/// Seed facts (article 002): pips are packed as x, y floats, the throw is a cubic slide plus
/// decaying hops, and its promise is "10 points at the default die size". The article gives no
/// die size, pip radius, throw distance, hop height, shutter or duration; the defaults here are
/// **chosen** so the promise comes out at 10 pt (see ``EffectMath/DieThrow``). The pip radius
/// is in unit space (a fraction of the die's side).
public struct DiceConfig: Hashable, Sendable {
  /// The die's side in points, 56.
  public var dieSize: Double = DieThrow.defaultDieSize
  /// The pip radius in unit space, 0.09 (pips 0.25 apart stay apart below 0.125).
  public var pipRadius: Double = 0.09
  /// The blur's shutter in seconds, 1/60.
  public var shutter: Double = DieThrow.defaultShutter
  /// The throw's duration in seconds, 0.8.
  public var throwDuration: Double = DieThrow.defaultDuration

  /// The defaults.
  public init() {}

  // MARK: - Keys

  /// `dieSize`: the die's side.
  static let dieSizeKey = ConfigKey(
    "dieSize", type: "number", default: "DieThrow.defaultDieSize", rule: .number(.positive),
    help: "the die's side, in points", example: "56")
  /// `pipRadius`: a pip's radius in unit space.
  static let pipRadiusKey = ConfigKey(
    "pipRadius", type: "number", default: "0.09",
    rule: .number(
      .positive.below(0.5, "expected a pip radius below 0.5 (unit space), found {found}")),
    help: "a pip's radius, as a share of the side", example: "0.1")
  /// `shutter`: the motion blur's shutter.
  static let shutterKey = ConfigKey(
    "shutter", type: "number", default: "DieThrow.defaultShutter", rule: .number(.positive),
    help: "the motion blur's shutter, in seconds", example: "0.02")
  /// `throwDuration`: the throw's length.
  static let throwDurationKey = ConfigKey(
    "throwDuration", type: "number", default: "DieThrow.defaultDuration",
    rule: .number(.positive),
    help: "seconds", example: "1")
  /// The section's keys: `"dice": {…}`.
  public static let schema = ConfigSchema(
    "dice", keys: [dieSizeKey, pipRadiusKey, shutterKey, throwDurationKey])

  /// The throw of this die from `directionRadians` with `spinDegrees` of spin.
  public func dieThrow(directionRadians: Double, spinDegrees: Double) -> DieThrow {
    .standard(
      dieSize: dieSize, directionRadians: directionRadians, spinDegrees: spinDegrees,
      duration: throwDuration, shutter: shutter)
  }

  /// Whether these are the defaults, so the article's "10 points" applies.
  public var isDefault: Bool { self == DiceConfig() }

  /// Reads `"dice"`; unknown keys, wrong types and values out of range (sizes, shutter and
  /// duration must be above 0, the pip radius in (0, 0.5)) are errors with their JSON path.
  public init(json reader: JSONReader) throws(JSONError) {
    self.init()
    let object = try Self.schema.object(reader)
    if let value = try Self.dieSizeKey.number(in: object) { dieSize = value }
    if let value = try Self.pipRadiusKey.number(in: object) { pipRadius = value }
    if let value = try Self.shutterKey.number(in: object) { shutter = value }
    if let value = try Self.throwDurationKey.number(in: object) { throwDuration = value }
  }
}
