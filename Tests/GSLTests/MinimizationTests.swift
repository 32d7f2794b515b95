import Foundation
import GSL
import Testing

@Suite struct MinimizationTests {
  @Test func minimumOfCosineInTwoToFourIsPi() throws {
    let result = try Minimization.minimum(between: 2, and: 4) { cos($0) }
    #expect(abs(result.location - .pi) < 1e-6)
    #expect(abs(result.value + 1) < 1e-12)
    #expect(result.lower <= result.location && result.location <= result.upper)
  }

  @Test func minimumWithCallerGuessMatchesSampledGuess() throws {
    let result = try Minimization.minimum(between: 2, and: 4, guess: 3) { cos($0) }
    #expect(abs(result.location - .pi) < 1e-6)
  }

  @Test func maximumOfSineInZeroToThreeIsHalfPi() throws {
    let result = try Minimization.maximum(between: 0, and: 3) { sin($0) }
    #expect(abs(result.location - .pi / 2) < 1e-6)
    #expect(abs(result.value - 1) < 1e-12)
  }

  @Test func monotoneFunctionHasNoBracketedMinimum() {
    let error = expectGSLError(.invalidArgument, operation: "gsl_min_fminimizer_set") {
      try Minimization.minimum(between: 0, and: 1) { $0 }
    }
    #expect(error?.reason.contains("does not bracket") == true)
  }

  @Test func guessAboveAnEndpointThrowsGSLsInvalidArgument() {
    // cos(2.1) > cos(4), so 2.1 does not enclose the minimum with the endpoints.
    let error = expectGSLError(.invalidArgument, operation: "gsl_min_fminimizer_set") {
      try Minimization.minimum(between: 2, and: 4, guess: 2.1) { cos($0) }
    }
    #expect(error?.file != nil)
  }

  @Test func iterationLimitThrowsMaxIterations() {
    expectGSLError(.maxIterations, operation: "gsl_min_fminimizer_iterate") {
      try Minimization.minimum(between: 2, and: 4, maxIterations: 1) { cos($0) }
    }
  }

  @Test func infiniteFunctionValueThrowsBadFunction() {
    expectGSLError(.badFunction, operation: "gsl_min_fminimizer_set") {
      try Minimization.maximum(between: 0, and: 3) { $0 > 2 ? .infinity : sin($0) }
    }
  }

  @Test func nanBoundThrowsInvalidArgument() {
    expectGSLError(.invalidArgument, operation: "gsl_min_fminimizer_set") {
      try Minimization.minimum(between: 2, and: .nan) { cos($0) }
    }
  }
}
