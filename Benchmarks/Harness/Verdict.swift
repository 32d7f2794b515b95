/// The three-way outcome of comparing one benchmark with its baseline, plus the one-sided
/// and not-comparable cases.
public enum Verdict: String, Codable, Sendable, Equatable {
  /// The whole ratio CI lies above 1 + relative and the median grew by more than the
  /// absolute threshold.
  case regression
  /// The whole ratio CI lies below 1 − relative.
  case improvement
  /// Neither: the CI overlaps the band, or the change is below the absolute threshold.
  case noChange = "no significant change"
  /// A regression on a different machine or toolchain: reported, not failing.
  case regressionNotComparable = "regression (not comparable)"
  /// An improvement on a different machine or toolchain: reported only.
  case improvementNotComparable = "improvement (not comparable)"
  /// Only in the current run.
  case new
  /// Only in the baseline.
  case missing
}
