import EffectProofBase

/// A ``Diagnostic`` as `scan --format json` and `compile --format json` write it, the diagnostic
/// itself carried as it is: `{"severity", "kind", "function", "file", "line", "column",
/// "message"}` for `scan` (the kind is the id's name, the function its subject), `{"severity",
/// "file", "line", "column", "message"}` for `compile` (a missing file written `""`). A line and
/// column are written only when both are known, `null` otherwise.
struct DiagnosticRecord: Encodable {
  /// Which command's JSON shape.
  enum Form {
    /// `scan`: with the kind and the function, a missing file `null`.
    case scan
    /// `compile`: no kind or function, a missing file `""`.
    case compile
  }

  /// The diagnostic written.
  var diagnostic: Diagnostic
  /// The command whose shape it is written in.
  var form: Form

  /// The severity's raw value: `error`, `warning` or `note`.
  var severity: String { diagnostic.severity.rawValue }
  /// The file as the form writes it.
  var file: String? { form == .scan ? diagnostic.file : diagnostic.file ?? "" }
  /// The line, when the line and the column are known.
  var line: Int? { diagnostic.position?.line }
  /// The column, when the line and the column are known.
  var column: Int? { diagnostic.position?.column }
  /// The message.
  var message: String { diagnostic.message }

  enum CodingKeys: String, CodingKey {
    case severity, kind, function, file, line, column, message
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(severity, forKey: .severity)
    if form == .scan {
      try container.encode(diagnostic.id.name, forKey: .kind)
      try container.encode(diagnostic.subject, forKey: .function)
    }
    try container.encode(file, forKey: .file)
    try container.encode(line, forKey: .line)
    try container.encode(column, forKey: .column)
    try container.encode(message, forKey: .message)
  }
}
