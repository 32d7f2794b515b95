import CGSL

/// A local minimum or maximum x* of f, its value f(x*), and the final bracket around it.
public struct ExtremumResult: Sendable, Hashable {
  /// The estimated location x*.
  public let location: Double
  /// f(x*), the caller's function at `location` (not negated for a maximum).
  public let value: Double
  /// The lower end of the final bracket.
  public let lower: Double
  /// The upper end of the final bracket.
  public let upper: Double
  /// How many Brent iterations were needed.
  public let iterations: Int
}

/// One-dimensional minimisation and maximisation by Brent's method
/// (`gsl_min_fminimizer_brent`: golden-section search with parabolic interpolation).
///
/// GSL needs a bracket [lower, upper] and an interior guess x₀ with f(x₀) < f(lower) and
/// f(x₀) < f(upper), which guarantees a local minimum inside. When no guess is given, these
/// functions sample f at 63 evenly spaced interior points and start from the lowest one.
///
/// Iteration stops when the bracket satisfies GSL's `gsl_min_test_interval`:
/// |xᵤ − xₗ| < absoluteTolerance + relativeTolerance · min(|xₗ|, |xᵤ|). Brent cannot locate a
/// minimum more finely than about √ε · |x*| ≈ 1.5e-8 · |x*|, because f is flat to first order
/// there; tolerances below that end in `GSL_EMAXITER`.
///
/// Errors: a non-finite bound or guess: `GSL_EINVAL`; a negative or non-finite tolerance, or
/// both tolerances 0 (the interval test could never pass): `GSL_EBADTOL`; `maxIterations` < 1: `GSL_EINVAL`; a guess outside (lower, upper), or one
/// not below both endpoints, or no such sample found: `GSL_EINVAL` (operation
/// `gsl_min_fminimizer_set`, like every argument error); NaN or ±∞ from the function anywhere
/// in the search: `GSL_EBADFUNC` (operation `gsl_min_fminimizer_set`); no convergence within
/// `maxIterations`: `GSL_EMAXITER` (operation `gsl_min_fminimizer_iterate`).
public enum Minimization {
  /// A local minimum of `function` inside [lower, upper].
  public static func minimum(
    between lower: Double,
    and upper: Double,
    guess: Double? = nil,
    absoluteTolerance: Double = 1e-7,
    relativeTolerance: Double = 0,
    maxIterations: Int = 200,
    _ function: (Double) -> Double
  ) throws(GSLError) -> ExtremumResult {
    try brent(
      lower, upper, guess, absoluteTolerance, relativeTolerance, maxIterations, sign: 1,
      function)
  }

  /// A local maximum of `function` inside [lower, upper], found as the minimum of −f.
  ///
  /// The bracket condition is mirrored: the guess must lie above both endpoints.
  public static func maximum(
    between lower: Double,
    and upper: Double,
    guess: Double? = nil,
    absoluteTolerance: Double = 1e-7,
    relativeTolerance: Double = 0,
    maxIterations: Int = 200,
    _ function: (Double) -> Double
  ) throws(GSLError) -> ExtremumResult {
    try brent(
      lower, upper, guess, absoluteTolerance, relativeTolerance, maxIterations, sign: -1,
      function)
  }

  /// Interior points sampled when the caller gives no guess.
  private static let guessSamples = 63

  /// Minimises `sign · function` and reports values of `function` itself.
  private static func brent(
    _ lower: Double,
    _ upper: Double,
    _ guess: Double?,
    _ absoluteTolerance: Double,
    _ relativeTolerance: Double,
    _ maxIterations: Int,
    sign: Double,
    _ function: (Double) -> Double
  ) throws(GSLError) -> ExtremumResult {
    let operation = "gsl_min_fminimizer_set"
    try Require.finite(lower, "lower bound", operation)
    try Require.finite(upper, "upper bound", operation)
    if let guess {
      try Require.finite(guess, "guess", operation)
    }
    try Require.tolerance(absoluteTolerance, "absoluteTolerance", operation)
    try Require.tolerance(relativeTolerance, "relativeTolerance", operation)
    try Require.attainable(absoluteTolerance, relativeTolerance, operation)
    try Require.count(maxIterations, atLeast: 1, "maxIterations", operation)
    let minimizer = try GSLHandle(
      "gsl_min_fminimizer_alloc",
      allocate: { gsl_min_fminimizer_alloc(brentMinimizerType) },
      free: gsl_min_fminimizer_free)
    return try withGSLFunction(function, sign: sign, operation: operation) {
      function throws(GSLError) in
      let start =
        if let guess { guess } else { try sampledGuess(function, lower, upper, operation) }
      return try minimizer.use { minimizer throws(GSLError) in
        try gslCall(operation) { gsl_min_fminimizer_set(minimizer, function, start, lower, upper) }
        for iteration in 1...maxIterations {
          try gslCall("gsl_min_fminimizer_iterate") { gsl_min_fminimizer_iterate(minimizer) }
          let bracketLower = gsl_min_fminimizer_x_lower(minimizer)
          let bracketUpper = gsl_min_fminimizer_x_upper(minimizer)
          let converged = try gslConverged("gsl_min_test_interval") {
            gsl_min_test_interval(bracketLower, bracketUpper, absoluteTolerance, relativeTolerance)
          }
          if converged {
            return ExtremumResult(
              location: gsl_min_fminimizer_x_minimum(minimizer),
              value: sign * gsl_min_fminimizer_f_minimum(minimizer),
              lower: bracketLower, upper: bracketUpper, iterations: iteration)
          }
        }
        throw GSLError(
          code: GSL_EMAXITER, operation: "gsl_min_fminimizer_iterate",
          reason: "bracket still wider than the tolerance after \(maxIterations) iterations")
      }
    }
  }

  /// The lowest of `guessSamples` evenly spaced interior samples, provided it lies below both
  /// endpoint values; otherwise `GSL_EINVAL`.
  private static func sampledGuess(
    _ function: UnsafeMutablePointer<gsl_function>,
    _ lower: Double,
    _ upper: Double,
    _ operation: String
  ) throws(GSLError) -> Double {
    let samples = (1...guessSamples).map { index in
      let x = lower + (upper - lower) * Double(index) / Double(guessSamples + 1)
      return (x: x, value: evaluate(function, at: x))
    }
    let bound = min(evaluate(function, at: lower), evaluate(function, at: upper))
    guard let best = samples.min(by: { $0.value < $1.value }), best.value < bound else {
      throw GSLError(
        code: GSL_EINVAL, operation: operation,
        reason: "no sampled point inside [\(lower), \(upper)] lies below both endpoints; "
          + "the interval does not bracket an extremum")
    }
    return best.x
  }
}
