import EffectProofBase

/// Reads the tokens of one statement (a line, or a `switch`'s lines): the cursor, errors and
/// the depth bound that the type, constant, instruction and metadata readers share.
struct IRLineParser {
  /// The statement's tokens, each with its line.
  let tokens: [(token: IRToken, line: Int)]
  /// The position just past the statement, for errors at its end.
  let end: SourcePosition
  /// The deepest nesting allowed.
  let maximumDepth: Int
  /// The next token's index.
  var index = 0
  /// The current nesting depth.
  var depth = 0

  /// A parser over tokens.
  init(tokens: [(token: IRToken, line: Int)], end: SourcePosition, maximumDepth: Int) {
    self.tokens = tokens
    self.end = end
    self.maximumDepth = maximumDepth
  }

  // MARK: - Cursor

  /// The token `offset` ahead, if any.
  func peek(_ offset: Int = 0) -> IRToken.Kind? {
    index + offset < tokens.count ? tokens[index + offset].token.kind : nil
  }

  /// Whether every token is read.
  var atEnd: Bool { index >= tokens.count }

  /// The position of the next token (or the end of the statement).
  var position: SourcePosition {
    index < tokens.count
      ? SourcePosition(line: tokens[index].line, column: tokens[index].token.column) : end
  }

  /// An error at the next token.
  func error(_ message: String) -> IRReadError {
    IRReadError(message, at: position)
  }

  /// An error saying what was expected and what stands there instead.
  func expected(_ what: String) -> IRReadError {
    error("expected \(what), found " + (atEnd ? "the end of the line" : tokens[index].token.quoted))
  }

  /// Moves past the next token and returns it.
  @discardableResult
  mutating func advance() -> IRToken.Kind? {
    defer { index += 1 }
    return peek()
  }

  /// Whether the next token is the punctuation `character`.
  func isPunctuation(_ character: Character, _ offset: Int = 0) -> Bool {
    peek(offset) == .punctuation(character)
  }

  /// Whether the next token is the word `word`.
  func isWord(_ word: String, _ offset: Int = 0) -> Bool {
    peek(offset) == .word(word)
  }

  /// Consumes the punctuation `character` if it is next.
  mutating func take(_ character: Character) -> Bool {
    guard isPunctuation(character) else { return false }
    index += 1
    return true
  }

  /// Consumes the word `word` if it is next.
  mutating func take(word: String) -> Bool {
    guard isWord(word) else { return false }
    index += 1
    return true
  }

  /// Consumes the punctuation `character`, or fails.
  mutating func expect(_ character: Character) throws(IRReadError) {
    guard take(character) else { throw expected("'\(character)'") }
  }

  /// Consumes the word `word`, or fails.
  mutating func expect(word: String) throws(IRReadError) {
    guard take(word: word) else { throw expected("'\(word)'") }
  }

  /// Consumes a bare word and returns it, or fails.
  mutating func word(_ what: String) throws(IRReadError) -> String {
    guard case .word(let word) = peek() else { throw expected(what) }
    index += 1
    return word
  }

  /// Consumes an integer literal and returns its value, or fails.
  mutating func integer(_ what: String = "an integer") throws(IRReadError) -> Int {
    guard case .integer(let text) = peek() else { throw expected(what) }
    guard let value = Int(text) else { throw error("integer '\(text)' does not fit in 64 bits") }
    index += 1
    return value
  }

  /// Consumes a local name (`%x`) and returns it, or fails.
  mutating func local(_ what: String = "a local value") throws(IRReadError) -> String {
    guard case .local(let name) = peek() else { throw expected(what) }
    index += 1
    return name
  }

  /// Consumes `label %name` and returns the name.
  mutating func label() throws(IRReadError) -> String {
    try expect(word: "label")
    return try local("a block label")
  }

  /// Fails unless every token is read.
  func expectEnd() throws(IRReadError) {
    guard atEnd else { throw error("unexpected \(tokens[index].token.quoted)") }
  }

  /// Enters one level of nesting, failing past the depth bound; `leave()` after.
  mutating func enter() throws(IRReadError) {
    depth += 1
    guard depth <= maximumDepth else {
      throw error("nested deeper than \(maximumDepth) levels")
    }
  }

  /// Leaves one level of nesting.
  mutating func leave() { depth -= 1 }

  // MARK: - Attributes

  /// Consumes attribute-like words (`noundef`, `align 16`, `captures(none)`, `#0`) until a
  /// token for which `stop` holds, and returns them as text.
  mutating func attributes(until stop: (IRLineParser) -> Bool) throws(IRReadError) -> [String] {
    var words: [String] = []
    while !atEnd, !stop(self) {
      switch peek() {
      case .word(let word):
        index += 1
        var text = word
        if (word == "align" || word == "addrspace" || word == "dereferenceable"),
          case .integer(let number) = peek()
        {
          index += 1
          text += " " + number
        }
        if isPunctuation("(") { text += try balancedText() }
        words.append(text)
      case .attributeGroup(let number):
        index += 1
        words.append("#\(number)")
      case .string(let text):
        index += 1
        var written = "\"\(text)\""
        if take("=") {
          guard case .string(let value) = peek() else { throw expected("a string") }
          index += 1
          written += "=\"\(value)\""
        }
        words.append(written)
      case .comdat(let name):
        index += 1
        words.append("$\(name)")
      default:
        throw expected("an attribute")
      }
    }
    return words
  }

  /// Consumes a parenthesised group (nested groups included) and returns a rough text of it.
  mutating func balancedText() throws(IRReadError) -> String {
    let opening = position
    var level = 0
    var parts: [String] = []
    repeat {
      guard let kind = advance() else {
        throw IRReadError("unbalanced '(' in an attribute", at: opening)
      }
      if kind == .punctuation("(") {
        level += 1
        guard level <= maximumDepth else {
          throw error("nested deeper than \(maximumDepth) levels")
        }
      }
      if kind == .punctuation(")") { level -= 1 }
      parts.append(IRToken(kind: kind, column: 0).quoted.trimmingQuotes)
    } while level > 0
    return parts.joined(separator: " ")
  }
}

extension String {
  /// The text between a token's quotes (`'x'` → `x`).
  var trimmingQuotes: String {
    hasPrefix("'") && hasSuffix("'") && count >= 2 ? String(dropFirst().dropLast()) : self
  }
}
