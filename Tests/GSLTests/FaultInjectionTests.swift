import Foundation
import GSL
import Testing

// Fault injection for every GSL entry point (issue 9 §3): a closure that returns NaN or ±∞
// (at once, or only at some later evaluation), non-convergence, iteration limits, degenerate
// simplices, bad tolerances and bad intervals. Each fault must throw the documented
// `GSLError`, never trap and never return a silent wrong value, and leave this thread's GSL
// error state clean: the next ordinary call succeeds with the right answer.

/// A closure that behaves like `base` except at evaluation number `call` (1-based), where it
/// returns `value` instead: a NaN or ±∞ that appears only at some interior point of a search.
final class FaultyFunction {
  let base: (Double) -> Double
  let call: Int
  let value: Double
  private(set) var calls = 0

  init(_ value: Double, atCall call: Int = 1, base: @escaping (Double) -> Double) {
    self.value = value
    self.call = call
    self.base = base
  }

  func callAsFunction(_ x: Double) -> Double {
    calls += 1
    return calls == call ? value : base(x)
  }
}

/// The non-finite values every closure fault is tried with.
let nonFiniteValues: [Double] = [.nan, .infinity, -.infinity]

/// Expects `body` to throw `kind` for `operation` (see `expectGSLError`), with a description
/// naming the routine and the status, then runs `canary`, an ordinary call to the same entry
/// point that must succeed, and an ordinary `gslValue`-style call (a mean), which would throw
/// if a stale handler report had survived the fault on this thread.
@discardableResult
func expectFault<Value>(
  _ kind: GSLError.Kind,
  operation: String,
  reasonContains fragment: String? = nil,
  canary: () throws -> Bool,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () throws -> Value
) -> GSLError? {
  let error = expectGSLError(kind, operation: operation, sourceLocation: sourceLocation, body)
  if let error {
    #expect(
      error.description.hasPrefix("\(operation) failed with \(kind.name) (\(kind.rawValue)): "),
      "\(error)", sourceLocation: sourceLocation)
    if let fragment {
      #expect(error.reason.contains(fragment), "\(error)", sourceLocation: sourceLocation)
    }
  }
  do {
    #expect(
      try canary(), "the next ordinary call gave a wrong value", sourceLocation: sourceLocation)
    #expect(try Statistics.mean(of: [1, 2, 6]) == 3, sourceLocation: sourceLocation)
  } catch {
    Issue.record("the next ordinary call threw \(error)", sourceLocation: sourceLocation)
  }
  return error
}

/// |a − b| ≤ tolerance.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}

@Suite struct FaultInjectionRootTests {
  static func canary() throws -> Bool {
    close(try RootFinding.root(between: 0, and: 3) { cos($0) }.root, .pi / 2)
  }

  @Test(arguments: RootBracketMethod.allCases, nonFiniteValues)
  func nonFiniteValueAtTheFirstCallThrowsBadFunction(method: RootBracketMethod, value: Double) {
    let function = FaultyFunction(value, atCall: 1) { cos($0) }
    expectFault(
      .badFunction, operation: "gsl_root_fsolver_set", reasonContains: "\(value)",
      canary: Self.canary
    ) {
      try RootFinding.root(between: 0, and: 3, method: method) { function($0) }
    }
  }

  @Test(arguments: RootBracketMethod.allCases, nonFiniteValues)
  func nonFiniteValueInsideTheSearchThrowsBadFunction(method: RootBracketMethod, value: Double) {
    // Calls 1 and 2 are the endpoints; call 5 is an interior iterate.
    let function = FaultyFunction(value, atCall: 5) { cos($0) }
    expectFault(
      .badFunction, operation: "gsl_root_fsolver_set", reasonContains: "\(value)",
      canary: Self.canary
    ) {
      try RootFinding.root(between: 0, and: 3, method: method) { function($0) }
    }
    #expect(function.calls >= 5)
  }

  @Test(arguments: RootBracketMethod.allCases)
  func noSignChangeThrowsGSLsInvalidArgument(method: RootBracketMethod) {
    expectFault(
      .invalidArgument, operation: "gsl_root_fsolver_set", reasonContains: "straddle",
      canary: Self.canary
    ) {
      try RootFinding.root(between: -1, and: 1, method: method) { $0 * $0 + 1 }
    }
  }

  /// Finding: GSL's bracketing solvers converge to the pole of 1/(x − ½), a sign change
  /// without a root, and used to return it as the root (f = 7·10¹¹ there). Now `GSL_ESING`.
  @Test(arguments: RootBracketMethod.allCases)
  func poleInsideTheBracketThrowsSingularity(method: RootBracketMethod) {
    expectFault(
      .singularity, operation: "gsl_root_fsolver_iterate", reasonContains: "singularity",
      canary: Self.canary
    ) {
      try RootFinding.root(between: 0, and: 1.2, method: method) { 1 / ($0 - 0.5) }
    }
  }

  @Test(arguments: RootBracketMethod.allCases)
  func aJumpIsASignChangeNotASingularity(method: RootBracketMethod) throws {
    // A finite jump keeps |f| at 1 on both sides, no larger than at the endpoints.
    let result = try RootFinding.root(between: 0, and: 1.2, method: method) { $0 < 0.5 ? -1 : 1 }
    #expect(close(result.root, 0.5, 1e-11))
  }

  @Test(arguments: RootBracketMethod.allCases)
  func oneIterationThrowsMaxIterations(method: RootBracketMethod) {
    expectFault(.maxIterations, operation: "gsl_root_fsolver_iterate", canary: Self.canary) {
      try RootFinding.root(between: 0, and: 3, method: method, maxIterations: 1) { cos($0) }
    }
  }

  @Test(arguments: [
    (-1.0, 1e-12), (.nan, 1e-12), (.infinity, 1e-12), (1e-12, -1), (1e-12, .nan), (0, 0),
  ])
  func badTolerancesThrowBadTolerance(absolute: Double, relative: Double) {
    expectFault(.badTolerance, operation: "gsl_root_fsolver_set", canary: Self.canary) {
      try RootFinding.root(
        between: 0, and: 3, absoluteTolerance: absolute, relativeTolerance: relative
      ) { cos($0) }
    }
  }

  @Test func zeroIterationLimitThrowsInvalidArgument() {
    expectFault(.invalidArgument, operation: "gsl_root_fsolver_set", canary: Self.canary) {
      try RootFinding.root(between: 0, and: 3, maxIterations: 0) { cos($0) }
    }
  }

  @Test(arguments: [(3.0, 0.0), (.nan, 3), (0, .nan), (-.infinity, 3), (0, .infinity), (2, 2)])
  func badIntervalsThrowInvalidArgument(lower: Double, upper: Double) {
    expectFault(.invalidArgument, operation: "gsl_root_fsolver_set", canary: Self.canary) {
      try RootFinding.root(between: lower, and: upper) { cos($0) }
    }
  }
}

@Suite struct FaultInjectionMinimizationTests {
  static func canary() throws -> Bool {
    close(try Minimization.minimum(between: 2, and: 4) { cos($0) }.location, .pi, 1e-6)
  }

  /// Calls 1…65 sample the bracket for a starting guess; 66 and on are Brent's iterations.
  @Test(arguments: nonFiniteValues, [1, 40, 70])
  func nonFiniteValueThrowsBadFunction(value: Double, call: Int) {
    let minimum = FaultyFunction(value, atCall: call) { cos($0) }
    expectFault(
      .badFunction, operation: "gsl_min_fminimizer_set", reasonContains: "\(value)",
      canary: Self.canary
    ) {
      try Minimization.minimum(between: 2, and: 4) { minimum($0) }
    }
    let maximum = FaultyFunction(value, atCall: call) { sin($0) }
    expectFault(
      .badFunction, operation: "gsl_min_fminimizer_set", reasonContains: "\(value)",
      canary: Self.canary
    ) {
      try Minimization.maximum(between: 0, and: 3) { maximum($0) }
    }
  }

  @Test func nonFiniteValueWithACallerGuessThrowsBadFunction() {
    let function = FaultyFunction(.nan, atCall: 3) { cos($0) }
    expectFault(.badFunction, operation: "gsl_min_fminimizer_set", canary: Self.canary) {
      try Minimization.minimum(between: 2, and: 4, guess: 3) { function($0) }
    }
  }

  @Test func constantFunctionHasNoBracketedExtremum() {
    expectFault(.invalidArgument, operation: "gsl_min_fminimizer_set", canary: Self.canary) {
      try Minimization.minimum(between: 0, and: 1) { _ in 1 }
    }
    expectFault(.invalidArgument, operation: "gsl_min_fminimizer_set", canary: Self.canary) {
      try Minimization.maximum(between: 0, and: 1) { _ in 1 }
    }
  }

  @Test func oneIterationThrowsMaxIterations() {
    expectFault(.maxIterations, operation: "gsl_min_fminimizer_iterate", canary: Self.canary) {
      try Minimization.minimum(between: 2, and: 4, maxIterations: 1) { cos($0) }
    }
    expectFault(.maxIterations, operation: "gsl_min_fminimizer_iterate", canary: Self.canary) {
      try Minimization.maximum(between: 0, and: 3, maxIterations: 1) { sin($0) }
    }
  }

  @Test(arguments: [(-1.0, 0.0), (.nan, 0), (.infinity, 0), (1e-7, -1), (1e-7, .nan), (0, 0)])
  func badTolerancesThrowBadTolerance(absolute: Double, relative: Double) {
    expectFault(.badTolerance, operation: "gsl_min_fminimizer_set", canary: Self.canary) {
      try Minimization.minimum(
        between: 2, and: 4, absoluteTolerance: absolute, relativeTolerance: relative
      ) { cos($0) }
    }
  }

  @Test(arguments: [(4.0, 2.0), (.nan, 4), (2, .nan), (2, .infinity), (3, 3)])
  func badIntervalsThrowInvalidArgument(lower: Double, upper: Double) {
    expectFault(.invalidArgument, operation: "gsl_min_fminimizer_set", canary: Self.canary) {
      try Minimization.minimum(between: lower, and: upper) { cos($0) }
    }
  }

  @Test(arguments: [Double.nan, .infinity, 2, 4, 5])
  func guessOutsideTheOpenBracketThrowsInvalidArgument(guess: Double) {
    expectFault(.invalidArgument, operation: "gsl_min_fminimizer_set", canary: Self.canary) {
      try Minimization.minimum(between: 2, and: 4, guess: guess) { cos($0) }
    }
  }
}
