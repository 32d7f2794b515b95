/// An operand of an instruction: a local value, a constant (globals included), or metadata.
public enum IRValue: Hashable, Sendable, CustomStringConvertible {
  /// `%name`: a parameter or an instruction's result, by name (`%12` is named `12`).
  case local(String)
  /// A constant, `@global` addresses included.
  case constant(IRConstant)
  /// `metadata !n` or another metadata operand, as written (an intrinsic's argument).
  case metadata(String)

  /// `@name`, the address of a global.
  public static func global(_ name: String) -> IRValue { .constant(.global(name)) }

  /// The LLVM spelling, without the type.
  public var description: String {
    switch self {
    case .local(let name): "%" + IRName.spelled(name)
    case .constant(let constant): constant.description
    case .metadata(let text): text
    }
  }
}

/// An operand with its type, as most operands are written: `float %3`, `ptr @kBayer`.
public struct IRTypedValue: Hashable, Sendable, CustomStringConvertible {
  /// The operand's type.
  public var type: IRType
  /// The operand.
  public var value: IRValue

  /// A typed operand.
  public init(_ type: IRType, _ value: IRValue) {
    self.type = type
    self.value = value
  }

  /// `type value`.
  public var description: String {
    if case .constant(let constant) = value {
      return IRTypedConstant(type, constant).description
    }
    return "\(type) \(value)"
  }
}
