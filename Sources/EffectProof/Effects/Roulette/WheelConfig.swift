import EffectMath
import LocatedJSON
import ProofEngine

/// The roulette wheel's parameters in `effectproof.json` (`"wheel": {…}`): every key is
/// optional, with the article's values as defaults, so an app can prove its own curve.
///
/// ```json
/// "wheel": {
///   "wheelType": "singleZero", "diameter": 300, "pocketRadius": 132, "hubRadius": 48,
///   "shutter": 0.016667, "ballShutter": 0.008333, "ballDegreesPerSecond": 990,
///   "spinDuration": 4.0, "turns": 2,
///   "curve": {"startControlPoint": [0.3, 0.48], "endControlPoint": [0.7, 1]}
/// }
/// ```
///
/// Seed facts (article 002): a 300-point wheel, shutter 1/60 s for the wheel and 1/120 s for
/// the ball, the ball starting at 990 °/s, a 4.0 s spin of two turns plus the offset, on
/// `.bezier(startControlPoint: [0.3, 0.48], endControlPoint: [0.7, 1])`. The pocket radius
/// (132 pt) is **inferred**: it is the radius at which the article's "24 pt" promise and
/// "about 14 pt at the rim" both come out. The hub radius (48 pt) is **not** in the article;
/// it only decides which pixels pass through and does not change any promise.
public struct WheelConfig: Hashable, Sendable {
  /// The wheel the app draws; the landing proofs cover all three types regardless.
  public var wheelType: RouletteWheelType = .singleZero
  /// The wheel's diameter in points (the ball's reach from the centre is half of it).
  public var diameter: Double = 300
  /// The radius of the blurred pocket ring in points (inferred, see the type).
  public var pocketRadius: Double = 132
  /// The radius of the hub, which passes through unblurred (not in the article).
  public var hubRadius: Double = 48
  /// The wheel's shutter in seconds: `WheelBlur.shutter`, 1/60.
  public var shutter: Double = WheelBlur.shutter
  /// The flying ball's shutter in seconds: `WheelBlur.ballShutter`, 1/120.
  public var ballShutter: Double = WheelBlur.ballShutter
  /// The ball's fastest speed in degrees per second:
  /// `RouletteBallFlight.launchDegreesPerSecond`, 990 (2.75 rev/s).
  public var ballDegreesPerSecond: Double = RouletteBallFlight.launchDegreesPerSecond
  /// The spin's length in seconds: `RouletteWheelSpin.standardDuration`, 4.0.
  public var spinDuration: Double = RouletteWheelSpin.standardDuration
  /// Whole turns per landing spin: `RouletteWheelSpin.standardTurns`, 2.
  public var turns: Int = RouletteWheelSpin.standardTurns
  /// The spin's easing: the shipped `RouletteWheelSpin.slowingCurve` itself, the one an app
  /// gets, unless the section's `curve` overrides a control point (the config holds no copy
  /// of the points).
  public var curve: TimingCurve = RouletteWheelSpin.slowingCurve

  /// The article's values.
  public init() {}

  // MARK: - Keys

  /// `wheelType`: the wheel the app draws.
  static let wheelTypeKey = ConfigKey(
    "wheelType", type: "string", default: "singleZero",
    rule: .oneOf(RouletteWheelType.allCases.map(\.rawValue)),
    help: "singleZero (37 pockets), doubleZero (38) or tripleZero (39)",
    example: "\"doubleZero\"")
  /// `diameter`: the wheel's diameter.
  static let diameterKey = ConfigKey(
    "diameter", type: "number", default: "300", rule: .number(.positive),
    help: "the wheel, in points",
    example: "320")
  /// `pocketRadius`: the blurred pocket ring's radius.
  static let pocketRadiusKey = ConfigKey(
    "pocketRadius", type: "number", default: "132",
    rule: .and(.number(.positive), ", ≤ diameter / 2"),
    help: "the pocket ring's radius, in points", example: "130")
  /// `hubRadius`: the unblurred hub's radius.
  static let hubRadiusKey = ConfigKey(
    "hubRadius", type: "number", default: "48",
    rule: .and(.number(.nonNegative), ", < pocketRadius"),
    help: "the unblurred hub, in points", example: "40")
  /// `shutter`: the wheel blur's shutter.
  static let shutterKey = ConfigKey(
    "shutter", type: "number", default: "WheelBlur.shutter", rule: .number(.positive),
    help: "the wheel blur's shutter, in seconds", example: "0.02")
  /// `ballShutter`: the ball streak's shutter.
  static let ballShutterKey = ConfigKey(
    "ballShutter", type: "number", default: "WheelBlur.ballShutter",
    rule: .number(.positive),
    help: "the ball streak's shutter, in seconds", example: "0.01")
  /// `ballDegreesPerSecond`: the ball's launch speed.
  static let ballDegreesPerSecondKey = ConfigKey(
    "ballDegreesPerSecond", type: "number",
    default: "RouletteBallFlight.launchDegreesPerSecond", rule: .number(.positive),
    help: "the ball's launch speed", example: "900")
  /// `spinDuration`: the spin's length.
  static let spinDurationKey = ConfigKey(
    "spinDuration", type: "number", default: "RouletteWheelSpin.standardDuration",
    rule: .number(.positive),
    help: "seconds", example: "3.5")
  /// `turns`: whole turns per landing spin.
  static let turnsKey = ConfigKey(
    "turns", type: "integer", default: "RouletteWheelSpin.standardTurns",
    rule: .integer(.closed(0...100, "expected 0 … 100 turns")),
    help: "whole turns", example: "3")
  /// A control point: `[x, y]` with x in 0 … 1 and y any number.
  static let controlPointRule = ConfigValueRule.pair(
    .exactly(2, "expected [x, y], found {found} numbers"), first: "x",
    .closed(0...1, "expected x in 0 … 1, found {found}"))
  /// `curve.startControlPoint` and `curve.endControlPoint`: `[x, y]`, x in 0 … 1.
  static let startControlPointKey = ConfigKey(
    "startControlPoint", type: "array of 2 numbers", default: "[0.3, 0.48]",
    rule: controlPointRule, help: "the spin curve's first control point",
    example: "[0.25, 0.5]")
  /// `curve.endControlPoint`.
  static let endControlPointKey = ConfigKey(
    "endControlPoint", type: "array of 2 numbers", default: "[0.7, 1]",
    rule: controlPointRule,
    help: "the spin curve's second control point", example: "[0.75, 1]")
  /// `curve`: the spin's easing.
  static let curveKey = ConfigKey(
    "curve", type: "object", default: "RouletteWheelSpin.slowingCurve's",
    help: #"{"startControlPoint": [x, y], "endControlPoint": [x, y]}"#,
    example: #"{"startControlPoint": [0.25, 0.5]}"#,
    fields: [startControlPointKey, endControlPointKey])
  /// The section's keys: `"wheel": {…}`.
  public static let schema = ConfigSchema(
    "wheel",
    keys: [
      wheelTypeKey, diameterKey, pocketRadiusKey, hubRadiusKey, shutterKey, ballShutterKey,
      ballDegreesPerSecondKey, spinDurationKey, turnsKey, curveKey,
    ])
  /// The keys of `curve`.
  static let curveSchema = ConfigSchema("wheel.curve", keys: curveKey.fields)

  /// The ball's reach from the wheel's centre: the rim radius, `diameter / 2` (150 pt).
  ///
  /// The article says the ball's promise uses "the rim radius" and that it dropped from 27 to
  /// 11 points with the shorter shutter; `diameter / 2` is the only simple choice that gives
  /// both (`ceil(2 · 150 · sin(0.35/4)) = 27`, `ceil(2 · 150 · sin(0.144/4)) = 11`), while the
  /// inner side of the rim, `0.44 · diameter = 132`, would give 24 and 10.
  public var ballReach: Double { diameter / 2 }

  /// The ball's largest blur angle in radians, `ballDegreesPerSecond · π/180 · ballShutter`
  /// capped at ``WheelBlur/maxAngle``: 990 °/s at 1/120 s is 0.144 rad.
  public var ballMaxBlurAngle: Double {
    min(ballDegreesPerSecond * Double.pi / 180 * ballShutter, WheelBlur.maxAngle)
  }

  /// Whether the geometry is the article's, so its rounded numbers (13 °/s, 0.10 rad, 14 pt,
  /// 24 pt, 11 pt) apply.
  public var isArticleGeometry: Bool {
    diameter == 300 && pocketRadius == 132 && shutter == 1.0 / 60 && ballShutter == 1.0 / 120
      && ballDegreesPerSecond == 990
  }

  /// Reads `"wheel"`; unknown keys, wrong types and out-of-range values are errors with their
  /// JSON path.
  public init(json reader: JSONReader) throws(JSONError) {
    self.init()
    let object = try Self.schema.object(reader)
    if let name = try Self.wheelTypeKey.word(in: object) {
      wheelType = RouletteWheelType(rawValue: name) ?? .singleZero
    }
    if let value = try Self.diameterKey.number(in: object) { diameter = value }
    if let value = try Self.pocketRadiusKey.number(in: object) { pocketRadius = value }
    if let value = try Self.hubRadiusKey.number(in: object) { hubRadius = value }
    if let value = try Self.shutterKey.number(in: object) { shutter = value }
    if let value = try Self.ballShutterKey.number(in: object) { ballShutter = value }
    if let value = try Self.ballDegreesPerSecondKey.number(in: object) {
      ballDegreesPerSecond = value
    }
    if let value = try Self.spinDurationKey.number(in: object) { spinDuration = value }
    if let value = try Self.turnsKey.integer(in: object) { turns = value }
    if let value = Self.curveKey.value(in: object) {
      let points = try Self.curveSchema.object(value)
      // A point the section leaves out keeps the shipped curve's.
      var (start, end) = curve.controlPoints ?? (SIMD2(0, 0), SIMD2(1, 1))
      if let point = try Self.startControlPointKey.numbers(in: points) {
        start = SIMD2(point[0], point[1])
      }
      if let point = try Self.endControlPointKey.numbers(in: points) {
        end = SIMD2(point[0], point[1])
      }
      curve = .bezier(startControlPoint: start, endControlPoint: end)
    }
    guard pocketRadius <= diameter / 2 else {
      throw (Self.pocketRadiusKey.value(in: object) ?? reader).error(
        "expected a pocket radius of at most half the diameter (\(diameter / 2))")
    }
    guard hubRadius < pocketRadius else {
      throw (Self.hubRadiusKey.value(in: object) ?? reader).error(
        "expected a hub radius below the pocket radius (\(pocketRadius))")
    }
  }
}
