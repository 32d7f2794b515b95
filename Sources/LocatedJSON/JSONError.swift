import EffectProofBase

/// A JSON document that could not be read, or that does not have the shape its reader expects.
///
/// The description has the compiler form `file:line:column: JSON path: message`, so a terminal or
/// an editor can jump to the spot, e.g.
/// `effectproof.json:7:20: $.warmups[1].usage: expected one of colorEffect, … , found "colour"`.
public struct JSONError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong, broadly.
  public enum Kind: String, Hashable, Sendable {
    /// The text is not JSON (a missing comma, an unterminated string, bad UTF-8 …).
    case syntax
    /// The text is JSON but a value has the wrong type, an unknown key, or a missing key.
    case schema
  }

  /// Syntax or schema.
  public var kind: Kind
  /// The file the text came from, when it came from a file.
  public var file: String?
  /// Where the problem is.
  public var position: SourcePosition
  /// The JSON path of the value at fault; `nil` for syntax errors.
  public var path: JSONPath?
  /// What is wrong, in one sentence without a trailing period.
  public var message: String

  /// Creates an error.
  public init(
    kind: Kind, file: String? = nil, position: SourcePosition, path: JSONPath? = nil,
    message: String
  ) {
    self.kind = kind
    self.file = file
    self.position = position
    self.path = path
    self.message = message
  }

  /// This error attributed to a file.
  public func inFile(_ file: String) -> JSONError {
    var copy = self
    copy.file = file
    return copy
  }

  /// `file:line:column: path: message`, leaving out what is unknown.
  public var description: String {
    var text = file.map { "\($0):" } ?? ""
    text += "\(position): "
    if let path { text += "\(path): " }
    return text + message
  }
}
