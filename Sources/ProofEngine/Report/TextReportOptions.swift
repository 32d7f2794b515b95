/// How ``TextReportRenderer`` lays a report out, and what the run adds to its summary.
///
/// By default a passing proof is one line; failed, warned and skipped proofs add their details
/// below. `verbose` adds every passing proof's details, worst case and coverage too. Every line
/// fits in `width` columns, except where one word (a path, an id) alone is longer.
public struct TextReportOptions: Hashable, Sendable {
  /// Whether passing proofs show their details, worst case and coverage as well.
  public var verbose: Bool
  /// The widest a line may be, in columns (120 by default; at least 60 is used).
  public var width: Int
  /// The run's wall-clock time, in seconds. Without it (a merged report) the summary gives the
  /// proofs' times added up, and says so.
  public var wallClockSeconds: Double?
  /// The command that reruns the whole run, for the summary (`effectproof check --config … --seed
  /// …`); `nil` leaves it out.
  public var replayRun: String?
  /// The command that reruns only the failed proofs, for the summary when any failed.
  public var replayFailures: String?

  /// Creates options; the defaults are the plain report: one line per passing proof, 120
  /// columns, no wall-clock time and no replay commands.
  public init(
    verbose: Bool = false, width: Int = 120, wallClockSeconds: Double? = nil,
    replayRun: String? = nil, replayFailures: String? = nil
  ) {
    self.verbose = verbose
    self.width = width
    self.wallClockSeconds = wallClockSeconds
    self.replayRun = replayRun
    self.replayFailures = replayFailures
  }

  /// The width actually used: `width`, but never below 60 columns.
  var lineWidth: Int { max(width, 60) }
}
