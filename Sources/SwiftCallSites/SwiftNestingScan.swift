/// The lexical walk behind ``SwiftNestingGuard``: one pass over a file's bytes that keeps a
/// stack of open groups and, per group, the chain of tokens that nest without a closer, and so
/// an upper bound of how deep SwiftParser will recurse at each token.
///
/// It is built to count too much rather than too little: a closer only closes a group of its own
/// kind, a chain is reset only where SwiftParser's recursion for it has surely ended (`,` or `;`
/// in the same group, a line that starts a new statement, `}` not followed by `else`), and text
/// that may be a regex literal is counted as code, with its closers kept inside it.
struct SwiftNestingScan {
  /// An open group and the chains written in it since they were last reset.
  struct Group {
    var form: SwiftNestingForm?
    var offset: Int
    /// For an interpolation: how its string literal goes on after the `)`.
    var string: StringKind?
    var chains = ChainCounts()
  }

  /// How many levels of each chain form a group holds.
  struct ChainCounts {
    var tries = 0
    var awaits = 0
    var prefixes = 0
    var keywords = 0
    var arrows = 0
    var elses = 0

    /// The count of a chain form (0 for a group form).
    subscript(form: SwiftNestingForm) -> Int {
      get {
        switch form {
        case .tryKeywords: tries
        case .awaitKeywords: awaits
        case .prefixKeywords: prefixes
        case .expressionKeywords: keywords
        case .arrows: arrows
        case .elseBranches: elses
        default: 0
        }
      }
      set {
        switch form {
        case .tryKeywords: tries = newValue
        case .awaitKeywords: awaits = newValue
        case .prefixKeywords: prefixes = newValue
        case .expressionKeywords: keywords = newValue
        case .arrows: arrows = newValue
        case .elseBranches: elses = newValue
        default: break
        }
      }
    }
  }

  /// How a string literal is delimited.
  struct StringKind {
    var hashes: Int
    var multiline: Bool
  }

  let bytes: [UInt8]
  var groups: [Group] = [Group(form: nil, offset: 0)]
  /// Levels open now, per ``SwiftNestingForm``.
  private(set) var counts = [Int](repeating: 0, count: SwiftNestingForm.allCases.count)
  private(set) var depth = 0
  private(set) var interpolationDepth = 0
  /// The first place past a limit: its offset, and the counts there.
  private(set) var deepest: (offset: Int, counts: [Int], interpolationDepth: Int)?
  private let limit: Int
  private let interpolationLimit: Int
  var index = 0
  /// Whether the last token ends an operand (a name, a literal, a closer), so a line after it
  /// that starts with a name starts a new statement.
  var lastEndsOperand = false
  /// Where the open regex literal ends, if one is open.
  var regexEnd: Int?
  private var lastWasCloseBrace = false
  private var lastWasElse = false
  private var newlineBefore = false
  var spaceBefore = true

  init(bytes: [UInt8], limit: Int, interpolationLimit: Int) {
    self.bytes = bytes
    self.limit = limit
    self.interpolationLimit = interpolationLimit
  }

  // MARK: - Levels

  private mutating func check(_ offset: Int) {
    guard deepest == nil, depth > limit || interpolationDepth > interpolationLimit else { return }
    deepest = (offset, counts, interpolationDepth)
  }

  mutating func open(_ form: SwiftNestingForm, at offset: Int, string: StringKind? = nil) {
    groups.append(Group(form: form, offset: offset, string: string))
    if form == .interpolations { interpolationDepth += 1 }
    if !form.isLimitedBySwiftParser {
      counts[form.rawValue] += 1
      depth += 1
    }
    check(offset)
  }

  mutating func chain(_ form: SwiftNestingForm, at offset: Int) {
    groups[groups.count - 1].chains[form] += 1
    counts[form.rawValue] += 1
    depth += 1
    check(offset)
  }

  /// Ends the chains of the innermost group; `else` branches only when `elseToo`.
  private mutating func resetChains(elseToo: Bool) {
    let top = groups.count - 1
    let chains = groups[top].chains
    let elses = elseToo ? chains.elses : 0
    let sum =
      chains.tries + chains.awaits + chains.prefixes + chains.keywords + chains.arrows + elses
    guard sum > 0 else { return }
    counts[SwiftNestingForm.tryKeywords.rawValue] -= chains.tries
    counts[SwiftNestingForm.awaitKeywords.rawValue] -= chains.awaits
    counts[SwiftNestingForm.prefixKeywords.rawValue] -= chains.prefixes
    counts[SwiftNestingForm.expressionKeywords.rawValue] -= chains.keywords
    counts[SwiftNestingForm.arrows.rawValue] -= chains.arrows
    counts[SwiftNestingForm.elseBranches.rawValue] -= elses
    depth -= sum
    groups[top].chains = ChainCounts(elses: chains.elses - elses)
  }

  mutating func closeInnermost() {
    resetChains(elseToo: true)
    if let form = groups[groups.count - 1].form {
      if form == .interpolations { interpolationDepth -= 1 }
      if !form.isLimitedBySwiftParser {
        counts[form.rawValue] -= 1
        depth -= 1
      }
    }
    groups.removeLast()
  }

  /// Closes the `<` and `?` groups on top: what follows cannot be inside them.
  private mutating func closeLooseGroups() {
    while groups.count > 1,
      let form = groups[groups.count - 1].form, form == .angleBrackets || form == .ternaries
    {
      closeInnermost()
    }
  }

  /// Closes the `<` groups on top: an operator that cannot be in generic arguments follows.
  mutating func closeAngleGroups() {
    while groups.count > 1, groups[groups.count - 1].form == .angleBrackets { closeInnermost() }
  }

  /// Closes the `<` and `?` groups on top (a closer ends them), then the innermost group if it
  /// is one of `forms`; returns the group closed. Nothing outside a regex literal closes inside
  /// it.
  private mutating func close(_ forms: Set<SwiftNestingForm>) -> Group? {
    closeLooseGroups()
    let top = groups[groups.count - 1]
    guard let form = top.form, forms.contains(form) else { return nil }
    closeInnermost()
    return top
  }

  private static let parenthesisForms: Set<SwiftNestingForm> = [.parentheses, .interpolations]
  private static let bracketForms: Set<SwiftNestingForm> = [.squareBrackets]
  private static let braceForms: Set<SwiftNestingForm> = [.braces]
  private static let conditionalForms: Set<SwiftNestingForm> = [.conditionalBlocks]

  // MARK: - The walk

  /// Walks the whole file, stopping at the first place past a limit.
  mutating func run() {
    while index < bytes.count, deepest == nil {
      if let end = regexEnd, index >= end {
        // The regex literal ends, and every group opened in it with it.
        while groups.count > 1, groups[groups.count - 1].form != .regexLiterals {
          closeInnermost()
        }
        closeInnermost()
        regexEnd = nil
        lastEndsOperand = true
        continue
      }
      step()
    }
  }

  /// Whether the walk is inside a possible regex literal (there is at most one).
  var inRegex: Bool { regexEnd != nil }

  private mutating func step() {
    let current = bytes[index]
    switch current {
    case 0x20, 0x09, 0x0B, 0x0C, 0x00:
      spaceBefore = true
      index += 1
      return
    case 0x0A, 0x0D:
      spaceBefore = true
      newlineBefore = true
      index += 1
      return
    case UInt8(ascii: "/") where !inRegex && byte(index + 1) == UInt8(ascii: "/"):
      while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
      return
    case UInt8(ascii: "/") where !inRegex && byte(index + 1) == UInt8(ascii: "*"):
      skipBlockComment()
      spaceBefore = true
      return
    default:
      break
    }
    let start = index
    let word = SwiftNestingLexer.word(bytes, at: index)
    beforeToken(start: start, word: word)
    if !word.isEmpty {
      index = word.upperBound
      identifier(bytes[word], at: start)
    } else {
      punctuation(current, at: start)
    }
    spaceBefore = false
    newlineBefore = false
  }

  /// Before each token: the end of a statement at a line break, and the end of an `else` chain
  /// at a `}` not followed by `else`.
  private mutating func beforeToken(start: Int, word: Range<Int>) {
    let isElse = SwiftNestingLexer.isWord(bytes, word, "else")
    if lastWasCloseBrace, !isElse {
      let elses = groups[groups.count - 1].chains.elses
      groups[groups.count - 1].chains.elses = 0
      counts[SwiftNestingForm.elseBranches.rawValue] -= elses
      depth -= elses
    }
    lastWasCloseBrace = false
    if newlineBefore, lastEndsOperand, !word.isEmpty || bytes[start] == UInt8(ascii: "\""),
      !SwiftNestingLexer.continuesAfterLineBreak(bytes, word)
    {
      closeLooseGroups()
      resetChains(elseToo: false)
    }
  }

  private mutating func identifier(_ word: ArraySlice<UInt8>, at start: Int) {
    if word.first == UInt8(ascii: "#") {
      let name = word.dropFirst()
      if name.elementsEqual("if".utf8) {
        open(.conditionalBlocks, at: start)
      } else if name.elementsEqual("endif".utf8) {
        _ = close(Self.conditionalForms)
      }
      lastEndsOperand = !name.elementsEqual("if".utf8) && !name.elementsEqual("elseif".utf8)
      return
    }
    let form = SwiftNestingForm.chain(keyword: word)
    // The `if` of an `else if` is the `else` branch's level.
    let elseIf = lastWasElse && word.elementsEqual("if".utf8)
    if let form, !elseIf { chain(form, at: start) }
    lastEndsOperand = form == nil
    lastWasElse = form == .elseBranches
  }

  private mutating func punctuation(_ current: UInt8, at start: Int) {
    lastWasElse = false
    switch current {
    case UInt8(ascii: "("): open(.parentheses, at: start)
    case UInt8(ascii: "["): open(.squareBrackets, at: start)
    case UInt8(ascii: "{"):
      closeLooseGroups()
      open(.braces, at: start)
    case UInt8(ascii: ")"):
      if let group = close(Self.parenthesisForms), let string = group.string {
        index += 1
        continueString(string)
        lastEndsOperand = true
        return
      }
    case UInt8(ascii: "]"): _ = close(Self.bracketForms)
    case UInt8(ascii: "}"):
      _ = close(Self.braceForms)
      lastWasCloseBrace = true
    case UInt8(ascii: ","):
      resetChains(elseToo: false)
    case UInt8(ascii: ";"):
      closeLooseGroups()
      resetChains(elseToo: false)
    case UInt8(ascii: ":"):
      closeAngleGroups()
      if groups[groups.count - 1].form == .ternaries { closeInnermost() }
    case UInt8(ascii: "\"") where !inRegex:
      string(hashes: 0)
      lastEndsOperand = true
      return
    case UInt8(ascii: "#") where !inRegex:
      if hashedLiteral() { return }
    case UInt8(ascii: "\\"):
      // An escape in a regex literal, or a key path: the next byte is not a closer.
      index += 1
      if index < bytes.count, SwiftNestingLexer.isCloser(bytes[index]) { index += 1 }
      lastEndsOperand = false
      return
    default:
      if SwiftNestingLexer.isOperator(current) {
        operatorToken(at: start)
        return
      }
    }
    index += 1
    lastEndsOperand = SwiftNestingLexer.isCloser(current)
  }

  private mutating func skipBlockComment() {
    var nesting = 0
    repeat {
      if byte(index) == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "*") {
        nesting += 1
        index += 2
      } else if byte(index) == UInt8(ascii: "*"), byte(index + 1) == UInt8(ascii: "/") {
        nesting -= 1
        index += 2
      } else {
        index += 1
      }
    } while index < bytes.count && nesting > 0
  }
}
