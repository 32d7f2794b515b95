import EffectProofTestSupport
import Foundation
import GSL
import ProofEngine
import Testing

@testable import EffectProof

/// A GSL failure a catalogue oracle can hit inside a case, with the error it must surface as.
enum GSLFault: String, CaseIterable, Sendable, CustomTestStringConvertible {
  /// The user's closure returns NaN inside QAGS.
  case nanFromClosure
  /// Root finding on x² + 1, which has no sign change in its bracket.
  case noSignChange
  /// ∫₀¹ 1/x: QUADPACK bisects towards the pole until its subinterval limit.
  case divergentIntegral
  /// A bracket around the pole of 1/(x − ½): a sign change that is not a root.
  case poleInBracket
  /// Brent's minimiser with one iteration allowed.
  case maxIterations
  /// A simplex whose steps are all zero: every vertex is the start.
  case singularSimplex
  /// Nelder–Mead on a constant function: the simplex never shrinks.
  case flatSimplex
  /// y′ = y² past its blow-up at t = 1.
  case odeBlowUp

  var testDescription: String { rawValue }

  /// The status and routine the fault must be reported with.
  var expected: (kind: GSLError.Kind, operation: String) {
    switch self {
    case .nanFromClosure: (.badFunction, "gsl_integration_qags")
    case .noSignChange: (.invalidArgument, "gsl_root_fsolver_set")
    case .divergentIntegral: (.maxIterations, "gsl_integration_qags")
    case .poleInBracket: (.singularity, "gsl_root_fsolver_iterate")
    case .maxIterations: (.maxIterations, "gsl_min_fminimizer_iterate")
    case .singularSimplex: (.invalidArgument, "gsl_multimin_fminimizer_set")
    case .flatSimplex: (.maxIterations, "gsl_multimin_fminimizer_iterate")
    case .odeBlowUp: (.failure, "gsl_odeiv2_driver_apply")
    }
  }

  /// Calls GSL the faulty way for the case value `x` (used only to vary the inputs).
  func call(_ x: Double) throws(GSLError) {
    switch self {
    case .nanFromClosure:
      _ = try Integration.qags(from: 0, to: 1) { t in t > 0.5 ? .nan : t * x }
    case .noSignChange:
      _ = try RootFinding.root(between: -1, and: 1) { t in t * t + 1 + x }
    case .divergentIntegral:
      _ = try Integration.qags(from: 0, to: 1) { t in (1 + x) / t }
    case .poleInBracket:
      _ = try RootFinding.root(between: 0, and: 1.2) { t in 1 / (t - 0.5) }
    case .maxIterations:
      _ = try Minimization.minimum(between: 2, and: 4, maxIterations: 1) { t in cos(t) + x }
    case .singularSimplex:
      _ = try SimplexMinimizer.minimize(from: [x, x], stepSizes: [0, 0]) { p in p[0] * p[0] }
    case .flatSimplex:
      _ = try SimplexMinimizer.minimize(from: [x, 0], stepSizes: [1, 1], maxIterations: 200) {
        _ in 1
      }
    case .odeBlowUp:
      _ = try ODESolver.solve(from: 0, initialState: [1 + x], at: [2]) { _, y in [y[0] * y[0]] }
    }
  }

  /// The `GSLError` this fault throws, found by calling GSL directly (the oracle the report is
  /// checked against).
  var error: GSLError? {
    do throws(GSLError) {
      try call(0)
      return nil
    } catch {
      return error
    }
  }
}

/// A GSL fault inside a proof's case becomes a failing case of that proof, through the
/// catalogue's own mapping (`TimingProofs.oracleFailed`): the report names the GSL routine,
/// the status and GSL's reason in every format, and the other cases and proofs still run.
@Suite struct GSLFaultReportTests {
  /// A proof over x ∈ [0, 1] (5 grid points) whose every case calls GSL the faulty way and
  /// maps a thrown `GSLError` as the catalogue does.
  static func proof(_ fault: GSLFault) -> PropertyProof<IntervalDomain<Double>> {
    PropertyProof(
      id: "gslFault.\(fault.rawValue)", fact: "GSL answers for \(fault.rawValue)",
      domain: IntervalDomain(0.0...1.0, grid: .points(5))
    ) { x in
      do throws(GSLError) {
        try fault.call(x)
        return .pass
      } catch {
        return TimingProofs.oracleFailed(error, "\(fault.rawValue) at x = \(x)")
      }
    }
  }

  /// A proof whose GSL oracle works: y′ = y integrates to eˣ.
  static let healthy = PropertyProof(
    id: "gslFault.healthy", fact: "GSL's ODE driver integrates y′ = y",
    domain: IntervalDomain(0.0...1.0, grid: .points(5))
  ) { x in
    do throws(GSLError) {
      let y = try ODESolver.solve(from: 0, initialState: [1], at: [x]) { _, y in y }
      return .expect(y[0].state[0], equals: exp(x), within: 1e-8)
    } catch {
      return TimingProofs.oracleFailed(error, "eˣ at x = \(x)")
    }
  }

  @Test(arguments: GSLFault.allCases)
  func faultThrowsTheDocumentedError(fault: GSLFault) throws {
    let error = try #require(fault.error)
    #expect(error.kind == fault.expected.kind, "\(error)")
    #expect(error.operation == fault.expected.operation, "\(error)")
  }

  @Test(arguments: GSLFault.allCases)
  func faultFailsEveryCaseAndTheCounterexampleCarriesTheError(fault: GSLFault) throws {
    let error = try #require(fault.error)
    let result = Self.proof(fault).run(RunSettings(jobs: 2))
    #expect(result.status == .failed)
    #expect(result.cases == 5)
    #expect(result.failingCases == 5)
    let counterexample = try #require(result.counterexample)
    let note = try #require(counterexample.original.note)
    #expect(note.hasPrefix("\(fault.rawValue) at x = 0.0: GSL failed: \(fault.expected.operation)"))
    #expect(note.contains("\(error.name) (\(error.code))"), "\(note)")
    #expect(note.contains(error.reason), "\(note)")
    #expect(counterexample.original.margin == -.infinity)
    let finding = try #require(result.findings.first { $0.engineKind == .counterexample })
    #expect(finding.severity == .error)
    #expect(finding.message.contains(error.description), "\(finding.message)")
  }

  /// The error reaches every renderer, and a faulting proof does not stop the others.
  @Test func everyRendererCarriesEachFaultAndOtherProofsStillRun() throws {
    let results = GSLFault.allCases.map { Self.proof($0).run(RunSettings(jobs: 1)) }
    let healthy = Self.healthy.run(RunSettings(jobs: 1))
    #expect(healthy.status == .passed, "\(healthy.findings)")
    let report = ProofReport(generator: "gsl-fault-test", results: results + [healthy])
    #expect(report.failedCount == GSLFault.allCases.count)
    #expect(report.passedCount == 1)
    #expect(!report.succeeded)

    // The text wraps long lines at spaces; joined again, each message reads whole.
    let text = TextReportRenderer.render(report).replacingOccurrences(of: "\n       ", with: " ")
    let json = JSONReportRenderer.render(report)
    let parsed = try JSONReportRenderer.parse(Data(json.utf8))
    let junit = try XMLTree.parse(JUnitReportRenderer.render(report))
    let testcases = junit.elements("testsuite").flatMap { $0.elements("testcase") }
    #expect(text.contains("PASS gslFault.healthy"))
    for fault in GSLFault.allCases {
      let error = try #require(fault.error)
      let id = "gslFault.\(fault.rawValue)"
      #expect(text.contains("FAIL \(id)"))
      #expect(text.contains(error.description), "text report lacks \(error)")
      let result = try #require(parsed.results.first { $0.id == id })
      #expect(result.status == .failed)
      #expect(result.findings.contains { $0.message.contains(error.description) })
      let testcase = try #require(testcases.first { $0["name"] == id })
      let failure = try #require(testcase.elements("failure").first)
      #expect(failure["type"] == "counterexample")
      #expect(failure["message"]?.contains(error.description) == true, "\(failure.attributes)")
      #expect(failure.text.contains(error.description))
    }
  }

  /// A fault at one interior case fails that case only; the other cases still run and pass.
  @Test func faultInOneCaseLeavesTheOthersRunning() throws {
    let proof = PropertyProof(
      id: "gslFault.oneCase", fact: "only x = 0.5 hands GSL a NaN",
      domain: IntervalDomain(0.0...1.0, grid: .points(11))
    ) { x in
      do throws(GSLError) {
        let value = try Integration.qags(from: 0, to: 1) { t in x == 0.5 ? .nan : t }.value
        return .expect(value, equals: 0.5, within: 1e-12)
      } catch {
        return TimingProofs.oracleFailed(error, "x = \(x)")
      }
    }
    let result = proof.run(RunSettings(jobs: 2))
    #expect(result.status == .failed)
    #expect(result.cases == 11)
    #expect(result.failingCases == 1)
    let counterexample = try #require(result.counterexample)
    #expect(counterexample.original.index == 5)
    let note = try #require(counterexample.original.note)
    #expect(
      note.contains("gsl_integration_qags failed with GSL_EBADFUNC (9): function returned nan"))
  }

  /// A Sobol strategy in more dimensions than GSL's generator has: GSL's error becomes the
  /// proof's `strategy` finding before any case runs.
  @Test func quasiRandomSetupFailureBecomesAStrategyFinding() throws {
    let proof = PropertyProof(
      id: "gslFault.sobol41", fact: "41 coordinates", domain: WideDomain(),
      strategy: .sobol(count: 8)
    ) { _ in .pass }
    let result = proof.run(RunSettings(jobs: 1))
    #expect(result.status == .failed)
    #expect(result.cases == 0)
    let finding = try #require(result.findings.first)
    #expect(finding.engineKind == .strategy)
    #expect(
      finding.message
        == "gsl_qrng_alloc failed with GSL_EINVAL (4): dimension 41 is outside 1...40 for sobol")
    let text = TextReportRenderer.render(ProofReport(results: [result]))
    #expect(text.contains("strategy: \(finding.message)"))
  }

  /// A promise whose box is below the resolution of doubles (origin 10¹⁰, size 10⁻³⁰⁰) has no
  /// free coordinate; the Sobol sweep then asks GSL for a 0-dimensional sequence, and the
  /// `PromiseError.gsl` it throws becomes the proof's `promiseInput` finding.
  @Test func promiseSweepSetupFailureBecomesAPromiseInputFinding() throws {
    let promise = SampleOffsetPromise(
      id: "gslFault.promise", parameters: [],
      pixels: PixelRegion(origin: SIMD2(1e10, 1e10), size: SIMD2(1e-300, 1e-300)),
      promise: SIMD2(1, 1)
    ) { _, pixel in pixel }
    let expected = GSLError.Kind.invalidArgument
    do {
      _ = try promise.prove()
      Issue.record("expected PromiseError.gsl")
    } catch {
      guard case .gsl(let gslError) = error else {
        Issue.record("expected PromiseError.gsl, got \(error)")
        return
      }
      #expect(gslError.kind == expected)
      #expect(gslError.operation == "gsl_qrng_alloc")
      #expect(error.description == "GSL failed while setting up the sweep: \(gslError)")
    }
    let result = PromiseProof(fact: "a box too small", promise: promise)
      .run(RunSettings(jobs: 1))
    #expect(result.status == .failed)
    let finding = try #require(result.findings.first)
    #expect(finding.engineKind == .promiseInput)
    #expect(finding.message.hasPrefix("GSL failed while setting up the sweep: gsl_qrng_alloc"))
    let junit = try XMLTree.parse(JUnitReportRenderer.render(ProofReport(results: [result])))
    let failure = junit.elements("testsuite").flatMap { $0.elements("testcase") }
      .flatMap { $0.elements("failure") }.first
    #expect(failure?["type"] == "promiseInput")
    #expect(failure?["message"] == finding.message)
  }
}

/// A domain of 41 coordinates, one more than GSL's Sobol generator supports.
struct WideDomain: ProofDomain {
  var dimension: Int { 41 }
  func value(atUnit unit: ArraySlice<Double>) -> [Double] { Array(unit) }
  var gridCount: Int { 1 }
  func gridValue(at index: Int) -> [Double] { Array(repeating: 0, count: 41) }
  func edgeValue(using random: CaseRandom, includeNonFinite: Bool) -> [Double] {
    Array(repeating: 0, count: 41)
  }
  func contains(_ value: [Double]) -> Bool { value.count == 41 }
  func shrinkCandidates(for value: [Double]) -> [[Double]] { [] }
}
