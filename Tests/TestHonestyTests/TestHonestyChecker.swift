import Foundation

/// One place in a test source that breaks a test-honesty rule.
struct HonestyFinding: Equatable, CustomStringConvertible {
  /// The rules, each named in the finding's text.
  enum Rule: String {
    /// A `withKnownIssue` whose comment just above names no platform bug it tracks.
    case untrackedKnownIssue = "withKnownIssue without a tracking comment"
    /// An expectation whose two sides are both literals (or literal arithmetic).
    case literalComparison = "expectation compares two literals"
    /// A skip (`.enabled(if:)`, `.disabled()`, `XCTSkip…`) that gives no reason.
    case silentSkip = "skip without a reason"
  }

  /// The file, as given to the checker.
  var path: String
  /// The 1-based line.
  var line: Int
  /// Which rule.
  var rule: Rule
  /// The code found there, trimmed.
  var code: String

  var description: String { "\(path):\(line): \(rule.rawValue): \(code)" }
}

/// A plain-text check of test sources for three ways a test can pass without checking
/// anything: a `withKnownIssue` nobody tracks, an `#expect` or `XCTAssert…` that compares
/// literals (it never calls the code under test), and a skip that says nothing.
///
/// It reads Swift text, not a syntax tree: comments are taken out and string literals reduced
/// to a placeholder first, so a fixture inside a string is not itself a finding.
enum TestHonestyChecker {
  /// A comment that tracks a bug names it: an issue or pull-request URL, `rdar://N`, `FBN`,
  /// `SR-N`, or `owner/repo#N`.
  static let bugReference =
    #"(https?://\S+/(issues|pull)/\d+|rdar://\d+|\bFB\d{5,}\b|\bSR-\d+\b|\b[\w.-]+/[\w.-]+#\d+\b)"#

  /// Identifiers that may appear in a literal expression: the standard library's pure
  /// functions and constants, conversions and labels. Anything else (a type under test, a
  /// local that holds its result, `Self`) makes the side a real value.
  static let constantWords: Set<String> = [
    "abs", "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "exp",
    "exp2", "expm1", "log", "log2", "log10", "log1p", "pow", "sqrt", "squareRoot", "cbrt",
    "hypot", "min", "max", "floor", "ceil", "round", "trunc", "pi", "Double", "Float",
    "Float16", "Float80", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
    "UInt32", "UInt64", "CGFloat", "true", "false", "nan", "infinity", "ulpOfOne", "ulp",
    "greatestFiniteMagnitude", "leastNonzeroMagnitude", "leastNormalMagnitude", "rounded",
    "up", "down", "towardZero", "awayFromZero", "toNearestOrEven", "toNearestOrAwayFromZero",
    "truncatingRemainder", "remainder", "dividingBy", "nextUp", "nextDown", "magnitude",
    "count", "isEmpty",
  ]

  /// The words among ``constantWords`` that are values themselves, as literals are, when
  /// written as members (`.pi`, `Double.nan`; a local named `nan` is not one).
  static let constantValues: Set<String> = [
    "pi", "true", "false", "nan", "infinity", "ulpOfOne", "greatestFiniteMagnitude",
    "leastNonzeroMagnitude", "leastNormalMagnitude",
  ]

  /// Calls whose first argument is a condition.
  static let conditionCalls = [
    "#expect", "#require", "XCTAssert", "XCTAssertTrue", "XCTAssertFalse",
  ]
  /// Calls whose first two arguments are compared.
  static let pairCalls = [
    "XCTAssertEqual", "XCTAssertNotEqual", "XCTAssertLessThan", "XCTAssertLessThanOrEqual",
    "XCTAssertGreaterThan", "XCTAssertGreaterThanOrEqual", "XCTAssertIdentical",
  ]
  /// Comparison operators, spaced as swift-format spaces binary operators (so `SIMD2<Double>`
  /// is not a comparison).
  static let comparisons = [" == ", " != ", " === ", " !== ", " <= ", " >= ", " < ", " > "]

  /// The findings in one file's text.
  static func check(source: String, path: String) -> [HonestyFinding] {
    let lexed = Lexed(source)
    var findings: [HonestyFinding] = []
    findings += knownIssues(lexed, path: path)
    findings += literalComparisons(lexed, path: path)
    findings += silentSkips(lexed, path: path)
    return findings.sorted { ($0.line, $0.rule.rawValue) < ($1.line, $1.rule.rawValue) }
  }

  /// The findings in every `.swift` file under `folder`, with paths relative to `root`.
  static func check(folder: String, root: String) throws -> (files: Int, [HonestyFinding]) {
    let manager = FileManager.default
    guard let walker = manager.enumerator(atPath: folder) else {
      throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: folder])
    }
    var files = 0
    var findings: [HonestyFinding] = []
    for case let relative as String in walker where relative.hasSuffix(".swift") {
      let full = folder + "/" + relative
      let text = try String(contentsOfFile: full, encoding: .utf8)
      files += 1
      let shown = full.hasPrefix(root + "/") ? String(full.dropFirst(root.count + 1)) : full
      findings += check(source: text, path: shown)
    }
    return (files, findings.sorted { ($0.path, $0.line) < ($1.path, $1.line) })
  }

  // MARK: - Rules

  static func knownIssues(_ lexed: Lexed, path: String) -> [HonestyFinding] {
    var findings: [HonestyFinding] = []
    for (index, code) in lexed.code.enumerated() where contains(word: "withKnownIssue", in: code) {
      // The comment block just above (contiguous comment-only lines), and one on the line.
      var comment = lexed.comments[index]
      var above = index - 1
      while above >= 0, lexed.code[above].allSatisfy(\.isWhitespace),
        !lexed.comments[above].isEmpty
      {
        comment = lexed.comments[above] + " " + comment
        above -= 1
      }
      if comment.range(of: bugReference, options: .regularExpression) == nil {
        findings.append(
          HonestyFinding(
            path: path, line: index + 1, rule: .untrackedKnownIssue, code: trimmed(code))
        )
      }
    }
    return findings
  }

  static func literalComparisons(_ lexed: Lexed, path: String) -> [HonestyFinding] {
    let constants = literalConstants(lexed)
    var findings: [HonestyFinding] = []
    for call in calls(named: conditionCalls + pairCalls, in: lexed) {
      let arguments = split(call.arguments, at: [","])
      guard let first = arguments.first else { continue }
      let flagged: Bool
      if pairCalls.contains(call.name) {
        flagged =
          arguments.count >= 2
          && isLiteral(first, constants) && isLiteral(arguments[1], constants)
      } else {
        flagged = split(first, at: ["&&", "||"]).contains { conjunct in
          let sides = split(unwrapped(conjunct), at: comparisons)
          return sides.count == 2
            ? sides.allSatisfy { isLiteral($0, constants) }
            : ["true", "false"].contains(trimmed(unwrapped(conjunct)))
        }
      }
      if flagged {
        findings.append(
          HonestyFinding(
            path: path, line: call.line, rule: .literalComparison,
            code: trimmed(lexed.code[call.line - 1])))
      }
    }
    return findings
  }

  static func silentSkips(_ lexed: Lexed, path: String) -> [HonestyFinding] {
    var findings: [HonestyFinding] = []
    let traits = calls(named: [".enabled", ".disabled"], in: lexed)
    for call in traits {
      let arguments = split(call.arguments, at: [","]).filter { !trimmed($0).isEmpty }
      let needed = call.name == ".enabled" ? 2 : 1
      if arguments.count < needed {
        findings.append(
          HonestyFinding(
            path: path, line: call.line, rule: .silentSkip, code: trimmed(lexed.code[call.line - 1])
          ))
      }
    }
    for call in calls(named: ["XCTSkip", "XCTSkipIf", "XCTSkipUnless"], in: lexed) {
      let arguments = split(call.arguments, at: [","]).filter { !trimmed($0).isEmpty }
      let needed = call.name == "XCTSkip" ? 1 : 2
      if arguments.count < needed {
        findings.append(
          HonestyFinding(
            path: path, line: call.line, rule: .silentSkip, code: trimmed(lexed.code[call.line - 1])
          ))
      }
    }
    return findings
  }

  // MARK: - Literal expressions

  /// Names bound once by `let name = <literal expression>` in the file, and never otherwise.
  static func literalConstants(_ lexed: Lexed) -> Set<String> {
    let pattern = #"\blet\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?::\s*[A-Za-z0-9_<>.]+\s*)?=\s*(.+)$"#
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
    var literal: Set<String> = []
    var other: Set<String> = []
    for line in lexed.code {
      let range = NSRange(line.startIndex..., in: line)
      guard let match = regex.firstMatch(in: line, range: range),
        let name = Range(match.range(at: 1), in: line),
        let value = Range(match.range(at: 2), in: line)
      else { continue }
      let expression = String(line[value])
      if isLiteral(expression, []) {
        literal.insert(String(line[name]))
      } else {
        other.insert(String(line[name]))
      }
    }
    return literal.subtracting(other)
  }

  /// Whether `expression` is made of literals, the standard library's pure functions and
  /// `constants` alone, with at least one literal.
  static func isLiteral(_ expression: String, _ constants: Set<String>) -> Bool {
    var sawLiteral = false
    var index = expression.startIndex
    while index < expression.endIndex {
      let character = expression[index]
      if character == "\"" {
        // A placeholder string literal: "".
        sawLiteral = true
        index = expression.index(after: index)
      } else if character.isNumber {
        sawLiteral = true
        // The rest of the numeric literal: digits, hex digits, `_`, `.`, exponents.
        var end = expression.index(after: index)
        while end < expression.endIndex {
          let next = expression[end]
          let isExponentSign =
            (next == "-" || next == "+")
            && "eEpP".contains(expression[expression.index(before: end)])
          guard
            next.isHexDigit || next == "_" || next == "." || next == "x" || next == "p"
              || isExponentSign
          else { break }
          // `1.rounded()`-style member access: stop before a `.` followed by a letter.
          if next == ".",
            let after = expression.index(end, offsetBy: 1, limitedBy: expression.endIndex),
            after < expression.endIndex, expression[after].isLetter
          {
            break
          }
          end = expression.index(after: end)
        }
        index = end
      } else if character.isLetter || character == "_" || character == "$" {
        var end = expression.index(after: index)
        while end < expression.endIndex,
          expression[end].isLetter || expression[end].isNumber || expression[end] == "_"
        {
          end = expression.index(after: end)
        }
        let word = String(expression[index..<end])
        let isMember =
          index > expression.startIndex && expression[expression.index(before: index)] == "."
        if constants.contains(word) || word == "true" || word == "false" {
          sawLiteral = true
        } else if constantValues.contains(word) {
          guard isMember else { return false }
          sawLiteral = true
        } else if !constantWords.contains(word) {
          return false
        }
        index = end
      } else if "{}[];#@\\".contains(character) {
        return false
      } else {
        index = expression.index(after: index)
      }
    }
    return sawLiteral
  }

  // MARK: - Calls and splitting

  /// A call found in the code: its name, first line and the text between its parentheses.
  struct Call {
    var name: String
    var line: Int
    var arguments: String
  }

  /// Every call of one of `names` (followed directly by `(`), across lines.
  static func calls(named names: [String], in lexed: Lexed) -> [Call] {
    let text = lexed.code.joined(separator: "\n")
    let characters = Array(text)
    let spelled = names.map { Array($0) }
    let firsts = Set(spelled.compactMap(\.first))
    var found: [Call] = []
    var line = 1
    var index = 0
    while index < characters.count {
      if characters[index] == "\n" {
        line += 1
        index += 1
        continue
      }
      guard firsts.contains(characters[index]) else {
        index += 1
        continue
      }
      let previous: Character = index > 0 ? characters[index - 1] : " "
      let boundary = !(previous.isLetter || previous.isNumber || previous == "_")
      if boundary,
        let name = spelled.first(where: { name in
          let end = index + name.count
          return end < characters.count && characters[index..<end].elementsEqual(name)
            && characters[end] == "("
        }).map({ String($0) })
      {
        var depth = 0
        var end = index + name.count
        repeat {
          if characters[end] == "(" { depth += 1 }
          if characters[end] == ")" { depth -= 1 }
          end += 1
        } while depth > 0 && end < characters.count
        let arguments = String(
          characters[(index + name.count + 1)..<max(end - 1, index + name.count + 1)])
        found.append(Call(name: name, line: line, arguments: arguments))
        index += name.count
        continue
      }
      index += 1
    }
    return found
  }

  /// `text` split at any of `separators` outside parentheses, brackets and braces.
  static func split(_ text: String, at separators: [String]) -> [String] {
    let characters = Array(text)
    let patterns = separators.map(Array.init)
    var parts: [String] = []
    var depth = 0
    var start = 0
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if "([{".contains(character) { depth += 1 }
      if ")]}".contains(character) { depth -= 1 }
      if depth == 0,
        let pattern = patterns.first(where: { pattern in
          index + pattern.count <= characters.count
            && Array(characters[index..<(index + pattern.count)]) == pattern
        })
      {
        parts.append(String(characters[start..<index]))
        index += pattern.count
        start = index
        continue
      }
      index += 1
    }
    parts.append(String(characters[start..<characters.count]))
    return parts
  }

  /// `text` without a leading `!` and without parentheses around the whole of it.
  static func unwrapped(_ text: String) -> String {
    var current = trimmed(text)
    while true {
      if current.hasPrefix("!") {
        current = trimmed(String(current.dropFirst()))
        continue
      }
      if current.hasPrefix("("), current.hasSuffix(")"),
        split(String(current.dropFirst().dropLast()), at: [")"]).count == 1
      {
        current = trimmed(String(current.dropFirst().dropLast()))
        continue
      }
      return current
    }
  }

  static func trimmed(_ text: String) -> String {
    text.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  static func contains(word: String, in text: String) -> Bool {
    text.contains(word)
      && text.range(of: #"\b"# + word + #"\b"#, options: .regularExpression) != nil
  }
}

/// A Swift source split into lines of code (comments removed, each string literal reduced to
/// `""`, or to `$string` when it interpolates) and the comment text of each line.
struct Lexed {
  /// The code of each line.
  var code: [String] = []
  /// The comment text of each line (empty when it has none).
  var comments: [String] = []

  init(_ source: String) {
    enum State {
      case code, lineComment, blockComment(depth: Int), string(hashes: Int, multiline: Bool)
    }
    var state = State.code
    var codeLine = ""
    var commentLine = ""
    var interpolates = false
    var interpolationDepth = 0
    let characters = Array(source)
    var index = 0
    func peek(_ offset: Int) -> Character? {
      index + offset < characters.count ? characters[index + offset] : nil
    }
    func endLine() {
      code.append(codeLine)
      comments.append(commentLine)
      codeLine = ""
      commentLine = ""
    }
    while index < characters.count {
      let character = characters[index]
      switch state {
      case .code:
        if character == "\n" {
          endLine()
        } else if character == "/", peek(1) == "/" {
          state = .lineComment
          index += 1
        } else if character == "/", peek(1) == "*" {
          state = .blockComment(depth: 1)
          index += 1
        } else if character == "#" || character == "\"" {
          // A string literal: `#`s, then `"` or `"""`.
          var hashes = 0
          while peek(hashes) == "#" { hashes += 1 }
          if peek(hashes) == "\"" {
            let multiline = peek(hashes + 1) == "\"" && peek(hashes + 2) == "\""
            index += hashes + (multiline ? 3 : 1)
            state = .string(hashes: hashes, multiline: multiline)
            interpolates = false
            continue
          }
          codeLine.append(character)
        } else {
          codeLine.append(character)
        }
      case .lineComment:
        if character == "\n" {
          state = .code
          endLine()
        } else {
          commentLine.append(character)
        }
      case .blockComment(let depth):
        if character == "\n" {
          endLine()
        } else if character == "*", peek(1) == "/" {
          state = depth == 1 ? .code : .blockComment(depth: depth - 1)
          index += 1
        } else if character == "/", peek(1) == "*" {
          state = .blockComment(depth: depth + 1)
          index += 1
        } else {
          commentLine.append(character)
        }
      case .string(let hashes, let multiline):
        let terminator =
          String(repeating: "\"", count: multiline ? 3 : 1)
          + String(repeating: "#", count: hashes)
        let escape = "\\" + String(repeating: "#", count: hashes)
        if interpolationDepth > 0 {
          // Inside `\( … )`: count parentheses; nested strings are rare enough to skip.
          if character == "(" { interpolationDepth += 1 }
          if character == ")" { interpolationDepth -= 1 }
          if character == "\n" { endLine() }
        } else if characters[index..<min(index + escape.count, characters.count)]
          .elementsEqual(escape)
        {
          if peek(escape.count) == "(" {
            interpolates = true
            interpolationDepth = 1
            index += escape.count + 1
            continue
          }
          index += escape.count + 1
          continue
        } else if characters[index..<min(index + terminator.count, characters.count)]
          .elementsEqual(terminator)
        {
          codeLine += interpolates ? "$string" : "\"\""
          index += terminator.count
          state = .code
          continue
        } else if character == "\n" {
          endLine()
        }
      }
      index += 1
    }
    endLine()
  }
}
