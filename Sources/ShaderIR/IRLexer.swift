import EffectProofBase

/// Splits one line of textual IR into tokens. A `;` outside a string starts a comment to the end
/// of the line. Never recurses; every loop moves forward.
struct IRLexer {
  /// The line's characters.
  let scalars: [Unicode.Scalar]
  /// The line's number, for errors.
  let line: Int
  /// The next character's index.
  var index = 0

  /// A lexer over one line.
  init(line: Int, text: Substring) {
    self.scalars = Array(text.unicodeScalars)
    self.line = line
  }

  /// The line's tokens.
  static func tokens(line: Int, text: Substring) throws(IRReadError) -> [IRToken] {
    var lexer = IRLexer(line: line, text: text)
    var tokens: [IRToken] = []
    while let token = try lexer.next() { tokens.append(token) }
    return tokens
  }

  /// The character at `index + offset`, if any.
  func peek(_ offset: Int = 0) -> Unicode.Scalar? {
    index + offset < scalars.count ? scalars[index + offset] : nil
  }

  /// An error at the current column.
  func error(_ message: String, at start: Int? = nil) -> IRReadError {
    IRReadError(message, at: SourcePosition(line: line, column: (start ?? index) + 1))
  }

  /// The next token, `nil` at the end of the line or at a comment.
  mutating func next() throws(IRReadError) -> IRToken? {
    while let scalar = peek(), scalar == " " || scalar == "\t" { index += 1 }
    guard let scalar = peek(), scalar != ";" else { return nil }
    let start = index
    func token(_ kind: IRToken.Kind) -> IRToken { IRToken(kind: kind, column: start + 1) }
    switch scalar {
    case "%", "@", "$":
      index += 1
      let name = try name(after: scalar)
      switch scalar {
      case "%": return token(.local(name))
      case "@": return token(.global(name))
      default: return token(.comdat(name))
      }
    case "!":
      index += 1
      if peek() == "{" { return token(.metadataTuple) }
      if peek() == "\"" {
        return token(.metadataString(String(decoding: try string(), as: UTF8.self)))
      }
      let name = word()
      guard !name.isEmpty else { throw error("expected a metadata name after '!'", at: start) }
      return token(.metadataName(name))
    case "#":
      index += 1
      let digits = word()
      guard let number = Int(digits) else {
        throw error("expected an attribute group number", at: start)
      }
      return token(.attributeGroup(number))
    case "\"":
      return token(.string(String(decoding: try string(), as: UTF8.self)))
    case "0"..."9", "-", "+":
      return token(try number())
    case ".":
      if peek(1) == ".", peek(2) == "." {
        index += 3
        return token(.ellipsis)
      }
      return token(.word(word()))
    case "(", ")", "[", "]", "{", "}", "<", ">", ",", "=", "*", ":", "|":
      index += 1
      return token(.punctuation(Character(scalar)))
    default:
      guard IRName.isBare(scalar) else {
        throw error("unexpected character '\(scalar.escaped(asASCII: true))'")
      }
      let text = word()
      if text == "c", peek() == "\"" { return token(.bytes(try string())) }
      return token(.word(text))
    }
  }

  /// The bare characters from here on (`[-a-zA-Z$._0-9]`).
  mutating func word() -> String {
    var text = String.UnicodeScalarView()
    while let scalar = peek(), IRName.isBare(scalar) {
      text.append(scalar)
      index += 1
    }
    return String(text)
  }

  /// A name after `%`, `@` or `$`: bare or quoted.
  mutating func name(after sigil: Unicode.Scalar) throws(IRReadError) -> String {
    if peek() == "\"" { return String(decoding: try string(), as: UTF8.self) }
    let text = word()
    guard !text.isEmpty else { throw error("expected a name after '\(sigil)'") }
    return text
  }

  /// A quoted string's bytes, escapes (`\5C`, `\\`) decoded; the index is at the opening quote.
  mutating func string() throws(IRReadError) -> [UInt8] {
    let start = index
    index += 1
    var bytes: [UInt8] = []
    while let scalar = peek() {
      index += 1
      switch scalar {
      case "\"": return bytes
      case "\\":
        if peek() == "\\" {
          index += 1
          bytes.append(UInt8(ascii: "\\"))
        } else if let high = peek().flatMap(hexValue), let low = peek(1).flatMap(hexValue) {
          index += 2
          bytes.append(UInt8(high << 4 | low))
        } else {
          throw error("expected two hexadecimal digits after '\\'", at: index - 1)
        }
      default: bytes.append(contentsOf: Array(String(scalar).utf8))
      }
    }
    throw error("unterminated string", at: start)
  }

  /// The value of a hexadecimal digit.
  func hexValue(_ scalar: Unicode.Scalar) -> Int? {
    Int(String(scalar), radix: 16)
  }

  /// An integer, a decimal float, or a `0x` literal; also a label definition's number.
  mutating func number() throws(IRReadError) -> IRToken.Kind {
    let start = index
    if peek() == "0", peek(1) == "x" {
      index += 2
      var prefix: Character?
      if let letter = peek(), "KLMHR".unicodeScalars.contains(letter) {
        prefix = Character(letter)
        index += 1
      }
      let digits = word()
      guard !digits.isEmpty, digits.unicodeScalars.allSatisfy({ hexValue($0) != nil }) else {
        throw error("malformed hexadecimal literal", at: start)
      }
      return .hexFloat(prefix: prefix, digits: digits)
    }
    var text = String.UnicodeScalarView()
    if let sign = peek(), sign == "-" || sign == "+" {
      text.append(sign)
      index += 1
    }
    var isFloat = false
    while let scalar = peek() {
      if ("0"..."9").contains(scalar) {
        text.append(scalar)
      } else if scalar == "." || scalar == "e" || scalar == "E" {
        isFloat = true
        text.append(scalar)
      } else if (scalar == "-" || scalar == "+"), let last = text.last, last == "e" || last == "E" {
        text.append(scalar)
      } else {
        break
      }
      index += 1
    }
    let spelled = String(text)
    guard spelled.unicodeScalars.contains(where: { ("0"..."9").contains($0) }) else {
      throw error("expected a number", at: start)
    }
    if let next = peek(), IRName.isBare(next), next != "-" {
      throw error("malformed number '\(spelled)\(next)'", at: start)
    }
    return isFloat ? .decimalFloat(spelled) : .integer(spelled)
  }
}
