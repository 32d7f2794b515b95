import EffectProofBase

/// A report's JSON form of a finding: `{"severity": "failure", "kind": "counterexample",
/// "message": "…", "file": null, "line": null, "column": null}`. The kind is written by its
/// name alone, and read back to its id through the ``DiagnosticNames`` the decoder is given
/// (``ProofFinding/diagnosticNames``), the engine's own names when it is given none.
extension ProofFinding: Codable {
  // swift-format-ignore: NeverForceUnwrap
  // `CodingUserInfoKey(rawValue:)` refuses no string; its initialiser is failable in name only.
  /// The decoder's `userInfo` key for the ``DiagnosticNames`` that turn a written kind name
  /// back into its id.
  public static let diagnosticNames = CodingUserInfoKey(rawValue: "effectproof.diagnosticNames")!

  /// The domain of a kind name no listed domain declares (a test's or an app's own kind, read
  /// back from a report): `unlisted`.
  public static let unlistedDomain = "unlisted"

  enum CodingKeys: String, CodingKey { case severity, kind, message, file, line, column }

  /// Encodes every key, writing the kind's name and `null` for an absent location.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(reportedSeverity, forKey: .severity)
    try container.encode(id.name, forKey: .kind)
    try container.encode(message, forKey: .message)
    try container.encode(file, forKey: .file)
    try container.encode(line, forKey: .line)
    try container.encode(column, forKey: .column)
  }

  /// Decodes every key; `failure` (what reports write) and `error` are an error. The kind's
  /// name becomes the id of the listed domain that declares it, else of ``unlistedDomain``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let word = try container.decode(String.self, forKey: .severity)
    guard let severity = word == "failure" ? .error : Severity(rawValue: word) else {
      throw DecodingError.dataCorruptedError(
        forKey: .severity, in: container,
        debugDescription: "'\(word)' is not a severity (failure, warning or note)")
    }
    let name = try container.decode(String.self, forKey: .kind)
    let names =
      decoder.userInfo[Self.diagnosticNames] as? DiagnosticNames
      ?? DiagnosticNames([EngineFindingKind.self])
    self.init(
      severity: severity,
      kind: names.id(named: name) ?? DiagnosticID(domain: Self.unlistedDomain, name: name),
      message: try container.decode(String.self, forKey: .message),
      file: try container.decodeIfPresent(String.self, forKey: .file),
      line: try container.decodeIfPresent(Int.self, forKey: .line),
      column: try container.decodeIfPresent(Int.self, forKey: .column))
  }
}
