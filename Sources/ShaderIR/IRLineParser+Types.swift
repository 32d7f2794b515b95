extension IRLineParser {
  /// The most lanes or elements a vector type may have (a shuffle mask is expanded per lane).
  static let maximumLanes = 1 << 16

  /// Whether the next token can start a type.
  var isTypeStart: Bool {
    switch peek() {
    case .word(let word): Self.typeWords.contains(word) || Self.integerBits(word) != nil
    case .punctuation(let character): character == "<" || character == "[" || character == "{"
    case .local: true
    default: false
    }
  }

  /// The bare words that start a type.
  static let typeWords: Set<String> = [
    "void", "half", "bfloat", "float", "double", "ptr", "label", "metadata",
    "x86_fp80", "fp128", "ppc_fp128", "x86_amx", "token", "opaque",
  ]

  /// The bit width of an `iN` word, `nil` for other words.
  static func integerBits(_ word: String) -> Int? {
    guard word.hasPrefix("i"), word.count > 1 else { return nil }
    return Int(word.dropFirst())
  }

  /// Reads a type.
  mutating func type() throws(IRReadError) -> IRType {
    try enter()
    defer { leave() }
    let start = position
    var type: IRType
    switch peek() {
    case .word(let word):
      type = try scalarType(word)
    case .punctuation("<"):
      index += 1
      if take("{") {
        type = .structure(fields: try fieldTypes(), packed: true)
        try expect(">")
      } else {
        if take(word: "vscale") { throw IRReadError("scalable vectors are not read", at: start) }
        let count = try elementCount()
        type = .vector(count: count, element: try self.type())
        try expect(">")
      }
    case .punctuation("["):
      index += 1
      let count = try elementCount()
      type = .array(count: count, element: try self.type())
      try expect("]")
    case .punctuation("{"):
      index += 1
      type = .structure(fields: try fieldTypes(), packed: false)
    case .local(let name):
      index += 1
      type = .named(name)
    default:
      throw expected("a type")
    }
    if isPunctuation("(") {
      index += 1
      var parameters: [IRType] = []
      var variadic = false
      while !take(")") {
        if !parameters.isEmpty || variadic { try expect(",") }
        if peek() == .ellipsis {
          index += 1
          variadic = true
        } else {
          parameters.append(try self.type())
          _ = try attributes(until: { $0.isPunctuation(",") || $0.isPunctuation(")") })
        }
      }
      type = .function(result: type, parameters: parameters, variadic: variadic)
    }
    if isPunctuation("*") {
      throw error("typed pointers ('*') are not read: clang 21 writes 'ptr'")
    }
    return type
  }

  /// A bare type word (`float`, `i32`, `ptr addrspace(1)`), the word already peeked.
  mutating func scalarType(_ word: String) throws(IRReadError) -> IRType {
    let start = position
    index += 1
    switch word {
    case "void": return .void
    case "half": return .half
    case "bfloat": return .bfloat
    case "float": return .float
    case "double": return .double
    case "label": return .label
    case "metadata": return .metadata
    case "ptr":
      guard take(word: "addrspace") else { return .pointer(addressSpace: 0) }
      try expect("(")
      let space = try integer("an address space")
      try expect(")")
      guard space >= 0 else { throw IRReadError("negative address space", at: start) }
      return .pointer(addressSpace: space)
    default:
      if let bits = Self.integerBits(word) {
        guard (1...64).contains(bits) else {
          throw IRReadError("integer type '\(word)' is not read (1 to 64 bits only)", at: start)
        }
        return .integer(bits: bits)
      }
      if Self.typeWords.contains(word) {
        throw IRReadError("type '\(word)' is not read", at: start)
      }
      index -= 1
      throw expected("a type")
    }
  }

  /// `N x` of a vector or array type.
  mutating func elementCount() throws(IRReadError) -> Int {
    let start = position
    let count = try integer("an element count")
    guard (0...Self.maximumLanes).contains(count) else {
      throw IRReadError(
        "element count \(count) is out of range (0 to \(Self.maximumLanes))", at: start)
    }
    try expect(word: "x")
    return count
  }

  /// A structure's field types up to and including `}`.
  mutating func fieldTypes() throws(IRReadError) -> [IRType] {
    var fields: [IRType] = []
    while !take("}") {
      if !fields.isEmpty { try expect(",") }
      fields.append(try type())
    }
    return fields
  }
}
