import Foundation
import GSL
import Testing

/// Sizes and magnitudes: GSL's allocators with 0 and huge sizes, generators with sizes out of
/// range, and closed forms fed coefficients or data far from 1. None may reach GSL's default
/// handler (abort), and none may return a silently wrong value.
@Suite struct FaultInjectionSizeTests {
  static func canary() throws -> Bool {
    try Polynomial.quadraticRoots(1, -3, 2) == [1, 2]
  }

  // MARK: - Allocation paths

  /// Finding: `gsl_integration_workspace_alloc(n)` multiplies n by 8 without an overflow
  /// check, so a limit of 2⁶¹ allocated 0 bytes for 2⁶¹ entries and QUADPACK wrote past them;
  /// Int.max made malloc fail (and aborts under AddressSanitizer). Both are refused now.
  @Test(arguments: [Int.max, 1 << 61, 1 << 40, Integration.maximumLimit + 1])
  func hugeIntegrationLimitIsRefusedBeforeGSLAllocates(limit: Int) {
    expectFault(
      .invalidArgument, operation: "gsl_integration_qags", reasonContains: "maximumLimit",
      canary: Self.canary
    ) {
      try Integration.qags(from: 0, to: 1, limit: limit) { $0 }
    }
    expectFault(.invalidArgument, operation: "gsl_integration_qag", canary: Self.canary) {
      try Integration.qag(from: 0, to: 1, limit: limit) { $0 }
    }
    expectFault(.invalidArgument, operation: "gsl_integration_qagiu", canary: Self.canary) {
      try Integration.qagiu(from: 0, limit: limit) { exp(-$0) }
    }
  }

  @Test func largestIntegrationLimitStillWorks() throws {
    let result = try Integration.qags(from: 0, to: 1, limit: Integration.maximumLimit) { $0 * $0 }
    #expect(close(result.value, 1.0 / 3, 1e-15))
  }

  @Test func zeroAndNegativeIntegrationLimits() {
    let error = expectFault(
      .domain, operation: "gsl_integration_workspace_alloc", canary: Self.canary
    ) {
      try Integration.qags(from: 0, to: 1, limit: 0) { $0 }
    }
    #expect(error?.file != nil)
    for limit in [-1, Int.min] {
      expectFault(.invalidArgument, operation: "gsl_integration_qag", canary: Self.canary) {
        try Integration.qag(from: 0, to: 1, limit: limit) { $0 }
      }
    }
  }

  @Test(arguments: QuasiRandomKind.allCases, [0, -1, Int.min, Int.max, 100_000])
  func quasiRandomDimensionOutOfRangeThrowsInvalidArgument(kind: QuasiRandomKind, dimension: Int) {
    expectFault(.invalidArgument, operation: "gsl_qrng_alloc", canary: Self.canary) {
      try QuasiRandomSequence(kind, dimension: dimension)
    }
  }

  @Test(arguments: QuasiRandomKind.allCases)
  func quasiRandomDimensionLimitsAreExact(kind: QuasiRandomKind) throws {
    let sequence = try QuasiRandomSequence(kind, dimension: kind.maximumDimension)
    #expect(try sequence.next().count == kind.maximumDimension)
    expectFault(.invalidArgument, operation: "gsl_qrng_alloc", canary: Self.canary) {
      try QuasiRandomSequence(kind, dimension: kind.maximumDimension + 1)
    }
  }

  @Test(arguments: RandomAlgorithm.allCases)
  func randomIntegerBoundsOutOfRangeThrowInvalidArgument(algorithm: RandomAlgorithm) throws {
    let generator = try GSLRandom(algorithm, seed: 1)
    for n in [0, -1, Int.min] {
      expectFault(.invalidArgument, operation: "gsl_rng_uniform_int", canary: Self.canary) {
        try generator.nextInt(below: n)
      }
    }
    // Above the generator's range: GSL's own check, reported through the handler.
    let tooLarge = Int(generator.range.upperBound - generator.range.lowerBound) + 2
    for n in [tooLarge, Int.max] {
      let error = expectFault(
        .invalidArgument, operation: "gsl_rng_uniform_int", canary: Self.canary
      ) {
        try generator.nextInt(below: n)
      }
      #expect(error?.file != nil)
    }
    #expect(try generator.nextInt(below: 1) == 0)
  }

  @Test func unknownGeneratorNameThrowsInvalidArgument() {
    expectFault(.invalidArgument, operation: "gsl_rng_alloc", canary: Self.canary) {
      try GSLRandom(named: "", seed: 1)
    }
  }

  // MARK: - Statistics

  @Test func emptyAndNonFiniteSamplesThrowInvalidArgument() {
    for data in [[], [1, .nan], [.infinity], [-.infinity, 0]] as [[Double]] {
      expectFault(.invalidArgument, operation: "gsl_stats_mean", canary: Self.canary) {
        try Statistics.mean(of: data)
      }
    }
    for data in [[], [1], [.nan, 1]] as [[Double]] {
      expectFault(.invalidArgument, operation: "gsl_stats_sd", canary: Self.canary) {
        try Statistics.standardDeviation(of: data)
      }
    }
    for fraction in [-0.1, 1.1, .nan, .infinity] {
      expectFault(.domain, operation: "gsl_stats_quantile_from_sorted_data", canary: Self.canary) {
        try Statistics.quantile(fraction, ofSorted: [1, 2, 3])
      }
    }
  }

  /// Finding: GSL's running mean overflowed (xᵢ − x̄ = ∞) and its variance underflowed
  /// ((xᵢ − x̄)² = 0), so the mean of [−1.7e308, 1.7e308] was +∞ and the standard deviation of
  /// [1e-200, 3e-200] was 0. Now computed on data scaled by a power of two.
  @Test func extremeMagnitudesGiveTheExactMoments() throws {
    let huge = 1.7e308
    #expect(try Statistics.mean(of: [-huge, huge]) == 0)
    #expect(try Statistics.mean(of: [huge, huge, huge]) == huge)
    // The sample standard deviation of [−h, h] is h·√2, computed here in closed form.
    let deviation = try Statistics.standardDeviation(of: [-1e308, 1e308])
    #expect(close(deviation / (1e308 * 2.0.squareRoot()), 1, 1e-15))
    let tiny = try Statistics.standardDeviation(of: [1e-200, 3e-200])
    #expect(close(tiny / (2.0.squareRoot() * 1e-200), 1, 1e-15))
    #expect(
      try Statistics.mean(of: [.leastNonzeroMagnitude, .leastNonzeroMagnitude])
        == .leastNonzeroMagnitude)
  }

  // MARK: - Polynomials

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteCoefficientsThrowInvalidArgument(value: Double) {
    expectFault(.invalidArgument, operation: "gsl_poly_solve_quadratic", canary: Self.canary) {
      try Polynomial.quadraticRoots(1, value, 1)
    }
    expectFault(.invalidArgument, operation: "gsl_poly_solve_cubic", canary: Self.canary) {
      try Polynomial.monicCubicRoots(0, 0, value)
    }
    expectFault(.invalidArgument, operation: "gsl_poly_solve_cubic", canary: Self.canary) {
      try Polynomial.cubicRoots(value, 0, 0, 1)
    }
  }

  /// Finding: GSL's quadratic formula squares b, so x² + 3x + 1 scaled by 10²⁰⁰ had no real
  /// roots (b² − 4ac = ∞ − ∞) and scaled by 10⁻²⁰⁰ a double root −1.5 (both terms underflow).
  @Test(arguments: [1e200, 1e-200, 1e300, 1e-300, 0x1p1000, 1])
  func quadraticRootsDoNotDependOnTheCoefficientScale(scale: Double) throws {
    let roots = try Polynomial.quadraticRoots(scale, 3 * scale, scale)
    let expected = [(-3 - 5.0.squareRoot()) / 2, (-3 + 5.0.squareRoot()) / 2]
    #expect(roots.count == 2)
    for (root, exact) in zip(roots, expected) {
      #expect(close(root / exact, 1, 1e-14), "\(roots)")
    }
  }

  /// Finding: the cubic's closed form cubes its coefficients, so (x − s)(x − 2s)(x − 3s) gave
  /// 1.42s, 1.42s, 3.15s for s = 10⁶⁰ and s = 10⁻⁶⁰. Now solved for y = x / 2ᵏ.
  @Test(arguments: [1e60, 1e-60, 1e100, 1e-100, 1])
  func cubicRootsDoNotDependOnTheVariableScale(scale: Double) throws {
    let s = scale
    let roots = try Polynomial.monicCubicRoots(-6 * s, 11 * s * s, -6 * s * s * s)
    #expect(roots.count == 3)
    for (root, exact) in zip(roots, [s, 2 * s, 3 * s]) {
      #expect(close(root / exact, 1, 1e-6), "\(roots)")
    }
  }

  @Test func rootsBeyondTheLargestDoubleThrowRange() {
    // a·x² + x + 1 with a = 10⁻³²⁰: the large root is about −10³²⁰.
    expectFault(.range, operation: "gsl_poly_solve_quadratic", canary: Self.canary) {
      try Polynomial.quadraticRoots(0x1p-1063, 1, 1)
    }
    // With b = 10³⁰⁰ the scaling would flush a to 0 and silently drop that root.
    expectFault(.range, operation: "gsl_poly_solve_quadratic", canary: Self.canary) {
      try Polynomial.quadraticRoots(.leastNonzeroMagnitude, 1e300, 1)
    }
    expectFault(.range, operation: "gsl_poly_solve_cubic", canary: Self.canary) {
      try Polynomial.cubicRoots(0x1p-1063, 1, 1, 1)
    }
  }

  @Test func allZeroQuadraticThrowsInvalidArgument() {
    expectFault(.invalidArgument, operation: "gsl_poly_solve_quadratic", canary: Self.canary) {
      try Polynomial.quadraticRoots(0, 0, 0)
    }
  }
}
