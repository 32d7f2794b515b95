import CGSL

/// An explicit Runge–Kutta stepping method for `ODESolver`.
public enum ODEStepper: String, Sendable, CaseIterable {
  /// Prince–Dormand embedded Runge–Kutta 8(9) (`gsl_odeiv2_step_rk8pd`); high accuracy.
  case rk8pd
  /// Runge–Kutta–Fehlberg 4(5) (`gsl_odeiv2_step_rkf45`); a good general-purpose method.
  case rkf45
}

/// The solution y(t) of an ODE at one requested time t.
public struct ODESample: Sendable, Hashable {
  /// The time t.
  public let time: Double
  /// The state vector y(t).
  public let state: [Double]
}

/// Initial-value problems y′ = f(t, y), y(t₀) = y₀ for y ∈ ℝⁿ, solved by GSL's adaptive
/// `gsl_odeiv2_driver` with `y_new` step control.
public enum ODESolver {
  /// y(t) at each of `times`, integrating forward from `initialState` at `start`.
  ///
  /// Step control keeps the local error of each component below
  /// absoluteTolerance + relativeTolerance · |yᵢ|. `maxSteps` bounds the steps taken between
  /// consecutive requested times (`gsl_odeiv2_driver_set_nmax`). `derivative(t, y)` must
  /// return dy/dt with as many components as `initialState`.
  ///
  /// Errors: an empty `initialState`: `GSL_EINVAL`; a non-finite start, time or state
  /// component, or `times` not non-decreasing from `start`: `GSL_EINVAL`; a negative or
  /// non-finite tolerance, or both tolerances 0 (no step could pass the error test):
  /// `GSL_EBADTOL`; an `initialStep` that is not finite and positive,
  /// or `maxSteps` < 1: `GSL_EINVAL`; `derivative` returning NaN or ±∞: `GSL_EBADFUNC`, or
  /// the wrong number of components: `GSL_EBADLEN`; more than `maxSteps` steps:
  /// `GSL_EMAXITER`; step control failing: GSL's status (e.g. `GSL_FAILURE`, `GSL_ENOPROG`),
  /// all with operation `gsl_odeiv2_driver_apply`.
  public static func solve(
    from start: Double,
    initialState: [Double],
    at times: [Double],
    stepper: ODEStepper = .rk8pd,
    absoluteTolerance: Double = 1e-10,
    relativeTolerance: Double = 1e-10,
    initialStep: Double = 1e-6,
    maxSteps: Int = 100_000,
    _ derivative: (_ time: Double, _ state: [Double]) -> [Double]
  ) throws(GSLError) -> [ODESample] {
    let operation = "gsl_odeiv2_driver_apply"
    try Require.count(initialState.count, atLeast: 1, "dimension", operation)
    try Require.finite(start, "start time", operation)
    for component in initialState {
      try Require.finite(component, "initial state component", operation)
    }
    var previous = start
    for time in times {
      try Require.finite(time, "requested time", operation)
      guard time >= previous else {
        throw GSLError(
          code: GSL_EINVAL, operation: operation,
          reason: "requested time \(time) precedes \(previous); times must be non-decreasing "
            + "from the start time")
      }
      previous = time
    }
    try Require.tolerance(absoluteTolerance, "absoluteTolerance", operation)
    try Require.tolerance(relativeTolerance, "relativeTolerance", operation)
    guard absoluteTolerance > 0 || relativeTolerance > 0 else {
      throw GSLError(
        code: GSL_EBADTOL, operation: operation,
        reason: "absoluteTolerance and relativeTolerance are both 0; no step could keep its "
          + "local error at or below 0")
    }
    guard initialStep.isFinite, initialStep > 0 else {
      throw GSLError(
        code: GSL_EINVAL, operation: operation,
        reason: "initialStep is \(initialStep); expected a finite number > 0")
    }
    try Require.count(maxSteps, atLeast: 1, "maxSteps", operation)

    return try withGSLSystem(derivative, dimension: initialState.count, operation: operation) {
      system throws(GSLError) in
      let driver = try GSLHandle(
        "gsl_odeiv2_driver_alloc_y_new",
        allocate: {
          gsl_odeiv2_driver_alloc_y_new(
            system, stepper.stepType, initialStep, absoluteTolerance, relativeTolerance)
        },
        free: gsl_odeiv2_driver_free)
      return try driver.use { driver throws(GSLError) in
        try gslCall("gsl_odeiv2_driver_set_nmax") {
          gsl_odeiv2_driver_set_nmax(driver, UInt(maxSteps))
        }
        var time = start
        var state = initialState
        var samples: [ODESample] = []
        for target in times {
          try gslCall(operation) { gsl_odeiv2_driver_apply(driver, &time, target, &state) }
          samples.append(ODESample(time: time, state: state))
        }
        return samples
      }
    }
  }
}

/// Carries a caller's derivative through GSL's `void *params` and remembers the first
/// evaluation that failed (non-finite or wrong-length output) with the error to throw.
private struct SystemContext {
  let derivative: (Double, [Double]) -> [Double]
  let dimension: Int
  var failure: (code: Int, reason: String)?
}

/// The C entry point stored in `gsl_odeiv2_system.function`.
private func evaluateSystemContext(
  _ time: Double,
  _ state: UnsafePointer<Double>?,
  _ rates: UnsafeMutablePointer<Double>?,
  _ params: UnsafeMutableRawPointer?
) -> Int32 {
  guard let state, let rates, let params else { return Int32(GSL_EFAULT) }
  let context = params.assumingMemoryBound(to: SystemContext.self)
  let dimension = context.pointee.dimension
  let y = Array(UnsafeBufferPointer(start: state, count: dimension))
  let dydt = context.pointee.derivative(time, y)
  guard dydt.count == dimension else {
    context.pointee.failure = (
      GSL_EBADLEN, "derivative returned \(dydt.count) components for a \(dimension)-component state"
    )
    return Int32(GSL_EBADFUNC)
  }
  guard dydt.allSatisfy(\.isFinite) else {
    context.pointee.failure = (GSL_EBADFUNC, "derivative returned \(dydt) at t = \(time), y = \(y)")
    return Int32(GSL_EBADFUNC)
  }
  rates.update(from: dydt, count: dimension)
  return Int32(GSL_SUCCESS)
}

/// Runs `body` with a `gsl_odeiv2_system` that calls `derivative`; throws the recorded
/// failure for `operation`, in preference to `body`'s error, if an evaluation failed.
private func withGSLSystem<Value>(
  _ derivative: (Double, [Double]) -> [Double],
  dimension: Int,
  operation: String,
  _ body: (UnsafeMutablePointer<gsl_odeiv2_system>) throws(GSLError) -> Value
) throws(GSLError) -> Value {
  let (outcome, failure) = withoutActuallyEscaping(derivative) { escapable in
    var context = SystemContext(derivative: escapable, dimension: dimension)
    return withUnsafeMutablePointer(to: &context) { contextPointer in
      var system = gsl_odeiv2_system(
        function: evaluateSystemContext, jacobian: nil, dimension: dimension,
        params: UnsafeMutableRawPointer(contextPointer))
      let outcome = withUnsafeMutablePointer(to: &system) { systemPointer in
        Result { () throws(GSLError) in try body(systemPointer) }
      }
      return (outcome, contextPointer.pointee.failure)
    }
  }
  if let failure {
    throw GSLError(code: failure.code, operation: operation, reason: failure.reason)
  }
  return try outcome.get()
}
