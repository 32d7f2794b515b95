import GSL
import Testing

/// Rosenbrock's banana function, minimum 0 at (1, 1).
private func rosenbrock(_ point: [Double]) -> Double {
  let (x, y) = (point[0], point[1])
  return (1 - x) * (1 - x) + 100 * (y - x * x) * (y - x * x)
}

@Suite struct SimplexMinimizerTests {
  @Test func rosenbrockMinimumIsOneOne() throws {
    let result = try SimplexMinimizer.minimize(
      from: [-1.2, 1], stepSizes: [0.5, 0.5], sizeTolerance: 1e-10, rosenbrock)
    #expect(abs(result.point[0] - 1) < 1e-6)
    #expect(abs(result.point[1] - 1) < 1e-6)
    #expect(result.value < 1e-12)
    #expect(result.size < 1e-10)
  }

  @Test func iterationLimitThrowsMaxIterations() {
    expectGSLError(.maxIterations, operation: "gsl_multimin_fminimizer_iterate") {
      try SimplexMinimizer.minimize(
        from: [-1.2, 1], stepSizes: [0.5, 0.5], maxIterations: 1, rosenbrock)
    }
  }

  @Test func nanFunctionValueThrowsBadFunction() {
    let error = expectGSLError(.badFunction, operation: "gsl_multimin_fminimizer_set") {
      try SimplexMinimizer.minimize(from: [0, 0], stepSizes: [1, 1]) { point in
        point[0] > 0.5 ? .nan : rosenbrock(point)
      }
    }
    #expect(error?.reason == "function returned nan at x = [1.0, 0.0]")
  }

  @Test func zeroDimensionThrowsInvalidArgument() {
    expectGSLError(.invalidArgument, operation: "gsl_multimin_fminimizer_set") {
      try SimplexMinimizer.minimize(from: [], stepSizes: []) { _ in 0 }
    }
  }

  @Test func mismatchedStepSizesThrowBadLength() {
    expectGSLError(.badLength, operation: "gsl_multimin_fminimizer_set") {
      try SimplexMinimizer.minimize(from: [0, 0], stepSizes: [1], rosenbrock)
    }
  }

  @Test func zeroStepThrowsInvalidArgument() {
    expectGSLError(.invalidArgument, operation: "gsl_multimin_fminimizer_set") {
      try SimplexMinimizer.minimize(from: [0, 0], stepSizes: [1, 0], rosenbrock)
    }
  }
}
