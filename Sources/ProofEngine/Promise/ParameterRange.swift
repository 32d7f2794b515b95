/// One named parameter of an effect and the closed interval a promise proof sweeps it over.
///
/// ```
/// name ∈ [lower, upper]        lower == upper fixes the parameter at that value
/// ```
///
/// The bounds are stored exactly as given, so a range read from a file or built from
/// arithmetic can be wrong without trapping here. ``SampleOffsetPromise/prove(_:)`` checks
/// them and throws ``PromiseError/invalidParameter(name:reason:)`` for an empty or duplicate
/// name, a NaN or infinite bound, `lower > upper` (an inverted, empty range), or a width
/// `upper − lower` that overflows to infinity.
///
/// Seed fact: the card curl sweeps `peel` over 0…1 (the article checks every peel in steps of
/// 0.02); the wheel blur sweeps its blur angle over 0…0.35 radians.
public struct ParameterRange: Sendable, Hashable, Codable {
  /// The parameter's name, used in reports and failure messages (e.g. `"peel"`).
  public var name: String
  /// The smallest value swept.
  public var lower: Double
  /// The largest value swept.
  public var upper: Double

  /// A parameter swept over `lower…upper`; the bounds are checked when the proof runs.
  public init(_ name: String, lower: Double, upper: Double) {
    self.name = name
    self.lower = lower
    self.upper = upper
  }

  /// A parameter swept over a closed range, e.g. `ParameterRange("peel", 0...1)`.
  ///
  /// `ClosedRange` itself refuses NaN and inverted bounds when it is built with `...`; use
  /// ``init(_:lower:upper:)`` to pass bounds that may be invalid and have the proof report them.
  public init(_ name: String, _ range: ClosedRange<Double>) {
    self.init(name, lower: range.lowerBound, upper: range.upperBound)
  }

  /// A parameter held at one value: `lower == upper == value`.
  public init(_ name: String, fixed value: Double) {
    self.init(name, lower: value, upper: value)
  }

  /// The bounds as a `ClosedRange`, or `nil` when they are NaN, infinite or inverted.
  public var range: ClosedRange<Double>? {
    guard problem == nil else { return nil }
    return lower...upper
  }

  /// `upper − lower`: 0 for a fixed parameter; NaN or negative for invalid bounds.
  public var width: Double { upper - lower }

  /// Why these bounds cannot be swept, or `nil` when they can.
  var problem: String? {
    if name.isEmpty { return "the name is empty" }
    if lower.isNaN || upper.isNaN { return "a bound is NaN (\(lower)...\(upper))" }
    if !lower.isFinite || !upper.isFinite {
      return "a bound is infinite (\(lower)...\(upper)); a sweep needs a finite range"
    }
    if lower > upper { return "the range is inverted (\(lower) > \(upper))" }
    if !width.isFinite { return "the width \(upper) − \(lower) overflows to infinity" }
    return nil
  }
}
