/// One incoming pair of a `phi`: the value when control comes from `block`.
public struct IRPhiIncoming: Hashable, Sendable {
  /// The value.
  public var value: IRValue
  /// The predecessor block's label (`17` for `%17`).
  public var block: String

  /// An incoming pair.
  public init(value: IRValue, block: String) {
    self.value = value
    self.block = block
  }
}

/// One case of a `switch`: go to `target` when the value is `value`.
public struct IRSwitchCase: Hashable, Sendable {
  /// The case's constant.
  public var value: IRTypedConstant
  /// The block's label.
  public var target: String

  /// A case.
  public init(value: IRTypedConstant, target: String) {
    self.value = value
    self.target = target
  }
}

/// A `getelementptr`: the address `base` + the offsets its indices select through
/// `sourceType` (the first index steps over whole `sourceType`s, the next ones into it).
public struct IRAddress: Hashable, Sendable {
  /// The type the first index steps over (`float`, `i8`, `[3 x <4 x half>]`).
  public var sourceType: IRType
  /// The pointer.
  public var base: IRTypedValue
  /// The indices, typed.
  public var indices: [IRTypedValue]
  /// `inbounds`, `nuw`, `nusw`, as written.
  public var flags: [String]

  /// An address computation.
  public init(sourceType: IRType, base: IRTypedValue, indices: [IRTypedValue], flags: [String]) {
    self.sourceType = sourceType
    self.base = base
    self.indices = indices
    self.flags = flags
  }
}

/// A `call`: its callee, result type and arguments.
public struct IRCall: Hashable, Sendable {
  /// The callee: `@ep_layer_sample`, `@llvm.sqrt.f32`, or a local pointer.
  public var callee: IRValue
  /// The result type (`void` for none).
  public var resultType: IRType
  /// The callee's function type, when the call spells it (a variadic callee).
  public var functionType: IRType?
  /// The arguments, typed (their attributes dropped).
  public var arguments: [IRTypedValue]

  /// A call.
  public init(
    callee: IRValue, resultType: IRType, functionType: IRType? = nil, arguments: [IRTypedValue]
  ) {
    self.callee = callee
    self.resultType = resultType
    self.functionType = functionType
    self.arguments = arguments
  }

  /// The callee's global name (`llvm.sqrt.f32`), or `nil` for an indirect call.
  public var calleeName: String? {
    if case .constant(.global(let name)) = callee { return name }
    return nil
  }
}
