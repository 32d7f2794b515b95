extension PropertyOutcome {
  /// Passes when the comparison found the values approximately equal. The margin is
  /// `absoluteDistance − bound` (how far past the allowed distance, in the values' unit), and
  /// the note carries the comparison's report: absolute, relative and ULP distance and the bound
  /// that failed. NaN and infinity mismatches fail with margin +∞.
  public static func expect<T: ULPMeasurable>(_ comparison: NumericComparison<T>) -> PropertyOutcome
  {
    let distance = Double(comparison.absoluteDistance)
    let bound = Double(comparison.bound)
    var margin = distance - bound
    if margin.isNaN { margin = .infinity }
    if comparison.isApproximatelyEqual {
      return PropertyOutcome(.pass, margin: min(margin, 0))
    }
    return PropertyOutcome(
      .fail, margin: max(margin, .leastNonzeroMagnitude), note: comparison.description)
  }
}
