/// The few lexical classes ``SwiftNestingScan`` needs: names, operators, spaces, and the words
/// that carry a statement on over a line break.
enum SwiftNestingLexer {
  /// A byte of a name or a number (any byte of a multi-byte UTF-8 character counts).
  static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...0xFF:
      true
    default: false
    }
  }

  /// A byte an operator is made of (`.` only where the operator starts with it).
  static func isOperator(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"),
      UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"),
      UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
      UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
      true
    default: false
    }
  }

  /// `)`, `]` or `}`.
  static func isCloser(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
  }

  /// A space, a tab or a line break (or the end of the file, read as 0).
  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0
  }

  /// The name, number, `#directive`, `@attribute` or `` `name` `` starting at `start`; empty
  /// when none does.
  static func word(_ bytes: [UInt8], at start: Int) -> Range<Int> {
    let count = bytes.count
    var end = start
    switch bytes[start] {
    case UInt8(ascii: "#"), UInt8(ascii: "@"):
      end += 1
      guard end < count, isNameByte(bytes[end]) else { return start..<start }
    case UInt8(ascii: "`"):
      end += 1
      while end < count, bytes[end] != UInt8(ascii: "`"), bytes[end] != 0x0A { end += 1 }
      return start..<min(end + 1, count)
    default:
      guard isNameByte(bytes[start]) else { return start..<start }
    }
    while end < count, isNameByte(bytes[end]) { end += 1 }
    return start..<end
  }

  /// Whether `range` of `bytes` is the word `word`.
  static func isWord(_ bytes: [UInt8], _ range: Range<Int>, _ word: String) -> Bool {
    bytes[range].elementsEqual(word.utf8)
  }

  /// Whether a word at the start of a line may carry on what the line before wrote rather
  /// than start a statement: `else`, `where`, `as`, `is`, `in`, `catch`, effects (`throws`,
  /// `async`), a `#directive` (`#if` around a modifier), and a label (`label:`, as a trailing
  /// closure's).
  static func continuesAfterLineBreak(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
    guard !range.isEmpty else { return false }
    if bytes[range.lowerBound] == UInt8(ascii: "#") { return true }
    switch String(decoding: bytes[range], as: UTF8.self) {
    case "else", "where", "as", "is", "in", "catch", "throws", "rethrows", "async", "reasync":
      return true
    default:
      var after = range.upperBound
      while after < bytes.count, bytes[after] == 0x20 || bytes[after] == 0x09 { after += 1 }
      return after < bytes.count && bytes[after] == UInt8(ascii: ":")
    }
  }
}
