import EffectProofBase
import Foundation

/// The reports of certifiable promises already proven in this process, by what was proven, so
/// that a sampled check (a kernel's sample audit) can audit the configuration where the
/// certified search found the supremum without proving the promise a second time.
///
/// Only promises with a ``CertifiableGeometry`` are cached: their key is the promise's id,
/// its geometry's stored values (`String(reflecting:)` of a value type), parameter ranges,
/// pixels, promise and options, which together decide the report (proving is
/// deterministic). A promise with a bare sampler closure is proven every time. At most
/// ``capacity`` reports are kept; a full cache starts again empty.
struct PromiseReportCache: Sendable {
  /// The process's cache.
  static let shared = PromiseReportCache()
  /// The most reports kept, 256.
  static let capacity = 256

  private let reports = Locked<[String: PromiseReport]>([:])

  /// `promise.prove(options)`, or the report of an identical earlier proof.
  func report(_ promise: SampleOffsetPromise, options: PromiseProofOptions) throws(PromiseError)
    -> PromiseReport
  {
    // A per-case promise is a closure, which the key cannot tell apart (and with a geometry
    // it is refused anyway): it is proven every time.
    guard let geometry = promise.geometry, !promise.promise.dependsOnArguments else {
      return try promise.prove(options)
    }
    let key =
      "\(promise.id)|\(String(reflecting: geometry))|\(promise.parameters)|\(promise.pixels)|\(promise.promise)|\(String(describing: promise.closedForm))|\(options)"
    if let known = reports.withLock({ $0[key] }) { return known }
    let report = try promise.prove(options)
    reports.withLock { reports in
      if reports.count >= Self.capacity { reports.removeAll() }
      reports[key] = report
    }
    return report
  }
}
