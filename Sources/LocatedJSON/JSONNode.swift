import EffectProofBase

/// A parsed JSON value that remembers where it stood in its source text.
///
/// Objects keep their members in source order, so error messages and re-encodings follow the
/// file the user wrote.
public struct JSONNode: Hashable, Sendable {
  /// The value itself.
  public enum Value: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number. JSON numbers too large for a `Double` are rejected by the parser, never
    /// turned into infinity.
    case number(Double)
    /// A string, with its escapes resolved.
    case string(String)
    /// An array, in source order.
    case array([JSONNode])
    /// An object's members, in source order. Keys are unique: the parser rejects duplicates.
    case object([JSONMember])
  }

  /// The value.
  public var value: Value
  /// Where the value's first character stands.
  public var position: SourcePosition

  /// Creates a node from a value and its position.
  public init(_ value: Value, at position: SourcePosition) {
    self.value = value
    self.position = position
  }

  /// A short name for the value's JSON type, as error messages say it ("a string", "an array").
  public var typeDescription: String {
    switch value {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// One `"key": value` member of a JSON object.
public struct JSONMember: Hashable, Sendable {
  /// The key, with its escapes resolved.
  public var key: String
  /// Where the key's opening quote stands.
  public var keyPosition: SourcePosition
  /// The member's value.
  public var value: JSONNode

  /// Creates a member.
  public init(key: String, keyPosition: SourcePosition, value: JSONNode) {
    self.key = key
    self.keyPosition = keyPosition
    self.value = value
  }
}
