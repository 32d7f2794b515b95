import BenchmarkHarness
import Testing

/// Headline ratios between two benchmarks of one run.
@Suite struct RatioTests {
  /// Medians 2.0 and 1.0 s per item: the ratio is 2, and the bootstrap interval of disjoint
  /// tight samples lies around it.
  @Test func theRatioOfMediansWithItsInterval() throws {
    let measured = try #require(
      BenchmarkRatio(label: "swift ÷ c", numerator: "k/a.swift", denominator: "k/a.c")
        .measure(
          in: run([
            ("k/a.swift", [1.9, 2.0, 2.0, 2.1, 2.0, 1.95, 2.05, 2.0, 2.0]),
            ("k/a.c", [0.95, 1.0, 1.0, 1.05, 1.0, 0.98, 1.02, 1.0, 1.0]),
          ]), resamples: 2000, seed: 7))
    #expect(measured.value == 2)
    #expect(measured.interval.contains(2))
    #expect(measured.interval.lower > 1.8 && measured.interval.upper < 2.2)
    #expect(MeasuredRatio.text([measured]).contains("2.000"))
    #expect(MeasuredRatio.markdown([measured]).contains("| swift ÷ c | 2.000 |"))
  }

  /// Minima 1.5 and 1.0 s per item (medians 3 and 1.2): the ratio of minima is 1.5, and its
  /// interval, from resampled minima, holds it.
  @Test func theRatioOfMinima() throws {
    let measured = try #require(
      BenchmarkRatio(
        label: "runtime ÷ bare", numerator: "b/runtime", denominator: "b/bare",
        statistic: .minimum
      )
      .measure(
        in: run([
          ("b/runtime", [3, 1.5, 3, 3.2, 1.5, 2.9, 3, 3.1, 1.5]),
          ("b/bare", [1.2, 1.0, 1.2, 1.3, 1.0, 1.1, 1.2, 1.2, 1.0]),
        ]), resamples: 2000, seed: 7))
    #expect(measured.value == 1.5)
    #expect(measured.interval.contains(1.5))
  }

  /// A self-timed benchmark's samples are the seconds it reports, not the runner's clock.
  @Test func aSelfTimedBenchmarkIsSampledByWhatItReports() {
    let benchmark = Benchmark.selfTimed(
      name: "loop", suite: "t", unit: .items, itemsPerIteration: 1
    ) { 0.25 }
    let settings = BenchmarkSettings(repetitions: 9, minimumSecondsPerRepetition: 0.5)
    let result = BenchmarkRunner(settings: settings).measure(benchmark)
    #expect(result.iterationsPerRepetition == 3)  // 1 → ×2.8 (1.4 × 0.5 / 0.25) → 3
    #expect(result.samples == Array(repeating: 0.25, count: 9))
  }

  @Test func aRatioWhoseBenchmarkWasFilteredOutIsSkipped() {
    let ratio = BenchmarkRatio(label: "x", numerator: "k/a", denominator: "k/missing")
    #expect(ratio.measure(in: run([("k/a", [1, 1, 1])]), resamples: 10, seed: 1) == nil)
    #expect(MeasuredRatio.text([]).isEmpty)
  }
}
