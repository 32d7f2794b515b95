import BenchmarkHarness
import CGSLReference
import Foundation
import GSL

/// The `gsl` suite: what the Swift GSL layer's closure-backed integration costs against the
/// same `gsl_integration_qags` call made from C with a C integrand.
///
/// The integral is ∫₀¹ log(x)/√x dx = −4 (an endpoint singularity, so QAGS's extrapolation
/// works for its result), relative tolerance 10⁻¹⁰, a 1000-interval workspace allocated per
/// call on both sides. The Swift side pays for the closure context, the error-handler mailbox
/// and the typed-throws wrapper; the C side for nothing but GSL.
enum GSLSuite {
  /// The relative tolerance of both integrations.
  static let tolerance = 1e-10

  /// `gsl/qags.swift` and `gsl/qags.c`, one integration per iteration (unit: evaluations of
  /// the whole integral).
  static let benchmarks: [Benchmark] = [
    Benchmark(name: "qags.swift", suite: "gsl", unit: .evaluations, itemsPerIteration: 1) {
      let result = try? Integration.qags(from: 0, to: 1, relativeTolerance: tolerance) { x in
        log(x) / x.squareRoot()
      }
      BlackHole.consume(result?.value ?? .nan)
    },
    Benchmark(name: "qags.c", suite: "gsl", unit: .evaluations, itemsPerIteration: 1) {
      var error = 0.0
      var status: Int32 = 0
      BlackHole.consume(cgslref_qags_log_over_sqrt(tolerance, 1000, &error, &status))
    },
  ]

  /// Both sides agree: the same estimate to 10⁻¹², and the same number of integrand calls.
  static func agreement() -> String? {
    var error = 0.0
    var status: Int32 = 0
    let c = cgslref_qags_log_over_sqrt(tolerance, 1000, &error, &status)
    let cCalls = cgslref_last_evaluations()
    var swiftCalls = 0
    guard
      let swift = try? Integration.qags(
        from: 0, to: 1, relativeTolerance: tolerance,
        { x in
          swiftCalls += 1
          return log(x) / x.squareRoot()
        })
    else { return "the Swift integration threw" }
    if status != 0 { return "the C integration returned GSL status \(status)" }
    if abs(swift.value - c) > 1e-12 || swiftCalls != cCalls {
      return "Swift \(swift.value) (\(swiftCalls) calls) ≠ C \(c) (\(cCalls) calls)"
    }
    return nil
  }
}
