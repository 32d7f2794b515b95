import CGSL

/// The best point of the final simplex and its function value.
public struct SimplexResult: Sendable, Hashable {
  /// The vertex with the lowest function value.
  public let point: [Double]
  /// f(point).
  public let value: Double
  /// The final simplex size: the RMS distance of its vertices from their centre.
  public let size: Double
  /// How many simplex iterations were needed.
  public let iterations: Int
}

/// Derivative-free minimisation of `f : ℝⁿ → ℝ` by the Nelder–Mead simplex method
/// (`gsl_multimin_fminimizer_nmsimplex2`).
public enum SimplexMinimizer {
  /// A local minimum of `function`, starting from the simplex with vertices `start` and
  /// `start + stepSizes[i] · eᵢ` for each coordinate i.
  ///
  /// Each iteration reflects, expands or contracts the worst vertex (or shrinks the simplex
  /// towards the best one); iteration stops when the simplex size, the RMS distance of the
  /// vertices from their centre, falls below `sizeTolerance` (`gsl_multimin_test_size`).
  ///
  /// Errors: an empty `start`: `GSL_EINVAL`; `stepSizes` of another length: `GSL_EBADLEN`; a
  /// non-finite start coordinate, a step that is zero or non-finite, or a vertex
  /// `start[i] + stepSizes[i]` that rounds back to `start[i]` (a degenerate simplex, e.g. a
  /// step of 10⁻³⁰⁰ at 1) or overflows: `GSL_EINVAL`; a
  /// negative, zero or non-finite `sizeTolerance` (the size test is strict, so 0 could never
  /// pass): `GSL_EBADTOL`; `maxIterations` < 1:
  /// `GSL_EINVAL`; NaN or ±∞ from the function anywhere in the search: `GSL_EBADFUNC`. All of
  /// these name the operation `gsl_multimin_fminimizer_set`; no convergence within
  /// `maxIterations`: `GSL_EMAXITER` (operation `gsl_multimin_fminimizer_iterate`).
  public static func minimize(
    from start: [Double],
    stepSizes: [Double],
    sizeTolerance: Double = 1e-8,
    maxIterations: Int = 10_000,
    _ function: ([Double]) -> Double
  ) throws(GSLError) -> SimplexResult {
    let operation = "gsl_multimin_fminimizer_set"
    try Require.count(start.count, atLeast: 1, "dimension", operation)
    guard stepSizes.count == start.count else {
      throw GSLError(
        code: GSL_EBADLEN, operation: operation,
        reason: "\(stepSizes.count) step sizes for \(start.count) coordinates")
    }
    for coordinate in start {
      try Require.finite(coordinate, "start coordinate", operation)
    }
    for step in stepSizes where !step.isFinite || step == 0 {
      throw GSLError(
        code: GSL_EINVAL, operation: operation,
        reason: "step size is \(step); expected a finite non-zero number")
    }
    for (coordinate, step) in zip(start, stepSizes) {
      let vertex = coordinate + step
      guard vertex.isFinite, vertex != coordinate else {
        throw GSLError(
          code: GSL_EINVAL, operation: operation,
          reason: "vertex coordinate \(coordinate) + step \(step) is \(vertex); the simplex "
            + "would be degenerate (a step below the coordinate's resolution) or infinite")
      }
    }
    try Require.tolerance(sizeTolerance, "sizeTolerance", operation)
    guard sizeTolerance > 0 else {
      throw GSLError(
        code: GSL_EBADTOL, operation: operation,
        reason: "sizeTolerance is 0; the size test (size < sizeTolerance) could never pass")
    }
    try Require.count(maxIterations, atLeast: 1, "maxIterations", operation)

    let minimizer = try GSLHandle(
      "gsl_multimin_fminimizer_alloc",
      allocate: { gsl_multimin_fminimizer_alloc(simplexMinimizerType, start.count) },
      free: gsl_multimin_fminimizer_free)
    let startVector = try GSLVector(start)
    let stepVector = try GSLVector(stepSizes)
    return try withGSLMultiminFunction(function, dimension: start.count, operation: operation) {
      function throws(GSLError) in
      try minimizer.use { minimizer throws(GSLError) in
        try startVector.use { startVector throws(GSLError) in
          try stepVector.use { stepVector throws(GSLError) in
            try gslCall(operation) {
              gsl_multimin_fminimizer_set(minimizer, function, startVector, stepVector)
            }
          }
        }
        for iteration in 1...maxIterations {
          try gslCall("gsl_multimin_fminimizer_iterate") {
            gsl_multimin_fminimizer_iterate(minimizer)
          }
          let size = gsl_multimin_fminimizer_size(minimizer)
          let converged = try gslConverged("gsl_multimin_test_size") {
            gsl_multimin_test_size(size, sizeTolerance)
          }
          if converged {
            return SimplexResult(
              point: array(gsl_multimin_fminimizer_x(minimizer)),
              value: gsl_multimin_fminimizer_minimum(minimizer), size: size,
              iterations: iteration)
          }
        }
        throw GSLError(
          code: GSL_EMAXITER, operation: "gsl_multimin_fminimizer_iterate",
          reason: "simplex still larger than the tolerance after \(maxIterations) iterations")
      }
    }
  }
}

/// Carries a caller's `([Double]) -> Double` through GSL's `void *params` and remembers the
/// first evaluation that was NaN or infinite.
private struct VectorFunctionContext {
  let function: ([Double]) -> Double
  var nonFiniteReason: String?
}

/// The C entry point stored in `gsl_multimin_function.f`.
private func evaluateVectorContext(
  _ x: UnsafePointer<gsl_vector>?, _ params: UnsafeMutableRawPointer?
) -> Double {
  guard let params else { return .nan }
  let context = params.assumingMemoryBound(to: VectorFunctionContext.self)
  let point = array(x)
  let value = context.pointee.function(point)
  if !value.isFinite, context.pointee.nonFiniteReason == nil {
    context.pointee.nonFiniteReason = "function returned \(value) at x = \(point)"
  }
  return value
}

/// Runs `body` with a `gsl_multimin_function` that calls `function`; throws `GSL_EBADFUNC`
/// for `operation` if any evaluation was NaN or infinite, in preference to `body`'s error.
private func withGSLMultiminFunction<Value>(
  _ function: ([Double]) -> Double,
  dimension: Int,
  operation: String,
  _ body: (UnsafeMutablePointer<gsl_multimin_function>) throws(GSLError) -> Value
) throws(GSLError) -> Value {
  let (outcome, nonFiniteReason) = withoutActuallyEscaping(function) { escapable in
    var context = VectorFunctionContext(function: escapable)
    return withUnsafeMutablePointer(to: &context) { contextPointer in
      var gslFunction = gsl_multimin_function(
        f: evaluateVectorContext, n: dimension, params: UnsafeMutableRawPointer(contextPointer))
      let outcome = withUnsafeMutablePointer(to: &gslFunction) { functionPointer in
        Result { () throws(GSLError) in try body(functionPointer) }
      }
      return (outcome, contextPointer.pointee.nonFiniteReason)
    }
  }
  if let nonFiniteReason {
    throw GSLError(code: GSL_EBADFUNC, operation: operation, reason: nonFiniteReason)
  }
  return try outcome.get()
}
