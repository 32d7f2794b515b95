/// Percentile bootstrap confidence intervals with a seeded generator.
public enum Bootstrap {
  /// The central `level` interval (default 95 %) of the median of `samples`, from
  /// `resamples` resamples with replacement; the bounds are the (1 ± level)/2 quantiles of the
  /// resampled medians.
  public static func medianInterval(
    _ samples: [Double], resamples: Int, seed: UInt64, level: Double = 0.95
  ) -> ConfidenceInterval {
    guard !samples.isEmpty else { return ConfidenceInterval(lower: .nan, upper: .nan) }
    var generator = SeededGenerator(seed: seed)
    var medians: [Double] = []
    medians.reserveCapacity(resamples)
    for _ in 0..<max(1, resamples) {
      medians.append(resampledMedian(samples, &generator))
    }
    return interval(of: medians, level: level)
  }

  /// The central `level` interval of median(current*) / median(baseline*) (or of the minima,
  /// with `statistic` `.minimum`), resampling both sets independently in each of `resamples`
  /// rounds.
  public static func ratioInterval(
    current: [Double], baseline: [Double], resamples: Int, seed: UInt64, level: Double = 0.95,
    of statistic: BenchmarkRatio.Statistic = .median
  ) -> ConfidenceInterval {
    guard !current.isEmpty, !baseline.isEmpty else {
      return ConfidenceInterval(lower: .nan, upper: .nan)
    }
    var generator = SeededGenerator(seed: seed)
    var ratios: [Double] = []
    ratios.reserveCapacity(resamples)
    for _ in 0..<max(1, resamples) {
      let numerator =
        statistic == .median
        ? resampledMedian(current, &generator) : resampledMinimum(current, &generator)
      let denominator =
        statistic == .median
        ? resampledMedian(baseline, &generator) : resampledMinimum(baseline, &generator)
      ratios.append(numerator / denominator)
    }
    return interval(of: ratios, level: level)
  }

  /// The median of one resample with replacement of `samples`.
  static func resampledMedian(_ samples: [Double], _ generator: inout SeededGenerator) -> Double {
    var draw = [Double](repeating: 0, count: samples.count)
    for slot in draw.indices {
      draw[slot] = samples[generator.index(below: samples.count)]
    }
    draw.sort()
    return Quantile.sorted(draw, 0.5)
  }

  /// The minimum of one resample with replacement of `samples`.
  static func resampledMinimum(_ samples: [Double], _ generator: inout SeededGenerator)
    -> Double
  {
    var least = Double.infinity
    for _ in samples.indices { least = min(least, samples[generator.index(below: samples.count)]) }
    return least
  }

  private static func interval(of values: [Double], level: Double) -> ConfidenceInterval {
    let sorted = values.sorted()
    let tail = (1 - level) / 2
    return ConfidenceInterval(
      lower: Quantile.sorted(sorted, tail), upper: Quantile.sorted(sorted, 1 - tail))
  }
}

/// A closed interval `lower…upper`, e.g. a 95 % confidence interval.
public struct ConfidenceInterval: Codable, Sendable, Equatable {
  /// The lower bound.
  public var lower: Double
  /// The upper bound.
  public var upper: Double

  /// The interval `lower…upper`.
  public init(lower: Double, upper: Double) {
    self.lower = lower
    self.upper = upper
  }

  /// Whether `value` lies inside, bounds included.
  public func contains(_ value: Double) -> Bool { lower <= value && value <= upper }
}
