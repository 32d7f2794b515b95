/// The outcome of one proof: a named property of one effect, checked over a set of cases.
///
/// Ids are grouped by prefix (`registry.`, `tilt.`, `curl.` …). A proof fails when any case
/// fails; ``findings`` say which and where.
public struct ProofResult: Hashable, Sendable {
  /// Passed, failed or skipped.
  public enum Status: String, Hashable, Sendable, Codable {
    /// Every case held.
    case passed
    /// At least one case failed.
    case failed
    /// Not run (its inputs were absent); the reason is in ``ProofResult/findings``.
    case skipped
  }

  /// The proof's id, e.g. `registry.arguments`.
  public var id: String
  /// The fact from the source material the proof encodes, in one sentence.
  public var fact: String
  /// How many cases were checked.
  public var cases: Int
  /// What went wrong (failures) or is worth knowing (notes, warnings).
  public var findings: [ProofFinding]
  /// Whether the proof ran; a skipped proof neither passes nor fails.
  public var wasSkipped: Bool
  /// Wall-clock time spent, in seconds.
  public var durationSeconds: Double

  /// Creates a result.
  public init(
    id: String, fact: String, cases: Int, findings: [ProofFinding] = [], wasSkipped: Bool = false,
    durationSeconds: Double = 0
  ) {
    self.id = id
    self.fact = fact
    self.cases = cases
    self.findings = findings
    self.wasSkipped = wasSkipped
    self.durationSeconds = durationSeconds
  }

  /// The number of findings that are failures.
  public var failures: Int { findings.filter { $0.severity == .failure }.count }

  /// Failed when any finding is a failure, skipped when not run, else passed.
  public var status: Status {
    if wasSkipped { return .skipped }
    return failures > 0 ? .failed : .passed
  }
}

/// One thing a proof found: a failing case, or a warning that does not fail it.
public struct ProofFinding: Hashable, Sendable {
  /// Whether the finding fails its proof.
  public enum Severity: String, Hashable, Sendable, Codable {
    /// Fails the proof.
    case failure
    /// Reported only.
    case warning
  }

  /// Failure or warning.
  public var severity: Severity
  /// A stable short name for the kind of finding, e.g. `missingCount`.
  public var kind: String
  /// What was found, in one sentence.
  public var message: String
  /// The file at fault, if any.
  public var file: String?
  /// The 1-based line at fault, if any.
  public var line: Int?
  /// The 1-based column at fault, if any.
  public var column: Int?

  /// Creates a finding.
  public init(
    severity: Severity = .failure, kind: String, message: String, file: String? = nil,
    line: Int? = nil, column: Int? = nil
  ) {
    self.severity = severity
    self.kind = kind
    self.message = message
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column: ` when known, else empty.
  public var locationPrefix: String {
    guard let file else { return "" }
    var text = file
    if let line {
      text += ":\(line)"
      if let column { text += ":\(column)" }
    }
    return text + ": "
  }
}
