import EffectProofBase

extension IRLineParser {
  /// A function header after `define` or `declare`, up to (and consuming) `{` for a
  /// definition; the blocks are left empty.
  mutating func functionHeader(isDefinition: Bool) throws(IRReadError) -> IRFunction {
    let start = position
    index += 1
    var attributes: [String] = []
    var attachments: [IRAttachment] = []
    while !atEnd, !isTypeStart {
      if let attachment = takeAttachment() {
        attachments.append(attachment)
      } else if case .metadataName = peek() {
        throw expected("a result type")
      } else {
        attributes += try self.attributes(until: {
          if case .metadataName = $0.peek() { return true }
          return $0.isTypeStart
        })
      }
    }
    let resultType = try type()
    guard case .global(let name) = peek() else { throw expected("a function name") }
    index += 1
    try expect("(")
    var parameters: [IRParameter] = []
    var variadic = false
    while !take(")") {
      if !parameters.isEmpty || variadic { try expect(",") }
      if peek() == .ellipsis {
        index += 1
        variadic = true
        continue
      }
      let type = try type()
      let words = try self.attributes(until: {
        if case .local = $0.peek() { return true }
        return $0.isPunctuation(",") || $0.isPunctuation(")")
      })
      var parameterName: String?
      if case .local(let name) = peek() {
        index += 1
        parameterName = name
      }
      parameters.append(IRParameter(type: type, name: parameterName, attributes: words))
    }
    while !atEnd, !isPunctuation("{") {
      if let attachment = takeAttachment() {
        attachments.append(attachment)
        continue
      }
      if let kind = advance() {
        attributes.append(IRToken(kind: kind, column: 0).quoted.trimmingQuotes)
      }
    }
    if isDefinition {
      try expect("{")
    }
    try expectEnd()
    return IRFunction(
      name: name, resultType: resultType, parameters: parameters, isVariadic: variadic,
      blocks: [], isDefinition: isDefinition, attributes: attributes, attachments: attachments,
      position: start)
  }

  /// Consumes `!name !n` when it comes next.
  mutating func takeAttachment() -> IRAttachment? {
    guard case .metadataName(let kind) = peek(), Int(kind) == nil,
      case .metadataName(let node) = peek(1), let number = Int(node)
    else { return nil }
    index += 2
    return IRAttachment(name: kind, node: number)
  }

  /// A global variable: `@name = [linkage …] global|constant T [initializer][, align N …]`.
  mutating func globalVariable() throws(IRReadError) -> IRGlobal {
    let start = position
    guard case .global(let name) = advance() else { throw expected("a global name") }
    try expect("=")
    var attributes: [String] = []
    while case .word(let word) = peek(), word != "global", word != "constant" {
      if word == "alias" || word == "ifunc" {
        throw error("'\(word)' is not read")
      }
      index += 1
      attributes.append(isPunctuation("(") ? word + (try balancedText()) : word)
    }
    let kind = try self.word("'global' or 'constant'")
    let type = try type()
    var initializer: IRConstant?
    if !atEnd, !isPunctuation(",") {
      initializer = try constant(type)
    }
    var alignment: Int?
    while take(",") {
      if take(word: "align") {
        alignment = try integer("an alignment")
        continue
      }
      var level = 0
      while let kind = peek(), level > 0 || kind != .punctuation(",") {
        if kind == .punctuation("(") { level += 1 }
        if kind == .punctuation(")") { level -= 1 }
        index += 1
        attributes.append(IRToken(kind: kind, column: 0).quoted.trimmingQuotes)
      }
    }
    return IRGlobal(
      name: name, type: type, initializer: initializer, isConstant: kind == "constant",
      alignment: alignment, attributes: attributes, position: start)
  }

  /// A named type: `%name = type { … }` or `type opaque` (`nil`).
  mutating func namedType() throws(IRReadError) -> (String, IRType?) {
    guard case .local(let name) = advance() else { throw expected("a type name") }
    try expect("=")
    try expect(word: "type")
    if take(word: "opaque") {
      try expectEnd()
      return (name, nil)
    }
    let type = try type()
    try expectEnd()
    return (name, type)
  }
}
