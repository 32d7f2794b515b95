import EffectProofBase

/// One instruction of a block: its result's name, what it does, its flags, its metadata
/// attachments and where it stands in the `.ll` file.
public struct IRInstruction: Hashable, Sendable {
  /// The result's name (`12` for `%12 = …`), `nil` for an instruction without a result.
  public var result: String?
  /// The operation and its operands.
  public var operation: IROperation
  /// Flags and keywords written before the operands, in order: fast-math flags (`nnan`,
  /// `fast`, …), `nsw`, `nuw`, `exact`, `disjoint`, `nneg`, `samesign`, `inbounds`, `tail`,
  /// `volatile`, and a call's return attributes. Kept as text; none changes the operands.
  public var flags: [String]
  /// The metadata attachments (`!dbg !13`, `!tbaa !18`): name without `!`, node number.
  public var attachments: [IRAttachment]
  /// The instruction's line and the column of its first character in the `.ll` file.
  public var position: SourcePosition

  /// An instruction from its parts.
  public init(
    result: String?, operation: IROperation, flags: [String] = [],
    attachments: [IRAttachment] = [], position: SourcePosition
  ) {
    self.result = result
    self.operation = operation
    self.flags = flags
    self.attachments = attachments
    self.position = position
  }

  /// The opcode as written.
  public var opcode: String { operation.opcode }

  /// The `!dbg` attachment's node number, when there is one.
  public var debugLocation: Int? {
    attachments.first { $0.name == "dbg" }?.node
  }

  /// The type of the result, when the instruction has one the model can tell without the
  /// module (`nil` for `store`, branches, `void` calls and unknown instructions; a
  /// `getelementptr`'s is `ptr`; an `extractvalue`'s needs the aggregate's named types, and is
  /// `nil` here).
  public var type: IRType? {
    switch operation {
    case .binary(_, let a, _), .floatNegate(let a): return a.type
    case .floatCompare(_, let a, _), .integerCompare(_, let a, _):
      if case .vector(let count, _) = a.type {
        return .vector(count: count, element: .integer(bits: 1))
      }
      return .integer(bits: 1)
    case .cast(_, _, let type): return type
    case .select(_, let a, _): return a.type
    case .phi(let type, _): return type
    case .extractElement(let a, _): return a.type.scalar
    case .insertElement(let a, _, _): return a.type
    case .shuffleVector(let a, _, let mask):
      return .vector(count: mask.count, element: a.type.scalar)
    case .insertValue(let a, _, _): return a.type
    case .getElementPointer(let address): return address.base.type
    case .load(let type, _, _): return type
    case .alloca: return .pointer(addressSpace: 0)
    case .call(let call): return call.resultType == .void ? nil : call.resultType
    default: return nil
    }
  }
}

/// A metadata attachment of an instruction, a function or a global: `!dbg !13`.
public struct IRAttachment: Hashable, Sendable {
  /// The kind, without `!`: `dbg`, `tbaa`, `llvm.loop`.
  public var name: String
  /// The node's number (`13` for `!13`).
  public var node: Int

  /// An attachment.
  public init(name: String, node: Int) {
    self.name = name
    self.node = node
  }
}
