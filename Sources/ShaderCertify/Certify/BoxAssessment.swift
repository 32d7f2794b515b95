import EffectProofBase

/// What one abstract run says of a quantity over a box: every value it takes there lies in
/// `[lower, upper]`. The quantity is signed against its limit: at most 0 holds (a sample within
/// its promise), above 0 fails. So `upper ≤ 0` holds for the whole box, and `lower > 0` fails
/// at every point of it.
public struct BoxAssessment: Sendable, Hashable {
  /// A lower bound of the quantity at every point of the box.
  public var lower: Double
  /// An upper bound of the quantity at every point of the box (+∞ when unbounded).
  public var upper: Double
  /// Measures the report shows beside the verdict (for a sample promise, the largest offset on
  /// each axis, in points), each an upper bound over the box.
  public var measures: [Double]
  /// What the bound rests on beyond the precision tables.
  public var assumptions: Set<PrecisionAssumption>
  /// Why the box cannot be assessed (an instruction the abstract run does not model, at the
  /// user's line); the search stops there.
  public var unsupported: (reason: String, location: FileLocation?)?

  /// An assessment.
  public init(
    lower: Double, upper: Double, measures: [Double] = [],
    assumptions: Set<PrecisionAssumption> = [],
    unsupported: (reason: String, location: FileLocation?)? = nil
  ) {
    self.lower = lower
    self.upper = upper
    self.measures = measures
    self.assumptions = assumptions
    self.unsupported = unsupported
  }

  /// Whether the quantity is at most 0 everywhere in the box.
  public var holds: Bool { upper <= 0 }
  /// Whether the quantity is above 0 everywhere in the box.
  public var fails: Bool { lower > 0 }

  /// Equal bounds, measures, assumptions and reason.
  public static func == (a: BoxAssessment, b: BoxAssessment) -> Bool {
    a.lower == b.lower && a.upper == b.upper && a.measures == b.measures
      && a.assumptions == b.assumptions && a.unsupported?.reason == b.unsupported?.reason
      && a.unsupported?.location == b.unsupported?.location
  }

  /// Hashes the bounds, the measures and the reason.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(lower)
    hasher.combine(upper)
    hasher.combine(measures)
    hasher.combine(unsupported?.reason)
  }
}
