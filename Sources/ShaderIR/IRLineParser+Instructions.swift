import EffectProofBase

extension IRLineParser {
  /// The flags an instruction may carry before its operands.
  static let instructionFlags: Set<String> = [
    "fast", "nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc", "nuw", "nsw", "exact",
    "disjoint", "nneg", "samesign", "inbounds", "nusw", "volatile", "inalloca",
  ]

  /// Reads one instruction: `[%r =] opcode …[, !dbg !n]`. `text` is the statement as written,
  /// kept for an instruction the model does not know.
  mutating func instruction(text: String) throws(IRReadError) -> IRInstruction {
    let start = position
    var result: String?
    if case .local(let name) = peek(), isPunctuation("=", 1) {
      index += 2
      result = name
    }
    var flags: [String] = []
    var opcode = try word("an opcode")
    if ["tail", "musttail", "notail"].contains(opcode) {
      flags.append(opcode)
      opcode = try word("'call'")
      guard opcode == "call" else {
        throw IRReadError("expected 'call' after '\(flags[0])'", at: start)
      }
    }
    guard let operation = try operation(opcode, flags: &flags) else {
      return IRInstruction(
        result: result, operation: .unknown(opcode: opcode, text: text),
        attachments: looseAttachments(), position: start)
    }
    let attachments = try attachmentList()
    try expectEnd()
    return IRInstruction(
      result: result, operation: operation, flags: flags, attachments: attachments, position: start)
  }

  /// Consumes the flag words that come next.
  mutating func leadingFlags(into flags: inout [String]) {
    while case .word(let word) = peek(), Self.instructionFlags.contains(word) {
      index += 1
      flags.append(word)
    }
  }

  /// The operation of a known opcode, `nil` for an opcode the model does not know.
  mutating func operation(_ opcode: String, flags: inout [String]) throws(IRReadError)
    -> IROperation?
  {
    if let binary = IRBinaryOpcode(rawValue: opcode) {
      leadingFlags(into: &flags)
      let a = try typedValue()
      try expect(",")
      return .binary(binary, a, try value(a.type))
    }
    if let cast = IRCastOpcode(rawValue: opcode) {
      leadingFlags(into: &flags)
      let a = try typedValue()
      try expect(word: "to")
      return .cast(cast, a, to: try type())
    }
    leadingFlags(into: &flags)
    switch opcode {
    case "fneg": return .floatNegate(try typedValue())
    case "fcmp":
      let name = try word("an fcmp predicate")
      guard let predicate = IRFloatPredicate(rawValue: name) else {
        index -= 1
        throw expected("an fcmp predicate")
      }
      let a = try typedValue()
      try expect(",")
      return .floatCompare(predicate, a, try value(a.type))
    case "icmp":
      leadingFlags(into: &flags)
      let name = try word("an icmp predicate")
      guard let predicate = IRIntegerPredicate(rawValue: name) else {
        index -= 1
        throw expected("an icmp predicate")
      }
      let a = try typedValue()
      try expect(",")
      return .integerCompare(predicate, a, try value(a.type))
    case "select":
      let condition = try typedValue()
      try expect(",")
      let a = try typedValue()
      try expect(",")
      return .select(condition: condition, a, try typedValue())
    case "phi": return try phi()
    case "extractelement":
      let vector = try typedValue()
      try expect(",")
      return .extractElement(vector, index: try typedValue())
    case "insertelement":
      let vector = try typedValue()
      try expect(",")
      let element = try typedValue()
      try expect(",")
      return .insertElement(vector, element, index: try typedValue())
    case "shufflevector": return try shuffle()
    case "extractvalue":
      let aggregate = try typedValue()
      return .extractValue(aggregate, indices: try aggregateIndices())
    case "insertvalue":
      let aggregate = try typedValue()
      try expect(",")
      let element = try typedValue()
      return .insertValue(aggregate, element, indices: try aggregateIndices())
    case "getelementptr": return try address(flags: &flags)
    case "load":
      let type = try type()
      try expect(",")
      let pointer = try typedValue()
      return .load(type, pointer: pointer, alignment: try alignment())
    case "store":
      let value = try typedValue()
      try expect(",")
      let pointer = try typedValue()
      return .store(value, pointer: pointer, alignment: try alignment())
    case "alloca":
      let type = try type()
      var count: IRTypedValue?
      if isPunctuation(","), isTypeStart(after: 1) {
        index += 1
        count = try typedValue()
      }
      return .alloca(type, count: count, alignment: try alignment())
    case "call": return .call(try call(flags: &flags))
    case "br":
      if isWord("label") { return .branch(try label()) }
      let condition = try typedValue()
      try expect(",")
      let ifTrue = try label()
      try expect(",")
      return .conditionalBranch(condition, ifTrue: ifTrue, ifFalse: try label())
    case "switch":
      let value = try typedValue()
      try expect(",")
      let defaultTarget = try label()
      try expect("[")
      var cases: [IRSwitchCase] = []
      while !take("]") {
        let constant = try typedConstant()
        try expect(",")
        cases.append(IRSwitchCase(value: constant, target: try label()))
      }
      return .switchBranch(value, defaultTarget: defaultTarget, cases: cases)
    case "ret":
      if take(word: "void") { return .ret(nil) }
      return .ret(try typedValue())
    case "unreachable": return .unreachable
    default: return nil
    }
  }

  /// Whether the token `offset` ahead starts a type.
  func isTypeStart(after offset: Int) -> Bool {
    var probe = self
    probe.index += offset
    return probe.isTypeStart
  }

  /// `phi T [v, %b], …` after the opcode and flags.
  mutating func phi() throws(IRReadError) -> IROperation {
    let type = try type()
    var incoming: [IRPhiIncoming] = []
    while true {
      try expect("[")
      let value = try value(type)
      try expect(",")
      let block = try local("a block label")
      try expect("]")
      incoming.append(IRPhiIncoming(value: value, block: block))
      guard isPunctuation(","), isPunctuation("[", 1) else { break }
      index += 1
    }
    return .phi(type, incoming)
  }

  /// `shufflevector a, b, mask` after the opcode; the mask expanded to one entry per lane.
  mutating func shuffle() throws(IRReadError) -> IROperation {
    let a = try typedValue()
    try expect(",")
    let b = try typedValue()
    try expect(",")
    let maskStart = position
    let mask = try typedConstant()
    guard case .vector(let count, .integer(bits: 32)) = mask.type,
      case .vector(let lanes, _) = a.type
    else { throw IRReadError("a shuffle mask is a vector of i32", at: maskStart) }
    var entries: [Int?]
    switch mask.constant {
    case .zeroInitializer: entries = Array(repeating: 0, count: count)
    case .poison, .undef: entries = Array(repeating: nil, count: count)
    case .splat(let lane):
      guard case .integer(let value) = lane.constant else {
        throw IRReadError("a shuffle mask's lanes are integers or poison", at: maskStart)
      }
      entries = Array(repeating: value, count: count)
    case .vector(let elements):
      entries = []
      for element in elements {
        switch element.constant {
        case .integer(let value): entries.append(value)
        case .poison, .undef: entries.append(nil)
        default: throw IRReadError("a shuffle mask's lanes are integers or poison", at: maskStart)
        }
      }
    default: throw IRReadError("a shuffle mask is a constant vector", at: maskStart)
    }
    guard entries.count == count,
      entries.allSatisfy({ $0.map { (0..<2 * lanes).contains($0) } ?? true })
    else { throw IRReadError("shuffle mask lanes out of range", at: maskStart) }
    return .shuffleVector(a, b, mask: entries)
  }

  /// `, i, j` of `extractvalue`/`insertvalue`.
  mutating func aggregateIndices() throws(IRReadError) -> [Int] {
    var indices: [Int] = []
    while isPunctuation(","), case .integer = peek(1) {
      index += 1
      indices.append(try integer())
    }
    guard !indices.isEmpty else { throw expected("an aggregate index") }
    return indices
  }

  /// `getelementptr [flags] T, ptr p, idx…` after the opcode.
  mutating func address(flags: inout [String]) throws(IRReadError) -> IROperation {
    let source = try type()
    try expect(",")
    let base = try typedValue()
    var indices: [IRTypedValue] = []
    while isPunctuation(","), isTypeStart(after: 1) {
      index += 1
      _ = take(word: "inrange")
      indices.append(try typedValue())
    }
    return .getElementPointer(
      IRAddress(sourceType: source, base: base, indices: indices, flags: flags))
  }

  /// `, align N` when it comes next.
  mutating func alignment() throws(IRReadError) -> Int? {
    guard isPunctuation(","), isWord("align", 1) else { return nil }
    index += 2
    return try integer("an alignment")
  }

  /// A call after `call` (and `tail`): attributes, type, callee, arguments, attributes.
  mutating func call(flags: inout [String]) throws(IRReadError) -> IRCall {
    flags += try attributes(until: { $0.isTypeStart })
    let declared = try type()
    var resultType = declared
    var functionType: IRType?
    if case .function(let result, _, _) = declared {
      resultType = result
      functionType = declared
    }
    let callee = try value(.pointer(addressSpace: 0))
    try expect("(")
    var arguments: [IRTypedValue] = []
    while !take(")") {
      if !arguments.isEmpty { try expect(",") }
      let type = try type()
      flags += try attributes(until: { $0.isValueStart })
      arguments.append(IRTypedValue(type, try value(type)))
    }
    flags += try attributes(until: { $0.isPunctuation(",") })
    return IRCall(
      callee: callee, resultType: resultType, functionType: functionType, arguments: arguments)
  }

  /// `, !name !n` pairs to the end.
  mutating func attachmentList() throws(IRReadError) -> [IRAttachment] {
    var attachments: [IRAttachment] = []
    while take(",") {
      guard case .metadataName(let name) = peek(), Int(name) == nil else {
        throw expected("a metadata attachment")
      }
      index += 1
      guard case .metadataName(let node) = peek(), let number = Int(node) else {
        throw expected("a metadata node number")
      }
      index += 1
      attachments.append(IRAttachment(name: name, node: number))
    }
    return attachments
  }

  /// The `!name !n` pairs anywhere in an unknown instruction, so that it keeps its `!dbg`.
  func looseAttachments() -> [IRAttachment] {
    var attachments: [IRAttachment] = []
    var probe = index
    while probe + 1 < tokens.count {
      if case .metadataName(let name) = tokens[probe].token.kind, Int(name) == nil,
        case .metadataName(let node) = tokens[probe + 1].token.kind, let number = Int(node)
      {
        attachments.append(IRAttachment(name: name, node: number))
      }
      probe += 1
    }
    return attachments
  }
}
