import Foundation
import GSL
import Testing

@Suite struct IntegrationTests {
  @Test func qagsIntegratesSineOverHalfPeriod() throws {
    let result = try Integration.qags(from: 0, to: .pi) { sin($0) }
    #expect(abs(result.value - 2) < 1e-12)
    #expect(abs(result.value - 2) <= result.absoluteError + 1e-15)
    #expect(result.intervals >= 1)
  }

  @Test(arguments: GaussKronrodRule.allCases)
  func qagIntegratesSineWithEveryRule(rule: GaussKronrodRule) throws {
    let result = try Integration.qag(from: 0, to: .pi, rule: rule) { sin($0) }
    #expect(abs(result.value - 2) < 1e-12)
    #expect(abs(result.value - 2) <= result.absoluteError + 1e-15)
  }

  @Test func gaussKronrodRuleRawValueIsThePointCount() {
    #expect(GaussKronrodRule.allCases.map(\.rawValue) == [15, 21, 31, 41, 51, 61])
  }

  @Test func qagiuIntegratesDecayingExponentialToInfinity() throws {
    let result = try Integration.qagiu(from: 0) { exp(-$0) }
    #expect(abs(result.value - 1) < 1e-10)
  }

  @Test func qagsHandlesInverseSquareRootSingularity() throws {
    let result = try Integration.qags(from: 0, to: 1) { 1 / $0.squareRoot() }
    #expect(abs(result.value - 2) < 1e-9)
  }

  @Test func reversedBoundsNegateTheIntegral() throws {
    let result = try Integration.qags(from: .pi, to: 0) { sin($0) }
    #expect(abs(result.value + 2) < 1e-12)
  }

  @Test func nestedIntegrationComputesDoubleIntegral() throws {
    // ∫₀¹ ∫₀¹ x·y dy dx = 1/4; the inner call runs inside the outer integrand.
    let result = try Integration.qags(from: 0, to: 1) { x in
      (try? Integration.qags(from: 0, to: 1) { y in x * y }.value) ?? .nan
    }
    #expect(abs(result.value - 0.25) < 1e-12)
  }

  @Test func nanBoundThrowsInvalidArgument() {
    expectGSLError(.invalidArgument, operation: "gsl_integration_qags") {
      try Integration.qags(from: .nan, to: 1) { $0 }
    }
    expectGSLError(.invalidArgument, operation: "gsl_integration_qagiu") {
      try Integration.qagiu(from: -.infinity) { exp(-$0) }
    }
  }

  @Test func nanIntegrandThrowsBadFunction() {
    let error = expectGSLError(.badFunction, operation: "gsl_integration_qags") {
      try Integration.qags(from: 0, to: 1) { _ in .nan }
    }
    #expect(error?.reason.contains("nan") == true)
  }

  @Test func infiniteIntegrandValueThrowsBadFunction() {
    // The Gauss–Kronrod rule samples the midpoint 0, where 1/x is +∞.
    let error = expectGSLError(.badFunction, operation: "gsl_integration_qag") {
      try Integration.qag(from: -1, to: 1) { 1 / $0 }
    }
    #expect(error?.reason == "function returned inf at x = 0.0")
  }

  @Test func zeroSizeWorkspaceThrowsGSLsOwnDomainError() {
    let error = expectGSLError(.domain, operation: "gsl_integration_workspace_alloc") {
      try Integration.qags(from: 0, to: 1, limit: 0) { $0 }
    }
    #expect(error?.reason == "workspace length n must be positive integer")
    #expect(error?.file?.hasSuffix(".c") == true)
    #expect((error?.line ?? 0) > 0)
  }

  @Test func negativeLimitThrowsInvalidArgument() {
    expectGSLError(.invalidArgument, operation: "gsl_integration_qags") {
      try Integration.qags(from: 0, to: 1, limit: -1) { $0 }
    }
  }

  @Test func negativeToleranceThrowsBadTolerance() {
    expectGSLError(.badTolerance, operation: "gsl_integration_qag") {
      try Integration.qag(from: 0, to: 1, absoluteTolerance: -1) { $0 }
    }
  }

  @Test func unreachableTolerancesThrowGSLsBadTolerance() {
    let error = expectGSLError(.badTolerance, operation: "gsl_integration_qags") {
      try Integration.qags(from: 0, to: 1, absoluteTolerance: 0, relativeTolerance: 0) { $0 }
    }
    #expect(error?.file != nil)
  }

  @Test func iterationLimitOnHardIntegrandThrowsMaxIterations() {
    // sin(1/x) oscillates infinitely often near 0; one subinterval cannot reach 1e-10.
    let error = expectGSLError(.maxIterations, operation: "gsl_integration_qags") {
      try Integration.qags(from: 0, to: 1, limit: 1) { x in x == 0 ? 0 : sin(1 / x) }
    }
    #expect(error?.file != nil)
  }
}
