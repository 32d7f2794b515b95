/// How bad a diagnostic is: the one severity every checker, compiler message and report uses.
///
/// Written as its raw value (`error`, `warning`, `note`). An error fails its proof and the gate;
/// a warning is reported and does not fail; a note adds context to another diagnostic.
public enum Severity: String, Hashable, Sendable, Codable, CaseIterable, Comparable,
  CustomStringConvertible
{
  /// Context for another diagnostic; never fails anything.
  case note
  /// Reported; does not fail the gate.
  case warning
  /// Fails the proof that found it, and the gate.
  case error

  /// Notes order before warnings, warnings before errors.
  public static func < (lhs: Severity, rhs: Severity) -> Bool {
    lhs.rank < rhs.rank
  }

  /// The raw value: `error`, `warning` or `note`, as compilers print it.
  public var description: String { rawValue }

  private var rank: Int {
    switch self {
    case .note: 0
    case .warning: 1
    case .error: 2
    }
  }
}
