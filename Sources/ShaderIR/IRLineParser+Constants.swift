import EffectProofBase

extension IRLineParser {
  /// The opcodes that may start a constant expression.
  static let expressionOpcodes: Set<String> = [
    "getelementptr", "bitcast", "ptrtoint", "inttoptr", "addrspacecast", "trunc", "zext", "sext",
    "fptrunc", "fpext", "fptoui", "fptosi", "uitofp", "sitofp", "add", "sub", "mul", "shl",
    "xor", "and", "or", "lshr", "ashr", "extractelement", "insertelement", "shufflevector",
    "icmp", "fcmp", "select", "blockaddress", "dso_local_equivalent", "no_cfi",
  ]

  /// The words that start a constant.
  static let constantWords: Set<String> = [
    "true", "false", "null", "zeroinitializer", "poison", "undef", "none", "splat",
  ]

  /// The cast opcodes among the expression opcodes (`bitcast (ptr @g to i64)`).
  static let castOpcodes = Set(IRCastOpcode.allCases.map(\.rawValue))

  /// Whether the next token can start a value (so it is not an attribute).
  var isValueStart: Bool {
    switch peek() {
    case .local, .global, .integer, .decimalFloat, .hexFloat, .bytes, .metadataName,
      .metadataString, .metadataTuple:
      true
    case .punctuation(let character): character == "<" || character == "[" || character == "{"
    case .word(let word): Self.constantWords.contains(word) || Self.expressionOpcodes.contains(word)
    default: false
    }
  }

  /// Reads `type value`.
  mutating func typedValue() throws(IRReadError) -> IRTypedValue {
    let type = try type()
    return IRTypedValue(type, try value(type))
  }

  /// Reads a value of `type`: a local, metadata, or a constant.
  mutating func value(_ type: IRType) throws(IRReadError) -> IRValue {
    switch peek() {
    case .local(let name):
      index += 1
      return .local(name)
    case .metadataName, .metadataString, .metadataTuple:
      return .metadata(try metadataText())
    default:
      if type == .metadata { return .metadata(try metadataText()) }
      return .constant(try constant(type))
    }
  }

  /// Reads `type constant`.
  mutating func typedConstant() throws(IRReadError) -> IRTypedConstant {
    let type = try type()
    return IRTypedConstant(type, try constant(type))
  }

  /// Reads a constant of `type`.
  mutating func constant(_ type: IRType) throws(IRReadError) -> IRConstant {
    try enter()
    defer { leave() }
    let start = position
    switch peek() {
    case .integer(let text):
      guard case .integer = type.scalar else {
        throw expected("a \(type) constant")
      }
      index += 1
      guard let value = Int(text) else {
        throw IRReadError("integer '\(text)' does not fit in 64 bits", at: start)
      }
      return .integer(value)
    case .decimalFloat(let text):
      index += 1
      guard let literal = IRFloatLiteral.decimal(text) else {
        throw IRReadError("malformed floating-point literal '\(text)'", at: start)
      }
      return try float(literal, type, at: start)
    case .hexFloat(let prefix, let digits):
      index += 1
      guard let literal = IRFloatLiteral.hexadecimal(prefix: prefix, digits: digits) else {
        throw IRReadError(
          "floating-point literal '0x\(prefix.map(String.init) ?? "")\(digits)' is not read "
            + "(0x + 16 digits for double and float, 0xH + 4 for half, 0xR + 4 for bfloat)",
          at: start)
      }
      return try float(literal, type, at: start)
    case .global(let name):
      index += 1
      return .global(name)
    case .bytes(let bytes):
      index += 1
      return .bytes(bytes)
    case .word(let word):
      return try wordConstant(word, type)
    case .punctuation("<"):
      index += 1
      if take("{") {
        let fields = try typedConstants(closing: "}")
        try expect(">")
        return .structure(fields, packed: true)
      }
      return .vector(try typedConstants(closing: ">"))
    case .punctuation("["):
      index += 1
      return .array(try typedConstants(closing: "]"))
    case .punctuation("{"):
      index += 1
      return .structure(try typedConstants(closing: "}"), packed: false)
    default:
      throw expected("a constant")
    }
  }

  /// A float literal checked against its type.
  func float(_ literal: IRFloatLiteral, _ type: IRType, at start: SourcePosition)
    throws(IRReadError) -> IRConstant
  {
    guard type.scalar.isFloatingPoint, literal.fits(type.scalar) else {
      throw IRReadError("'\(literal)' is not a \(type.scalar) value", at: start)
    }
    return .float(literal)
  }

  /// A constant written as a word: `true`, `null`, `splat (…)`, a constant expression.
  mutating func wordConstant(_ word: String, _ type: IRType) throws(IRReadError) -> IRConstant {
    index += 1
    switch word {
    case "true": return .integer(1)
    case "false": return .integer(0)
    case "null", "none": return .null
    case "zeroinitializer": return .zeroInitializer
    case "poison": return .poison
    case "undef": return .undef
    case "splat":
      try expect("(")
      let lane = try typedConstant()
      try expect(")")
      return .splat(lane)
    default:
      guard Self.expressionOpcodes.contains(word) else {
        index -= 1
        throw expected("a constant")
      }
      return .expression(try expression(word))
    }
  }

  /// A constant expression after its opcode.
  mutating func expression(_ opcode: String) throws(IRReadError) -> IRConstantExpression {
    var flags: [String] = []
    while case .word(let flag) = peek() {
      index += 1
      flags.append(isPunctuation("(") && flag == "inrange" ? flag + (try balancedText()) : flag)
    }
    try expect("(")
    if opcode == "getelementptr" {
      let source = try type()
      try expect(",")
      let operands = try typedConstants(closing: ")")
      return IRConstantExpression(
        opcode: opcode, flags: flags, sourceType: source, operands: operands)
    }
    if Self.castOpcodes.contains(opcode) {
      let operand = try typedConstant()
      try expect(word: "to")
      let result = try type()
      try expect(")")
      return IRConstantExpression(
        opcode: opcode, flags: flags, operands: [operand], resultType: result)
    }
    return IRConstantExpression(
      opcode: opcode, flags: flags, operands: try typedConstants(closing: ")"))
  }

  /// Typed constants separated by commas, up to and including `closing`.
  mutating func typedConstants(closing: Character) throws(IRReadError) -> [IRTypedConstant] {
    var elements: [IRTypedConstant] = []
    while !take(closing) {
      if !elements.isEmpty { try expect(",") }
      elements.append(try typedConstant())
    }
    return elements
  }

  /// A metadata operand's text, up to a `,` or `)` outside brackets.
  mutating func metadataText() throws(IRReadError) -> String {
    var parts: [String] = []
    var level = 0
    while let kind = peek() {
      if level == 0, kind == .punctuation(",") || kind == .punctuation(")") { break }
      if kind == .punctuation("(") || kind == .punctuation("{") {
        level += 1
        guard level <= maximumDepth else {
          throw error("nested deeper than \(maximumDepth) levels")
        }
      }
      if kind == .punctuation(")") || kind == .punctuation("}") { level -= 1 }
      parts.append(IRToken(kind: kind, column: 0).quoted.trimmingQuotes)
      index += 1
    }
    guard !parts.isEmpty else { throw expected("a metadata operand") }
    return parts.joined(separator: " ")
  }
}
