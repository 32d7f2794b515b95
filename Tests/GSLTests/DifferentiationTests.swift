import Foundation
import GSL
import Testing

@Suite struct DifferentiationTests {
  @Test func centralDerivativeOfSineIsCosineWithHonestError() throws {
    let estimate = try Differentiation.central(at: 1) { sin($0) }
    let error = abs(estimate.value - cos(1))
    #expect(error < 1e-10)
    #expect(error <= estimate.absoluteError)
    #expect(estimate.absoluteError < 1e-8)
  }

  @Test func centralDerivativeOfCubicIsExactUpToRounding() throws {
    // d/dx x³ = 3x², and the 5-point rule is exact for cubics.
    let estimate = try Differentiation.central(at: 2, step: 0.1) { $0 * $0 * $0 }
    #expect(abs(estimate.value - 12) < 1e-10)
  }

  @Test func nonPositiveStepThrowsInvalidArgument() {
    expectGSLError(.invalidArgument, operation: "gsl_deriv_central") {
      try Differentiation.central(at: 1, step: 0) { sin($0) }
    }
  }

  @Test func nanPointThrowsInvalidArgument() {
    expectGSLError(.invalidArgument, operation: "gsl_deriv_central") {
      try Differentiation.central(at: .nan) { sin($0) }
    }
  }

  @Test func nonFiniteFunctionValueThrowsBadFunction() {
    // √x is NaN for the samples left of 0.
    expectGSLError(.badFunction, operation: "gsl_deriv_central") {
      try Differentiation.central(at: 0) { $0.squareRoot() }
    }
  }
}
