/// Why something failed, as diagnostics: a summary and the diagnostics that detail it (a
/// compiler's errors behind "does not compile"). The error a step returns when what went wrong
/// is something to tell the user, as swift-syntax's `DiagnosticsError` carries its diagnostics.
///
/// It holds at least one diagnostic by construction: the ``summary``.
public struct DiagnosticsError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What failed, in one diagnostic.
  public var summary: Diagnostic
  /// The diagnostics behind the summary, in the order they were found; often none.
  public var details: [Diagnostic]

  /// Creates the error from its summary and the diagnostics that detail it.
  public init(_ summary: Diagnostic, details: [Diagnostic] = []) {
    self.summary = summary
    self.details = details
  }

  /// The summary, then the details.
  public var diagnostics: [Diagnostic] { [summary] + details }

  /// The summary's message.
  public var message: String { summary.message }

  /// The summary as compilers print it (``Diagnostic/description``).
  public var description: String { summary.description }
}
