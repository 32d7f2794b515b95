import CGSL

/// Descriptive statistics of a sample x₁…xₙ (GSL's `gsl_stats_*`).
///
/// Errors common to all: an empty sample: `GSL_EINVAL`; a NaN or infinite element:
/// `GSL_EINVAL`. `operation` names the GSL function.
public enum Statistics {
  /// The arithmetic mean x̄ = (1/n) Σ xᵢ (`gsl_stats_mean`).
  public static func mean(of data: [Double]) throws(GSLError) -> Double {
    let operation = "gsl_stats_mean"
    try requireSample(data, minimumCount: 1, operation)
    return try gslValue(operation) { gsl_stats_mean(data, 1, data.count) }
  }

  /// The sample standard deviation s = √( Σ (xᵢ − x̄)² / (n − 1) ) (`gsl_stats_sd`).
  ///
  /// Errors: fewer than two elements: `GSL_EINVAL`, since n − 1 = 0.
  public static func standardDeviation(of data: [Double]) throws(GSLError) -> Double {
    let operation = "gsl_stats_sd"
    try requireSample(data, minimumCount: 2, operation)
    return try gslValue(operation) { gsl_stats_sd(data, 1, data.count) }
  }

  /// The quantile at `fraction` f of ascending data (`gsl_stats_quantile_from_sorted_data`).
  ///
  /// With δ = (n − 1) f and i = ⌊δ⌋, the result interpolates linearly:
  /// (1 − (δ − i)) x₍ᵢ₎ + (δ − i) x₍ᵢ₊₁₎ (0-based), so f = 0.5 is the median, 0 the minimum and
  /// 1 the maximum.
  ///
  /// Errors: `fraction` outside [0, 1] or NaN: `GSL_EDOM`; data not in ascending order:
  /// `GSL_EINVAL` (checked here; GSL does not check and would return nonsense).
  public static func quantile(_ fraction: Double, ofSorted data: [Double]) throws(GSLError)
    -> Double
  {
    let operation = "gsl_stats_quantile_from_sorted_data"
    try requireSample(data, minimumCount: 1, operation)
    guard (0...1).contains(fraction) else {
      throw GSLError(
        code: GSL_EDOM, operation: operation,
        reason: "fraction is \(fraction); expected a number in [0, 1]")
    }
    if let index = data.indices.dropFirst().first(where: { data[$0] < data[$0 - 1] }) {
      throw GSLError(
        code: GSL_EINVAL, operation: operation,
        reason: "data are not sorted: element \(index) (\(data[index])) is less than element "
          + "\(index - 1) (\(data[index - 1]))")
    }
    return try gslValue(operation) {
      gsl_stats_quantile_from_sorted_data(data, 1, data.count, fraction)
    }
  }

  /// Throws `GSL_EINVAL` unless `data` has at least `minimumCount` elements, all finite.
  private static func requireSample(
    _ data: [Double], minimumCount: Int, _ operation: String
  ) throws(GSLError) {
    guard data.count >= minimumCount else {
      throw GSLError(
        code: GSL_EINVAL, operation: operation,
        reason: "\(data.count) data points; expected at least \(minimumCount)")
    }
    if let index = data.firstIndex(where: { !$0.isFinite }) {
      throw GSLError(
        code: GSL_EINVAL, operation: operation,
        reason: "element \(index) is \(data[index]); expected finite data")
    }
  }
}
