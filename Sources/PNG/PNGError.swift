/// A picture that cannot be encoded, decoded, read or written as PNG.
///
/// The description has the form `file: message` (or just `message` without a file), e.g.
/// `/tmp/sheet.png: the folder /tmp/missing does not exist`.
public struct PNGError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong, broadly.
  public enum Kind: String, Sendable, Hashable {
    /// An image with zero width or height; PNG has no empty images.
    case emptyImage
    /// Dimensions or a pixel count beyond ``PNGLimits``.
    case imageTooLarge
    /// The bytes do not start with the PNG signature.
    case notPNG
    /// The chunk stream or the compressed image data ends early.
    case truncated
    /// A chunk's CRC does not match its type and data.
    case badCRC
    /// A chunk, a header field or the compressed image data breaks the PNG rules.
    case malformed
    /// A valid PNG feature this decoder does not take (an unknown critical chunk, a filter
    /// method other than 0 …).
    case unsupported
    /// The file could not be read.
    case readFailed
    /// The file could not be written (missing folder, no permission …); nothing was replaced.
    case writeFailed
  }

  /// What went wrong.
  public var kind: Kind
  /// The file concerned, when there is one.
  public var file: String?
  /// What is wrong, in one sentence without a trailing period.
  public var message: String

  /// Creates an error.
  public init(kind: Kind, file: String? = nil, message: String) {
    self.kind = kind
    self.file = file
    self.message = message
  }

  /// `file: message`, or `message` when there is no file.
  public var description: String {
    guard let file else { return message }
    return "\(file): \(message)"
  }

  /// This error attributed to `file`.
  package func attributed(to file: String) -> PNGError {
    PNGError(kind: kind, file: file, message: message)
  }
}
