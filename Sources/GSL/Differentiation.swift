import CGSL

/// A numerical derivative with GSL's estimate of its absolute error.
public struct DerivativeEstimate: Sendable, Hashable {
  /// The estimated derivative f′(x).
  public let value: Double
  /// GSL's estimate of |value − f′(x)|, combining truncation and rounding error.
  public let absoluteError: Double
}

/// Numerical differentiation of `f : ℝ → ℝ` (GSL's `gsl_deriv`).
public enum Differentiation {
  /// f′(x) by GSL's adaptive central difference (`gsl_deriv_central`).
  ///
  /// With step h GSL forms the 5-point estimate
  /// f′(x) ≈ [(4/3)(f(x + h/2) − f(x − h/2)) − (1/6)(f(x + h) − f(x − h))] / h,
  /// takes its difference from the 3-point estimate as the truncation error, adds the
  /// rounding error, and, when truncation dominates, repeats once with the step that balances
  /// the two. The default step suits functions that vary on a scale of about 1.
  ///
  /// Errors: a non-finite `x`, a `step` that is not finite and positive, or x ± step
  /// overflowing (the samples would be at ±∞): `GSL_EINVAL`;
  /// the function returned NaN or ±∞ at any sample: `GSL_EBADFUNC`.
  public static func central(
    at x: Double,
    step: Double = 1e-3,
    _ function: (Double) -> Double
  ) throws(GSLError) -> DerivativeEstimate {
    let operation = "gsl_deriv_central"
    try Require.finite(x, "x", operation)
    guard step.isFinite, step > 0 else {
      throw GSLError(
        code: GSL_EINVAL, operation: operation,
        reason: "step is \(step); expected a finite number > 0")
    }
    guard (x + step).isFinite, (x - step).isFinite else {
      throw GSLError(
        code: GSL_EINVAL, operation: operation,
        reason: "x ± step (\(x) ± \(step)) overflows; the samples must be finite")
    }
    return try withGSLFunction(function, operation: operation) { function throws(GSLError) in
      var value = 0.0
      var error = 0.0
      try gslCall(operation) { gsl_deriv_central(function, x, step, &value, &error) }
      return DerivativeEstimate(value: value, absoluteError: error)
    }
  }
}
