/// Keeps input SwiftParser cannot read in reasonable time away from it.
///
/// SwiftParser 6.3 looks ahead for inline-array types (`[3 of Int]`) at every `[`, and that
/// look-ahead takes time exponential in how deeply square brackets nest: 18 levels take about
/// 2 s, 22 about 30 s, and 20 000 overflow the stack. Real code nests a few levels. Where
/// brackets nest deeper than ``limit``, the reader blanks the outermost bracketed expression
/// around them (``masked(_:)``) and reports it; the rest of the file is read.
enum BracketDepthGuard {
  /// The deepest nesting of `[` the reader parses.
  static let limit = 14

  /// A bracketed expression blanked out: where its brackets first went too deep, how deep, and
  /// the byte range of its contents.
  struct Blank {
    var offset: Int
    var depth: Int
    var contents: Range<Int>
  }

  /// `bytes` with each too-deep bracketed expression's contents replaced by spaces (line
  /// breaks kept, so every offset, line and column stays where it was), and what was blanked.
  static func masked(_ bytes: [UInt8]) -> (bytes: [UInt8], blanks: [Blank]) {
    var result = bytes
    var blanks: [Blank] = []
    var from = 0
    while let deep = tooDeep(result, from: from) {
      let end = deep.contents.upperBound
      for index in deep.contents where result[index] != 0x0A && result[index] != 0x0D {
        result[index] = UInt8(ascii: " ")
      }
      blanks.append(deep)
      from = min(end + 1, result.count)
    }
    return (result, blanks)
  }

  /// The first bracketed expression, from `from` on, whose brackets nest past ``limit``,
  /// outside comments and string literals; `nil` when none does.
  static func tooDeep(_ bytes: [UInt8], from: Int = 0) -> Blank? {
    var outermost = 0
    var found: (offset: Int, depth: Int)?
    var depth = 0
    var index = from
    let count = bytes.count
    func at(_ offset: Int) -> UInt8 { offset < count ? bytes[offset] : 0 }
    while index < count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "/") where at(index + 1) == UInt8(ascii: "/"):
        while index < count, bytes[index] != 0x0A { index += 1 }
      case UInt8(ascii: "/") where at(index + 1) == UInt8(ascii: "*"):
        var nesting = 1
        index += 2
        while index < count, nesting > 0 {
          if bytes[index] == UInt8(ascii: "/"), at(index + 1) == UInt8(ascii: "*") {
            nesting += 1
            index += 1
          } else if bytes[index] == UInt8(ascii: "*"), at(index + 1) == UInt8(ascii: "/") {
            nesting -= 1
            index += 1
          }
          index += 1
        }
        continue
      case UInt8(ascii: "\""):
        index = endOfString(bytes, from: index)
        continue
      case UInt8(ascii: "["):
        if depth == 0 { outermost = index }
        depth += 1
        if depth > limit, found == nil { found = (index, depth) }
      case UInt8(ascii: "]"):
        depth = max(0, depth - 1)
        if depth == 0, let deep = found {
          return Blank(offset: deep.offset, depth: deep.depth, contents: (outermost + 1)..<index)
        }
      default:
        break
      }
      index += 1
    }
    if let deep = found {
      return Blank(offset: deep.offset, depth: deep.depth, contents: (outermost + 1)..<count)
    }
    return nil
  }

  /// The offset after the string literal starting at `start`: `"…"` ends at the next unescaped
  /// quote or line end, `"""…"""` at the next `"""`. Interpolations are skipped as text.
  private static func endOfString(_ bytes: [UInt8], from start: Int) -> Int {
    let quote = UInt8(ascii: "\"")
    let count = bytes.count
    if start + 2 < count, bytes[start + 1] == quote, bytes[start + 2] == quote {
      var index = start + 3
      while index + 2 < count {
        if bytes[index] == quote, bytes[index + 1] == quote, bytes[index + 2] == quote {
          return index + 3
        }
        index += 1
      }
      return count
    }
    var index = start + 1
    while index < count {
      switch bytes[index] {
      case UInt8(ascii: "\\"): index += 2
      case quote: return index + 1
      case 0x0A: return index + 1
      default: index += 1
      }
    }
    return count
  }
}
