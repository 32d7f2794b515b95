import EffectProofBase

/// The `shader` domain's diagnostics that are not a sweep's findings: why an entry's function
/// could not be set up, and why a run outside the proofs failed. Each is a ``Diagnostic``,
/// carried as it is into the proofs' findings, the pictures' notes and the bench's error.
extension Diagnostic {
  /// `shader.shaderSetup`: `function` could not be set up to run, for the reason `message`
  /// says, at `file` (and `line`, `column`) when known.
  static func shaderSetup(
    _ message: String, function: String, file: String? = nil, line: Int? = nil,
    column: Int? = nil
  ) -> Diagnostic {
    Diagnostic(
      ShaderFindingKind.shaderSetup, severity: .error, message: message,
      location: file.map { FileLocation(file: $0, line: line, column: column) },
      subject: function)
  }

  /// `shader.compileError`: clang's error `clang` compiling `function`'s source, at clang's
  /// place in the user's file.
  static func compileError(_ clang: Diagnostic, function: String) -> Diagnostic {
    Diagnostic(
      ShaderFindingKind.compileError, severity: .error, message: clang.message,
      location: clang.location, subject: function)
  }

  /// `shader.runFailed`: a run of `function` for a picture or the bench could not be made or
  /// failed, as `message` says.
  static func shaderRunFailed(_ message: String, function: String) -> Diagnostic {
    Diagnostic(ShaderFindingKind.runFailed, severity: .error, message: message, subject: function)
  }
}

extension DiagnosticsError {
  /// Why `function`'s setup failed: `message` at `file`, `line` and `column`.
  static func shaderSetup(
    _ message: String, function: String, file: String? = nil, line: Int? = nil,
    column: Int? = nil
  ) -> DiagnosticsError {
    DiagnosticsError(
      .shaderSetup(message, function: function, file: file, line: line, column: column))
  }

  /// Why a run of `function` for a picture or the bench failed.
  static func shaderRunFailed(_ message: String, function: String) -> DiagnosticsError {
    DiagnosticsError(.shaderRunFailed(message, function: function))
  }
}
