import Foundation
import GSL
import Testing

@Suite struct RootFindingTests {
  @Test(arguments: RootBracketMethod.allCases)
  func rootOfCosineInOneToTwoIsHalfPi(method: RootBracketMethod) throws {
    let result = try RootFinding.root(between: 1, and: 2, method: method) { cos($0) }
    #expect(abs(result.root - .pi / 2) < 1e-11)
    #expect(result.lower <= result.root && result.root <= result.upper)
    #expect(result.iterations >= 1)
  }

  @Test func brentNeedsFewerIterationsThanBisection() throws {
    let brent = try RootFinding.root(between: 1, and: 2, method: .brent) { cos($0) }
    let bisection = try RootFinding.root(between: 1, and: 2, method: .bisection) { cos($0) }
    #expect(brent.iterations < bisection.iterations)
  }

  @Test func badBracketThrowsGSLsInvalidArgument() {
    // cos is positive at both 0 and 1.
    let error = expectGSLError(.invalidArgument, operation: "gsl_root_fsolver_set") {
      try RootFinding.root(between: 0, and: 1) { cos($0) }
    }
    #expect(error?.reason == "endpoints do not straddle y=0")
    #expect(error?.file != nil)
  }

  @Test func reversedBracketThrowsGSLsInvalidArgument() {
    let error = expectGSLError(.invalidArgument, operation: "gsl_root_fsolver_set") {
      try RootFinding.root(between: 2, and: 1) { cos($0) }
    }
    #expect(error?.reason.contains("lower > upper") == true)
  }

  @Test func iterationLimitThrowsMaxIterations() {
    expectGSLError(.maxIterations, operation: "gsl_root_fsolver_iterate") {
      try RootFinding.root(between: 1, and: 2, method: .bisection, maxIterations: 1) { cos($0) }
    }
  }

  @Test func nanFunctionValueThrowsBadFunction() {
    let error = expectGSLError(.badFunction, operation: "gsl_root_fsolver_set") {
      try RootFinding.root(between: 1, and: 2) { $0 < 1.5 ? cos($0) : .nan }
    }
    #expect(error?.reason.hasPrefix("function returned nan at x = ") == true)
  }

  @Test func invalidArgumentsThrowBeforeGSLRuns() {
    expectGSLError(.invalidArgument, operation: "gsl_root_fsolver_set") {
      try RootFinding.root(between: .nan, and: 2) { cos($0) }
    }
    expectGSLError(.invalidArgument, operation: "gsl_root_fsolver_set") {
      try RootFinding.root(between: 1, and: 2, maxIterations: 0) { cos($0) }
    }
    expectGSLError(.badTolerance, operation: "gsl_root_fsolver_set") {
      try RootFinding.root(between: 1, and: 2, relativeTolerance: -1) { cos($0) }
    }
  }
}
