import CGSL

/// A bracketing algorithm for `RootFinding.root`.
public enum RootBracketMethod: String, Sendable, CaseIterable {
  /// Brent–Dekker: bisection combined with inverse quadratic interpolation
  /// (`gsl_root_fsolver_brent`); superlinear for smooth functions.
  case brent
  /// Plain bisection (`gsl_root_fsolver_bisection`); halves the bracket every iteration.
  case bisection
}

/// A root x with f(x) ≈ 0 and the final bracket that contains it.
public struct RootResult: Sendable, Hashable {
  /// The solver's current estimate of the root.
  public let root: Double
  /// The lower end of the final bracket.
  public let lower: Double
  /// The upper end of the final bracket.
  public let upper: Double
  /// How many solver iterations were needed.
  public let iterations: Int
}

/// Bracketed root finding for continuous `f : ℝ → ℝ` (GSL's `gsl_root_fsolver`).
public enum RootFinding {
  /// A root of `function` inside [lower, upper], where f(lower) and f(upper) differ in sign.
  ///
  /// Iterates until the bracket [xₗ, xᵤ] satisfies GSL's `gsl_root_test_interval`:
  /// |xᵤ − xₗ| < absoluteTolerance + relativeTolerance · min(|xₗ|, |xᵤ|) (the relative term is
  /// dropped when the bracket contains 0).
  ///
  /// A bracketing solver converges to any sign change, including a pole such as
  /// 1/(x − ½). So after convergence this checks that f shrank: when |f| at *both* ends of the
  /// final bracket exceeds |f| at both original endpoints, the sign change is a singularity,
  /// not a root, and it throws `GSL_ESING`. (A continuous f can only do that with a slope
  /// above 2·max(|f(lower)|, |f(upper)|) / tolerance at its root; a monotone f never does.) A
  /// finite jump, such as a step from −1 to 1, is returned as the root: it is a sign change.
  ///
  /// Errors: a non-finite bound: `GSL_EINVAL`; a negative or non-finite tolerance, or both
  /// tolerances 0 (the interval test could never pass): `GSL_EBADTOL`; `maxIterations` < 1:
  /// `GSL_EINVAL`; lower > upper, lower = upper, or endpoints that do not straddle zero:
  /// `GSL_EINVAL` from `gsl_root_fsolver_set` with GSL's reason; NaN or ±∞ from `function`
  /// anywhere in the solve: `GSL_EBADFUNC` (operation `gsl_root_fsolver_set`); no convergence
  /// within `maxIterations`: `GSL_EMAXITER`; a pole, as above: `GSL_ESING` (both operation
  /// `gsl_root_fsolver_iterate`). Argument errors also name `gsl_root_fsolver_set`. Work is
  /// bounded by `maxIterations` iterations plus four extra evaluations of `function`.
  public static func root(
    between lower: Double,
    and upper: Double,
    method: RootBracketMethod = .brent,
    absoluteTolerance: Double = 1e-12,
    relativeTolerance: Double = 1e-12,
    maxIterations: Int = 200,
    _ function: (Double) -> Double
  ) throws(GSLError) -> RootResult {
    let operation = "gsl_root_fsolver_set"
    try Require.finite(lower, "lower bound", operation)
    try Require.finite(upper, "upper bound", operation)
    try Require.tolerance(absoluteTolerance, "absoluteTolerance", operation)
    try Require.tolerance(relativeTolerance, "relativeTolerance", operation)
    try Require.attainable(absoluteTolerance, relativeTolerance, operation)
    try Require.count(maxIterations, atLeast: 1, "maxIterations", operation)
    let solver = try GSLHandle(
      "gsl_root_fsolver_alloc",
      allocate: { gsl_root_fsolver_alloc(method.solverType) },
      free: gsl_root_fsolver_free)
    return try withGSLFunction(function, operation: operation) { function throws(GSLError) in
      try solver.use { solver throws(GSLError) in
        try gslCall(operation) { gsl_root_fsolver_set(solver, function, lower, upper) }
        for iteration in 1...maxIterations {
          try gslCall("gsl_root_fsolver_iterate") { gsl_root_fsolver_iterate(solver) }
          let bracketLower = gsl_root_fsolver_x_lower(solver)
          let bracketUpper = gsl_root_fsolver_x_upper(solver)
          let converged = try gslConverged("gsl_root_test_interval") {
            gsl_root_test_interval(
              bracketLower, bracketUpper, absoluteTolerance, relativeTolerance)
          }
          if converged {
            try requireShrinking(function, from: (lower, upper), to: (bracketLower, bracketUpper))
            return RootResult(
              root: gsl_root_fsolver_root(solver), lower: bracketLower, upper: bracketUpper,
              iterations: iteration)
          }
        }
        throw GSLError(
          code: GSL_EMAXITER, operation: "gsl_root_fsolver_iterate",
          reason: "bracket still wider than the tolerance after \(maxIterations) iterations")
      }
    }
  }

  /// Throws `GSL_ESING` when |f| is larger at both ends of the final bracket than at both ends
  /// of the original one: the solver closed in on a pole, not a root.
  private static func requireShrinking(
    _ function: UnsafeMutablePointer<gsl_function>,
    from original: (Double, Double),
    to final: (Double, Double)
  ) throws(GSLError) {
    let start = max(
      abs(evaluate(function, at: original.0)), abs(evaluate(function, at: original.1)))
    let end = min(abs(evaluate(function, at: final.0)), abs(evaluate(function, at: final.1)))
    guard end > start else { return }
    throw GSLError(
      code: GSL_ESING, operation: "gsl_root_fsolver_iterate",
      reason: "the sign change in [\(final.0), \(final.1)] is a singularity, not a root: "
        + "|f| there is at least \(end), above |f| = \(start) at the endpoints")
  }
}
