import CGSL

/// The value of a definite integral with GSL's estimate of its absolute error.
public struct IntegrationResult: Sendable, Hashable {
  /// The integral's estimated value.
  public let value: Double
  /// GSL's estimate of |value − exact integral|.
  public let absoluteError: Double
  /// How many subintervals the adaptive bisection ended with.
  public let intervals: Int
}

/// A Gauss–Kronrod pair for `Integration.qag`; the raw value is the Kronrod point count.
///
/// An n-point Kronrod rule extends an ((n−1)/2)-point Gauss rule; the difference between the
/// two estimates on each subinterval drives GSL's error estimate. Higher rules suit smooth
/// integrands, lower rules local difficulties.
public enum GaussKronrodRule: Int, Sendable, CaseIterable {
  /// 15-point Kronrod rule (7-point Gauss), `GSL_INTEG_GAUSS15`.
  case points15 = 15
  /// 21-point Kronrod rule (10-point Gauss), `GSL_INTEG_GAUSS21`.
  case points21 = 21
  /// 31-point Kronrod rule (15-point Gauss), `GSL_INTEG_GAUSS31`.
  case points31 = 31
  /// 41-point Kronrod rule (20-point Gauss), `GSL_INTEG_GAUSS41`.
  case points41 = 41
  /// 51-point Kronrod rule (25-point Gauss), `GSL_INTEG_GAUSS51`.
  case points51 = 51
  /// 61-point Kronrod rule (30-point Gauss), `GSL_INTEG_GAUSS61`.
  case points61 = 61

  /// GSL's `key` argument for `gsl_integration_qag`.
  var key: Int32 {
    switch self {
    case .points15: Int32(GSL_INTEG_GAUSS15)
    case .points21: Int32(GSL_INTEG_GAUSS21)
    case .points31: Int32(GSL_INTEG_GAUSS31)
    case .points41: Int32(GSL_INTEG_GAUSS41)
    case .points51: Int32(GSL_INTEG_GAUSS51)
    case .points61: Int32(GSL_INTEG_GAUSS61)
    }
  }
}

/// Adaptive numerical integration of `f : ℝ → ℝ` (GSL's QUADPACK routines).
///
/// Each routine bisects the interval until the estimated error satisfies
/// `|result − ∫f| ≤ max(absoluteTolerance, relativeTolerance · |∫f|)`. Every call allocates its
/// own workspace of `limit` subintervals, so calls may run concurrently.
///
/// Errors (all `GSLError`, `operation` naming the GSL routine):
/// - a NaN or infinite bound: `GSL_EINVAL`; a negative or non-finite tolerance: `GSL_EBADTOL`;
///   tolerances GSL cannot meet (both too small): `GSL_EBADTOL` from GSL;
/// - `limit` 0: `GSL_EDOM` from `gsl_integration_workspace_alloc`; negative, or above
///   `maximumLimit`: `GSL_EINVAL`;
/// - the integrand returned NaN or ±∞ anywhere: `GSL_EBADFUNC`;
/// - no convergence: GSL's `GSL_EMAXITER`, `GSL_EROUND`, `GSL_ESING` or `GSL_EDIVERGE`.
public enum Integration {
  /// The largest `limit` (subintervals) accepted: a workspace of about 48 MB.
  ///
  /// GSL's `gsl_integration_workspace_alloc(n)` computes `n · sizeof(double)` without an
  /// overflow check, so a limit of 2⁶¹ allocates zero bytes for 2⁶¹ entries and the routine
  /// then writes past the end; a merely huge limit makes `malloc` fail (or abort under
  /// AddressSanitizer). Larger limits are refused before GSL sees them.
  public static let maximumLimit = 1_000_000

  /// ∫ₐᵇ f(x) dx by QAGS: adaptive 21-point Gauss–Kronrod with Wynn-ε extrapolation, which
  /// copes with integrable endpoint singularities such as 1/√x on [0, 1].
  ///
  /// `b < a` gives −∫ᵦᵃ f, as in GSL.
  public static func qags(
    from lower: Double,
    to upper: Double,
    absoluteTolerance: Double = 0,
    relativeTolerance: Double = 1e-10,
    limit: Int = 1000,
    _ integrand: (Double) -> Double
  ) throws(GSLError) -> IntegrationResult {
    try adaptive(
      "gsl_integration_qags", bounds: [lower, upper], absoluteTolerance, relativeTolerance,
      limit, integrand
    ) { function, workspace, value, error in
      gsl_integration_qags(
        function, lower, upper, absoluteTolerance, relativeTolerance, limit, workspace, value,
        error)
    }
  }

  /// ∫ₐᵇ f(x) dx by QAG: adaptive bisection with the chosen Gauss–Kronrod `rule` and no
  /// extrapolation; best for smooth integrands.
  ///
  /// `b < a` gives −∫ᵦᵃ f, as in GSL.
  public static func qag(
    from lower: Double,
    to upper: Double,
    rule: GaussKronrodRule = .points21,
    absoluteTolerance: Double = 0,
    relativeTolerance: Double = 1e-10,
    limit: Int = 1000,
    _ integrand: (Double) -> Double
  ) throws(GSLError) -> IntegrationResult {
    try adaptive(
      "gsl_integration_qag", bounds: [lower, upper], absoluteTolerance, relativeTolerance,
      limit, integrand
    ) { function, workspace, value, error in
      gsl_integration_qag(
        function, lower, upper, absoluteTolerance, relativeTolerance, limit, rule.key,
        workspace, value, error)
    }
  }

  /// ∫ₐ^∞ f(x) dx by QAGIU: maps [a, ∞) onto (0, 1] with x = a + (1 − t)/t and runs QAGS on
  /// f(a + (1 − t)/t) / t², so f must decay fast enough for the integral to converge.
  public static func qagiu(
    from lower: Double,
    absoluteTolerance: Double = 0,
    relativeTolerance: Double = 1e-10,
    limit: Int = 1000,
    _ integrand: (Double) -> Double
  ) throws(GSLError) -> IntegrationResult {
    try adaptive(
      "gsl_integration_qagiu", bounds: [lower], absoluteTolerance, relativeTolerance, limit,
      integrand
    ) { function, workspace, value, error in
      gsl_integration_qagiu(
        function, lower, absoluteTolerance, relativeTolerance, limit, workspace, value, error)
    }
  }

  /// Validates the shared arguments, owns the workspace and the integrand bridge, and runs
  /// one QUADPACK routine.
  private static func adaptive(
    _ operation: String,
    bounds: [Double],
    _ absoluteTolerance: Double,
    _ relativeTolerance: Double,
    _ limit: Int,
    _ integrand: (Double) -> Double,
    routine: (
      UnsafeMutablePointer<gsl_function>, UnsafeMutablePointer<gsl_integration_workspace>,
      UnsafeMutablePointer<Double>, UnsafeMutablePointer<Double>
    ) -> Int32
  ) throws(GSLError) -> IntegrationResult {
    for bound in bounds {
      try Require.finite(bound, "integration bound", operation)
    }
    try Require.tolerance(absoluteTolerance, "absoluteTolerance", operation)
    try Require.tolerance(relativeTolerance, "relativeTolerance", operation)
    // limit 0 is left to GSL, which rejects it with its own GSL_EDOM report.
    try Require.count(limit, atLeast: 0, "limit", operation)
    guard limit <= maximumLimit else {
      throw GSLError(
        code: GSL_EINVAL, operation: operation,
        reason: "limit is \(limit); expected at most Integration.maximumLimit (\(maximumLimit))")
    }
    let workspace = try GSLHandle(
      "gsl_integration_workspace_alloc",
      allocate: { gsl_integration_workspace_alloc(limit) },
      free: gsl_integration_workspace_free)
    return try withGSLFunction(integrand, operation: operation) { function throws(GSLError) in
      try workspace.use { workspace throws(GSLError) in
        var value = 0.0
        var error = 0.0
        try gslCall(operation) { routine(function, workspace, &value, &error) }
        return IntegrationResult(
          value: value, absoluteError: error, intervals: workspace.pointee.size)
      }
    }
  }
}
