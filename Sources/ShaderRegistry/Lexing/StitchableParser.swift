import EffectProofBase
import LocatedJSON

/// Finds every function that carries `[[ stitchable ]]` in one Metal source, in one pass over
/// the lexer's tokens.
///
/// The attribute may be spaced in any way and may share its `[[ ]]` with other attributes;
/// line breaks and comments may fall anywhere between the attribute, the return type, the name
/// and the parameters. Functions without the attribute (helpers, templates, `static` or
/// `inline` functions, `[[ visible ]]` functions, namespaced helpers) are not stitchable.
/// A prototype followed by its definition counts once. Brackets are checked for balance across
/// the whole file; the first imbalance is reported with its position.
///
/// Object-like macros defined earlier in the file are expanded in the return type and the
/// parameters (``SignatureMacroExpansion``). A name the scanner cannot expand (a function-like
/// macro, or an identifier standing alone for a parameter, probably a macro from another file)
/// leaves the signature as written, marked ``StitchableFunction/unexpandedMacro``, with one
/// warning at the name.
struct StitchableParser {
  /// A name in a signature the scanner could not expand.
  struct UnreadMacro {
    /// The name as written.
    var name: String
    /// Where it stands.
    var position: SourcePosition
    /// Why it was not expanded, when it names a macro of the file; nil for an unknown name.
    var reason: String?
  }

  private var lexer: MetalLexer
  private var functions: [StitchableFunction] = []
  /// The index in ``functions`` of each name, so prototypes merge in constant time.
  private var indexByName: [String: Int] = [:]
  private var diagnostics: [Diagnostic] = []
  /// Open `(`, `[` and `{` with their positions, for the balance check.
  private var openBrackets: [(byte: UInt8, position: SourcePosition)] = []
  private var reportedImbalance = false
  /// Brackets nested deeper than this are reported once and no longer tracked, so a hostile
  /// file of ten million `(` costs no more memory than a normal one.
  static let maximumNesting = 10_000
  private var nestingOverflowed = false
  /// The token read ahead, if any.
  private var pending: MetalToken?
  /// The expansions of the file's macros, with the work they have done.
  private var expansion = SignatureMacroExpansion()
  /// The warning for each function whose signature uses a macro the scanner cannot expand, by
  /// name (a prototype's is replaced by its definition's).
  private var macroWarnings: [String: Diagnostic] = [:]

  init(bytes: [UInt8], file: String) {
    lexer = MetalLexer(bytes: bytes, file: file)
  }

  /// Parses the whole file.
  static func parse(
    bytes: [UInt8], file: String
  ) -> (functions: [StitchableFunction], diagnostics: [Diagnostic]) {
    var parser = StitchableParser(bytes: bytes, file: file)
    parser.run()
    let warnings = parser.functions.compactMap { parser.macroWarnings[$0.name] }
    return (parser.functions, parser.lexer.diagnostics + parser.diagnostics + warnings)
  }

  // MARK: - Driving

  private mutating func run() {
    while let token = nextToken() {
      if token.isPunctuation("["), let second = nextToken() {
        if second.isPunctuation("["), attributeListIsStitchable(opener: token) {
          declaration(after: token)
        }
      }
    }
    for open in openBrackets.prefix(1) where !reportedImbalance {
      report("'\(Character(Unicode.Scalar(open.byte)))' is never closed", at: open.position)
    }
  }

  /// The next token, with bracket balance kept.
  private mutating func nextToken() -> MetalToken? {
    let token: MetalToken?
    if let held = pending {
      pending = nil
      return held
    } else {
      token = lexer.next()
    }
    guard let token, case .punctuation(let byte) = token.kind, !nestingOverflowed else {
      return token
    }
    switch byte {
    case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
      guard openBrackets.count < Self.maximumNesting else {
        report(
          "brackets nested more than \(Self.maximumNesting) deep; the rest of the file is not checked for balance",
          at: token.position)
        nestingOverflowed = true
        reportedImbalance = true
        return token
      }
      openBrackets.append((byte, token.position))
    case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
      let opener: UInt8 =
        byte == UInt8(ascii: ")")
        ? UInt8(ascii: "(") : (byte == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{"))
      if let last = openBrackets.last, last.byte == opener {
        openBrackets.removeLast()
      } else if !reportedImbalance {
        let found = Character(Unicode.Scalar(byte))
        let detail =
          openBrackets.last.map {
            "'\(Character(Unicode.Scalar($0.byte)))' at \($0.position) is still open"
          } ?? "nothing is open"
        report(
          "unbalanced brackets: '\(found)' does not close anything (\(detail))", at: token.position)
        reportedImbalance = true
      }
    default:
      break
    }
    return token
  }

  private mutating func report(
    _ message: String, at position: SourcePosition, function: String? = nil
  ) {
    diagnostics.append(
      Diagnostic.registry(
        kind: .parseError, function: function, file: lexer.file, position: position,
        message: message))
  }

  // MARK: - Attributes

  /// Reads an attribute list after `[[` up to `]]`; true when it names `stitchable`.
  private mutating func attributeListIsStitchable(opener: MetalToken) -> Bool {
    var found = false
    var depth = 0
    while let token = nextToken() {
      if token.kind == .identifier && depth == 0 && lexer.text(of: token) == "stitchable" {
        found = true
      } else if token.isPunctuation("(") {
        depth += 1
      } else if token.isPunctuation(")") {
        depth -= 1
      } else if token.isPunctuation("]") && depth <= 0 {
        if let next = nextToken(), !next.isPunctuation("]") { pending = next }
        return found
      } else if token.isPunctuation(";") || token.isPunctuation("{") {
        pending = token
        return false
      }
    }
    return false
  }

  // MARK: - Declarations

  /// Reads `return-type name(parameters)` after a stitchable attribute, then skips the body.
  private mutating func declaration(after attribute: MetalToken) {
    var head: [MetalToken] = []
    while let token = nextToken() {
      if token.isPunctuation("(") {
        guard let nameToken = head.last, nameToken.kind == .identifier, head.count >= 2 else {
          report(
            "[[ stitchable ]] is not followed by a return type and a function name",
            at: attribute.position)
          return
        }
        var unread: UnreadMacro?
        let returnType = spell(expanded(head.dropLast(), unread: &unread)[...])
        let name = lexer.text(of: nameToken)
        guard let parameters = parameterList(opener: token, function: name, unread: &unread)
        else { return }
        let isDefinition = body()
        add(
          StitchableFunction(
            name: name, file: lexer.file, position: nameToken.position, returnType: returnType,
            parameters: parameters, isDefinition: isDefinition, unexpandedMacro: unread?.name),
          warning: unread.map { warning($0, function: name) })
        return
      }
      if token.isPunctuation(";") || token.isPunctuation("{") || token.isPunctuation("}") {
        report("[[ stitchable ]] is not followed by a function declaration", at: attribute.position)
        pending = token
        return
      }
      if token.isPunctuation("["), let next = nextToken() {
        // Another attribute list between the attribute and the name: skip it.
        if next.isPunctuation("[") {
          _ = attributeListIsStitchable(opener: token)
        } else {
          pending = next
        }
        continue
      }
      head.append(token)
    }
    report("[[ stitchable ]] at the end of the file declares nothing", at: attribute.position)
  }

  /// Reads parameters up to the matching `)`; `nil` when the file ends first. Macros are
  /// expanded as their names arrive, outside attributes and default values; the first name that
  /// cannot be expanded is kept in `unread`.
  private mutating func parameterList(
    opener: MetalToken, function: String, unread: inout UnreadMacro?
  ) -> [MetalParameter]? {
    var parameters: [MetalParameter] = []
    var current: [MetalToken] = []
    var parenDepth = 0
    var angleDepth = 0
    var attributeDepth = 0
    var inDefault = false
    var queued: [MetalToken] = []
    var queuedIndex = 0
    while true {
      let token: MetalToken
      if queuedIndex < queued.count {
        token = queued[queuedIndex]
        queuedIndex += 1
      } else {
        guard let next = nextToken() else { break }
        token = next
        if next.kind == .identifier && !inDefault && attributeDepth == 0 {
          switch expansion.expand(next, lexer: lexer) {
          case .notAMacro:
            break
          case .expanded(let tokens):
            queued = tokens
            queuedIndex = 0
            continue
          case .unexpandable(let reason):
            if unread == nil {
              unread = UnreadMacro(
                name: lexer.text(of: next), position: next.position, reason: reason)
            }
          }
        }
      }
      switch token.kind {
      case .punctuation(UInt8(ascii: "(")): parenDepth += 1
      case .punctuation(UInt8(ascii: ")")) where parenDepth == 0:
        if !current.isEmpty { finish(current, into: &parameters, unread: &unread) }
        if parameters.count == 1 && parameters[0].type == "void" && parameters[0].name.isEmpty {
          return []
        }
        return parameters
      case .punctuation(UInt8(ascii: ")")): parenDepth -= 1
      case .punctuation(UInt8(ascii: "[")): attributeDepth += 1
      case .punctuation(UInt8(ascii: "]")): attributeDepth -= 1
      case .punctuation(UInt8(ascii: "<")): angleDepth += 1
      case .punctuation(UInt8(ascii: ">")): angleDepth = max(0, angleDepth - 1)
      case .punctuation(UInt8(ascii: ","))
      where parenDepth == 0 && angleDepth == 0 && attributeDepth == 0:
        finish(current, into: &parameters, unread: &unread)
        current.removeAll()
        inDefault = false
        continue
      case .punctuation(UInt8(ascii: "=")) where attributeDepth == 0:
        inDefault = true
      case .punctuation(UInt8(ascii: "{")), .punctuation(UInt8(ascii: ";")):
        report(
          "the parameter list of '\(function)' is not closed before '\(lexer.text(of: token))'",
          at: opener.position, function: function)
        pending = token
        reportedImbalance = true
        return nil
      default: break
      }
      if attributeDepth == 0 && !token.isPunctuation("]") { current.append(token) }
    }
    if !reportedImbalance {
      report(
        "the parameter list of '\(function)' is never closed", at: opener.position,
        function: function)
      reportedImbalance = true
    }
    return nil
  }

  /// Adds the parameter `tokens` make. Before its default value, an identifier standing alone
  /// (`COLOR_EFFECT_ARGS`, not a type the scanner knows) or one followed by `(` (`ARGS(x)`)
  /// names no macro of this file, so it is probably one from another file: the first is kept in
  /// `unread`.
  private func finish(
    _ tokens: [MetalToken], into parameters: inout [MetalParameter], unread: inout UnreadMacro?
  ) {
    let parameter = parameter(tokens)
    parameters.append(parameter)
    guard unread == nil else { return }
    let declaration = tokens.prefix { !$0.isPunctuation("=") }
    let mayStandAlone = declaration.count == 1 && parameter.kind == .other
    for (index, token) in declaration.enumerated() where token.kind == .identifier {
      let isCall = declaration.dropFirst(index + 1).first?.isPunctuation("(") == true
      guard isCall || mayStandAlone else { continue }
      let text = lexer.text(of: token)
      guard lexer.macros[text] == nil else { continue }
      if isCall || (text != "void" && !Self.qualifiers.contains(text)) {
        unread = UnreadMacro(name: text, position: token.position, reason: nil)
        return
      }
    }
  }

  /// One parameter from its tokens. The last identifier is the name when a type precedes it;
  /// `const float` (qualifiers and a type, no name) is an unnamed parameter. A default value
  /// (`float windSize = 0.2`) is kept apart from the type.
  private func parameter(_ allTokens: [MetalToken]) -> MetalParameter {
    if let equals = allTokens.firstIndex(where: { $0.isPunctuation("=") }) {
      var parameter = parameter(Array(allTokens[..<equals]))
      if let first = allTokens.dropFirst(equals + 1).first, let last = allTokens.last {
        parameter.defaultValue = lexer.text(from: first, through: last)
      }
      return parameter
    }
    let tokens = allTokens
    let position = tokens.first?.position ?? .start
    let head = tokens.dropLast()
    let hasType = head.contains { token in
      token.kind != .identifier || !Self.qualifiers.contains(lexer.text(of: token))
    }
    guard let last = tokens.last, last.kind == .identifier, hasType,
      head.last?.kind != .scope
    else {
      return MetalParameter(type: spell(tokens[...]), name: "", position: position)
    }
    return MetalParameter(
      type: spell(head), name: lexer.text(of: last), position: position)
  }

  /// Address-space and cv qualifiers, which are never a parameter's type on their own.
  static let qualifiers: Set<String> = [
    "const", "device", "constant", "thread", "threadgroup", "volatile", "restrict",
  ]

  /// After `)`: `;` ends a prototype, `{` starts a body that is skipped by counting its own
  /// braces (so a bracket imbalance inside the body cannot swallow the rest of the file).
  /// True for a definition.
  private mutating func body() -> Bool {
    while let token = nextToken() {
      if token.isPunctuation(";") { return false }
      if token.isPunctuation("{") {
        var depth = 1
        while let inner = nextToken() {
          if inner.isPunctuation("{") {
            depth += 1
          } else if inner.isPunctuation("}") {
            depth -= 1
            if depth == 0 { return true }
          }
        }
        return true
      }
    }
    return false
  }

  private mutating func add(_ function: StitchableFunction, warning: Diagnostic?) {
    if let index = indexByName[function.name] {
      // A prototype and its definition (or a repeated prototype) count once; keep the body's line.
      if function.isDefinition && !functions[index].isDefinition {
        functions[index] = function
        macroWarnings[function.name] = warning
      }
      return
    }
    indexByName[function.name] = functions.count
    functions.append(function)
    macroWarnings[function.name] = warning
  }

  // MARK: - Macros

  /// `tokens` with each macro name replaced by its expansion; the first name that cannot be
  /// expanded stays as written and is kept in `unread`.
  private mutating func expanded(_ tokens: ArraySlice<MetalToken>, unread: inout UnreadMacro?)
    -> [MetalToken]
  {
    var result: [MetalToken] = []
    for token in tokens {
      switch expansion.expand(token, lexer: lexer) {
      case .notAMacro:
        result.append(token)
      case .expanded(let replacement):
        result += replacement
      case .unexpandable(let reason):
        if unread == nil {
          unread = UnreadMacro(
            name: lexer.text(of: token), position: token.position, reason: reason)
        }
        result.append(token)
      }
    }
    return result
  }

  /// The warning for a signature read with a name the scanner cannot expand. A warning, not an
  /// error: the source may well be right; the scanner only cannot tell.
  private func warning(_ unread: UnreadMacro, function: String) -> Diagnostic {
    let why = unread.reason ?? "a macro from another file?"
    return Diagnostic.registry(
      severity: .warning, kind: .parseError, function: function, file: lexer.file,
      position: unread.position,
      message:
        "\(function)'s signature uses \(unread.name), which the scanner cannot expand (\(why)); its parameters are read as written, and its usage and arguments are not checked"
    )
  }

  // MARK: - Spelling

  /// Tokens joined canonically: `device const float *`, `texture2d<half, access::sample>`.
  private func spell(_ tokens: ArraySlice<MetalToken>) -> String {
    var text = ""
    var previous: MetalToken?
    for token in tokens {
      let piece = lexer.text(of: token)
      if let previous, needsSpace(between: previous, and: token) { text += " " }
      text += piece
      previous = token
    }
    return text
  }

  private func needsSpace(between left: MetalToken, and right: MetalToken) -> Bool {
    if left.kind == .scope || right.kind == .scope { return false }
    if left.isPunctuation("<") || right.isPunctuation("<") || right.isPunctuation(">") {
      return false
    }
    if right.isPunctuation(",") { return false }
    if left.isPunctuation("*") || left.isPunctuation("&") { return right.kind == .identifier }
    return true
  }
}
