// MARK: - Operators, string literals and regex literals

extension SwiftNestingScan {
  /// An operator, or `.`: `->` is a chain level, each `<` opens a group that a `>` closes, a `?`
  /// with space around it opens a conditional that its `:` closes, and an operator that cannot
  /// be inside generic arguments closes the `<` groups on top (they were less-than signs). A `/`
  /// where an operand may start, with a second `/` later on its line, opens a regex literal.
  mutating func operatorToken(at start: Int) {
    let count = bytes.count
    if bytes[start] == UInt8(ascii: "."), byte(start + 1) != UInt8(ascii: ".") {
      index = start + 1
      lastEndsOperand = false
      return
    }
    if bytes[start] == UInt8(ascii: "/"), !inRegex, let end = bareRegexEnd(from: start) {
      openRegex(at: start, end: end)
      index = start + 1
      return
    }
    var end = start + 1
    while end < count, SwiftNestingLexer.isOperator(bytes[end]) {
      if bytes[end] == UInt8(ascii: "/"), !inRegex,
        byte(end + 1) == UInt8(ascii: "/") || byte(end + 1) == UInt8(ascii: "*")
      {
        break
      }
      if bytes[end] == UInt8(ascii: "."), bytes[start] != UInt8(ascii: ".") { break }
      end += 1
    }
    let text = bytes[start..<end]
    let spaceAfter = end >= count || SwiftNestingLexer.isSpace(bytes[end])
    index = end
    if text.elementsEqual("->".utf8) {
      chain(.arrows, at: start)
      lastEndsOperand = false
      return
    }
    // A lone `?` with space on either side is read as a conditional (as SwiftParser may).
    if text.elementsEqual("?".utf8), spaceBefore || spaceAfter {
      open(.ternaries, at: start)
      lastEndsOperand = false
      return
    }
    for (offset, char) in zip(start..<end, text) {
      if char == UInt8(ascii: "<") {
        open(.angleBrackets, at: offset)
      } else if char == UInt8(ascii: ">"), groups[groups.count - 1].form == .angleBrackets {
        closeInnermost()
      }
    }
    // Generic arguments hold `&` (a composition), `-` (a negative value), `?`, `!` and `.`.
    let inGenerics =
      text.elementsEqual("&".utf8) || text.elementsEqual("-".utf8)
      || text.allSatisfy {
        $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "?")
          || $0 == UInt8(ascii: "!") || $0 == UInt8(ascii: ".")
      }
    if !inGenerics { closeAngleGroups() }
    lastEndsOperand =
      !spaceBefore
      && text.allSatisfy {
        $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!") || $0 == UInt8(ascii: ">")
      }
  }

  /// `#"…"#`, `##"…"##`, or `#/…/#`; `false` for a lone `#`.
  mutating func hashedLiteral() -> Bool {
    var after = index
    while byte(after) == UInt8(ascii: "#") { after += 1 }
    let hashes = after - index
    if byte(after) == UInt8(ascii: "\"") {
      index = after
      string(hashes: hashes)
      lastEndsOperand = true
      return true
    }
    if byte(after) == UInt8(ascii: "/") {
      var probe = after + 1
      while probe < bytes.count {
        if bytes[probe] == UInt8(ascii: "/"),
          (0..<hashes).allSatisfy({ byte(probe + 1 + $0) == UInt8(ascii: "#") })
        {
          openRegex(at: index, end: probe + 1 + hashes)
          index = after + 1
          return true
        }
        probe += 1
      }
    }
    return false
  }

  /// A string literal from its opening quote at `index` (after any `#`).
  mutating func string(hashes: Int) {
    let multiline =
      byte(index + 1) == UInt8(ascii: "\"") && byte(index + 2) == UInt8(ascii: "\"")
    index += multiline ? 3 : 1
    continueString(StringKind(hashes: hashes, multiline: multiline))
  }

  /// Reads a string literal's text from `index` to its end, or into an interpolation, which
  /// opens a group whose `)` comes back here. A one-line literal also ends at a line break.
  mutating func continueString(_ kind: StringKind) {
    let quote = UInt8(ascii: "\"")
    while index < bytes.count {
      let current = bytes[index]
      if current == UInt8(ascii: "\\") {
        var after = index + 1
        while after - index - 1 < kind.hashes, byte(after) == UInt8(ascii: "#") { after += 1 }
        if after - index - 1 == kind.hashes {
          if byte(after) == UInt8(ascii: "(") {
            open(.interpolations, at: index, string: kind)
            index = after + 1
            lastEndsOperand = false
            return
          }
          index = after + 1
          continue
        }
        index += 1
        continue
      }
      if current == quote {
        let quotes = kind.multiline ? 3 : 1
        if (0..<quotes).allSatisfy({ byte(index + $0) == quote }),
          (0..<kind.hashes).allSatisfy({ byte(index + quotes + $0) == UInt8(ascii: "#") })
        {
          index += quotes + kind.hashes
          return
        }
      }
      if !kind.multiline, current == 0x0A || current == 0x0D { return }
      index += 1
    }
  }

  /// Where a bare `/…/` regex literal starting at `start` would end: after the next unescaped
  /// `/` on the line. Only where an operand may start (not after one, or after a space when no
  /// space follows) and when the literal does not start with a space, as Swift's lexer rules.
  private func bareRegexEnd(from start: Int) -> Int? {
    let next = byte(start + 1)
    guard !SwiftNestingLexer.isSpace(next), next != UInt8(ascii: "/"), next != UInt8(ascii: "*"),
      !lastEndsOperand || spaceBefore
    else { return nil }
    var probe = start + 1
    while probe < bytes.count, bytes[probe] != 0x0A, bytes[probe] != 0x0D {
      if bytes[probe] == UInt8(ascii: "\\") {
        probe += 2
        continue
      }
      if bytes[probe] == UInt8(ascii: "/") { return probe + 1 }
      probe += 1
    }
    return nil
  }

  /// A possible regex literal is read as code (its nesting counts), but its closers close only
  /// groups opened inside it, and every group left open in it ends with it.
  private mutating func openRegex(at start: Int, end: Int) {
    open(.regexLiterals, at: start)
    regexEnd = end
    lastEndsOperand = false
  }

  func byte(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }
}
