/// One form of nesting that makes SwiftParser recurse: each level of it is a few stack frames
/// of the parser (2–31 KB in SwiftParser 6.3, docs/guarantees.md). ``SwiftNestingGuard``
/// counts the forms SwiftParser does not stop by itself (``isLimitedBySwiftParser``).
enum SwiftNestingForm: Int, CaseIterable, Sendable {
  // Groups: a level from its opener to its closer.
  case parentheses
  case squareBrackets
  case braces
  case angleBrackets
  case interpolations
  case conditionalBlocks
  case ternaries
  case regexLiterals
  // Chains: a level per token, until the statement or list element ends.
  case tryKeywords
  case awaitKeywords
  case prefixKeywords
  case expressionKeywords
  case arrows
  case elseBranches

  /// How the form reads in a diagnostic, with its count: "4000 `try`".
  func described(_ count: Int) -> String {
    let name: String
    switch self {
    case .parentheses: name = "parentheses"
    case .squareBrackets: name = "square brackets"
    case .braces: name = "braces"
    case .angleBrackets: name = "angle brackets"
    case .interpolations: name = "string interpolations"
    case .conditionalBlocks: name = "`#if` blocks"
    case .ternaries: name = "`?` `:` conditionals"
    case .regexLiterals: name = "regex literals"
    case .tryKeywords: name = "`try`"
    case .awaitKeywords: name = "`await`"
    case .prefixKeywords: name = "prefix keywords (`consume`, `some`, `repeat`…)"
    case .expressionKeywords: name = "`if`, `switch`, `let` or `var` keywords"
    case .arrows: name = "function arrows `->`"
    case .elseBranches: name = "`else` branches"
    }
    return "\(count) \(name)"
  }

  /// Whether SwiftParser stops the form by itself: past 256 levels of parentheses, brackets,
  /// braces, interpolations and `#if` (its `maximumNestingLevel`) it reads the rest of the file
  /// as unexpected text, so these levels are not counted against the reader's limit (they still
  /// scope chains, and interpolations have their own limit).
  var isLimitedBySwiftParser: Bool {
    switch self {
    case .parentheses, .squareBrackets, .braces, .interpolations, .conditionalBlocks: true
    default: false
    }
  }

  private static let keywordStarts = Set("tacuersiblv_".utf8)

  /// The chain form a keyword adds a level of, if it is one: a keyword SwiftParser reads by
  /// reading what follows it first (`try try try x`, `some some P`).
  static func chain(keyword: ArraySlice<UInt8>) -> SwiftNestingForm? {
    // Most words are none: only decode the few that may be.
    guard (2...9).contains(keyword.count), let first = keyword.first,
      keywordStarts.contains(first)
    else { return nil }
    return switch String(decoding: keyword, as: UTF8.self) {
    case "try": .tryKeywords
    case "await": .awaitKeywords
    case "consume", "copy", "unsafe", "each", "repeat", "some", "any", "inout", "borrowing",
      "consuming", "sending", "isolated", "__owned", "__shared", "_move", "_borrow", "_const":
      .prefixKeywords
    // `if if if a {…} {…}`, `switch switch x {…} {…}`, `case let let let x`.
    case "if", "switch", "let", "var": .expressionKeywords
    case "else": .elseBranches
    default: nil
    }
  }
}
