import CGSL

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What GSL's error handler reported: the arguments of one `gsl_error` call.
struct HandlerReport {
  let code: Int
  let reason: String
  let file: String
  let line: Int
}

/// One thread's most recent handler report. Only the owning thread reads or writes it.
final class ReportMailbox {
  var report: HandlerReport?
}

/// GSL's process-wide error handler, replaced once, plus the per-thread mailboxes it writes to.
///
/// GSL's default handler calls `abort()`. The first use of `mailboxKey` (a lazily initialised
/// static, so `swift_once` makes it thread-safe) installs `recordReport` in its place before
/// any GSL call can happen, because every GSL call in this module goes through `observe`.
enum GSLRuntime {
  /// The pthread key of each thread's `ReportMailbox`; `nil` if the system had no key left, in
  /// which case reports are dropped and errors fall back to `gsl_strerror`'s text.
  static let mailboxKey: pthread_key_t? = {
    _ = gsl_set_error_handler(recordReport)
    var key = pthread_key_t()
    guard pthread_key_create(&key, { releaseMailbox($0) }) == 0 else { return nil }
    return key
  }()

  /// This thread's mailbox, created on first use and released when the thread exits.
  static func mailbox() -> ReportMailbox? {
    guard let key = mailboxKey else { return nil }
    if let existing = pthread_getspecific(key) {
      return Unmanaged<ReportMailbox>.fromOpaque(existing).takeUnretainedValue()
    }
    let mailbox = ReportMailbox()
    let retained = Unmanaged.passRetained(mailbox)
    guard pthread_setspecific(key, retained.toOpaque()) == 0 else {
      retained.release()
      return nil
    }
    return mailbox
  }

  /// Runs `body` (which calls GSL) and returns its result with whatever GSL's handler reported
  /// on this thread during the call.
  static func observe<Value>(_ body: () -> Value) -> (result: Value, report: HandlerReport?) {
    let mailbox = mailbox()
    mailbox?.report = nil
    let result = body()
    let report = mailbox?.report
    mailbox?.report = nil
    return (result, report)
  }
}

/// The handler GSL calls instead of aborting: it files the report in this thread's mailbox.
private func recordReport(
  _ reason: UnsafePointer<CChar>?, _ file: UnsafePointer<CChar>?, _ line: Int32, _ code: Int32
) {
  GSLRuntime.mailbox()?.report = HandlerReport(
    code: Int(code),
    reason: reason.map { String(cString: $0) } ?? "",
    file: file.map { String(cString: $0) } ?? "",
    line: Int(line)
  )
}

/// The pthread key destructor: drops the exiting thread's mailbox.
private func releaseMailbox(_ mailbox: UnsafeMutableRawPointer?) {
  guard let mailbox else { return }
  Unmanaged<ReportMailbox>.fromOpaque(mailbox).release()
}

extension GSLError {
  /// The error for a non-zero GSL `status`, with GSL's reason when its handler was called.
  init(status: Int, operation: String, report: HandlerReport?) {
    if let report {
      self.init(
        code: status, operation: operation, reason: report.reason, file: report.file,
        line: report.line)
    } else {
      self.init(
        code: status, operation: operation, reason: String(cString: gsl_strerror(Int32(status))))
    }
  }
}

/// Calls a GSL function that returns a status; throws for any status but `GSL_SUCCESS`.
func gslCall(_ operation: String, _ body: () -> Int32) throws(GSLError) {
  let (status, report) = GSLRuntime.observe(body)
  guard status == GSL_SUCCESS else {
    throw GSLError(status: Int(status), operation: operation, report: report)
  }
}

/// Calls a GSL convergence test: `true` for `GSL_SUCCESS`, `false` for `GSL_CONTINUE`, and
/// throws for anything else.
func gslConverged(_ operation: String, _ body: () -> Int32) throws(GSLError) -> Bool {
  let (status, report) = GSLRuntime.observe(body)
  switch Int(status) {
  case GSL_SUCCESS: return true
  case GSL_CONTINUE: return false
  default: throw GSLError(status: Int(status), operation: operation, report: report)
  }
}

/// Calls a GSL function that signals failure only through its error handler (it returns a
/// value, not a status, or a null pointer from an allocator); throws when the handler fired.
func gslValue<Value>(_ operation: String, _ body: () -> Value) throws(GSLError) -> Value {
  let (value, report) = GSLRuntime.observe(body)
  if let report {
    throw GSLError(status: report.code, operation: operation, report: report)
  }
  return value
}
