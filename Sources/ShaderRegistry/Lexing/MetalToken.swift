import EffectProofBase
import LocatedJSON

/// One token of Metal source after comments, literals and preprocessor lines are removed.
///
/// The token keeps the byte range of its text; ``MetalLexer/text(of:)`` reads it back.
struct MetalToken: Sendable {
  /// What sort of token this is.
  enum Kind: Equatable, Sendable {
    /// An identifier or keyword: `half4`, `device`, `stitchable`.
    case identifier
    /// A number, including suffixes and digit separators: `0.5h`, `0x9E37'79B1u`.
    case number
    /// `::`, the only two-character punctuator the signature parser needs.
    case scope
    /// One punctuation character: `(`, `)`, `[`, `<`, `,`, `*` …
    case punctuation(UInt8)
    /// A string or character literal (its content is never read).
    case literal
    /// Anything else, such as a non-ASCII character outside a comment.
    case other
  }

  var kind: Kind
  /// The first byte of the token's text.
  var start: Int
  /// One past the last byte of the token's text.
  var end: Int
  /// Where the token starts.
  var position: SourcePosition

  func isPunctuation(_ character: Unicode.Scalar) -> Bool {
    kind == .punctuation(UInt8(ascii: character))
  }
}
