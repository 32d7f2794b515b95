import EffectProofBase

extension IRModuleReader {
  /// The blocks of `function`, read from the lines after its header up to a `}` line.
  mutating func body(of function: IRFunction) throws(IRReadError) -> [IRBlock] {
    let numbered = function.parameters.filter { $0.name.flatMap { Int($0) } != nil }.count
    var blocks: [IRBlock] = []
    var current = IRBlock(label: String(numbered), instructions: [])
    var currentStart = function.position
    var labels: Set<String> = []
    var opened = false
    func close(_ block: IRBlock, at start: SourcePosition) throws(IRReadError) {
      guard let last = block.terminator, last.operation.isTerminator else {
        throw IRReadError("block %\(block.label) does not end with a terminator", at: start)
      }
      guard labels.insert(block.label).inserted else {
        throw IRReadError("block %\(block.label) is defined twice", at: start)
      }
      blocks.append(block)
    }
    while let (statement, text) = try nextStatement() {
      var parser = statement
      if parser.isPunctuation("}") {
        try parser.expect("}")
        try parser.expectEnd()
        try close(current, at: currentStart)
        try checkTargets(blocks, of: function)
        return blocks
      }
      if let label = blockLabel(parser) {
        if !current.instructions.isEmpty {
          try close(current, at: currentStart)
        } else if opened {
          throw IRReadError("block %\(current.label) is empty", at: currentStart)
        }
        opened = true
        current = IRBlock(label: label, instructions: [])
        currentStart = statement.position
        continue
      }
      if let last = current.terminator, last.operation.isTerminator {
        throw IRReadError(
          "an instruction after a terminator needs a block label", at: statement.position)
      }
      var (whole, statementText) = try continued(parser, text: text)
      current.instructions.append(try whole.instruction(text: statementText))
    }
    throw IRReadError("the body of @\(function.name) has no closing '}'", at: function.position)
  }

  /// The label a `N:` or `name:` line opens, `nil` for another line.
  func blockLabel(_ parser: IRLineParser) -> String? {
    guard parser.tokens.count == 2, parser.isPunctuation(":", 1) else { return nil }
    switch parser.peek() {
    case .integer(let text) where Int(text).map { $0 >= 0 } ?? false: return text
    case .word(let name), .string(let name): return name
    default: return nil
    }
  }

  /// The statement starting at `parser`, with the lines that continue it: a `switch` whose
  /// `[` is not closed on its line takes lines up to its `]`.
  mutating func continued(_ parser: IRLineParser, text: Substring) throws(IRReadError)
    -> (IRLineParser, String)
  {
    var tokens = parser.tokens
    var text = String(text.trimmingSpaces)
    var open = Self.bracketBalance(tokens.map(\.token))
    var count = 1
    while open > 0, next < lines.count {
      count += 1
      guard count <= limits.maximumInstructionLines else {
        throw IRReadError(
          "an instruction spans more than \(limits.maximumInstructionLines) lines",
          at: parser.position)
      }
      let number = next + 1
      let lineTokens = try IRLexer.tokens(line: number, text: lines[next])
      text += " " + lines[next].trimmingSpaces
      next += 1
      tokens += lineTokens.map { ($0, number) }
      open += Self.bracketBalance(lineTokens)
    }
    let whole = IRLineParser(
      tokens: tokens, end: end(of: next), maximumDepth: limits.maximumDepth)
    return (whole, text)
  }

  /// The `[`s minus the `]`s among tokens.
  static func bracketBalance(_ tokens: [IRToken]) -> Int {
    tokens.reduce(0) {
      $0 + ($1.kind == .punctuation("[") ? 1 : $1.kind == .punctuation("]") ? -1 : 0)
    }
  }

  /// Fails when a branch or a phi names a block the function does not have.
  func checkTargets(_ blocks: [IRBlock], of function: IRFunction) throws(IRReadError) {
    let labels = Set(blocks.map(\.label))
    for instruction in blocks.flatMap(\.instructions) {
      var named = instruction.operation.successors
      if case .phi(_, let incoming) = instruction.operation { named += incoming.map(\.block) }
      if let missing = named.first(where: { !labels.contains($0) }) {
        throw IRReadError("no block %\(missing) in @\(function.name)", at: instruction.position)
      }
    }
  }
}
