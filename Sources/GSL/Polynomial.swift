import CGSL

/// Real roots of quadratic and cubic polynomials (GSL's `gsl_poly_solve_*`).
///
/// Roots come back in ascending order; a repeated root appears once per multiplicity that
/// GSL reports (a double root of a quadratic twice, a triple root of a cubic three times).
/// Roots are computed in closed form, so expect relative errors of a few ulps, more for
/// clustered roots.
public enum Polynomial {
  /// The real roots of a·x² + b·x + c = 0 (`gsl_poly_solve_quadratic`).
  ///
  /// With a = 0 it solves the linear equation b·x + c = 0 (no roots when b is also 0); a
  /// negative discriminant b² − 4ac gives no roots.
  ///
  /// Errors: a NaN or infinite coefficient, or a = b = c = 0 (every x is a root):
  /// `GSL_EINVAL`.
  public static func quadraticRoots(_ a: Double, _ b: Double, _ c: Double) throws(GSLError)
    -> [Double]
  {
    let operation = "gsl_poly_solve_quadratic"
    try requireFinite([a, b, c], operation)
    guard a != 0 || b != 0 || c != 0 else {
      throw GSLError(
        code: GSL_EINVAL, operation: operation,
        reason: "all coefficients are zero, so every x is a root")
    }
    var roots = (0.0, 0.0)
    let count = try gslValue(operation) {
      gsl_poly_solve_quadratic(a, b, c, &roots.0, &roots.1)
    }
    return [roots.0, roots.1].prefix(Int(count)).sorted()
  }

  /// The real roots of the monic cubic x³ + a·x² + b·x + c = 0 (`gsl_poly_solve_cubic`):
  /// one or three of them.
  ///
  /// Errors: a NaN or infinite coefficient: `GSL_EINVAL`.
  public static func monicCubicRoots(_ a: Double, _ b: Double, _ c: Double) throws(GSLError)
    -> [Double]
  {
    let operation = "gsl_poly_solve_cubic"
    try requireFinite([a, b, c], operation)
    var roots = (0.0, 0.0, 0.0)
    let count = try gslValue(operation) {
      gsl_poly_solve_cubic(a, b, c, &roots.0, &roots.1, &roots.2)
    }
    return [roots.0, roots.1, roots.2].prefix(Int(count)).sorted()
  }

  /// The real roots of a·x³ + b·x² + c·x + d = 0.
  ///
  /// With a ≠ 0 this divides through by a and calls `monicCubicRoots(b/a, c/a, d/a)`; with
  /// a = 0 it is the quadratic b·x² + c·x + d and calls `quadraticRoots(b, c, d)`.
  ///
  /// Errors: a NaN or infinite coefficient: `GSL_EINVAL`; a = 0 with the quadratic's errors
  /// (operation `gsl_poly_solve_quadratic`); a so small that b/a, c/a or d/a overflows:
  /// `GSL_ERANGE`.
  public static func cubicRoots(_ a: Double, _ b: Double, _ c: Double, _ d: Double)
    throws(GSLError) -> [Double]
  {
    let operation = "gsl_poly_solve_cubic"
    try requireFinite([a, b, c, d], operation)
    if a == 0 {
      return try quadraticRoots(b, c, d)
    }
    let monic = [b / a, c / a, d / a]
    guard monic.allSatisfy(\.isFinite) else {
      throw GSLError(
        code: GSL_ERANGE, operation: operation,
        reason: "dividing by the leading coefficient \(a) overflows: \(monic)")
    }
    return try monicCubicRoots(monic[0], monic[1], monic[2])
  }

  /// Throws `GSL_EINVAL` for a non-finite coefficient.
  private static func requireFinite(_ coefficients: [Double], _ operation: String)
    throws(GSLError)
  {
    for coefficient in coefficients {
      try Require.finite(coefficient, "coefficient", operation)
    }
  }
}
