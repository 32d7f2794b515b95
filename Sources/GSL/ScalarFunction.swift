import CGSL

/// Carries a caller's `(Double) -> Double` through GSL's `void *params` and remembers the first
/// evaluation that was NaN or infinite, so the wrapper can throw `GSL_EBADFUNC` itself instead
/// of relying on GSL to notice.
private struct ScalarFunctionContext {
  let function: (Double) -> Double
  /// `1` to pass values through, `-1` to hand GSL the negated function (maximisation).
  let sign: Double
  var nonFiniteReason: String?

  mutating func evaluate(at x: Double) -> Double {
    let value = function(x)
    if !value.isFinite, nonFiniteReason == nil {
      nonFiniteReason = "function returned \(value) at x = \(x)"
    }
    return sign * value
  }
}

/// The C entry point stored in `gsl_function.function`.
private func evaluateScalarContext(_ x: Double, _ params: UnsafeMutableRawPointer?) -> Double {
  guard let params else { return .nan }
  return params.assumingMemoryBound(to: ScalarFunctionContext.self).pointee.evaluate(at: x)
}

/// Evaluates a `gsl_function` made by `withGSLFunction`, the way GSL's `GSL_FN_EVAL` does.
func evaluate(_ function: UnsafeMutablePointer<gsl_function>, at x: Double) -> Double {
  evaluateScalarContext(x, function.pointee.params)
}

/// Runs `body` with a `gsl_function` that calls `function` (times `sign`).
///
/// The `gsl_function` and the closure live only for the duration of `body`. If any
/// evaluation returned NaN or ±∞, this throws `GSL_EBADFUNC` for `operation`, in preference
/// to whatever `body` threw, since the bad value is the root cause.
func withGSLFunction<Value>(
  _ function: (Double) -> Double,
  sign: Double = 1,
  operation: String,
  _ body: (UnsafeMutablePointer<gsl_function>) throws(GSLError) -> Value
) throws(GSLError) -> Value {
  let (outcome, nonFiniteReason) = withoutActuallyEscaping(function) { escapable in
    var context = ScalarFunctionContext(function: escapable, sign: sign)
    return withUnsafeMutablePointer(to: &context) { contextPointer in
      var gslFunction = gsl_function(
        function: evaluateScalarContext, params: UnsafeMutableRawPointer(contextPointer))
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
