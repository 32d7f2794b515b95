import EffectProofBase

/// Reads typed values out of a ``JSONNode`` and names the JSON path and position of every
/// mismatch.
///
/// A reader is a node plus the path that led to it. Each accessor either returns the typed
/// value or throws a ``JSONError`` of kind `.schema` such as
/// `3:18: $.warmups[0].arguments: expected an array, found a string`.
public struct JSONReader: Sendable {
  /// The node being read.
  public let node: JSONNode
  /// The path from the document root to ``node``.
  public let path: JSONPath

  /// Creates a reader for a document's root.
  public init(root node: JSONNode) {
    self.node = node
    self.path = .root
  }

  /// Creates a reader for a node at a path.
  public init(node: JSONNode, path: JSONPath) {
    self.node = node
    self.path = path
  }

  /// A schema error about this value.
  public func error(_ message: String) -> JSONError {
    JSONError(kind: .schema, position: node.position, path: path, message: message)
  }

  func mismatch(_ expected: String) -> JSONError {
    error("expected \(expected), found \(node.typeDescription)")
  }

  // MARK: - Scalars

  /// The value as a string.
  public func string() throws(JSONError) -> String {
    guard case .string(let value) = node.value else { throw mismatch("a string") }
    return value
  }

  /// The value as a string that names a file: a NUL character (`\u0000`, which every system
  /// call would cut the path short at, opening another file) is an error at this value.
  public func pathString() throws(JSONError) -> String {
    let value = try string()
    guard !value.unicodeScalars.contains("\u{0}") else {
      throw error(
        "a path must not contain a NUL character (\\u0000): the file system would cut it short there"
      )
    }
    return value
  }

  /// The value as a finite `Double`.
  public func double() throws(JSONError) -> Double {
    guard case .number(let value) = node.value else { throw mismatch("a number") }
    return value
  }

  /// The value as an `Int`; fractional or out-of-range numbers are errors.
  public func int() throws(JSONError) -> Int {
    let value = try double()
    guard value.rounded() == value, let integer = Int(exactly: value) else {
      throw error("expected an integer, found \(value)")
    }
    return integer
  }

  /// The value as a `Bool`.
  public func bool() throws(JSONError) -> Bool {
    guard case .bool(let value) = node.value else { throw mismatch("a boolean") }
    return value
  }

  /// The value as a string that must be one of `choices`; the error lists them.
  public func oneOf(_ choices: [String]) throws(JSONError) -> String {
    let value = try string()
    guard choices.contains(value) else {
      var message =
        "expected one of \(choices.joined(separator: ", ")), found \(JSONQuoting.quoted(value))"
      if let near = NearestName.suggestion(for: value, among: choices) {
        message += " (did you mean \"\(near)\"?)"
      }
      throw error(message)
    }
    return value
  }

  // MARK: - Containers

  /// The value's elements as readers, with their indices in the path.
  public func array() throws(JSONError) -> [JSONReader] {
    guard case .array(let elements) = node.value else { throw mismatch("an array") }
    return elements.enumerated().map { index, element in
      JSONReader(node: element, path: path.appending(index: index))
    }
  }

  /// The value as an object whose keys must all be in `allowedKeys`.
  ///
  /// - Throws: a schema error at the first unknown key, naming the keys allowed and the nearest
  ///   one when a typo is likely.
  public func object(allowedKeys: [String]) throws(JSONError) -> JSONObjectReader {
    guard case .object(let members) = node.value else { throw mismatch("an object") }
    for member in members where !allowedKeys.contains(member.key) {
      var message =
        "unknown key \(JSONQuoting.quoted(member.key)); allowed keys: \(allowedKeys.joined(separator: ", "))"
      if let near = NearestName.suggestion(for: member.key, among: allowedKeys) {
        message += " (did you mean \"\(near)\"?)"
      }
      throw JSONError(
        kind: .schema, position: member.keyPosition, path: path.appending(key: member.key),
        message: message)
    }
    return JSONObjectReader(reader: self, members: members)
  }
}

/// An object whose keys have been checked, read member by member.
public struct JSONObjectReader: Sendable {
  /// The reader of the object itself.
  public let reader: JSONReader
  let members: [JSONMember]

  /// The keys, in the order written.
  public var keys: [String] { members.map(\.key) }

  /// The member for `key`, or `nil` when the object does not have it.
  public func optional(_ key: String) -> JSONReader? {
    members.first { $0.key == key }.map { member in
      JSONReader(node: member.value, path: reader.path.appending(key: key))
    }
  }

  /// The member for `key`.
  ///
  /// - Throws: a schema error at the object when the key is missing.
  public func required(_ key: String) throws(JSONError) -> JSONReader {
    guard let member = optional(key) else { throw reader.error("missing required key \"\(key)\"") }
    return member
  }
}
