import Foundation

/// Two benchmarks measured in the same run whose time ratio is a headline figure: Swift ÷ C,
/// 1 job ÷ 2 jobs, the engine ÷ a hand-written loop.
public struct BenchmarkRatio: Sendable, Hashable {
  /// What the ratio means, e.g. "HolographicFoil: Swift ÷ C".
  public var label: String
  /// The `suite/name` whose time per item is the numerator.
  public var numerator: String
  /// The `suite/name` whose time per item is the denominator.
  public var denominator: String
  /// Which statistic of each side's samples the ratio is taken of.
  public var statistic: Statistic

  /// The statistic a ratio compares.
  public enum Statistic: Sendable, Hashable {
    /// The medians: the usual headline figure.
    case median
    /// The minima: for two benchmarks whose samples were taken in turns on a loaded machine,
    /// where the fastest repetition of each is the one least disturbed.
    case minimum
  }

  /// A ratio of `numerator`'s time per item to `denominator`'s, of their medians unless
  /// `statistic` says otherwise.
  public init(
    label: String, numerator: String, denominator: String, statistic: Statistic = .median
  ) {
    self.label = label
    self.numerator = numerator
    self.denominator = denominator
    self.statistic = statistic
  }

  /// The measured ratio: time per item of the numerator ÷ the denominator's, from the medians
  /// (or the minima, by ``statistic``), with a 95 % percentile-bootstrap interval that
  /// resamples both sample sets. Nil when either benchmark is not in `run` (filtered out).
  public func measure(in run: BenchmarkRun, resamples: Int, seed: UInt64) -> MeasuredRatio? {
    guard let top = run.results.first(where: { $0.fullName == numerator }),
      let bottom = run.results.first(where: { $0.fullName == denominator })
    else { return nil }
    // Samples are seconds per iteration; scale each to seconds per item.
    let perItemTop = top.samples.map { $0 / max(top.itemsPerIteration, .leastNonzeroMagnitude) }
    let perItemBottom = bottom.samples.map {
      $0 / max(bottom.itemsPerIteration, .leastNonzeroMagnitude)
    }
    switch statistic {
    case .median:
      let ratio =
        (top.statistics.median / top.itemsPerIteration)
        / (bottom.statistics.median / bottom.itemsPerIteration)
      return MeasuredRatio(
        ratio: self, value: ratio,
        interval: Bootstrap.ratioInterval(
          current: perItemTop, baseline: perItemBottom, resamples: resamples, seed: seed))
    case .minimum:
      let ratio = (perItemTop.min() ?? .nan) / (perItemBottom.min() ?? .nan)
      return MeasuredRatio(
        ratio: self, value: ratio,
        interval: Bootstrap.ratioInterval(
          current: perItemTop, baseline: perItemBottom, resamples: resamples, seed: seed,
          of: .minimum))
    }
  }
}

/// A ratio as measured in one run.
public struct MeasuredRatio: Sendable, Equatable {
  /// Which ratio.
  public var ratio: BenchmarkRatio
  /// Median time per item of the numerator ÷ the denominator's.
  public var value: Double
  /// The 95 % bootstrap interval of `value`.
  public var interval: ConfidenceInterval

  /// Text table of measured ratios (empty when there are none).
  public static func text(_ ratios: [MeasuredRatio]) -> String {
    guard !ratios.isEmpty else { return "" }
    let width = max(5, ratios.map(\.ratio.label.count).max() ?? 5)
    var lines = [
      Formatting.left("ratio", width) + "   value   95% CI",
      String(repeating: "-", count: width + 30),
    ]
    for r in ratios {
      lines.append(
        Formatting.left(r.ratio.label, width) + Formatting.right(String(format: "%.3f", r.value), 8)
          + "   " + String(format: "%.3f … %.3f", r.interval.lower, r.interval.upper))
    }
    return lines.joined(separator: "\n")
  }

  /// Markdown table of measured ratios (empty when there are none).
  public static func markdown(_ ratios: [MeasuredRatio]) -> String {
    guard !ratios.isEmpty else { return "" }
    var lines = ["### Ratios", "", "| ratio | value | 95 % CI |", "|---|---:|---:|"]
    for r in ratios {
      lines.append(
        "| \(r.ratio.label) | \(String(format: "%.3f", r.value)) | "
          + String(format: "%.3f … %.3f", r.interval.lower, r.interval.upper) + " |")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
