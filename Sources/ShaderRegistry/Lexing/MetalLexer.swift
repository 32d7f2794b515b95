import EffectProofBase
import LocatedJSON

/// Turns Metal source bytes into tokens, one at a time, in a single linear pass.
///
/// Removed before tokens are made: `//` and `/* */` comments, the insides of string and
/// character literals, every preprocessor line (with `\` continuations), and every line inside
/// an inactive `#if 0` / `#if false` group (an `#else` or `#elif` of such a group is active).
/// Conditions the lexer cannot evaluate count as active on every branch, so no function hides.
/// A `#define` or `#undef` in an active region updates ``macros`` (object-like replacements are
/// kept for the parser to expand in signatures; ``MetalMacro`` bounds their size).
/// Handles CRLF and lone CR line ends, tabs, a UTF-8 byte order mark and non-ASCII text.
/// Problems (an unterminated comment or literal, an unmatched `#endif`, a `#if` left open) are
/// collected in ``diagnostics`` and never stop the pass.
struct MetalLexer {
  let bytes: [UInt8]
  let file: String
  private(set) var diagnostics: [Diagnostic] = []
  private var index = 0
  private var line = 1
  private var column = 1
  private var atLineStart = true
  /// One entry per open `#if`: whether its current branch is inactive, whether a branch known
  /// to be true was already taken, and where the group starts.
  private var conditionals: [(skipping: Bool, taken: Bool, position: SourcePosition)] = []
  /// How many open groups are inactive, kept in step with ``conditionals`` so checking costs
  /// nothing however deep the nesting.
  private var skippingCount = 0
  private var skipping: Bool { skippingCount > 0 }
  /// Scratch space for reading directives, kept between lines.
  private var wordBuffer: [String] = []
  private var byteBuffer: [UInt8] = []
  /// The macros defined so far in active regions of the file, by name (`#undef` removes one).
  private(set) var macros: [String: MetalMacro] = [:]
  /// How many replacement tokens ``macros`` has kept, against ``MetalMacro/maximumFileTokens``.
  private var keptMacroTokens = 0
  /// Whether a `#define` of a new name was refused because ``macros`` holds
  /// ``MetalMacro/maximumCount`` names; any name may then be a macro the scanner does not know.
  private(set) var macroTableIsFull = false

  init(bytes: [UInt8], file: String) {
    self.bytes = bytes
    self.file = file
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
  }

  /// The source text of a token.
  func text(of token: MetalToken) -> String {
    String(decoding: bytes[token.start..<token.end], as: UTF8.self)
  }

  /// The source from the start of `first` to the end of `last`, as written (comments and line
  /// breaks between them become single spaces).
  func text(from first: MetalToken, through last: MetalToken) -> String {
    let raw = String(decoding: bytes[first.start..<max(first.start, last.end)], as: UTF8.self)
    return raw.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  private var position: SourcePosition { SourcePosition(line: line, column: column) }

  private func peek(_ offset: Int = 0) -> UInt8? {
    let at = index + offset
    return at < bytes.count ? bytes[at] : nil
  }

  private mutating func report(_ message: String, at position: SourcePosition) {
    diagnostics.append(
      Diagnostic.registry(kind: .parseError, file: file, position: position, message: message))
  }

  /// Moves past one byte, keeping line, column and line-start state.
  private mutating func advance() {
    let byte = bytes[index]
    index += 1
    if byte == 0x0A || (byte == 0x0D && peek() != 0x0A) {
      line += 1
      column = 1
      atLineStart = true
    } else if byte & 0xC0 != 0x80 {
      column += 1
    }
  }

  // MARK: - Tokens

  /// The next token, or `nil` at the end of the text. At the end, groups left open are reported.
  mutating func next() -> MetalToken? {
    while let byte = peek() {
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B
        || byte == 0x0C
      {
        advance()
        continue
      }
      if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") {
        skipLineComment()
        continue
      }
      if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
        skipBlockComment()
        continue
      }
      if byte == UInt8(ascii: "#") && atLineStart {
        directive()
        continue
      }
      atLineStart = false
      if skipping {
        // Inactive text is still made of tokens: a quote starts a literal (to the end of its
        // line at most), so `"*/*"` cannot open a comment. An unmatched quote (`don't`) is fine.
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
          lexLiteral(quote: byte, reportsUnterminated: false)
        } else {
          advance()
        }
        continue
      }
      return token(startingWith: byte)
    }
    if let open = conditionals.first {
      let others = conditionals.count - 1
      let more = others > 0 ? " (and \(others) more #if inside it)" : ""
      report("#if has no matching #endif\(more)", at: open.position)
    }
    conditionals.removeAll()
    skippingCount = 0
    return nil
  }

  private mutating func token(startingWith byte: UInt8) -> MetalToken {
    let start = index
    let position = self.position
    let kind: MetalToken.Kind
    if isIdentifierStart(byte) {
      while let next = peek(), isIdentifierStart(next) || isDigit(next) { advance() }
      kind = .identifier
    } else if isDigit(byte) || (byte == UInt8(ascii: ".") && peek(1).map(isDigit) == true) {
      lexNumber()
      kind = .number
    } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
      lexLiteral(quote: byte)
      kind = .literal
    } else if byte == UInt8(ascii: ":") && peek(1) == UInt8(ascii: ":") {
      advance()
      advance()
      kind = .scope
    } else if byte < 0x80 {
      advance()
      kind = .punctuation(byte)
    } else {
      advance()
      while let next = peek(), next & 0xC0 == 0x80 { advance() }
      kind = .other
    }
    return MetalToken(kind: kind, start: start, end: index, position: position)
  }

  private func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// A C++ pp-number: digits, letters, dots, exponent signs and `'` digit separators.
  private mutating func lexNumber() {
    while let byte = peek() {
      if isDigit(byte) || isIdentifierStart(byte) || byte == UInt8(ascii: ".") {
        let isExponent =
          byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "p")
          || byte == UInt8(ascii: "P")
        advance()
        if isExponent, let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
          advance()
        }
      } else if byte == UInt8(ascii: "'"), let after = peek(1),
        isDigit(after) || isIdentifierStart(after)
      {
        advance()
      } else {
        return
      }
    }
  }

  /// A string or character literal; it may not run past the end of its line.
  private mutating func lexLiteral(quote: UInt8, reportsUnterminated: Bool = true) {
    let start = position
    advance()
    while let byte = peek() {
      if byte == quote {
        advance()
        return
      }
      if byte == 0x0A || byte == 0x0D { break }
      if byte == UInt8(ascii: "\\") && index + 1 < bytes.count { advance() }
      advance()
    }
    guard reportsUnterminated else { return }
    let what = quote == UInt8(ascii: "\"") ? "string" : "character"
    report("unterminated \(what) literal", at: start)
  }

  // MARK: - Comments

  private mutating func skipLineComment() {
    while let byte = peek(), byte != 0x0A, byte != 0x0D {
      if byte == UInt8(ascii: "\\"), let after = peek(1), after == 0x0A || after == 0x0D {
        advance()
        if peek() == 0x0D && peek(1) == 0x0A { advance() }
      }
      advance()
    }
  }

  private mutating func skipBlockComment() {
    let start = position
    let wasAtLineStart = atLineStart
    advance()
    advance()
    while let byte = peek() {
      if byte == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
        advance()
        advance()
        // A comment before `#` on a line does not stop the `#` from starting a directive.
        if wasAtLineStart && line == start.line { atLineStart = true }
        return
      }
      advance()
    }
    report("unterminated /* comment", at: start)
  }

  // MARK: - Preprocessor

  /// Reads one directive line (with continuations and comments) and updates the `#if` stack.
  private mutating func directive() {
    let start = position
    advance()
    if !skipping, let keyword = macroKeyword() {
      while peek() == 0x20 || peek() == 0x09 { advance() }
      for _ in keyword.utf8 { advance() }
      macroDirective(isDefine: keyword == "define")
      return
    }
    // Only the first few words matter (`if 0`, `elif (1)`); reuse buffers so a file of
    // directives allocates nothing per line.
    var words = wordBuffer
    var current = byteBuffer
    words.removeAll(keepingCapacity: true)
    current.removeAll(keepingCapacity: true)
    defer {
      wordBuffer = words
      byteBuffer = current
    }
    func flush() {
      if !current.isEmpty && words.count < 6 {
        words.append(String(decoding: current, as: UTF8.self))
      }
      current.removeAll(keepingCapacity: true)
    }
    while let byte = peek() {
      if byte == 0x0A || byte == 0x0D { break }
      if byte == UInt8(ascii: "\\"), let after = peek(1), after == 0x0A || after == 0x0D {
        advance()
        if peek() == 0x0D && peek(1) == 0x0A { advance() }
        advance()
        atLineStart = false
        flush()
        continue
      }
      if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") {
        skipLineComment()
        break
      }
      if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
        flush()
        skipBlockComment()
        atLineStart = false
        continue
      }
      if isIdentifierStart(byte) || isDigit(byte) {
        if current.count < 16 { current.append(byte) }
      } else {
        flush()
        if byte != 0x20 && byte != 0x09 && words.count < 6 {
          words.append(String(UnicodeScalar(byte)))
        }
      }
      advance()
    }
    flush()
    guard let name = words.first else { return }
    let condition = words.count < 6 ? Array(words.dropFirst()) : []
    // A branch is inactive when its condition is the constant false, or when an earlier branch
    // of its group was the constant true. Unknown conditions leave every branch active.
    switch name {
    case "if", "ifdef", "ifndef":
      let constant = name == "if" ? constantValue(condition) : nil
      push((skipping: constant == false, taken: constant == true, position: start))
    case "elif", "elifdef", "elifndef", "else":
      guard let last = pop() else {
        report("#\(name) without a matching #if", at: start)
        return
      }
      let constant = name == "else" ? true : (name == "elif" ? constantValue(condition) : nil)
      push(
        (
          skipping: last.taken || constant == false, taken: last.taken || constant == true,
          position: last.position
        ))
    case "endif":
      if pop() == nil { report("#endif without a matching #if", at: start) }
    default:
      return
    }
  }

  /// `define` or `undef` when the directive starting at ``index`` (after `#` and spaces) is
  /// one; anything else (including a comment before the keyword) is nil.
  private func macroKeyword() -> String? {
    var at = index
    while at < bytes.count && (bytes[at] == 0x20 || bytes[at] == 0x09) { at += 1 }
    for keyword in ["define", "undef"] {
      let end = at + keyword.utf8.count
      guard end <= bytes.count, bytes[at..<end].elementsEqual(keyword.utf8) else { continue }
      if end < bytes.count && (isIdentifierStart(bytes[end]) || isDigit(bytes[end])) { continue }
      return keyword
    }
    return nil
  }

  /// Reads the rest of a `#define` or `#undef` line (with continuations and comments) and
  /// updates ``macros``. The line is consumed up to its line end either way.
  private mutating func macroDirective(isDefine: Bool) {
    var nameToken: MetalToken?
    var isFunctionLike = false
    var replacement: [MetalToken] = []
    var problem: String?
    var isMalformed = false
    while let byte = peek() {
      if byte == 0x0A || byte == 0x0D { break }
      if byte == UInt8(ascii: "\\"), let after = peek(1), after == 0x0A || after == 0x0D {
        advance()
        if peek() == 0x0D && peek(1) == 0x0A { advance() }
        advance()
        atLineStart = false
        continue
      }
      if byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C {
        advance()
        continue
      }
      if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") {
        skipLineComment()
        break
      }
      if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
        skipBlockComment()
        atLineStart = false
        continue
      }
      let token: MetalToken
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        // A stray quote in a macro (`#define NOTE don't`) is clang's to report, not the scanner's.
        let (start, position) = (index, self.position)
        lexLiteral(quote: byte, reportsUnterminated: false)
        token = MetalToken(kind: .literal, start: start, end: index, position: position)
      } else {
        token = self.token(startingWith: byte)
      }
      guard !isMalformed else { continue }
      guard nameToken != nil else {
        if token.kind == .identifier {
          nameToken = token
          isFunctionLike = peek() == UInt8(ascii: "(")
        } else {
          isMalformed = true
        }
        continue
      }
      guard isDefine, !isFunctionLike, problem == nil else { continue }
      if token.isPunctuation("#") {
        problem = "it uses # or ##"
      } else if replacement.count >= MetalMacro.maximumTokens {
        problem = "its replacement is over \(MetalMacro.maximumTokens) tokens"
      } else if keptMacroTokens + replacement.count >= MetalMacro.maximumFileTokens {
        problem = "the file's macros are over \(MetalMacro.maximumFileTokens) tokens"
      } else {
        replacement.append(token)
      }
    }
    guard let nameToken, !isMalformed else { return }
    let name = text(of: nameToken)
    guard isDefine else {
      macros[name] = nil
      return
    }
    guard macros[name] != nil || macros.count < MetalMacro.maximumCount else {
      macroTableIsFull = true
      return
    }
    var body: MetalMacro.Body
    if isFunctionLike {
      body = .functionLike
    } else if let problem {
      body = .unexpandable(problem)
    } else {
      keptMacroTokens += replacement.count
      body = .tokens(replacement)
    }
    // Redefined inside an `#if` the lexer cannot decide (`#ifdef LAYER` … `#else` …), the
    // macro is one or the other depending on the build: neither is guessed.
    if !conditionals.isEmpty, let old = macros[name], !sameReplacement(old.body, body) {
      body = .unexpandable(
        "it is defined differently on branches of an #if the scanner cannot decide")
    }
    macros[name] = MetalMacro(body: body, position: nameToken.position)
  }

  /// Whether two bodies are the same macro: the same tokens, spelled the same.
  private func sameReplacement(_ old: MetalMacro.Body, _ new: MetalMacro.Body) -> Bool {
    switch (old, new) {
    case (.tokens(let a), .tokens(let b)):
      return a.count == b.count
        && zip(a, b).allSatisfy { bytes[$0.start..<$0.end] == bytes[$1.start..<$1.end] }
    case (.functionLike, .functionLike):
      return true
    default:
      return false
    }
  }

  private mutating func push(_ group: (skipping: Bool, taken: Bool, position: SourcePosition)) {
    conditionals.append(group)
    if group.skipping { skippingCount += 1 }
  }

  private mutating func pop() -> (skipping: Bool, taken: Bool, position: SourcePosition)? {
    guard let group = conditionals.popLast() else { return nil }
    if group.skipping { skippingCount -= 1 }
    return group
  }

  /// `0`/`false` → false, `1`/`true` → true, anything else → unknown.
  private func constantValue(_ words: [String]) -> Bool? {
    let expression = words.filter { $0 != "(" && $0 != ")" }
    guard expression.count == 1 else { return nil }
    switch expression[0] {
    case "0", "false": return false
    case "1", "true": return true
    default: return nil
    }
  }
}
