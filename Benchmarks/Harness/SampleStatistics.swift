/// Summary statistics of a benchmark's samples (seconds per iteration, one per repetition).
/// Quantiles are numpy's default linear interpolation (see ``Quantile``).
public struct SampleStatistics: Codable, Sendable, Equatable {
  /// The normal-consistency factor for the MAD: 1 / Φ⁻¹(3/4).
  public static let madScale = 1.4826

  /// The number of samples.
  public var count: Int
  /// The smallest sample.
  public var min: Double
  /// The median (0.5-quantile).
  public var median: Double
  /// The 0.9-quantile.
  public var p90: Double
  /// The largest sample.
  public var max: Double
  /// The arithmetic mean.
  public var mean: Double
  /// The median absolute deviation from the median, raw: median(|xᵢ − median|).
  public var mad: Double
  /// The MAD × 1.4826, an estimate of the standard deviation for normal data.
  public var scaledMAD: Double
  /// The percentile-bootstrap 95 % confidence interval of the median.
  public var medianInterval: ConfidenceInterval
  /// Tukey-fence outliers.
  public var outliers: Outliers

  /// The statistics of `samples`, bootstrapping with `resamples` resamples from `seed`.
  public init(samples: [Double], resamples: Int = 10_000, seed: UInt64 = 2026) {
    let sorted = samples.sorted()
    count = sorted.count
    min = sorted.first ?? .nan
    max = sorted.last ?? .nan
    median = Quantile.sorted(sorted, 0.5)
    p90 = Quantile.sorted(sorted, 0.9)
    mean = sorted.isEmpty ? .nan : sorted.reduce(0, +) / Double(sorted.count)
    let center = median
    mad = Quantile.median(sorted.map { abs($0 - center) })
    scaledMAD = mad * Self.madScale
    medianInterval = Bootstrap.medianInterval(samples, resamples: resamples, seed: seed)
    outliers = Outliers(classifying: samples)
  }
}
