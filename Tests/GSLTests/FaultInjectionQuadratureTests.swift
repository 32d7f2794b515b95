import Foundation
import GSL
import Testing

/// One QUADPACK entry point under test, with its GSL routine's name.
struct Quadrature: CustomTestStringConvertible, Sendable {
  let operation: String
  let integrate:
    @Sendable (Double, Double, Double, Double, Int, (Double) -> Double) throws -> IntegrationResult

  var testDescription: String { operation }

  static let qags = Quadrature(operation: "gsl_integration_qags") { a, b, abs, rel, limit, f in
    try Integration.qags(
      from: a, to: b, absoluteTolerance: abs, relativeTolerance: rel, limit: limit, f)
  }
  static let qag = Quadrature(operation: "gsl_integration_qag") { a, b, abs, rel, limit, f in
    try Integration.qag(
      from: a, to: b, rule: .points21, absoluteTolerance: abs, relativeTolerance: rel,
      limit: limit, f)
  }
  static let all = [qags, qag]

  func callAsFunction(
    _ a: Double, _ b: Double, absolute: Double = 0, relative: Double = 1e-10, limit: Int = 1000,
    _ f: (Double) -> Double
  ) throws -> IntegrationResult {
    try integrate(a, b, absolute, relative, limit, f)
  }
}

@Suite struct FaultInjectionIntegrationTests {
  static func canary() throws -> Bool {
    close(try Integration.qags(from: 0, to: .pi) { sin($0) }.value, 2, 1e-12)
  }

  /// Calls 1 and 10 are nodes of the first Gauss–Kronrod rule; call 30 lies in the first
  /// bisection, which √|x| (a kink at 0) needs.
  @Test(arguments: Quadrature.all, [1, 10, 30])
  func nonFiniteIntegrandThrowsBadFunction(routine: Quadrature, call: Int) {
    for value in nonFiniteValues {
      let integrand = FaultyFunction(value, atCall: call) { abs($0).squareRoot() }
      expectFault(
        .badFunction, operation: routine.operation, reasonContains: "\(value)", canary: Self.canary
      ) {
        try routine(-1, 1) { integrand($0) }
      }
      #expect(integrand.calls >= call)
    }
  }

  @Test(arguments: nonFiniteValues, [1, 10])
  func nonFiniteIntegrandOnAHalfLineThrowsBadFunction(value: Double, call: Int) {
    let integrand = FaultyFunction(value, atCall: call) { exp(-$0) }
    expectFault(
      .badFunction, operation: "gsl_integration_qagiu", reasonContains: "\(value)",
      canary: Self.canary
    ) {
      try Integration.qagiu(from: 0) { integrand($0) }
    }
  }

  /// 1/x on [−1, 1]: the rule's centre node is 0, so the integrand itself returns +∞.
  @Test(arguments: Quadrature.all)
  func poleOnANodeThrowsBadFunction(routine: Quadrature) {
    expectFault(
      .badFunction, operation: routine.operation, reasonContains: "inf", canary: Self.canary
    ) {
      try routine(-1, 1) { 1 / $0 }
    }
  }

  /// ∫₀¹ 1/x diverges; GSL bisects towards 0 until the limit.
  @Test(arguments: Quadrature.all)
  func divergentIntegralThrowsMaxIterations(routine: Quadrature) {
    expectFault(.maxIterations, operation: routine.operation, canary: Self.canary) {
      try routine(0, 1) { 1 / $0 }
    }
  }

  /// ∫₋₁² 1/x has a non-integrable pole inside, never sampled exactly: QAGS's extrapolation
  /// detects divergence.
  @Test func interiorPoleThrowsDivergence() {
    expectFault(.divergence, operation: "gsl_integration_qags", canary: Self.canary) {
      try Integration.qags(from: -1, to: 2) { 1 / $0 }
    }
    expectFault(.maxIterations, operation: "gsl_integration_qag", canary: Self.canary) {
      try Integration.qag(from: -1, to: 2) { 1 / $0 }
    }
  }

  @Test func divergentHalfLineIntegralsThrow() {
    expectFault(.divergence, operation: "gsl_integration_qagiu", canary: Self.canary) {
      try Integration.qagiu(from: 0) { _ in 1 }
    }
    expectFault(.maxIterations, operation: "gsl_integration_qagiu", canary: Self.canary) {
      try Integration.qagiu(from: 1) { 1 / $0 }
    }
  }

  /// sin(1/x) oscillates infinitely often near 0; one subinterval cannot meet 10⁻¹⁰.
  @Test(arguments: Quadrature.all)
  func oneSubintervalThrowsMaxIterations(routine: Quadrature) {
    expectFault(
      .maxIterations, operation: routine.operation, reasonContains: "iteration", canary: Self.canary
    ) {
      try routine(0, 1, limit: 1) { sin(1 / $0) }
    }
  }

  @Test(arguments: Quadrature.all)
  func badTolerancesThrowBadTolerance(routine: Quadrature) {
    for (absolute, relative) in [
      (-1.0, 1e-10), (.nan, 1e-10), (.infinity, 1e-10), (0, -1), (0, .nan),
    ] {
      expectFault(.badTolerance, operation: routine.operation, canary: Self.canary) {
        try routine(0, 1, absolute: absolute, relative: relative) { $0 }
      }
    }
    // Both 0 (or a relative tolerance below 50 ε): GSL's own check, with GSL's reason.
    for relative in [0, 1e-16] {
      let error = expectFault(.badTolerance, operation: routine.operation, canary: Self.canary) {
        try routine(0, 1, absolute: 0, relative: relative) { $0 }
      }
      #expect(error?.file != nil)
    }
  }

  @Test(arguments: Quadrature.all)
  func badBoundsThrowInvalidArgument(routine: Quadrature) {
    for (a, b) in [(Double.nan, 1.0), (0, .nan), (-.infinity, 1), (0, .infinity)] {
      expectFault(.invalidArgument, operation: routine.operation, canary: Self.canary) {
        try routine(a, b) { $0 }
      }
    }
  }

  @Test(arguments: Quadrature.all)
  func reversedAndEmptyIntervalsGiveTheDocumentedValues(routine: Quadrature) throws {
    #expect(close(try routine(.pi, 0) { sin($0) }.value, -2, 1e-12))
    let empty = try routine(1, 1) { exp($0) }
    #expect(empty.value == 0)
    #expect(empty.absoluteError == 0)
  }

  @Test func badLowerBoundOnAHalfLineThrowsInvalidArgument() {
    for lower in [Double.nan, .infinity, -.infinity] {
      expectFault(.invalidArgument, operation: "gsl_integration_qagiu", canary: Self.canary) {
        try Integration.qagiu(from: lower) { exp(-$0) }
      }
    }
  }
}

@Suite struct FaultInjectionDifferentiationTests {
  static func canary() throws -> Bool {
    close(try Differentiation.central(at: 0) { sin($0) }.value, 1, 1e-9)
  }

  /// Calls 1…4 are the first 5-point estimate; 5…8 the optional refinement.
  @Test(arguments: nonFiniteValues, [1, 3])
  func nonFiniteFunctionValueThrowsBadFunction(value: Double, call: Int) {
    let function = FaultyFunction(value, atCall: call) { sin($0) }
    expectFault(
      .badFunction, operation: "gsl_deriv_central", reasonContains: "\(value)", canary: Self.canary
    ) {
      try Differentiation.central(at: 1) { function($0) }
    }
  }

  @Test(arguments: [0.0, -1e-3, .nan, .infinity, -.infinity])
  func badStepThrowsInvalidArgument(step: Double) {
    expectFault(.invalidArgument, operation: "gsl_deriv_central", canary: Self.canary) {
      try Differentiation.central(at: 1, step: step) { sin($0) }
    }
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func badPointThrowsInvalidArgument(x: Double) {
    expectFault(.invalidArgument, operation: "gsl_deriv_central", canary: Self.canary) {
      try Differentiation.central(at: x) { sin($0) }
    }
  }

  /// Finding: x ± step overflowed to ±∞ and the closure was sampled there (atan(±∞) is
  /// finite, so nothing noticed). Now refused before GSL runs.
  @Test(arguments: [(Double.greatestFiniteMagnitude, 1e300), (-1e308, 1e308)])
  func samplesBeyondTheFiniteDoublesThrowInvalidArgument(x: Double, step: Double) {
    var sampledInfinity = false
    expectFault(
      .invalidArgument, operation: "gsl_deriv_central", reasonContains: "overflows",
      canary: Self.canary
    ) {
      try Differentiation.central(at: x, step: step) { x in
        sampledInfinity = sampledInfinity || !x.isFinite
        return atan(x)
      }
    }
    #expect(!sampledInfinity)
  }

  /// 1/x at its pole: no derivative exists. GSL samples only x ± h and x ± h/2, gets a finite
  /// value, and its error estimate is as large as the value: reported, not hidden.
  @Test func poleGivesAnErrorEstimateAsLargeAsTheValue() throws {
    let estimate = try Differentiation.central(at: 0) { 1 / $0 }
    #expect(estimate.absoluteError >= abs(estimate.value) / 2, "\(estimate)")
  }
}
