import Foundation
import GSL
import Testing

@Suite struct FaultInjectionSimplexTests {
  /// (x − 1)² + (y + 2)², minimum 0 at (1, −2).
  static func bowl(_ p: [Double]) -> Double { (p[0] - 1) * (p[0] - 1) + (p[1] + 2) * (p[1] + 2) }

  static func canary() throws -> Bool {
    let result = try SimplexMinimizer.minimize(from: [0, 0], stepSizes: [1, 1], Self.bowl)
    return close(result.point[0], 1, 1e-6) && close(result.point[1], -2, 1e-6)
  }

  /// Calls 1…3 build the first simplex; call 20 is an interior iterate.
  @Test(arguments: nonFiniteValues, [1, 2, 20])
  func nonFiniteValueThrowsBadFunction(value: Double, call: Int) {
    var calls = 0
    expectFault(
      .badFunction, operation: "gsl_multimin_fminimizer_set", reasonContains: "\(value)",
      canary: Self.canary
    ) {
      try SimplexMinimizer.minimize(from: [0, 0], stepSizes: [1, 1]) { point in
        calls += 1
        return calls == call ? value : Self.bowl(point)
      }
    }
    #expect(calls >= call)
  }

  /// A constant function never lets the simplex shrink (GSL 2.7 keeps size 2/3 forever).
  @Test func flatFunctionNeverConvergesAndThrowsMaxIterations() {
    expectFault(.maxIterations, operation: "gsl_multimin_fminimizer_iterate", canary: Self.canary) {
      try SimplexMinimizer.minimize(from: [0, 0], stepSizes: [1, 1], maxIterations: 500) { _ in 1 }
    }
  }

  @Test func oneIterationThrowsMaxIterations() {
    expectFault(.maxIterations, operation: "gsl_multimin_fminimizer_iterate", canary: Self.canary) {
      try SimplexMinimizer.minimize(from: [0, 0], stepSizes: [1, 1], maxIterations: 1, Self.bowl)
    }
  }

  /// Start points and step sizes that make no proper simplex.
  static let singularSimplices: [(start: [Double], steps: [Double])] = [
    ([0.0, 0], [0.0, 0]),  // every vertex equal to the start
    ([0, 0], [1, 0]),  // one zero step: the simplex is flat
    ([1, 1], [1e-300, 1]),  // 1 + 10⁻³⁰⁰ == 1: a degenerate vertex
    ([1e308, 0], [1e308, 1]),  // 2·10³⁰⁸ overflows
    ([.nan, 0], [1, 1]),
    ([0, .infinity], [1, 1]),
    ([0, 0], [.nan, 1]),
    ([0, 0], [1, -.infinity]),
  ]

  @Test(arguments: singularSimplices)
  func singularOrNonFiniteSimplexThrowsInvalidArgument(start: [Double], steps: [Double]) {
    var calls = 0
    expectFault(.invalidArgument, operation: "gsl_multimin_fminimizer_set", canary: Self.canary) {
      try SimplexMinimizer.minimize(from: start, stepSizes: steps) { point in
        calls += 1
        return Self.bowl(point)
      }
    }
    #expect(calls == 0)
  }

  /// Finding: a step below the start coordinate's resolution made every vertex equal, so the
  /// simplex had size 0 at once and the start was returned as the "minimum" after one
  /// iteration. Now refused.
  @Test func degenerateVertexIsNotReportedAsAMinimum() {
    expectFault(
      .invalidArgument, operation: "gsl_multimin_fminimizer_set", reasonContains: "degenerate",
      canary: Self.canary
    ) {
      try SimplexMinimizer.minimize(from: [4, 4], stepSizes: [1e-20, 1e-20], Self.bowl)
    }
  }

  @Test func dimensionZeroAndMismatchedStepsThrow() {
    expectFault(.invalidArgument, operation: "gsl_multimin_fminimizer_set", canary: Self.canary) {
      try SimplexMinimizer.minimize(from: [], stepSizes: []) { _ in 0 }
    }
    expectFault(.badLength, operation: "gsl_multimin_fminimizer_set", canary: Self.canary) {
      try SimplexMinimizer.minimize(from: [0, 0], stepSizes: [1], Self.bowl)
    }
  }

  @Test(arguments: [-1.0, 0, .nan, .infinity])
  func badSizeToleranceThrowsBadTolerance(tolerance: Double) {
    expectFault(
      .badTolerance, operation: "gsl_multimin_fminimizer_set", reasonContains: "sizeTolerance",
      canary: Self.canary
    ) {
      try SimplexMinimizer.minimize(
        from: [0, 0], stepSizes: [1, 1], sizeTolerance: tolerance, Self.bowl)
    }
  }

  @Test func zeroIterationLimitThrowsInvalidArgument() {
    expectFault(.invalidArgument, operation: "gsl_multimin_fminimizer_set", canary: Self.canary) {
      try SimplexMinimizer.minimize(from: [0, 0], stepSizes: [1, 1], maxIterations: 0, Self.bowl)
    }
  }
}

@Suite struct FaultInjectionODETests {
  static func canary() throws -> Bool {
    let samples = try ODESolver.solve(from: 0, initialState: [1], at: [1]) { _, y in y }
    return close(samples[0].state[0], exp(1), 1e-8)
  }

  @Test(arguments: nonFiniteValues, [1, 50])
  func nonFiniteDerivativeThrowsBadFunction(value: Double, call: Int) {
    var calls = 0
    expectFault(
      .badFunction, operation: "gsl_odeiv2_driver_apply", reasonContains: "\(value)",
      canary: Self.canary
    ) {
      try ODESolver.solve(from: 0, initialState: [1, 0], at: [10]) { _, y in
        calls += 1
        return calls == call ? [y[1], value] : [y[1], -y[0]]
      }
    }
    #expect(calls >= call)
  }

  @Test func wrongComponentCountThrowsBadLength() {
    expectFault(.badLength, operation: "gsl_odeiv2_driver_apply", canary: Self.canary) {
      try ODESolver.solve(from: 0, initialState: [1, 0], at: [1]) { _, y in [y[1]] }
    }
  }

  /// y′ = y², y(0) = 1 blows up at t = 1; asked for t = 2, step control fails near the pole.
  @Test func blowUpThrowsGSLsFailure() {
    let error = expectFault(.failure, operation: "gsl_odeiv2_driver_apply", canary: Self.canary) {
      try ODESolver.solve(from: 0, initialState: [1], at: [2]) { _, y in [y[0] * y[0]] }
    }
    #expect(error?.reason.isEmpty == false)
  }

  @Test func oneStepThrowsMaxIterations() {
    expectFault(.maxIterations, operation: "gsl_odeiv2_driver_apply", canary: Self.canary) {
      try ODESolver.solve(from: 0, initialState: [1], at: [1], maxSteps: 1) { _, y in y }
    }
  }

  @Test(arguments: [(-1.0, 1e-10), (.nan, 1e-10), (.infinity, 1e-10), (1e-10, -1), (0, 0)])
  func badTolerancesThrowBadTolerance(absolute: Double, relative: Double) {
    expectFault(.badTolerance, operation: "gsl_odeiv2_driver_apply", canary: Self.canary) {
      try ODESolver.solve(
        from: 0, initialState: [1], at: [1], absoluteTolerance: absolute,
        relativeTolerance: relative
      ) { _, y in y }
    }
  }

  @Test(arguments: [0.0, -1e-6, .nan, .infinity])
  func badInitialStepThrowsInvalidArgument(step: Double) {
    expectFault(.invalidArgument, operation: "gsl_odeiv2_driver_apply", canary: Self.canary) {
      try ODESolver.solve(from: 0, initialState: [1], at: [1], initialStep: step) { _, y in y }
    }
  }

  /// Start times, initial states and requested times the solver refuses.
  static let badProblems: [(start: Double, state: [Double], times: [Double])] = [
    (0.0, [1.0], [1.0, 0.5]),  // times go backwards
    (1, [1], [0.5]),  // before the start
    (.nan, [1], [1]),
    (0, [1], [.nan]),
    (0, [1], [.infinity]),
    (0, [.nan], [1]),
    (0, [], [1]),  // dimension 0
  ]

  @Test(arguments: badProblems)
  func badTimesOrStatesThrowInvalidArgument(start: Double, state: [Double], times: [Double]) {
    expectFault(.invalidArgument, operation: "gsl_odeiv2_driver_apply", canary: Self.canary) {
      try ODESolver.solve(from: start, initialState: state, at: times) { _, y in y }
    }
  }

  @Test func noRequestedTimesGiveNoSamples() throws {
    #expect(try ODESolver.solve(from: 0, initialState: [1], at: []) { _, y in y }.isEmpty)
  }
}
