import EffectProofBase
import Foundation
import LocatedJSON
import ProofEngine

/// Which existing files the tool may replace. It writes over a file only when the file is
/// empty or holds what the tool itself writes there, so a mistyped `--output` or `--html`
/// never destroys a user's shader, Swift source, config or other file:
///
/// | the file is | it may be replaced by |
/// |---|---|
/// | missing or empty (0 bytes) | anything |
/// | a JSON report (`{"generator": …`) | `--format json` |
/// | a text report (its summary line, `N proofs: … passed, … failed, … warned, … skipped`) | `--format text` |
/// | a JUnit report (`<?xml …><testsuites`) | `--format junit` |
/// | an HTML report (`<meta name="generator" content="effectproof…">`) | `--html`, `render`'s `index.html` |
/// | a PNG (its 8-byte signature) | `run --out`, `render`'s pictures |
/// | an SVG (`<svg`) | `render`'s plots |
///
/// Anything else, and any file in the config's `shaders` or `swift` folders, the config itself
/// and `merge`'s input reports (checked by the commands), is refused with exit 2 before any
/// proof runs. Only the file's first 64 KiB and last 8 KiB are read.
enum ReplaceableFile {
  /// What a file must hold to be replaced.
  enum Content: Equatable {
    /// A report of `check` or `merge` in this format.
    case report(ReportFormat)
    /// An HTML report.
    case html
    /// A PNG picture.
    case png
    /// An SVG plot.
    case svg

    /// How the refusal names it: "a JSON report", "a PNG".
    var name: String {
      switch self {
      case .report(let format):
        switch format {
        case .json: "a JSON report"
        case .junit: "a JUnit report"
        case .text: "a text report"
        }
      case .html: "an HTML report"
      case .png: "a PNG"
      case .svg: "an SVG"
      }
    }
  }

  /// Why `option path` may not be replaced by `content`, or `nil` (the file is missing, empty,
  /// not a regular file, which ``OutputFile`` refuses on its own, or already such a file).
  static func problem(option: String, path: String, content: Content) -> String? {
    guard OutputFile.kind(of: path) == .file else { return nil }
    let head: [UInt8]
    let tail: [UInt8]
    do throws(FileReadError) {
      (head, tail) = try ends(of: path)
    } catch {
      return "\(option) \(path) exists and cannot be read (\(error.reason)); give another path"
    }
    if head.isEmpty || holds(content, head: head, tail: tail) { return nil }
    return
      "\(option) \(path) exists and is not \(content.name) of effectproof; it is not replaced: give another path or remove it"
  }

  /// Whether the file's first and last bytes are those of `content`.
  static func holds(_ content: Content, head: [UInt8], tail: [UInt8]) -> Bool {
    let start = String(decoding: head.prefix(4096), as: UTF8.self)
    let trimmed = start.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
    switch content {
    case .report(.json):
      return trimmed.hasPrefix("{") && matches(#"^\{\s*"generator"\s*:\s*""#, String(trimmed))
    case .report(.junit):
      return trimmed.hasPrefix("<?xml") && start.contains("<testsuites")
    case .report(.text):
      let end = String(decoding: tail, as: UTF8.self)
      return matches(
        #"(^|\n)[0-9]+ proofs?: [0-9]+ passed, [0-9]+ failed, [0-9]+ warned, [0-9]+ skipped"#, end)
    case .html:
      return matches(#"<meta name="generator" content="[^"]*(effectproof|EffectProof)"#, start)
    case .png:
      return head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    case .svg:
      return trimmed.hasPrefix("<svg") || (trimmed.hasPrefix("<?xml") && start.contains("<svg"))
    }
  }

  private static func matches(_ pattern: String, _ text: String) -> Bool {
    text.range(of: pattern, options: .regularExpression) != nil
  }

  /// The file's first 64 KiB and last 8 KiB (the whole file when it is smaller).
  private static func ends(of path: String) throws(FileReadError) -> ([UInt8], [UInt8]) {
    try FileBytes.readEnds(path, headBytes: 1 << 16, tailBytes: 1 << 13)
  }
}
