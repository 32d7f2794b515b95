/// A constant expression: an operation on constants, folded by the linker, such as
/// `getelementptr inbounds nuw (i8, ptr @kWeights, i64 4)` (the address 4 bytes into a table)
/// or `bitcast (ptr @g to i64)`.
public struct IRConstantExpression: Hashable, Sendable, CustomStringConvertible {
  /// The operation: `getelementptr`, `bitcast`, `ptrtoint`, …
  public var opcode: String
  /// Its flags as written (`inbounds`, `nuw`, …).
  public var flags: [String]
  /// A `getelementptr`'s source element type (its first operand); `nil` otherwise.
  public var sourceType: IRType?
  /// The operands, typed.
  public var operands: [IRTypedConstant]
  /// A cast's result type (after `to`); `nil` otherwise.
  public var resultType: IRType?

  /// A constant expression from its parts.
  public init(
    opcode: String, flags: [String] = [], sourceType: IRType? = nil,
    operands: [IRTypedConstant], resultType: IRType? = nil
  ) {
    self.opcode = opcode
    self.flags = flags
    self.sourceType = sourceType
    self.operands = operands
    self.resultType = resultType
  }

  /// The LLVM spelling: `opcode flags (source, operands)` or `opcode (operand to type)`.
  public var description: String {
    var inner = (sourceType.map { [$0.description] } ?? []) + operands.map(\.description)
    if let resultType, !inner.isEmpty { inner[inner.count - 1] += " to \(resultType)" }
    return ([opcode] + flags).joined(separator: " ") + " (" + inner.joined(separator: ", ") + ")"
  }
}
