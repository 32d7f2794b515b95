import EffectProofBase

/// A function of the module: a definition (`define … { blocks }`) or a declaration
/// (`declare …`, no blocks).
public struct IRFunction: Hashable, Sendable {
  /// The symbol without `@` (`_Z4waveDv2_ffff`, `llvm.sqrt.f32`).
  public var name: String
  /// The result type.
  public var resultType: IRType
  /// The parameters in order.
  public var parameters: [IRParameter]
  /// Whether the function takes `...`.
  public var isVariadic: Bool
  /// The blocks of a definition, entry first; empty for a declaration.
  public var blocks: [IRBlock]
  /// Whether this is a definition.
  public var isDefinition: Bool
  /// Linkage, attributes and other words of the header, as written (ignored by the model).
  public var attributes: [String]
  /// The metadata attachments of the header (`!dbg !9`: the function's `DISubprogram`).
  public var attachments: [IRAttachment]
  /// The header's line in the file.
  public var position: SourcePosition

  /// A function.
  public init(
    name: String, resultType: IRType, parameters: [IRParameter], isVariadic: Bool,
    blocks: [IRBlock], isDefinition: Bool, attributes: [String], attachments: [IRAttachment],
    position: SourcePosition
  ) {
    self.name = name
    self.resultType = resultType
    self.parameters = parameters
    self.isVariadic = isVariadic
    self.blocks = blocks
    self.isDefinition = isDefinition
    self.attributes = attributes
    self.attachments = attachments
    self.position = position
  }

  /// The `!dbg` attachment: the function's `DISubprogram` node.
  public var subprogram: Int? { attachments.first { $0.name == "dbg" }?.node }

  /// The block labelled `label`.
  public func block(_ label: String) -> IRBlock? { blocks.first { $0.label == label } }

  /// Every instruction, block by block.
  public var instructions: [IRInstruction] { blocks.flatMap(\.instructions) }
}

/// A parameter: its type, its name (`0` for `%0`; `nil` in a declaration) and its attributes
/// (`noundef`, `readonly`, `captures(none)`), kept as text.
public struct IRParameter: Hashable, Sendable {
  /// The type.
  public var type: IRType
  /// The name without `%`.
  public var name: String?
  /// The attributes as written.
  public var attributes: [String]

  /// A parameter.
  public init(type: IRType, name: String?, attributes: [String]) {
    self.type = type
    self.name = name
    self.attributes = attributes
  }
}
