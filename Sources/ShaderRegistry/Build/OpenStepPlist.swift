import EffectProofBase
import LocatedJSON

/// One value of an OpenStep (ASCII) property list, the format of Xcode's `project.pbxproj`:
/// a string, an array `( a, b, )` or a dictionary `{ key = value; }`, with where it starts.
public struct OpenStepPlist: Hashable, Sendable {
  /// What the value is.
  public indirect enum Content: Hashable, Sendable {
    /// A quoted or unquoted string.
    case string(String)
    /// `( a, b, )`.
    case array([OpenStepPlist])
    /// `{ key = value; … }`; a key given twice keeps its last value.
    case dictionary([String: OpenStepPlist])
  }

  /// The value.
  public var content: Content
  /// Where it starts (1-based line and column).
  public var position: SourcePosition

  /// The string, when it is one.
  public var string: String? {
    if case .string(let text) = content { return text }
    return nil
  }

  /// The elements, when it is an array.
  public var array: [OpenStepPlist]? {
    if case .array(let elements) = content { return elements }
    return nil
  }

  /// The value under `key`, when this is a dictionary holding it.
  public subscript(key: String) -> OpenStepPlist? {
    if case .dictionary(let entries) = content { return entries[key] }
    return nil
  }

  /// The keys, when it is a dictionary.
  public var keys: [String] {
    if case .dictionary(let entries) = content { return entries.keys.sorted() }
    return []
  }

  /// Parses `text`: one value, then nothing but whitespace and comments. Strings may be
  /// quoted (with `\"`, `\\`, `\n`, `\t`, `\r`, `\U` + 4 hex digits, octal escapes) or
  /// unquoted (letters, digits and `_$+/:.-`); `//` and `/* */` are comments.
  ///
  /// - Throws: ``OpenStepPlistError`` with the line and column of the first problem, for an
  ///   unterminated string or comment, a missing `=`, `;` or `,`, an unexpected character,
  ///   nesting deeper than `maximumDepth`, or text after the value.
  public static func parse(_ text: String, maximumDepth: Int = 200) throws(OpenStepPlistError)
    -> OpenStepPlist
  {
    var parser = OpenStepPlistParser(text: text, maximumDepth: maximumDepth)
    return try parser.document()
  }
}

/// Why a property list could not be read, and where.
public struct OpenStepPlistError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public var message: String
  /// Where (1-based).
  public var position: SourcePosition

  /// Creates an error.
  public init(message: String, position: SourcePosition) {
    self.message = message
    self.position = position
  }

  /// `line:column: message`.
  public var description: String { "\(position): \(message)" }
}

/// The parser behind ``OpenStepPlist/parse(_:maximumDepth:)``: one pass over the scalars,
/// iterative over comments and strings, recursive only over nesting (bounded).
struct OpenStepPlistParser {
  private let scalars: [Unicode.Scalar]
  private var index = 0
  private var line = 1
  private var column = 1
  private let maximumDepth: Int

  init(text: String, maximumDepth: Int) {
    scalars = Array(text.unicodeScalars)
    self.maximumDepth = maximumDepth
  }

  private var position: SourcePosition { SourcePosition(line: line, column: column) }

  private func error(_ message: String, at place: SourcePosition? = nil) -> OpenStepPlistError {
    OpenStepPlistError(message: message, position: place ?? position)
  }

  private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  private mutating func advance() {
    guard index < scalars.count else { return }
    if scalars[index] == "\n" {
      line += 1
      column = 1
    } else {
      column += 1
    }
    index += 1
  }

  mutating func document() throws(OpenStepPlistError) -> OpenStepPlist {
    if scalars.first == "\u{FEFF}" { index = 1 }
    try skipTrivia()
    guard current != nil else { throw error("the file is empty: expected a property list") }
    let value = try self.value(depth: 0)
    try skipTrivia()
    if let extra = current {
      throw error("unexpected '\(extra)' after the property list's end")
    }
    return value
  }

  private mutating func skipTrivia() throws(OpenStepPlistError) {
    while let scalar = current {
      if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
        advance()
      } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
        while let next = current, next != "\n" { advance() }
      } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
        let start = position
        advance()
        advance()
        var closed = false
        while let next = current {
          if next == "*", index + 1 < scalars.count, scalars[index + 1] == "/" {
            advance()
            advance()
            closed = true
            break
          }
          advance()
        }
        guard closed else { throw error("a /* comment is not closed", at: start) }
      } else {
        return
      }
    }
  }

  private mutating func value(depth: Int) throws(OpenStepPlistError) -> OpenStepPlist {
    let start = position
    guard depth < maximumDepth else {
      throw error("the property list nests more than \(maximumDepth) deep; not read")
    }
    switch current {
    case "{"?:
      advance()
      var entries: [String: OpenStepPlist] = [:]
      while true {
        try skipTrivia()
        if current == "}" {
          advance()
          return OpenStepPlist(content: .dictionary(entries), position: start)
        }
        guard current != nil else { throw error("a { dictionary is not closed", at: start) }
        let key = try string()
        try skipTrivia()
        guard current == "=" else { throw error("expected '=' after the key '\(key)'") }
        advance()
        try skipTrivia()
        let entry = try value(depth: depth + 1)
        try skipTrivia()
        guard current == ";" else { throw error("expected ';' after the value of '\(key)'") }
        advance()
        entries[key] = entry
      }
    case "("?:
      advance()
      var elements: [OpenStepPlist] = []
      while true {
        try skipTrivia()
        if current == ")" {
          advance()
          return OpenStepPlist(content: .array(elements), position: start)
        }
        guard current != nil else { throw error("a ( array is not closed", at: start) }
        elements.append(try value(depth: depth + 1))
        try skipTrivia()
        if current == "," {
          advance()
        } else if current != ")" {
          throw error("expected ',' or ')' in the array")
        }
      }
    case nil:
      throw error("the file ends where a value should be")
    default:
      return OpenStepPlist(content: .string(try string()), position: start)
    }
  }

  private static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)))
      || "_$+/:.-".unicodeScalars.contains(scalar)
  }

  private mutating func string() throws(OpenStepPlistError) -> String {
    let start = position
    guard let first = current else { throw error("the file ends where a string should be") }
    if first == "\"" {
      advance()
      var text = String.UnicodeScalarView()
      while true {
        guard let scalar = current else { throw error("a quoted string is not closed", at: start) }
        advance()
        if scalar == "\"" { return String(text) }
        guard scalar == "\\" else {
          text.append(scalar)
          continue
        }
        guard let escaped = current else {
          throw error("a quoted string is not closed", at: start)
        }
        advance()
        switch escaped {
        case "n": text.append("\n")
        case "t": text.append("\t")
        case "r": text.append("\r")
        case "a": text.append("\u{07}")
        case "b": text.append("\u{08}")
        case "f": text.append("\u{0C}")
        case "v": text.append("\u{0B}")
        case "U":
          var value: UInt32 = 0
          for _ in 0..<4 {
            guard let digit = current, let number = Self.hex(digit) else {
              throw error("\\U needs four hex digits")
            }
            value = value * 16 + number
            advance()
          }
          text.append(Unicode.Scalar(value) ?? "\u{FFFD}")
        case "0"..."7":
          var value = escaped.value - 48
          for _ in 0..<2 {
            guard let digit = current, ("0"..."7").contains(digit) else { break }
            value = value * 8 + digit.value - 48
            advance()
          }
          text.append(Unicode.Scalar(value) ?? "\u{FFFD}")
        default: text.append(escaped)
        }
      }
    }
    guard Self.isUnquoted(first) else {
      throw error("unexpected '\(first)' where a string, '{' or '(' should be")
    }
    var text = String.UnicodeScalarView()
    while let scalar = current, Self.isUnquoted(scalar) {
      text.append(scalar)
      advance()
    }
    return String(text)
  }

  private static func hex(_ scalar: Unicode.Scalar) -> UInt32? {
    switch scalar {
    case "0"..."9": scalar.value - 48
    case "a"..."f": scalar.value - 87
    case "A"..."F": scalar.value - 55
    default: nil
    }
  }
}
