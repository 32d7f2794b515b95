extension IRLineParser {
  /// Reads a numbered metadata node after `!n =`: `[distinct] !Kind(fields)`, `!{elements}`
  /// or `!"string"`.
  mutating func metadataNode() throws(IRReadError) -> IRMetadataNode {
    let start = position
    let distinct = take(word: "distinct")
    switch peek() {
    case .metadataTuple:
      index += 1
      try expect("{")
      var elements: [IRMetadataValue] = []
      while !take("}") {
        if !elements.isEmpty { try expect(",") }
        elements.append(try metadataElement())
      }
      try expectEnd()
      return IRMetadataNode(
        kind: nil, fields: [], elements: elements, isDistinct: distinct, position: start)
    case .metadataString(let text):
      index += 1
      try expectEnd()
      return IRMetadataNode(
        kind: nil, fields: [], elements: [.string(text)], isDistinct: distinct, position: start)
    case .metadataName(let kind) where Int(kind) == nil:
      index += 1
      try expect("(")
      var fields: [IRMetadataField] = []
      while !take(")") {
        if !fields.isEmpty { try expect(",") }
        let name = try word("a field name")
        try expect(":")
        fields.append(IRMetadataField(name: name, value: try metadataFieldValue()))
      }
      try expectEnd()
      return IRMetadataNode(
        kind: kind, fields: fields, elements: [], isDistinct: distinct, position: start)
    default:
      throw expected("a metadata node")
    }
  }

  /// A tuple's element: `!n`, `!"text"`, `null`, or `T value`.
  mutating func metadataElement() throws(IRReadError) -> IRMetadataValue {
    switch peek() {
    case .metadataName(let name):
      if let number = Int(name) {
        index += 1
        return .reference(number)
      }
      return .text(try metadataText())
    case .metadataString(let text):
      index += 1
      return .string(text)
    case .word("null"):
      index += 1
      return .null
    default:
      guard isTypeStart else { return .text(try metadataText()) }
      let value = try typedValue()
      if case .constant(.integer(let number)) = value.value { return .integer(number) }
      return .text(value.description)
    }
  }

  /// A specialized node's field value: an integer, a string, `!n`, `null`, words joined by
  /// `|`, or another value kept as text.
  mutating func metadataFieldValue() throws(IRReadError) -> IRMetadataValue {
    switch peek() {
    case .integer(let text):
      index += 1
      guard let value = Int(text) else { return .text(text) }
      return .integer(value)
    case .string(let text):
      index += 1
      return .string(text)
    case .metadataName(let name) where Int(name) != nil:
      index += 1
      return .reference(Int(name) ?? 0)
    case .word("null"):
      index += 1
      return .null
    case .word(let first):
      index += 1
      var words = [first]
      while take("|") { words.append(try word("a flag")) }
      return .text(words.joined(separator: " | "))
    default:
      return .text(try metadataText())
    }
  }
}
