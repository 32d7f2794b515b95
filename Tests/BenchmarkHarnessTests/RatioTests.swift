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

  @Test func aRatioWhoseBenchmarkWasFilteredOutIsSkipped() {
    let ratio = BenchmarkRatio(label: "x", numerator: "k/a", denominator: "k/missing")
    #expect(ratio.measure(in: run([("k/a", [1, 1, 1])]), resamples: 10, seed: 1) == nil)
    #expect(MeasuredRatio.text([]).isEmpty)
  }
}
