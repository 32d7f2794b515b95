/// The outcome of a golden check: what was compared, every mismatching field, every other
/// issue, and what was written where.
///
/// ``passed`` is `true` only when there are no mismatches and no issues; recording is an issue
/// (see ``GoldenIssue/recorded(path:mode:)``).
public struct GoldenReport: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The golden's name (from the file when it was readable, else from its location).
  public var name: String
  /// The golden file's path.
  public var goldenPath: String
  /// The record mode in force.
  public var mode: GoldenRecordMode
  /// Whether the actual values were compared with a golden.
  public var compared: Bool
  /// How many cases were compared.
  public var casesCompared: Int
  /// How many (case, output field) pairs were compared.
  public var fieldsCompared: Int
  /// Every field outside its tolerance, in case then field order.
  public var mismatches: [GoldenFieldMismatch]
  /// Every other problem, in the order found.
  public var issues: [GoldenIssue]
  /// The golden path when this check wrote it, else `nil`.
  public var recordedPath: String?
  /// Where the actual values were written for inspection, else `nil`.
  public var artifactPath: String?

  /// Creates an empty report for a golden.
  public init(name: String, goldenPath: String, mode: GoldenRecordMode) {
    self.name = name
    self.goldenPath = goldenPath
    self.mode = mode
    compared = false
    casesCompared = 0
    fieldsCompared = 0
    mismatches = []
    issues = []
    recordedPath = nil
    artifactPath = nil
  }

  /// `true` when nothing mismatched and nothing else went wrong.
  public var passed: Bool { mismatches.isEmpty && issues.isEmpty }

  /// A headline, then one indented line per mismatch and issue, then the artifact path.
  public var description: String {
    let counts =
      compared
      ? "\(casesCompared) case\(casesCompared == 1 ? "" : "s"), "
        + "\(fieldsCompared) field\(fieldsCompared == 1 ? "" : "s") compared"
      : "not compared"
    var headline = "golden \"\(name)\" at \(goldenPath) (record mode \(mode)): "
    if passed {
      headline += "passed; \(counts)"
    } else {
      headline +=
        "FAILED; \(mismatches.count) mismatch\(mismatches.count == 1 ? "" : "es"), "
        + "\(issues.count) issue\(issues.count == 1 ? "" : "s"); \(counts)"
    }
    var lines = [headline]
    lines += mismatches.map { "  \($0)" }
    lines += issues.map { "  \($0)" }
    if let artifactPath { lines.append("  actual values written to \(artifactPath)") }
    return lines.joined(separator: "\n")
  }
}
