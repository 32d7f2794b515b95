import LocatedJSON
import Testing

/// A ``ConfigValueRule`` is one declaration of a key's values: help's words and the reader's
/// check come from it. Every expected text and message here is written by hand, from the words
/// the key tables and the readers had before the rules existed.
@Suite struct ConfigValueRuleTests {
  /// The error `rule` gives the JSON value `json` (as `path: message`), or `nil` when it holds.
  static func problem(_ rule: ConfigValueRule, _ json: String) throws -> String? {
    let root = JSONReader(root: try JSONParser().parse(json))
    do throws(JSONError) {
      try rule.check(root)
      return nil
    } catch {
      return "\(error.path?.description ?? "?"): \(error.message)"
    }
  }

  static let peelStep = ConfigValueRule.number(
    .positive.atMost(0.5, "expected a peel step in (0, 0.5], found {found}"))
  static let bounce = ConfigValueRule.number(.open(-1, 1, "expected a bounce in (−1, 1)"))
  static let turns = ConfigValueRule.integer(.closed(0...100, "expected 0 … 100 turns"))
  static let heights = ConfigValueRule.list(
    ConfigCount(1, 16, noun: "heights", message: "expected 1 … 16 card heights, found {found}"),
    each: .number(
      ConfigInterval.positive.atMost(10_000, "too high: {found}").written(.bounds, unit: "points")
    ))
  static let side = ConfigValueRule.list(
    .exactly(2, "two sides, not {found}"),
    each: .number(
      ConfigInterval(
        lower: ConfigBound(0, included: false, message: "side {found}"),
        upper: ConfigBound(8192, included: true, message: "side {found}"))),
    label: "side")

  @Test func helpWritesEachShapeOfRuleAsTheTablesDid() {
    #expect(Self.peelStep.text == "(0, 0.5]")
    #expect(Self.bounce.text == "(\u{2212}1, 1)")
    #expect(Self.turns.text == "0 … 100")
    #expect(ConfigValueRule.number(.positive).text == "> 0")
    #expect(ConfigValueRule.number(.nonNegative).text == "≥ 0")
    #expect(ConfigValueRule.number(.atLeast(1, "")).text == "≥ 1")
    #expect(ConfigValueRule.number(.nonNegative.below(90, "")).text == "[0, 90)")
    #expect(ConfigValueRule.number(.closed(0.1...86_400, "")).text == "0.1 … 86400")
    #expect(Self.heights.text == "1 … 16 heights, each > 0 and ≤ 10000 points")
    #expect(
      ConfigValueRule.list(.atLeastOne(""), each: .number(.positive)).text
        == "at least one, each > 0")
    #expect(Self.side.text == "each side in (0, 8192]")
    #expect(
      ConfigValueRule.list(.atLeastOne(""), each: Self.side).text
        == "at least one, each side in (0, 8192]")
    #expect(
      ConfigValueRule.pair(.exactly(2, ""), first: "x", .closed(0...1, "")).text == "x in 0 … 1")
    #expect(
      ConfigValueRule.and(.number(.positive), ", ≤ diameter / 2").text == "> 0, ≤ diameter / 2")
    #expect(ConfigValueRule.oneOf(["singleZero", "doubleZero"]).text == "singleZero, doubleZero")
    #expect(
      ConfigValueRule.list(.any, each: .oneOf(["float", "float2"])).text
        == "each one of float, float2")
    #expect(
      ConfigValueRule.list(.exactly(2, ""), each: .and(.number(.nonNegative), ", finite")).text
        == "each ≥ 0, finite")
    #expect(ConfigValueRule.described("non-empty strings").text == "non-empty strings")
    #expect(ConfigValueRule.number(ConfigInterval()).text == nil)
  }

  @Test func eachEndHoldsJustInsideAndRefusesJustOutside() throws {
    #expect(try Self.problem(Self.peelStep, "5e-324") == nil)
    #expect(try Self.problem(Self.peelStep, "0.5") == nil)
    #expect(try Self.problem(Self.peelStep, "0") == "$: expected a number above 0, found 0.0")
    #expect(
      try Self.problem(Self.peelStep, "0.5000000000000001")
        == "$: expected a peel step in (0, 0.5], found 0.5000000000000001")
    #expect(try Self.problem(Self.bounce, "-0.9999999999999999") == nil)
    #expect(try Self.problem(Self.bounce, "0.9999999999999999") == nil)
    #expect(try Self.problem(Self.bounce, "-1") == "$: expected a bounce in (−1, 1)")
    #expect(try Self.problem(Self.bounce, "1") == "$: expected a bounce in (−1, 1)")
    #expect(try Self.problem(Self.turns, "0") == nil)
    #expect(try Self.problem(Self.turns, "100") == nil)
    #expect(try Self.problem(Self.turns, "-1") == "$: expected 0 … 100 turns")
    #expect(try Self.problem(Self.turns, "101") == "$: expected 0 … 100 turns")
  }

  @Test func wrongTypesHugeNumbersAndCountsAreRefusedAtTheirPath() throws {
    #expect(try Self.problem(Self.peelStep, "\"NaN\"") == "$: expected a number, found a string")
    #expect(try Self.problem(Self.peelStep, "null") == "$: expected a number, found null")
    #expect(
      try Self.problem(Self.peelStep, "1e308")
        == "$: expected a peel step in (0, 0.5], found 1e+308")
    #expect(try Self.problem(Self.turns, "2.5") == "$: expected an integer, found 2.5")
    #expect(try Self.problem(Self.turns, "1e300") == "$: expected an integer, found 1e+300")
    #expect(try Self.problem(Self.heights, "[]") == "$: expected 1 … 16 card heights, found 0")
    #expect(
      try Self.problem(
        Self.heights, "[" + Array(repeating: "1", count: 17).joined(separator: ",") + "]")
        == "$: expected 1 … 16 card heights, found 17")
    #expect(
      try Self.problem(Self.heights, "[1, 10000.000000000002]")
        == "$[1]: too high: 10000.000000000002")
    #expect(
      try Self.problem(Self.heights, "[1, \"2\"]") == "$[1]: expected a number, found a string")
    #expect(try Self.problem(Self.side, "[1]") == "$: two sides, not 1")
    #expect(try Self.problem(Self.side, "[8192, 0]") == "$[1]: side 0.0")
    let oneOf = ConfigValueRule.oneOf(["singleZero", "doubleZero"])
    #expect(
      try Self.problem(oneOf, "\"doubleZer\"")
        == "$: expected one of singleZero, doubleZero, found \"doubleZer\" (did you mean \"doubleZero\"?)"
    )
    let pair = ConfigValueRule.pair(
      .exactly(2, "expected [x, y], found {found} numbers"), first: "x", .closed(0...1, "x {found}")
    )
    #expect(try Self.problem(pair, "[0.5]") == "$: expected [x, y], found 1 numbers")
    #expect(try Self.problem(pair, "[1.0000000000000002, 7]") == "$[0]: x 1.0000000000000002")
    #expect(try Self.problem(pair, "[1, \"y\"]") == "$[1]: expected a number, found a string")
    #expect(try Self.problem(.described("anything"), "\"x\"") == nil)
  }
}
