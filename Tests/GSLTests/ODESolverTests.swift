import Foundation
import GSL
import Testing

@Suite struct ODESolverTests {
  @Test(arguments: ODEStepper.allCases)
  func exponentialGrowthMatchesExp(stepper: ODEStepper) throws {
    let times = [0, 0.5, 1, 2, 3]
    let samples = try ODESolver.solve(
      from: 0, initialState: [1], at: times, stepper: stepper
    ) { _, y in y }
    #expect(samples.map(\.time) == times)
    for sample in samples {
      let exact = exp(sample.time)
      #expect(abs(sample.state[0] - exact) <= 1e-8 * exact, "t = \(sample.time)")
    }
  }

  @Test(arguments: ODEStepper.allCases)
  func harmonicOscillatorKeepsPhaseOverFivePeriods(stepper: ODEStepper) throws {
    // y″ = −y as (y, v)′ = (v, −y) from (1, 0): y = cos t, v = −sin t.
    let times = (1...20).map { Double($0) * .pi / 2 }
    let samples = try ODESolver.solve(
      from: 0, initialState: [1, 0], at: times, stepper: stepper
    ) { _, state in [state[1], -state[0]] }
    for sample in samples {
      #expect(abs(sample.state[0] - cos(sample.time)) < 1e-7, "t = \(sample.time)")
      #expect(abs(sample.state[1] + sin(sample.time)) < 1e-7, "t = \(sample.time)")
    }
  }

  @Test func requestingTheStartTimeReturnsTheInitialState() throws {
    let samples = try ODESolver.solve(from: 1, initialState: [2, 3], at: [1]) { _, y in y }
    #expect(samples.map(\.time) == [1])
    #expect(samples.map(\.state) == [[2, 3]])
  }

  @Test func nanDerivativeThrowsBadFunction() {
    let error = expectGSLError(.badFunction, operation: "gsl_odeiv2_driver_apply") {
      try ODESolver.solve(from: 0, initialState: [1], at: [1]) { t, y in
        t > 0.5 ? [.nan] : y
      }
    }
    #expect(error?.reason.hasPrefix("derivative returned [nan] at t = ") == true)
  }

  @Test func wrongDerivativeLengthThrowsBadLength() {
    expectGSLError(.badLength, operation: "gsl_odeiv2_driver_apply") {
      try ODESolver.solve(from: 0, initialState: [1, 0], at: [1]) { _, y in [y[0]] }
    }
  }

  @Test func stepLimitThrowsMaxIterations() {
    expectGSLError(.maxIterations, operation: "gsl_odeiv2_driver_apply") {
      try ODESolver.solve(from: 0, initialState: [1], at: [10], maxSteps: 1) { _, y in y }
    }
  }

  @Test func invalidArgumentsThrowBeforeGSLRuns() {
    expectGSLError(.invalidArgument, operation: "gsl_odeiv2_driver_apply") {
      try ODESolver.solve(from: 0, initialState: [], at: [1]) { _, y in y }
    }
    expectGSLError(.invalidArgument, operation: "gsl_odeiv2_driver_apply") {
      try ODESolver.solve(from: 0, initialState: [1], at: [2, 1]) { _, y in y }
    }
    expectGSLError(.invalidArgument, operation: "gsl_odeiv2_driver_apply") {
      try ODESolver.solve(from: 0, initialState: [1], at: [-1]) { _, y in y }
    }
    expectGSLError(.invalidArgument, operation: "gsl_odeiv2_driver_apply") {
      try ODESolver.solve(from: .nan, initialState: [1], at: [1]) { _, y in y }
    }
    expectGSLError(.invalidArgument, operation: "gsl_odeiv2_driver_apply") {
      try ODESolver.solve(from: 0, initialState: [1], at: [1], initialStep: 0) { _, y in y }
    }
    expectGSLError(.badTolerance, operation: "gsl_odeiv2_driver_apply") {
      try ODESolver.solve(from: 0, initialState: [1], at: [1], absoluteTolerance: .nan) {
        _, y in y
      }
    }
  }
}
