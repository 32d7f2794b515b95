/// A failure reported by GSL, or an argument this layer refused before calling GSL.
///
/// Every wrapper in this module throws `GSLError` and nothing else. `code` is GSL's status
/// number from `gsl_errno.h`; `reason` is GSL's own explanation, captured by the error handler
/// this module installs (see `docs/gsl.md`), or `gsl_strerror(code)` when GSL returned the
/// status without calling its handler, or this layer's explanation for checks made in Swift
/// (non-finite function values, bad arguments, iteration limits).
public struct GSLError: Error, Sendable, Hashable, CustomStringConvertible {
  /// GSL's numeric status code, e.g. 4 for `GSL_EINVAL`.
  public let code: Int
  /// The GSL function the failure belongs to, e.g. `"gsl_integration_qags"`.
  public let operation: String
  /// Why it failed: GSL's reason string, `gsl_strerror(code)`, or this layer's explanation.
  public let reason: String
  /// The GSL source file that reported the failure, when GSL's error handler was called.
  public let file: String?
  /// The line in `file` that reported the failure, when GSL's error handler was called.
  public let line: Int?

  /// The named GSL status for `code`, or `nil` for a number GSL does not define.
  public var kind: Kind? { Kind(rawValue: code) }

  /// The C name of the status, e.g. `"GSL_EINVAL"`, or `"GSL status <code>"` when unnamed.
  public var name: String { kind?.name ?? "GSL status \(code)" }

  /// A one-line summary: operation, status name and number, reason, and GSL's source location.
  public var description: String {
    let location = file.map { file in " (\(file):\(line ?? 0))" } ?? ""
    return "\(operation) failed with \(name) (\(code)): \(reason)\(location)"
  }

  init(code: Int, operation: String, reason: String, file: String? = nil, line: Int? = nil) {
    self.code = code
    self.operation = operation
    self.reason = reason
    self.file = file
    self.line = line
  }

  /// GSL's error statuses, named after the `GSL_E…` constants in `gsl_errno.h`.
  public enum Kind: Int, Sendable, CaseIterable {
    /// `GSL_FAILURE`: generic failure.
    case failure = -1
    /// `GSL_EDOM`: input domain error, e.g. a zero-length workspace.
    case domain = 1
    /// `GSL_ERANGE`: output range error, e.g. overflow of a result.
    case range = 2
    /// `GSL_EFAULT`: invalid pointer.
    case fault = 3
    /// `GSL_EINVAL`: invalid argument supplied by the caller.
    case invalidArgument = 4
    /// `GSL_EFAILED`: generic failure inside an algorithm.
    case failed = 5
    /// `GSL_EFACTOR`: factorization failed.
    case factorization = 6
    /// `GSL_ESANITY`: internal sanity check failed.
    case sanity = 7
    /// `GSL_ENOMEM`: memory allocation failed.
    case noMemory = 8
    /// `GSL_EBADFUNC`: the caller's function misbehaved (NaN or infinite value).
    case badFunction = 9
    /// `GSL_ERUNAWAY`: iterative process is out of control.
    case runaway = 10
    /// `GSL_EMAXITER`: exceeded the maximum number of iterations.
    case maxIterations = 11
    /// `GSL_EZERODIV`: tried to divide by zero.
    case zeroDivision = 12
    /// `GSL_EBADTOL`: the caller gave an invalid tolerance.
    case badTolerance = 13
    /// `GSL_ETOL`: failed to reach the requested tolerance.
    case tolerance = 14
    /// `GSL_EUNDRFLW`: underflow.
    case underflow = 15
    /// `GSL_EOVRFLW`: overflow.
    case overflow = 16
    /// `GSL_ELOSS`: loss of accuracy.
    case lossOfAccuracy = 17
    /// `GSL_EROUND`: failed because of roundoff error.
    case roundoff = 18
    /// `GSL_EBADLEN`: lengths are not conformant.
    case badLength = 19
    /// `GSL_ENOTSQR`: matrix not square.
    case notSquare = 20
    /// `GSL_ESING`: apparent singularity detected.
    case singularity = 21
    /// `GSL_EDIVERGE`: integral or series is divergent.
    case divergence = 22
    /// `GSL_EUNSUP`: feature not supported by the hardware.
    case unsupported = 23
    /// `GSL_EUNIMPL`: feature not implemented.
    case unimplemented = 24
    /// `GSL_ECACHE`: cache limit exceeded.
    case cacheLimit = 25
    /// `GSL_ETABLE`: table limit exceeded.
    case tableLimit = 26
    /// `GSL_ENOPROG`: iteration is not making progress.
    case noProgress = 27
    /// `GSL_ENOPROGJ`: Jacobian evaluations are not improving the solution.
    case noProgressJacobian = 28
    /// `GSL_ETOLF`: cannot reach the requested tolerance in F.
    case toleranceF = 29
    /// `GSL_ETOLX`: cannot reach the requested tolerance in X.
    case toleranceX = 30
    /// `GSL_ETOLG`: cannot reach the requested tolerance in the gradient.
    case toleranceG = 31
    /// `GSL_EOF`: end of file.
    case endOfFile = 32

    /// The C constant's name, e.g. `"GSL_EDOM"`.
    public var name: String {
      switch self {
      case .failure: "GSL_FAILURE"
      case .domain: "GSL_EDOM"
      case .range: "GSL_ERANGE"
      case .fault: "GSL_EFAULT"
      case .invalidArgument: "GSL_EINVAL"
      case .failed: "GSL_EFAILED"
      case .factorization: "GSL_EFACTOR"
      case .sanity: "GSL_ESANITY"
      case .noMemory: "GSL_ENOMEM"
      case .badFunction: "GSL_EBADFUNC"
      case .runaway: "GSL_ERUNAWAY"
      case .maxIterations: "GSL_EMAXITER"
      case .zeroDivision: "GSL_EZERODIV"
      case .badTolerance: "GSL_EBADTOL"
      case .tolerance: "GSL_ETOL"
      case .underflow: "GSL_EUNDRFLW"
      case .overflow: "GSL_EOVRFLW"
      case .lossOfAccuracy: "GSL_ELOSS"
      case .roundoff: "GSL_EROUND"
      case .badLength: "GSL_EBADLEN"
      case .notSquare: "GSL_ENOTSQR"
      case .singularity: "GSL_ESING"
      case .divergence: "GSL_EDIVERGE"
      case .unsupported: "GSL_EUNSUP"
      case .unimplemented: "GSL_EUNIMPL"
      case .cacheLimit: "GSL_ECACHE"
      case .tableLimit: "GSL_ETABLE"
      case .noProgress: "GSL_ENOPROG"
      case .noProgressJacobian: "GSL_ENOPROGJ"
      case .toleranceF: "GSL_ETOLF"
      case .toleranceX: "GSL_ETOLX"
      case .toleranceG: "GSL_ETOLG"
      case .endOfFile: "GSL_EOF"
      }
    }
  }
}
