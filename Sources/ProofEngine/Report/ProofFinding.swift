import EffectProofBase

/// One thing a proof found: a ``Diagnostic`` as a proof carries it, a failing case or a warning
/// that does not fail the proof.
///
/// Its kind is a stable ``DiagnosticID``: the engine's own kinds (``EngineFindingKind``, domain
/// `proof`) or a checker's (`registry`, `clang`, `shader`, `kernel`; docs/diagnostics.md).
/// Every report writes the kind by its name alone (`counterexample`, `missingCount`); reading a
/// report back finds the domain from the names (``DiagnosticNames``). The diagnostic's subject
/// is kept in memory, and no report writes it.
public struct ProofFinding: Hashable, Sendable {
  /// The diagnostic: id, severity, message, location and subject.
  public var diagnostic: Diagnostic

  /// Carries `diagnostic` as it is.
  public init(_ diagnostic: Diagnostic) {
    self.diagnostic = diagnostic
  }

  /// Creates a finding of any domain's kind. A line without a file, or a column without a line,
  /// is dropped: a location names a file first (``FileLocation``).
  public init(
    severity: Severity = .error, kind: DiagnosticID, message: String, file: String? = nil,
    line: Int? = nil, column: Int? = nil
  ) {
    self.init(
      Diagnostic(
        kind, severity: severity, message: message,
        location: file.map { FileLocation(file: $0, line: line, column: column) }))
  }

  /// Creates a finding of one of the engine's own kinds: `ProofFinding(kind: .counterexample, …)`.
  public init(
    severity: Severity = .error, kind: EngineFindingKind, message: String, file: String? = nil,
    line: Int? = nil, column: Int? = nil
  ) {
    self.init(
      severity: severity, kind: kind.id, message: message, file: file, line: line, column: column)
  }

  /// The stable kind; reports write its ``DiagnosticID/name``.
  public var id: DiagnosticID {
    get { diagnostic.id }
    set { diagnostic.id = newValue }
  }

  /// Error (fails the proof), warning (reported only) or note. Reports write an error as
  /// `failure`, the word they have always used.
  public var severity: Severity {
    get { diagnostic.severity }
    set { diagnostic.severity = newValue }
  }

  /// What was found, in one sentence.
  public var message: String {
    get { diagnostic.message }
    set { diagnostic.message = newValue }
  }

  /// The file, and the line and column in it, when known.
  public var location: FileLocation? {
    get { diagnostic.location }
    set { diagnostic.location = newValue }
  }

  /// The file at fault, if any.
  public var file: String? { location?.file }
  /// The 1-based line at fault, if any.
  public var line: Int? { location?.line }
  /// The 1-based column at fault, if any.
  public var column: Int? { location?.column }

  /// The engine's own kind, when the finding is of the `proof` domain
  /// (`finding.engineKind == .counterexample`).
  public var engineKind: EngineFindingKind? {
    id.domain == EngineFindingKind.domain ? EngineFindingKind(rawValue: id.name) : nil
  }

  /// The severity as reports write it: `failure` for an error, else its raw value.
  public var reportedSeverity: String { severity == .error ? "failure" : severity.rawValue }

  /// `file:line:column: ` when known, else empty.
  public var locationPrefix: String {
    location.map { "\($0): " } ?? ""
  }
}
