import EffectProofBase
import LocatedJSON
import ShaderRegistry

/// Keeps Swift that nests too deeply away from SwiftParser, which recurses once per level of
/// nesting and would end the whole process with a stack overflow (SIGSEGV) past a few thousand
/// levels, or grow its memory with the square of the depth of string interpolations.
///
/// Before a file is parsed, ``check(_:)`` walks its bytes once (``SwiftNestingScan``) and counts,
/// at every token, the levels SwiftParser will be inside there and does not stop by itself:
/// generic `<…>`, `?` `:` conditionals, regex literals, and the chains that nest without a
/// closer (`try`, `await`, `consume`, `some`, `each` and the other prefix keywords; `if`,
/// `switch`, `let`, `var`; function arrows `->`; `else` branches). Parentheses, brackets,
/// braces, `#if` and interpolations SwiftParser stops at 256 levels itself. A file with more
/// than ``limit`` counted levels at one place, or interpolations deeper than
/// ``interpolationLimit``, is not parsed: the reader reports it at the first place too deep.
/// Within the limits the parse runs on a thread with a ``stackBytes`` stack
/// (``LargeStackThread``), many times what the deepest file it accepts needs (docs/guarantees.md
/// has the measured cost of each form).
enum SwiftNestingGuard {
  /// The most counted levels of nesting the reader parses. SwiftParser 6.3 uses at most 31 KB
  /// of stack a level (2.6 KB for `try`, 18 KB for `<`, 31 KB for an `if let x = {` closure),
  /// so these and SwiftParser's own 256 need at most about 16 MiB.
  static let limit = 256

  /// The deepest string interpolation (`"\("\(…)")"`) the reader parses. SwiftParser keeps
  /// memory proportional to the square of that depth for each nested literal.
  static let interpolationLimit = 16

  /// The stack the reader parses on: 256 MiB of address space, of which a file within the
  /// limits uses at most about 16 MiB (only what is used becomes memory).
  static let stackBytes = 256 << 20

  /// A file too deep to parse.
  struct Refusal: Sendable, Hashable {
    /// Where it first goes past a limit (a UTF-8 offset).
    var offset: Int
    /// The levels open there, per form, deepest first.
    var forms: [Level]
    /// How deep its string interpolations nest there.
    var interpolationDepth: Int

    /// How many levels of one form are open.
    struct Level: Sendable, Hashable {
      var form: SwiftNestingForm
      var count: Int
    }

    /// All levels open there.
    var depth: Int { forms.reduce(0) { $0 + $1.count } }
  }

  /// Where `bytes` first nest past a limit, or `nil` when SwiftParser may read them.
  static func check(_ bytes: [UInt8]) -> Refusal? {
    var scan = SwiftNestingScan(bytes: bytes, limit: limit, interpolationLimit: interpolationLimit)
    scan.run()
    guard let deepest = scan.deepest else { return nil }
    let forms = SwiftNestingForm.allCases.compactMap { form -> Refusal.Level? in
      let count = deepest.counts[form.rawValue]
      return count > 0 ? Refusal.Level(form: form, count: count) : nil
    }.sorted { $0.count > $1.count }
    return Refusal(
      offset: deepest.offset, forms: forms,
      interpolationDepth: deepest.interpolationDepth)
  }

  /// The error the reader reports for a file `check` refused.
  static func diagnostic(_ refusal: Refusal, in text: SwiftSourceText) -> Diagnostic {
    let what: String
    if refusal.interpolationDepth > interpolationLimit {
      what =
        "string interpolations nest \(refusal.interpolationDepth) deep here, past the \(interpolationLimit) the reader reads (SwiftParser's memory grows with the square of that depth)"
    } else {
      let forms = refusal.forms.prefix(3).map { $0.form.described($0.count) }
      let more = refusal.forms.count > 3 ? ", …" : ""
      what =
        "Swift nests \(refusal.depth) levels deep here (\(forms.joined(separator: ", "))\(more)), past the \(limit) the reader reads (SwiftParser recurses once a level, and too deep a recursion would end the process)"
    }
    return Diagnostic.registry(
      kind: .parseError, file: text.file, position: text.position(ofOffset: refusal.offset),
      message: what + "; the file is not read, so its call sites are not checked")
  }
}
