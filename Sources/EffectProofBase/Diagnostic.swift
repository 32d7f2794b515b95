/// One thing a checker, the compiler, the Swift reader, a run or a proof has to tell the user:
/// what kind (a stable ``DiagnosticID``), how bad (``Severity``), what, in one sentence, and where.
///
/// The one diagnostic model of the package: registry problems, clang's messages, the Swift
/// reader's, a shader run's setup and run problems are constructors of it, and proofs, `scan`,
/// `compile` and every report format carry it as it is.
public struct Diagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The stable kind: `registry.missingCount`, `clang.diagnostic` …
  public var id: DiagnosticID
  /// Error, warning or note.
  public var severity: Severity
  /// What was found, in one sentence.
  public var message: String
  /// Where, when it is known.
  public var location: FileLocation?
  /// The name it is about, when there is one: a shader function, a warm-up.
  public var subject: String?

  /// Creates a diagnostic.
  public init(
    _ id: DiagnosticID, severity: Severity, message: String, location: FileLocation? = nil,
    subject: String? = nil
  ) {
    self.id = id
    self.severity = severity
    self.message = message
    self.location = location
    self.subject = subject
  }

  /// Creates a diagnostic of a checker's own kind.
  public init<Kind: DiagnosticKind>(
    _ kind: Kind, severity: Severity, message: String, location: FileLocation? = nil,
    subject: String? = nil
  ) {
    self.init(kind.id, severity: severity, message: message, location: location, subject: subject)
  }

  /// The location's file, when there is a location.
  public var file: String? { location?.file }
  /// The location's line, when known.
  public var line: Int? { location?.line }
  /// The location's line and column, when both are known.
  public var position: SourcePosition? { location?.position }

  /// `location: severity: message`, or `severity: message` with no location: the line
  /// compilers print.
  public var description: String {
    let place = location.map { "\($0): " } ?? ""
    return "\(place)\(severity): \(message)"
  }
}
