import EffectProofBase

/// The line-by-line state of one read: the lines, the next line, and the module so far.
struct IRModuleReader {
  /// The text's lines, line ends removed.
  let lines: [Substring]
  /// The bounds.
  let limits: IRReadLimits
  /// The index of the next line.
  var next = 0
  /// The module read so far.
  var module = IRModule()

  /// A reader over lines.
  init(lines: [Substring], limits: IRReadLimits) {
    self.lines = lines
    self.limits = limits
  }

  /// The position just past the end of line `number` (1-based).
  func end(of number: Int) -> SourcePosition {
    let index = min(max(number - 1, 0), max(lines.count - 1, 0))
    return SourcePosition(
      line: number, column: (lines.isEmpty ? 0 : lines[index].unicodeScalars.count) + 1)
  }

  /// The next line with tokens, as a parser, or `nil` at the end of the text.
  mutating func nextStatement() throws(IRReadError) -> (parser: IRLineParser, text: Substring)? {
    while next < lines.count {
      let number = next + 1
      let text = lines[next]
      next += 1
      let tokens = try IRLexer.tokens(line: number, text: text)
      if tokens.isEmpty { continue }
      let parser = IRLineParser(
        tokens: tokens.map { ($0, number) }, end: end(of: number),
        maximumDepth: limits.maximumDepth)
      return (parser, text)
    }
    return nil
  }

  /// Reads every statement.
  mutating func read() throws(IRReadError) -> IRModule {
    while let (statement, text) = try nextStatement() {
      var parser = statement
      switch parser.peek() {
      case .word("source_filename"):
        module.sourceFileName = try stringSetting(&parser)
      case .word("target"):
        parser.index += 1
        let which = try parser.word("'triple' or 'datalayout'")
        let value = try stringSetting(&parser)
        switch which {
        case "triple": module.targetTriple = value
        case "datalayout": module.dataLayout = value
        default: throw IRReadError("unknown target setting '\(which)'", at: statement.position)
        }
      case .word("define"):
        var function = try parser.functionHeader(isDefinition: true)
        function.blocks = try body(of: function)
        module.functions.append(function)
      case .word("declare"):
        module.functions.append(try parser.functionHeader(isDefinition: false))
      case .word("attributes"):
        parser.index += 1
        guard case .attributeGroup(let number) = parser.advance() else {
          throw parser.expected("an attribute group")
        }
        try parser.expect("=")
        let contents = text.drop { $0 != "{" }.dropFirst().trimmingSpaces
        module.attributeGroups[number] = String(
          (contents.hasSuffix("}") ? contents.dropLast() : contents).trimmingSpaces)
      case .global:
        let global = try parser.globalVariable()
        module.globals.append(global)
      case .local:
        let (name, type) = try parser.namedType()
        if let type { module.namedTypes[name] = type }
      case .metadataName(let name):
        parser.index += 1
        try parser.expect("=")
        if let number = Int(name) {
          module.metadata[number] = try parser.metadataNode()
        }
      case .comdat:
        continue
      default:
        throw parser.expected("a top-level statement")
      }
    }
    return module
  }

  /// `= "text"` after a setting's words.
  func stringSetting(_ parser: inout IRLineParser) throws(IRReadError) -> String {
    if case .word = parser.peek(), parser.isPunctuation("=", 1) { parser.index += 1 }
    try parser.expect("=")
    guard case .string(let value) = parser.advance() else { throw parser.expected("a string") }
    try parser.expectEnd()
    return value
  }
}

extension Substring {
  /// Without leading and trailing spaces and tabs.
  var trimmingSpaces: Substring {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return Substring() }
    return self[first...last]
  }
}
