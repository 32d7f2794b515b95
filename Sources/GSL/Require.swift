import CGSL

/// Argument checks made in Swift before GSL sees the arguments. Each failure names the GSL
/// operation it guards, so callers see the same `operation` whoever rejected the input.
enum Require {
  /// Throws `GSL_EINVAL` unless `value` is finite.
  static func finite(_ value: Double, _ name: String, _ operation: String) throws(GSLError) {
    guard value.isFinite else {
      throw GSLError(
        code: GSL_EINVAL, operation: operation,
        reason: "\(name) is \(value); expected a finite number")
    }
  }

  /// Throws `GSL_EBADTOL` unless `value` is finite and not negative.
  static func tolerance(_ value: Double, _ name: String, _ operation: String) throws(GSLError) {
    guard value.isFinite, value >= 0 else {
      throw GSLError(
        code: GSL_EBADTOL, operation: operation,
        reason: "\(name) is \(value); expected a finite number >= 0")
    }
  }

  /// Throws `GSL_EBADTOL` when both tolerances are 0: GSL's interval and size tests pass only
  /// when a width is strictly below absolute + relative · scale, which 0 never is, so the
  /// search could only end in `GSL_EMAXITER` after doing all of its work.
  static func attainable(
    _ absolute: Double, _ relative: Double, _ operation: String
  ) throws(GSLError) {
    guard absolute > 0 || relative > 0 else {
      throw GSLError(
        code: GSL_EBADTOL, operation: operation,
        reason: "absoluteTolerance and relativeTolerance are both 0; the convergence test "
          + "needs a width strictly below their sum, so it can never pass")
    }
  }

  /// Throws `GSL_EINVAL` unless `value >= minimum`.
  static func count(
    _ value: Int, atLeast minimum: Int, _ name: String, _ operation: String
  ) throws(GSLError) {
    guard value >= minimum else {
      throw GSLError(
        code: GSL_EINVAL, operation: operation,
        reason: "\(name) is \(value); expected at least \(minimum)")
    }
  }
}
