import CGSL

/// A GSL pseudo-random generator algorithm; the raw value is GSL's name for it.
public enum RandomAlgorithm: String, Sendable, CaseIterable {
  /// Mersenne Twister MT19937 (`gsl_rng_mt19937`): 32-bit output, period 2¹⁹⁹³⁷ − 1.
  case mt19937
  /// Lüscher's RANLUX at the default luxury level (`gsl_rng_ranlux`): 24-bit output.
  case ranlux
  /// L'Ecuyer's maximally equidistributed Tausworthe generator (`gsl_rng_taus2`): 32-bit
  /// output, period about 2⁸⁸.
  case taus2
}

/// A seeded GSL pseudo-random generator (`gsl_rng`): the same algorithm and seed always give
/// the same stream.
///
/// Not `Sendable`: every draw mutates the generator's state, so confine each instance to one
/// task or thread (give each concurrent task its own generator, seeded as needed).
public final class GSLRandom {
  /// The algorithm this generator runs.
  public let algorithm: RandomAlgorithm
  /// The seed it was created or last reseeded with (0 selects the algorithm's default seed, as
  /// in GSL).
  public private(set) var seed: UInt
  /// The smallest and largest values `nextRaw()` can return (`gsl_rng_min`…`gsl_rng_max`).
  public let range: ClosedRange<UInt>
  private let generator: UnsafeMutablePointer<gsl_rng>

  /// A generator running `algorithm`, seeded with `seed` (`gsl_rng_alloc` + `gsl_rng_set`).
  ///
  /// Errors: allocation failure: `GSL_ENOMEM` (operation `gsl_rng_alloc`).
  public init(_ algorithm: RandomAlgorithm = .mt19937, seed: UInt = 0) throws(GSLError) {
    let generator = try gslAllocate("gsl_rng_alloc") { gsl_rng_alloc(algorithm.generatorType) }
    gsl_rng_set(generator, seed)
    self.algorithm = algorithm
    self.seed = seed
    self.range = gsl_rng_min(generator)...gsl_rng_max(generator)
    self.generator = generator
  }

  /// A generator for the algorithm GSL calls `name` (`"mt19937"`, `"ranlux"` or `"taus2"`).
  ///
  /// Errors: any other name: `GSL_EINVAL` (operation `gsl_rng_alloc`).
  public convenience init(named name: String, seed: UInt = 0) throws(GSLError) {
    guard let algorithm = RandomAlgorithm(rawValue: name) else {
      let known = RandomAlgorithm.allCases.map(\.rawValue).joined(separator: ", ")
      throw GSLError(
        code: GSL_EINVAL, operation: "gsl_rng_alloc",
        reason: "unknown generator name \"\(name)\"; known names: \(known)")
    }
    try self.init(algorithm, seed: seed)
  }

  deinit { gsl_rng_free(generator) }

  /// Restarts the stream from `seed` (`gsl_rng_set`), exactly as a new generator seeded with
  /// `seed` would start. Cheap for `taus2`, so one generator can serve many independently
  /// seeded cases.
  public func reseed(_ seed: UInt) {
    gsl_rng_set(generator, seed)
    self.seed = seed
  }

  /// The generator's next raw output, uniform on `range` (`gsl_rng_get`).
  public func nextRaw() -> UInt {
    gsl_rng_get(generator)
  }

  /// A double uniform on [0, 1) (`gsl_rng_uniform`): 0 is possible, 1 is not.
  public func nextUniform() -> Double {
    gsl_rng_uniform(generator)
  }

  /// A double uniform on (0, 1) (`gsl_rng_uniform_pos`): never 0, so safe for log(u).
  public func nextPositiveUniform() -> Double {
    gsl_rng_uniform_pos(generator)
  }

  /// An integer uniform on 0..<n, without modulo bias (`gsl_rng_uniform_int`).
  ///
  /// Errors: n < 1: `GSL_EINVAL`; n larger than the generator's range (e.g. above 2²⁴ for
  /// ranlux): `GSL_EINVAL` from GSL. Both have operation `gsl_rng_uniform_int`.
  public func nextInt(below n: Int) throws(GSLError) -> Int {
    let operation = "gsl_rng_uniform_int"
    try Require.count(n, atLeast: 1, "n", operation)
    return Int(try gslValue(operation) { gsl_rng_uniform_int(generator, UInt(n)) })
  }

  /// A standard normal deviate z ~ N(0, 1); scale by σ and shift by μ for N(μ, σ²).
  ///
  /// This is the Marsaglia polar Box–Muller method of GSL's `gsl_ran_gaussian` (whose header
  /// this module does not import), drawing the same uniforms in the same order, so the
  /// stream equals `gsl_ran_gaussian(r, 1)`: pick (x, y) uniform in the square (−1, 1)² until
  /// 0 < r² = x² + y² ≤ 1, then return y · √(−2 ln r² / r²).
  public func nextGaussian() -> Double {
    while true {
      let x = -1 + 2 * nextPositiveUniform()
      let y = -1 + 2 * nextPositiveUniform()
      let radiusSquared = x * x + y * y
      if radiusSquared <= 1, radiusSquared != 0 {
        return y * (-2 * log(radiusSquared) / radiusSquared).squareRoot()
      }
    }
  }
}

@available(*, unavailable, message: "GSLRandom is stateful; give each task its own generator")
extension GSLRandom: Sendable {}
