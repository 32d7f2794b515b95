import EffectProofBase

/// A numbered metadata node: `!13 = !DILocation(line: 10, column: 23, scope: !9)`, or a tuple
/// `!2 = !{i32 7, !"Dwarf Version", i32 5}`.
public struct IRMetadataNode: Hashable, Sendable {
  /// The specialized kind without `!` (`DILocation`, `DISubprogram`, `DIFile`), `nil` for a
  /// tuple or a string.
  public var kind: String?
  /// A specialized node's fields in order (`line: 10`).
  public var fields: [IRMetadataField]
  /// A tuple's elements in order (each `nil` field name).
  public var elements: [IRMetadataValue]
  /// Whether it is `distinct`.
  public var isDistinct: Bool
  /// The line of its definition.
  public var position: SourcePosition

  /// A node.
  public init(
    kind: String?, fields: [IRMetadataField], elements: [IRMetadataValue], isDistinct: Bool,
    position: SourcePosition
  ) {
    self.kind = kind
    self.fields = fields
    self.elements = elements
    self.isDistinct = isDistinct
    self.position = position
  }

  /// The value of field `name`, when present.
  public subscript(name: String) -> IRMetadataValue? {
    fields.first { $0.name == name }?.value
  }

  /// Field `name` as an integer.
  public func integer(_ name: String) -> Int? {
    if case .integer(let value) = self[name] { return value }
    return nil
  }

  /// Field `name` as a string.
  public func string(_ name: String) -> String? {
    if case .string(let value) = self[name] { return value }
    return nil
  }

  /// Field `name` as a node reference.
  public func reference(_ name: String) -> Int? {
    if case .reference(let node) = self[name] { return node }
    return nil
  }
}

/// A field of a specialized metadata node: `line: 10`.
public struct IRMetadataField: Hashable, Sendable {
  /// The field's name.
  public var name: String
  /// Its value.
  public var value: IRMetadataValue

  /// A field.
  public init(name: String, value: IRMetadataValue) {
    self.name = name
    self.value = value
  }
}

/// A metadata value: a field's or a tuple element's.
public enum IRMetadataValue: Hashable, Sendable {
  /// An integer (`line: 10`, `i32 7` in a tuple).
  case integer(Int)
  /// A string (`filename: "…"`, `!"Dwarf Version"`).
  case string(String)
  /// A reference to a numbered node (`!9`).
  case reference(Int)
  /// `null`.
  case null
  /// A word or flags (`DW_LANG_C_plus_plus_14`, `DIFlagPrototyped | DIFlagAllCallsDescribed`,
  /// `true`), or any other value, as written.
  case text(String)
}
