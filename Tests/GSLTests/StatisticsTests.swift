import GSL
import Testing

@Suite struct StatisticsTests {
  private let sample: [Double] = [2, 4, 4, 4, 5, 5, 7, 9]

  @Test func meanOfKnownSample() throws {
    #expect(try Statistics.mean(of: sample) == 5)
  }

  @Test func sampleStandardDeviationUsesNMinusOne() throws {
    // Σ(xᵢ − 5)² = 32, so s = √(32/7).
    let sd = try Statistics.standardDeviation(of: sample)
    #expect(abs(sd - (32.0 / 7).squareRoot()) < 1e-14)
  }

  @Test(arguments: [
    (0.0, 1.0), (0.1, 1.4), (0.25, 2.0), (0.5, 3.0), (0.9, 4.6), (1.0, 5.0),
  ])
  func quantilesInterpolateLinearly(fraction: Double, expected: Double) throws {
    // δ = 4f into [1, 2, 3, 4, 5]: e.g. f = 0.1 gives 1 + 0.4 · (2 − 1) = 1.4.
    let value = try Statistics.quantile(fraction, ofSorted: [1, 2, 3, 4, 5])
    #expect(abs(value - expected) < 1e-14)
  }

  @Test func emptyInputThrowsInvalidArgument() {
    expectGSLError(.invalidArgument, operation: "gsl_stats_mean") {
      try Statistics.mean(of: [])
    }
    expectGSLError(.invalidArgument, operation: "gsl_stats_sd") {
      try Statistics.standardDeviation(of: [])
    }
    expectGSLError(.invalidArgument, operation: "gsl_stats_quantile_from_sorted_data") {
      try Statistics.quantile(0.5, ofSorted: [])
    }
  }

  @Test func standardDeviationOfOneValueThrowsInvalidArgument() {
    expectGSLError(.invalidArgument, operation: "gsl_stats_sd") {
      try Statistics.standardDeviation(of: [1])
    }
  }

  @Test func unsortedQuantileInputThrowsInvalidArgument() {
    let error = expectGSLError(.invalidArgument, operation: "gsl_stats_quantile_from_sorted_data") {
      try Statistics.quantile(0.5, ofSorted: [1, 3, 2])
    }
    #expect(error?.reason.contains("element 2 (2.0) is less than element 1 (3.0)") == true)
  }

  @Test func fractionOutsideUnitIntervalThrowsDomainError() {
    expectGSLError(.domain, operation: "gsl_stats_quantile_from_sorted_data") {
      try Statistics.quantile(1.5, ofSorted: [1, 2])
    }
    expectGSLError(.domain, operation: "gsl_stats_quantile_from_sorted_data") {
      try Statistics.quantile(.nan, ofSorted: [1, 2])
    }
  }

  @Test func nonFiniteDataThrowsInvalidArgument() {
    expectGSLError(.invalidArgument, operation: "gsl_stats_mean") {
      try Statistics.mean(of: [1, .nan])
    }
  }
}
