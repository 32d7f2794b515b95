import Testing

@testable import BenchmarkHarness

// Reference values from numpy 2.4.6 / scipy 1.17.1, computed offline with:
//   python3 -c "import numpy as np, scipy.stats as st; a = np.array([1.,2,3,4,5,6,7,8,9,100]);
//     print(np.median(a), np.quantile(a, .9), np.quantile(a, .25), np.quantile(a, .75),
//     st.median_abs_deviation(a), np.mean(a))"
//   → 5.5 18.099999999999966 3.25 7.75 2.5 14.5
// Quantiles are numpy's default (linear interpolation, Hyndman & Fan type 7).
@Suite struct StatisticsTests {
  let samples: [Double] = [9, 2, 7, 100, 4, 1, 6, 3, 8, 5]

  @Test func quantilesMatchNumpyLinearInterpolation() {
    #expect(Quantile.median(samples) == 5.5)
    #expect(abs(Quantile.of(samples, 0.9) - 18.1) < 1e-12)
    #expect(Quantile.of(samples, 0.25) == 3.25)
    #expect(Quantile.of(samples, 0.75) == 7.75)
    // Odd count: np.median([3, 1, 2]) = 2, np.quantile([3, 1, 2], .9) = 2.8.
    #expect(Quantile.median([3, 1, 2]) == 2)
    #expect(abs(Quantile.of([3, 1, 2], 0.9) - 2.8) < 1e-12)
    #expect(Quantile.median([4]) == 4)
    #expect(Quantile.median([]).isNaN)
  }

  @Test func summaryStatistics() {
    let statistics = SampleStatistics(samples: samples, resamples: 1_000, seed: 1)
    #expect(statistics.count == 10)
    #expect(statistics.min == 1)
    #expect(statistics.max == 100)
    #expect(statistics.median == 5.5)
    #expect(abs(statistics.p90 - 18.1) < 1e-12)
    #expect(statistics.mean == 14.5)
    // scipy.stats.median_abs_deviation(a) = 2.5; scaled by 1.4826 (scipy's 'normal' scale
    // is 1.482602218505602, which gives 3.706505546264005).
    #expect(statistics.mad == 2.5)
    #expect(abs(statistics.scaledMAD - 3.7065) < 1e-12)
  }

  // b = [10, 11, 12, 12, 13, 13, 14, 15, 21, 30, -2, 4]: np.quantile(b, [.25, .75]) =
  // [10.75, 14.25], IQR 3.5; mild fences 5.5 / 19.5, severe fences 0.25 / 24.75.
  @Test func tukeyFencesClassifyMildAndSevere() {
    let crafted: [Double] = [10, 11, 12, 12, 13, 13, 14, 15, 21, 30, -2, 4]
    let outliers = Outliers(classifying: crafted)
    #expect(outliers.firstQuartile == 10.75)
    #expect(outliers.thirdQuartile == 14.25)
    #expect(outliers.lowMild == [11])
    #expect(outliers.highMild == [8])
    #expect(outliers.lowSevere == [10])
    #expect(outliers.highSevere == [9])
    #expect(outliers.mildCount == 2)
    #expect(outliers.severeCount == 2)
    // The fence itself is not an outlier: 19.5 is exactly Q3 + 1.5 IQR.
    #expect(
      Outliers(classifying: [10, 11, 12, 12, 13, 13, 14, 15, 19.5, 30, -2, 4]).highMild == [])
  }

  @Test func bootstrapIsReproducibleAndContainsTheMedian() {
    let data: [Double] = [1.02, 0.98, 1.01, 1.00, 0.99, 1.03, 0.97, 1.00, 1.05, 0.96]
    let first = Bootstrap.medianInterval(data, resamples: 10_000, seed: 42)
    let again = Bootstrap.medianInterval(data, resamples: 10_000, seed: 42)
    let other = Bootstrap.medianInterval(data, resamples: 2_000, seed: 7)
    #expect(first == again)
    #expect(first.contains(Quantile.median(data)))
    #expect(other.contains(Quantile.median(data)))
    #expect(first.lower >= 0.96 && first.upper <= 1.05)
    #expect(first.lower < first.upper)
  }

  @Test func seededGeneratorIsSplitMix64() {
    // splitmix64 from seed 0: first output 0xE220A8397B1DCDAF (Vigna's reference).
    var generator = SeededGenerator(seed: 0)
    #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
    var indices = SeededGenerator(seed: 3)
    #expect((0..<1_000).allSatisfy { _ in (0..<7).contains(indices.index(below: 7)) })
  }

  @Test func throughputFromTheMedian() {
    let result = BenchmarkResult(
      name: "x", suite: "s", unit: .pixels, itemsPerIteration: 2_962_440,
      iterationsPerRepetition: 1, samples: Array(repeating: 0.1126, count: 9), resamples: 100)
    #expect(abs(result.throughput.perSecond - 26_309_414) < 1)
    #expect(Formatting.si(result.throughput.perSecond, "pixel/s") == "26.3 Mpixel/s")
    #expect(Formatting.duration(0.113) == "113 ms")
    #expect(Formatting.duration(1.234e-8) == "12.3 ns")
    #expect(Formatting.si(999.96, "B") == "1.00 kB")
  }

  @Test func settingsEnforceNineRepetitions() {
    var settings = BenchmarkSettings(repetitions: 3)
    #expect(settings.repetitions == 9)
    settings.repetitions = 5
    #expect(settings.repetitions == 9)
    #expect(BenchmarkSettings().bootstrapResamples == 10_000)
  }

  @Test func callgrindTotalsParse() {
    #expect(Callgrind.parseTotal("events: Ir\nsummary: 123456\n") == 123_456)
    #expect(Callgrind.parseTotal("events: Ir\ntotals: 99\n") == 99)
    #expect(Callgrind.parseTotal("events: Ir\n") == nil)
  }
}
