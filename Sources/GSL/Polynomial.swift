import CGSL

/// Real roots of quadratic and cubic polynomials (GSL's `gsl_poly_solve_*`).
///
/// Roots come back in ascending order; a repeated root appears once per multiplicity that
/// GSL reports (a double root of a quadratic twice, a triple root of a cubic three times).
/// Roots are computed in closed form, so expect relative errors of a few ulps, more for
/// clustered roots.
///
/// GSL's closed forms square and cube the coefficients, so on their own they overflow or
/// underflow for coefficients far from 1: x² + 3x + 1 scaled by 10²⁰⁰ has no roots and by
/// 10⁻²⁰⁰ a double root −1.5 in GSL 2.7. These wrappers first rescale by a power of two,
/// which is exact and leaves moderate inputs untouched: the quadratic's coefficients when
/// the largest lies outside [2⁻⁴⁰⁰, 2⁴⁰⁰], the cubic's variable x = 2ᵏ·y when
/// max(|a|, √|b|, ∛|c|) lies outside [2⁻³², 2³²].
public enum Polynomial {
  /// The real roots of a·x² + b·x + c = 0 (`gsl_poly_solve_quadratic`).
  ///
  /// With a = 0 it solves the linear equation b·x + c = 0 (no roots when b is also 0); a
  /// negative discriminant b² − 4ac gives no roots.
  ///
  /// Errors: a NaN or infinite coefficient, or a = b = c = 0 (every x is a root):
  /// `GSL_EINVAL`; a root beyond the largest double (a tiny next to b): `GSL_ERANGE`.
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
    let largest = max(abs(a), abs(b), abs(c))
    let shift = PowerOfTwo.shift(toNormalise: largest, unless: 0x1p-400...0x1p400)
    guard a == 0 || PowerOfTwo.scaled(a, shift) != 0 else {
      throw GSLError(
        code: GSL_ERANGE, operation: operation,
        reason: "a = \(a) is too small next to max(|b|, |c|) = \(largest): one root lies "
          + "beyond the largest double")
    }
    var roots = (0.0, 0.0)
    let count = try gslValue(operation) {
      gsl_poly_solve_quadratic(
        PowerOfTwo.scaled(a, shift), PowerOfTwo.scaled(b, shift), PowerOfTwo.scaled(c, shift),
        &roots.0, &roots.1)
    }
    return try finiteRoots([roots.0, roots.1].prefix(Int(count)).sorted(), operation)
  }

  /// The real roots of the monic cubic x³ + a·x² + b·x + c = 0 (`gsl_poly_solve_cubic`):
  /// one or three of them.
  ///
  /// Errors: a NaN or infinite coefficient: `GSL_EINVAL`; a root beyond the largest double:
  /// `GSL_ERANGE`.
  public static func monicCubicRoots(_ a: Double, _ b: Double, _ c: Double) throws(GSLError)
    -> [Double]
  {
    let operation = "gsl_poly_solve_cubic"
    try requireFinite([a, b, c], operation)
    let size = max(abs(a), abs(b).squareRoot(), cbrt(abs(c)))
    let shift = -PowerOfTwo.shift(toNormalise: size, unless: 0x1p-32...0x1p32)
    var roots = (0.0, 0.0, 0.0)
    let count = try gslValue(operation) {
      gsl_poly_solve_cubic(
        PowerOfTwo.scaled(a, -shift), PowerOfTwo.scaled(b, -2 * shift),
        PowerOfTwo.scaled(c, -3 * shift), &roots.0, &roots.1,
        &roots.2)
    }
    let found = [roots.0, roots.1, roots.2].prefix(Int(count)).map { PowerOfTwo.scaled($0, shift) }
    return try finiteRoots(found.sorted(), operation)
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

  /// `roots`, or `GSL_ERANGE` when one of them overflowed.
  private static func finiteRoots(_ roots: [Double], _ operation: String) throws(GSLError)
    -> [Double]
  {
    guard roots.allSatisfy(\.isFinite) else {
      throw GSLError(
        code: GSL_ERANGE, operation: operation,
        reason: "a root lies beyond the largest double: \(roots)")
    }
    return roots
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
