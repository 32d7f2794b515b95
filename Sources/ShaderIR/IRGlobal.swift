import EffectProofBase

/// A global variable: `@kWeights = … global [5 x float] [float 6.250000e-02, …], align 16`.
public struct IRGlobal: Hashable, Sendable {
  /// The symbol without `@`.
  public var name: String
  /// The value's type.
  public var type: IRType
  /// The initializer, `nil` for an `external` global.
  public var initializer: IRConstant?
  /// Whether it is declared `constant` (clang writes a Metal `constant` table as `global`).
  public var isConstant: Bool
  /// The alignment, when written.
  public var alignment: Int?
  /// Linkage and other words, as written.
  public var attributes: [String]
  /// The line of its declaration.
  public var position: SourcePosition

  /// A global.
  public init(
    name: String, type: IRType, initializer: IRConstant?, isConstant: Bool, alignment: Int?,
    attributes: [String], position: SourcePosition
  ) {
    self.name = name
    self.type = type
    self.initializer = initializer
    self.isConstant = isConstant
    self.alignment = alignment
    self.attributes = attributes
    self.position = position
  }
}
