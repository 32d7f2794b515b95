/// What a property says about one case: pass, fail, or discard, with a margin.
///
/// The margin is how far past the property's bound the measured value landed, signed and in
/// the property's unit: positive means past the bound (a failure), negative how much room was
/// left. A passing proof still reports its worst case, the one with the largest margin.
///
/// Reports print the opposite sign, ``room`` (positive: room left), the one convention of every
/// report's `margin` and of a promise axis's margin (docs/ci-gate.md, "Margins").
public struct PropertyOutcome: Hashable, Sendable {
  /// The verdict.
  public enum Verdict: String, Hashable, Sendable, Codable {
    /// The case holds.
    case pass
    /// The case breaks the property.
    case fail
    /// The case does not count (a filter rejected it).
    case discard
  }

  /// Pass, fail or discard.
  public var verdict: Verdict
  /// Signed distance past the bound, when the property measures one.
  public var margin: Double?
  /// The property's own words about the case, if it gave any.
  public var note: String?
  /// The measured value and its bound, kept as numbers: a passing case costs no formatting.
  public var measurement: Measurement?

  /// A measured value against its bound.
  public struct Measurement: Hashable, Sendable, CustomStringConvertible {
    /// How the value must relate to the bound.
    public enum Relation: Hashable, Sendable {
      /// value ≤ bound.
      case atMost
      /// value ≥ bound.
      case atLeast
    }

    /// The measured value.
    public var value: Double
    /// The bound.
    public var bound: Double
    /// The relation that must hold.
    public var relation: Relation

    /// `value ≤ bound` or `value ≥ bound`.
    public var description: String {
      "\(value) \(relation == .atMost ? "≤" : "≥") \(bound)"
    }
  }

  /// Creates an outcome.
  public init(
    _ verdict: Verdict, margin: Double? = nil, note: String? = nil,
    measurement: Measurement? = nil
  ) {
    self.verdict = verdict
    self.margin = margin
    self.note = note
    self.measurement = measurement
  }

  /// The room left before the bound, `−margin`, as every report's `margin` gives it: positive
  /// holds with room, negative is past the bound. `nil` without a margin; never `-0`.
  public var room: Double? { margin.map { 0 - $0 } }

  /// The note, else the measurement, as a report prints it.
  public var summary: String? { note ?? measurement?.description }

  /// The case holds.
  public static let pass = PropertyOutcome(.pass)
  /// The case does not count.
  public static let discard = PropertyOutcome(.discard)

  /// The case holds with `margin` (≤ 0) of room.
  public static func pass(margin: Double, _ note: String? = nil) -> PropertyOutcome {
    PropertyOutcome(.pass, margin: margin, note: note)
  }

  /// The case fails.
  public static func fail(_ note: String? = nil, margin: Double? = nil) -> PropertyOutcome {
    PropertyOutcome(.fail, margin: margin, note: note)
  }

  /// Passes when `value ≤ bound`; margin `value − bound`. NaN fails (margin +∞).
  public static func expect(
    _ value: Double, atMost bound: Double, _ note: String? = nil
  ) -> PropertyOutcome {
    measure(value, bound, margin: value - bound, .atMost, note)
  }

  /// Passes when `value ≥ bound`; margin `bound − value`. NaN fails (margin +∞).
  public static func expect(
    _ value: Double, atLeast bound: Double, _ note: String? = nil
  ) -> PropertyOutcome {
    measure(value, bound, margin: bound - value, .atLeast, note)
  }

  /// Passes when `|actual − expected| ≤ tolerance`; margin `|actual − expected| − tolerance`.
  public static func expect(
    _ actual: Double, equals expected: Double, within tolerance: Double, _ note: String? = nil
  ) -> PropertyOutcome {
    expect(abs(actual - expected), atMost: tolerance, note)
  }

  private static func measure(
    _ value: Double, _ bound: Double, margin: Double, _ relation: Measurement.Relation,
    _ note: String?
  ) -> PropertyOutcome {
    let measurement = Measurement(value: value, bound: bound, relation: relation)
    guard !margin.isNaN else {
      return PropertyOutcome(.fail, margin: .infinity, note: note, measurement: measurement)
    }
    return PropertyOutcome(
      margin > 0 ? .fail : .pass, margin: margin, note: note, measurement: measurement)
  }

  /// All of `outcomes`: fails when any fails (the worst failing margin and its note), discards
  /// when any discards, else passes with the largest margin.
  public static func all(_ outcomes: [PropertyOutcome]) -> PropertyOutcome {
    if let discarded = outcomes.first(where: { $0.verdict == .discard }) { return discarded }
    let failing = outcomes.filter { $0.verdict == .fail }
    let pool = failing.isEmpty ? outcomes : failing
    let worst = pool.max { ($0.margin ?? -.infinity) < ($1.margin ?? -.infinity) }
    return worst ?? .pass
  }
}
