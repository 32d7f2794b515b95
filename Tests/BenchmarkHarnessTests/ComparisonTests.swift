import Testing

@testable import BenchmarkHarness

@Suite struct ComparisonTests {
  /// Ten samples around 1 ms with ±3 % spread.
  let baseline: [Double] = [1.00, 1.02, 0.98, 1.01, 0.99, 1.03, 0.97, 1.00, 1.01, 0.99].map {
    $0 * 1e-3
  }
  let limit = Thresholds.Limit(relative: 0.10, absoluteSeconds: 1e-6)

  func compare(_ factor: Double, limit: Thresholds.Limit? = nil, comparable: Bool = true)
    -> BenchmarkComparison
  {
    .compare(
      name: "s/b", current: baseline.reversed().map { $0 * factor }, baseline: baseline,
      limit: limit ?? self.limit, comparable: comparable, resamples: 2_000, seed: 9)
  }

  @Test func clearRegression() {
    let result = compare(1.5)
    #expect(result.verdict == .regression)
    #expect(abs((result.ratio ?? 0) - 1.5) < 1e-12)
    #expect((result.ratioInterval?.lower ?? 0) > 1.1)
  }

  @Test func clearImprovement() {
    #expect(compare(0.6).verdict == .improvement)
  }

  @Test func overlapIsNoChange() {
    #expect(compare(1.0).verdict == .noChange)
    // 8 % slower: the CI cannot lie wholly above 1.10.
    #expect(compare(1.08).verdict == .noChange)
    #expect(compare(0.95).verdict == .noChange)
  }

  @Test func absoluteThresholdHoldsBackTinyRegressions() {
    // 50 % slower but only 0.5 ms: below an absolute threshold of 1 ms.
    let loose = Thresholds.Limit(relative: 0.10, absoluteSeconds: 1e-3)
    #expect(compare(1.5, limit: loose).verdict == .noChange)
  }

  @Test func exitCodes() {
    func report(_ current: [Double]) -> ComparisonReport {
      ComparisonReport(
        baselineName: "main", baseline: run([("s/a", baseline), ("s/b", baseline)]),
        current: run([("s/a", current), ("s/b", baseline)]), thresholds: Thresholds(),
        resamples: 1_000)
    }
    #expect(report(baseline).exitCode == 0)
    #expect(report(baseline.map { $0 * 2 }).exitCode == 2)
    #expect(report(baseline.map { $0 * 0.5 }).exitCode == 4)
    #expect(ComparisonReport.exitRegression == 2)
    #expect(ComparisonReport.exitImprovementOnly == 4)
  }

  @Test func newAndMissingAreReportedNotFailing() {
    let report = ComparisonReport(
      baselineName: "main", baseline: run([("s/old", baseline), ("s/kept", baseline)]),
      current: run([("s/kept", baseline), ("s/new", baseline)]), thresholds: Thresholds(),
      resamples: 500)
    #expect(report.comparisons.map(\.name) == ["s/kept", "s/new", "s/old"])
    #expect(report.comparisons.map(\.verdict) == [.noChange, .new, .missing])
    #expect(report.exitCode == 0)
    #expect(ComparisonReporter.text(report).contains("1 new, 1 missing"))
  }

  @Test func machineChangeMakesRegressionsNotComparable() {
    var other = context()
    other.cpuModel = "Other CPU"
    other.swiftVersion = "6.4"
    let current = BenchmarkRun(
      context: other, results: [result("s/a", baseline.map { $0 * 2 })])
    let report = ComparisonReport(
      baselineName: "main", baseline: run([("s/a", baseline)]), current: current,
      thresholds: Thresholds(), resamples: 500)
    #expect(
      report.incompatibilities == ["swiftVersion: 6.3.1 → 6.4", "cpuModel: Test CPU → Other CPU"])
    #expect(report.comparisons.first?.verdict == .regressionNotComparable)
    #expect(report.exitCode == 0)
    let text = ComparisonReporter.text(report)
    #expect(text.hasPrefix("Machine or toolchain changed since baseline main"))
    #expect(ComparisonReporter.markdown(report).contains("> [!WARNING]"))
    // The date, OS and GSL version do not matter.
    var later = context()
    later.date = "2027-01-01T00:00:00Z"
    later.gslVersion = "2.8"
    later.operatingSystem = "Other OS"
    #expect(context().incompatibilities(with: later).isEmpty)
  }
}

/// A fixed machine context for tests.
func context() -> MachineContext {
  MachineContext(
    cpuModel: "Test CPU", logicalCores: 2, operatingSystem: "Linux", swiftVersion: "6.3.1",
    buildConfiguration: "release", gslVersion: "2.7.1", date: "2026-11-29T00:00:00Z")
}

/// A result named `suite/name` with `samples`.
func result(_ fullName: String, _ samples: [Double]) -> BenchmarkResult {
  let parts = fullName.split(separator: "/").map(String.init)
  return BenchmarkResult(
    name: parts.last ?? fullName, suite: parts.first ?? "", unit: .items,
    itemsPerIteration: 1, iterationsPerRepetition: 1, samples: samples, resamples: 200)
}

/// A run on ``context()`` with one result per pair.
func run(_ results: [(String, [Double])]) -> BenchmarkRun {
  BenchmarkRun(context: context(), settings: BenchmarkSettings(), results: results.map(result))
}
