import EffectProofBase
import LocatedJSON

/// A `#define` the lexer saw in an active region of the file, as the stitchable parser needs it.
///
/// Only an object-like macro (`#define COLOR_EFFECT_ARGS float2 position, half4 color`) keeps
/// its replacement; a function-like one (`#define SQUARE(x) …`, a `(` directly after the name)
/// and one the scanner will not expand (too long, or using `#` or `##`) keep only the reason, so
/// a signature that uses them is reported rather than read wrongly.
struct MetalMacro: Sendable {
  /// What the macro stands for, to the scanner.
  enum Body: Sendable {
    /// An object-like macro's replacement tokens (their byte ranges are in the `#define` line).
    case tokens([MetalToken])
    /// A function-like macro: its arguments would have to be substituted.
    case functionLike
    /// An object-like macro the scanner does not expand, and why (a clause: "its replacement is
    /// over 1000 tokens").
    case unexpandable(String)
  }

  /// The replacement, or why there is none.
  var body: Body
  /// Where the macro's name stands in its `#define`.
  var position: SourcePosition

  /// Replacements longer than this many tokens are not kept: no signature needs one, and a
  /// 1 MB macro then costs no memory.
  static let maximumTokens = 1_000
  /// At most this many replacement tokens are kept for a whole file; later macros are
  /// ``Body/unexpandable(_:)``.
  static let maximumFileTokens = 1 << 18
  /// At most this many distinct macro names are kept for a whole file; later names are not
  /// recorded, and every signature after them is reported as unread (any of its names may be
  /// one).
  static let maximumCount = 1 << 16
}
