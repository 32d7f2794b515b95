import EffectProofBase

/// Parses JSON text (RFC 8259) into ``JSONNode`` values that carry their positions.
///
/// Strict where it matters for config files: duplicate keys, trailing commas, comments,
/// leading zeros, control characters in strings, invalid UTF-8, lone surrogate escapes and
/// numbers beyond `Double`'s range are all errors. A UTF-8 byte order mark is skipped.
/// Time is linear in the input; nesting deeper than ``maximumDepth`` is an error rather than a
/// stack overflow.
public struct JSONParser: Sendable {
  /// The deepest nesting of arrays and objects accepted.
  public var maximumDepth: Int

  /// Creates a parser that accepts nesting up to `maximumDepth` levels.
  public init(maximumDepth: Int = 256) {
    self.maximumDepth = maximumDepth
  }

  /// Parses a whole document from UTF-8 bytes.
  ///
  /// - Throws: ``JSONError`` of kind `.syntax` with the position of the first offending
  ///   character (or the end of the text) and, when `file` is given, that file.
  public func parse(_ bytes: [UInt8], file: String? = nil) throws(JSONError) -> JSONNode {
    var cursor = ByteCursor(bytes: bytes, maximumDepth: maximumDepth)
    do throws(JSONError) {
      cursor.skipByteOrderMark()
      cursor.skipWhitespace()
      let node = try cursor.parseValue(depth: 0)
      cursor.skipWhitespace()
      if !cursor.atEnd {
        throw cursor.error("unexpected \(cursor.describeCurrent()) after the value")
      }
      return node
    } catch {
      throw file.map { error.inFile($0) } ?? error
    }
  }

  /// Parses a whole document from a string.
  public func parse(_ text: String, file: String? = nil) throws(JSONError) -> JSONNode {
    try parse(Array(text.utf8), file: file)
  }
}

// MARK: - Cursor

private struct ByteCursor {
  let bytes: [UInt8]
  let maximumDepth: Int
  var index = 0
  var line = 1
  var column = 1

  init(bytes: [UInt8], maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
  }

  var atEnd: Bool { index >= bytes.count }
  var current: UInt8? { index < bytes.count ? bytes[index] : nil }
  var position: SourcePosition { SourcePosition(line: line, column: column) }

  func error(_ message: String, at position: SourcePosition? = nil) -> JSONError {
    JSONError(kind: .syntax, position: position ?? self.position, message: message)
  }

  func describeCurrent() -> String {
    guard let byte = current else { return "end of text" }
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x\(String(byte, radix: 16, uppercase: true))"
  }

  /// Moves past one byte, keeping line and column.
  mutating func advance() {
    let byte = bytes[index]
    index += 1
    switch byte {
    case 0x0A:
      line += 1
      column = 1
    case 0x0D:
      if current != 0x0A {
        line += 1
        column = 1
      }
    default:
      if byte & 0xC0 != 0x80 { column += 1 }
    }
  }

  mutating func skipByteOrderMark() {
    if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { index = 3 }
  }

  mutating func skipWhitespace() {
    while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
      advance()
    }
  }

  mutating func expect(_ byte: UInt8, _ what: String) throws(JSONError) {
    guard current == byte else { throw error("expected \(what), found \(describeCurrent())") }
    advance()
  }

  // MARK: Values

  mutating func parseValue(depth: Int) throws(JSONError) -> JSONNode {
    let start = position
    guard let byte = current else { throw error("expected a value, found end of text") }
    switch byte {
    case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
    case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
    case UInt8(ascii: "\""): return JSONNode(.string(try parseString()), at: start)
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw error("expected a value, found \(describeCurrent())")
    }
  }

  mutating func parseLiteral(_ word: String, _ value: JSONNode.Value) throws(JSONError) -> JSONNode
  {
    let start = position
    for byte in word.utf8 {
      guard current == byte else { throw error("expected '\(word)'", at: start) }
      advance()
    }
    return JSONNode(value, at: start)
  }

  mutating func parseObject(depth: Int) throws(JSONError) -> JSONNode {
    let start = position
    guard depth <= maximumDepth else { throw error("nesting deeper than \(maximumDepth) levels") }
    advance()
    var members: [JSONMember] = []
    var seen: [String: SourcePosition] = [:]
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      advance()
      return JSONNode(.object(members), at: start)
    }
    while true {
      skipWhitespace()
      let keyPosition = position
      guard current == UInt8(ascii: "\"") else {
        throw error("expected a key in double quotes, found \(describeCurrent())")
      }
      let key = try parseString()
      if let first = seen[key] {
        throw error("duplicate key \(JSONQuoting.quoted(key)) (first at \(first))", at: keyPosition)
      }
      seen[key] = keyPosition
      skipWhitespace()
      try expect(UInt8(ascii: ":"), "':' after the key")
      skipWhitespace()
      let value = try parseValue(depth: depth)
      members.append(JSONMember(key: key, keyPosition: keyPosition, value: value))
      skipWhitespace()
      if current == UInt8(ascii: "}") {
        advance()
        return JSONNode(.object(members), at: start)
      }
      try expect(UInt8(ascii: ","), "',' or '}' in the object that starts at \(start)")
    }
  }

  mutating func parseArray(depth: Int) throws(JSONError) -> JSONNode {
    let start = position
    guard depth <= maximumDepth else { throw error("nesting deeper than \(maximumDepth) levels") }
    advance()
    var elements: [JSONNode] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      advance()
      return JSONNode(.array(elements), at: start)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue(depth: depth))
      skipWhitespace()
      if current == UInt8(ascii: "]") {
        advance()
        return JSONNode(.array(elements), at: start)
      }
      try expect(UInt8(ascii: ","), "',' or ']' in the array that starts at \(start)")
    }
  }

  // MARK: Numbers

  mutating func parseNumber() throws(JSONError) -> JSONNode {
    let start = position
    let first = index
    if current == UInt8(ascii: "-") { advance() }
    if current == UInt8(ascii: "0") {
      advance()
      if let byte = current, isDigit(byte) {
        throw error("leading zeros are not allowed", at: start)
      }
    } else {
      try digits()
    }
    if current == UInt8(ascii: ".") {
      advance()
      try digits()
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      advance()
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
      try digits()
    }
    let text = String(decoding: bytes[first..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw error("the number \(text) is outside the range of a 64-bit float", at: start)
    }
    return JSONNode(.number(value), at: start)
  }

  mutating func digits() throws(JSONError) {
    guard let byte = current, isDigit(byte) else {
      throw error("expected a digit, found \(describeCurrent())")
    }
    while let byte = current, isDigit(byte) { advance() }
  }

  func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

  // MARK: Strings

  mutating func parseString() throws(JSONError) -> String {
    let start = position
    advance()
    var scalars = String.UnicodeScalarView()
    var runStart = index
    while true {
      guard let byte = current else { throw error("unterminated string", at: start) }
      switch byte {
      case UInt8(ascii: "\""):
        try appendRun(from: runStart, to: index, into: &scalars, stringStart: start)
        advance()
        return String(scalars)
      case UInt8(ascii: "\\"):
        try appendRun(from: runStart, to: index, into: &scalars, stringStart: start)
        scalars.append(try parseEscape())
        runStart = index
      case 0x00..<0x20:
        throw error("control character 0x\(String(byte, radix: 16)) in a string; escape it")
      default:
        advance()
      }
    }
  }

  func appendRun(
    from start: Int, to end: Int, into scalars: inout String.UnicodeScalarView,
    stringStart: SourcePosition
  ) throws(JSONError) {
    guard start < end else { return }
    var decoder = UTF8()
    var iterator = bytes[start..<end].makeIterator()
    loop: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): scalars.append(scalar)
      case .emptyInput: break loop
      case .error: throw error("invalid UTF-8 in the string that starts here", at: stringStart)
      }
    }
  }

  mutating func parseEscape() throws(JSONError) -> Unicode.Scalar {
    let start = position
    advance()
    guard let byte = current else { throw error("unterminated escape", at: start) }
    advance()
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{8}"
    case UInt8(ascii: "f"): return "\u{C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try hexQuad(start)
      if (0xD800...0xDBFF).contains(high) {
        guard current == UInt8(ascii: "\\") else { throw error("lone surrogate escape", at: start) }
        advance()
        guard current == UInt8(ascii: "u") else { throw error("lone surrogate escape", at: start) }
        advance()
        let low = try hexQuad(start)
        guard (0xDC00...0xDFFF).contains(low),
          let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        else { throw error("invalid surrogate pair", at: start) }
        return scalar
      }
      guard let scalar = Unicode.Scalar(high) else {
        throw error("lone surrogate escape", at: start)
      }
      return scalar
    default:
      throw error("unknown escape '\\\(Character(Unicode.Scalar(byte)))'", at: start)
    }
  }

  mutating func hexQuad(_ start: SourcePosition) throws(JSONError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = hexValue(byte) else {
        throw error("expected four hex digits after \\u", at: start)
      }
      value = value << 4 | digit
      advance()
    }
    return value
  }

  func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}
