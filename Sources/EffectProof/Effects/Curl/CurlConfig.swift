import LocatedJSON
import ProofEngine

/// The card curl's parameters in `effectproof.json` (`"curl": {…}`); every key is optional.
///
/// ```json
/// "curl": { "heights": [131, 200, 360], "peelStep": 0.02 }
/// ```
///
/// Seed facts (article 002): the curl's radius is 0.16 × the card's height, the promise is
/// about 12 points on a large card, and the sweep runs peel 0 … 1 in steps of 0.02. The
/// heights are **not** in the article: 131 pt is the card the proof docs use (promise 12),
/// 200 and 360 a larger table card and a full-screen squeeze (promises 19 and 33).
public struct CurlConfig: Hashable, Sendable {
  /// Card heights in points to prove, each above 0 and finite; default `[131, 200, 360]`.
  public var heights: [Double] = [131, 200, 360]
  /// The peel grid's step, in (0, 0.5]; default 0.02.
  public var peelStep: Double = 0.02

  /// The defaults.
  public init() {}

  // MARK: - Keys

  /// `heights`: the card heights to prove.
  static let heightsKey = ConfigKey(
    "heights", type: "array of numbers", default: "[131, 200, 360]",
    rule: .list(
      ConfigCount(1, 16, noun: "heights", message: "expected 1 … 16 card heights, found {found}"),
      each: .number(
        ConfigInterval.positive.atMost(
          10_000, "expected a height of at most 10000 points, found {found}"
        ).written(.bounds, unit: "points"))),
    help: "card heights to prove, in points", example: "[131, 200]")
  /// `peelStep`: the peel grid's step.
  static let peelStepKey = ConfigKey(
    "peelStep", type: "number", default: "0.02",
    rule: .number(.positive.atMost(0.5, "expected a peel step in (0, 0.5], found {found}")),
    help: "the peel grid's step, in (0, 0.5]", example: "0.05")
  /// The section's keys: `"curl": {…}`.
  public static let schema = ConfigSchema("curl", keys: [heightsKey, peelStepKey])

  /// Reads `"curl"`; unknown keys, wrong types, an empty or non-positive height list and a
  /// step outside (0, 0.5] are errors with their JSON path, each key read through its
  /// declaration's rule.
  public init(json reader: JSONReader) throws(JSONError) {
    self.init()
    let object = try Self.schema.object(reader)
    if let parsed = try Self.heightsKey.numbers(in: object) { heights = parsed }
    if let step = try Self.peelStepKey.number(in: object) { peelStep = step }
  }
}
