/// One benchmark compared with its baseline.
public struct BenchmarkComparison: Codable, Sendable, Equatable {
  /// `suite/name`.
  public var name: String
  /// The baseline median, seconds per iteration (nil when new).
  public var baselineMedian: Double?
  /// The current median (nil when missing).
  public var currentMedian: Double?
  /// current median ÷ baseline median.
  public var ratio: Double?
  /// The percentile-bootstrap 95 % CI of the ratio of medians.
  public var ratioInterval: ConfidenceInterval?
  /// The limit applied.
  public var limit: Thresholds.Limit
  /// The outcome.
  public var verdict: Verdict
  /// For a deterministic counter (``counters(of:current:baseline:limit:)``), its name; the
  /// medians then hold counts, not seconds, and the comparison is exact.
  public var counter: String?

  /// The verdict for `current` against `baseline` samples (seconds per iteration).
  ///
  /// Each of `resamples` rounds resamples both sets with replacement and takes the ratio of
  /// their medians; the 2.5 % and 97.5 % quantiles of the ratios are the CI. Regression: the
  /// CI's lower end is above 1 + `limit.relative` and current − baseline median exceeds
  /// `limit.absoluteSeconds`. Improvement: the CI's upper end is below 1 − `limit.relative`.
  /// Otherwise no significant change. When `comparable` is false, regressions and
  /// improvements become their not-comparable forms.
  public static func compare(
    name: String, current: [Double], baseline: [Double], limit: Thresholds.Limit,
    comparable: Bool = true, resamples: Int = 10_000, seed: UInt64 = 2026
  ) -> BenchmarkComparison {
    let currentMedian = Quantile.median(current)
    let baselineMedian = Quantile.median(baseline)
    let interval = Bootstrap.ratioInterval(
      current: current, baseline: baseline, resamples: resamples, seed: seed)
    var verdict = Verdict.noChange
    if interval.lower > 1 + limit.relative
      && currentMedian - baselineMedian > limit.absoluteSeconds
    {
      verdict = comparable ? .regression : .regressionNotComparable
    } else if interval.upper < 1 - limit.relative {
      verdict = comparable ? .improvement : .improvementNotComparable
    }
    return BenchmarkComparison(
      name: name, baselineMedian: baselineMedian, currentMedian: currentMedian,
      ratio: currentMedian / baselineMedian, ratioInterval: interval, limit: limit,
      verdict: verdict)
  }
}

extension BenchmarkComparison {
  /// Each deterministic counter of `name` against the baseline's, exactly, on any machine (a
  /// count does not depend on it): more is a regression, less an improvement, and a counter in
  /// one run only is new or missing. Named `suite/name · counter`; the medians hold the counts.
  public static func counters(
    of name: String, current: [String: Double], baseline: [String: Double],
    limit: Thresholds.Limit
  ) -> [BenchmarkComparison] {
    Set(current.keys).union(baseline.keys).sorted().map { key in
      let now = current[key]
      let before = baseline[key]
      var verdict = Verdict.noChange
      switch (now, before) {
      case (let now?, let before?):
        if now > before || (now.isNaN != before.isNaN) {
          verdict = .regression
        } else if now < before {
          verdict = .improvement
        }
      case (.some, nil): verdict = .new
      case (nil, _): verdict = .missing
      }
      let ratio = now.flatMap { n in before.map { b in b == 0 ? (n == 0 ? 1 : .infinity) : n / b } }
      return BenchmarkComparison(
        name: "\(name) · \(key)", baselineMedian: before, currentMedian: now, ratio: ratio,
        ratioInterval: nil, limit: limit, verdict: verdict, counter: key)
    }
  }
}

/// A current run compared with a baseline run.
public struct ComparisonReport: Codable, Sendable, Equatable {
  /// Exit status when nothing regressed and nothing improved.
  public static let exitSuccess: Int32 = 0
  /// Exit status when at least one benchmark regressed (on a comparable machine).
  public static let exitRegression: Int32 = 2
  /// Exit status when some benchmarks improved and none regressed.
  public static let exitImprovementOnly: Int32 = 4

  /// The baseline's name.
  public var baselineName: String
  /// Differences of machine or toolchain ("field: baseline → current"); empty when
  /// comparable.
  public var incompatibilities: [String]
  /// One entry per benchmark in either run: current order, then baseline-only ones.
  public var comparisons: [BenchmarkComparison]

  /// Compares `current` with `baseline` under `thresholds`.
  public init(
    baselineName: String, baseline: BenchmarkRun, current: BenchmarkRun,
    thresholds: Thresholds, resamples: Int = 10_000, seed: UInt64 = 2026
  ) {
    self.baselineName = baselineName
    incompatibilities = baseline.context.incompatibilities(with: current.context)
    let comparable = incompatibilities.isEmpty
    var old: [String: BenchmarkResult] = [:]
    for result in baseline.results { old[result.fullName] = result }
    var comparisons: [BenchmarkComparison] = []
    for result in current.results {
      let limit = thresholds.limit(for: result.fullName)
      if let before = old.removeValue(forKey: result.fullName) {
        comparisons.append(
          .compare(
            name: result.fullName, current: result.samples, baseline: before.samples,
            limit: limit, comparable: comparable, resamples: resamples, seed: seed))
        comparisons += BenchmarkComparison.counters(
          of: result.fullName, current: result.counters ?? [:], baseline: before.counters ?? [:],
          limit: limit)
      } else {
        comparisons.append(
          BenchmarkComparison(
            name: result.fullName, baselineMedian: nil,
            currentMedian: result.statistics.median, ratio: nil, ratioInterval: nil,
            limit: limit, verdict: .new))
      }
    }
    for result in baseline.results where old[result.fullName] != nil {
      comparisons.append(
        BenchmarkComparison(
          name: result.fullName, baselineMedian: result.statistics.median,
          currentMedian: nil, ratio: nil, ratioInterval: nil,
          limit: thresholds.limit(for: result.fullName), verdict: .missing))
    }
    self.comparisons = comparisons
  }

  /// 2 when anything regressed, else 4 when anything improved, else 0. Not-comparable,
  /// new and missing benchmarks never change the status.
  public var exitCode: Int32 {
    let verdicts = comparisons.map(\.verdict)
    if verdicts.contains(.regression) { return Self.exitRegression }
    if verdicts.contains(.improvement) { return Self.exitImprovementOnly }
    return Self.exitSuccess
  }
}
