import Foundation
import GSL
import Testing

@Suite struct GSLRandomTests {
  @Test(arguments: RandomAlgorithm.allCases)
  func reseedingRestartsTheStreamOfThatSeed(algorithm: RandomAlgorithm) throws {
    let used = try GSLRandom(algorithm, seed: 7)
    for _ in 0..<10 { _ = used.nextRaw() }
    used.reseed(12_345)
    let fresh = try GSLRandom(algorithm, seed: 12_345)
    #expect((0..<20).map { _ in used.nextRaw() } == (0..<20).map { _ in fresh.nextRaw() })
    #expect(used.seed == 12_345)
  }

  @Test func mt19937WithSeedZeroUsesGSLsDefaultSeed() throws {
    // GSL maps seed 0 to MT19937's default seed 4357, whose first output is 4293858116.
    let generator = try GSLRandom(.mt19937, seed: 0)
    #expect(generator.nextRaw() == 4_293_858_116)
    #expect(generator.range == 0...4_294_967_295)
  }

  @Test(arguments: RandomAlgorithm.allCases)
  func sameSeedGivesSameStream(algorithm: RandomAlgorithm) throws {
    let first = try GSLRandom(algorithm, seed: 42)
    let second = try GSLRandom(algorithm, seed: 42)
    let firstStream = (0..<100).map { _ in first.nextRaw() }
    #expect(firstStream == (0..<100).map { _ in second.nextRaw() })
    let other = try GSLRandom(algorithm, seed: 43)
    #expect(firstStream != (0..<100).map { _ in other.nextRaw() })
  }

  @Test(arguments: RandomAlgorithm.allCases)
  func initByNameMatchesEnum(algorithm: RandomAlgorithm) throws {
    let named = try GSLRandom(named: algorithm.rawValue, seed: 7)
    let direct = try GSLRandom(algorithm, seed: 7)
    #expect(named.algorithm == algorithm)
    #expect(named.seed == 7)
    #expect(named.nextUniform() == direct.nextUniform())
  }

  @Test func unknownNameThrowsInvalidArgument() {
    let error = expectGSLError(.invalidArgument, operation: "gsl_rng_alloc") {
      try GSLRandom(named: "mt19938")
    }
    #expect(error?.reason.contains("mt19937, ranlux, taus2") == true)
  }

  @Test(arguments: RandomAlgorithm.allCases)
  func uniformMomentsAreWithinStatisticalBounds(algorithm: RandomAlgorithm) throws {
    // U[0, 1) has mean 1/2 and variance 1/12; allow 5 standard errors for n = 100 000.
    let generator = try GSLRandom(algorithm, seed: 1)
    let count = 100_000
    let draws = (0..<count).map { _ in generator.nextUniform() }
    #expect(draws.allSatisfy { (0..<1).contains($0) })
    let mean = draws.reduce(0, +) / Double(count)
    let variance = draws.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(count - 1)
    #expect(abs(mean - 0.5) < 5 * (1 / 12.0 / Double(count)).squareRoot())
    // Var of the sample variance of U[0,1) is (1/80 − 1/144) / n.
    #expect(abs(variance - 1 / 12.0) < 5 * ((1 / 80.0 - 1 / 144.0) / Double(count)).squareRoot())
  }

  @Test func positiveUniformIsNeverZero() throws {
    let generator = try GSLRandom(.ranlux, seed: 3)
    let draws = (0..<10_000).map { _ in generator.nextPositiveUniform() }
    #expect(draws.allSatisfy { $0 > 0 && $0 < 1 })
  }

  @Test func gaussianMomentsAreWithinStatisticalBounds() throws {
    // N(0, 1): mean 0 with standard error 1/√n; variance 1 with standard error √(2/n).
    let generator = try GSLRandom(.taus2, seed: 11)
    let count = 100_000
    let draws = (0..<count).map { _ in generator.nextGaussian() }
    let mean = draws.reduce(0, +) / Double(count)
    let variance = draws.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(count - 1)
    #expect(abs(mean) < 5 / Double(count).squareRoot())
    #expect(abs(variance - 1) < 5 * (2 / Double(count)).squareRoot())
  }

  @Test func gaussianReproducesGSLsStream() throws {
    // gsl_ran_gaussian(r, 1) from GSL 2.7.1 with mt19937 seeded 42.
    let generator = try GSLRandom(.mt19937, seed: 42)
    let expected = [1.22192121739814, 0.869635816822104, 1.5885563663678577]
    for value in expected {
      #expect(abs(generator.nextGaussian() - value) < 1e-14)
    }
  }

  @Test func integerBelowNStaysInRangeAndCoversIt() throws {
    let generator = try GSLRandom(seed: 5)
    let draws = try (0..<1000).map { _ in try generator.nextInt(below: 6) }
    #expect(Set(draws) == Set(0..<6))
  }

  @Test func integerBelowZeroThrowsInvalidArgument() throws {
    let generator = try GSLRandom()
    expectGSLError(.invalidArgument, operation: "gsl_rng_uniform_int") {
      try generator.nextInt(below: 0)
    }
  }

  @Test func integerBeyondGeneratorRangeThrowsGSLsInvalidArgument() throws {
    // ranlux produces 24-bit values, so n = 2²⁵ exceeds its range.
    let generator = try GSLRandom(.ranlux)
    let error = expectGSLError(.invalidArgument, operation: "gsl_rng_uniform_int") {
      try generator.nextInt(below: 1 << 25)
    }
    #expect(error?.file != nil)
  }
}
