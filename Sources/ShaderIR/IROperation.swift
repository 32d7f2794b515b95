/// What an instruction does, with its operands: one case per instruction family the reader
/// models, and ``unknown(opcode:text:)`` for the rest, kept so that an interpreter can name it.
public enum IROperation: Hashable, Sendable {
  /// `fadd`, `add`, `shl`, … : `opcode T a, b`.
  case binary(IRBinaryOpcode, IRTypedValue, IRValue)
  /// `fneg T a`.
  case floatNegate(IRTypedValue)
  /// `fcmp pred T a, b`: an `i1` (or a vector of them).
  case floatCompare(IRFloatPredicate, IRTypedValue, IRValue)
  /// `icmp pred T a, b`.
  case integerCompare(IRIntegerPredicate, IRTypedValue, IRValue)
  /// `opcode T a to U`.
  case cast(IRCastOpcode, IRTypedValue, to: IRType)
  /// `select i1 c, T a, T b`: `a` when `c`, else `b` (per lane for a vector condition).
  case select(condition: IRTypedValue, IRTypedValue, IRTypedValue)
  /// `phi T [v, %block], …`: the value from the block control came from.
  case phi(IRType, [IRPhiIncoming])
  /// `extractelement <N x T> v, iK i`.
  case extractElement(IRTypedValue, index: IRTypedValue)
  /// `insertelement <N x T> v, T e, iK i`.
  case insertElement(IRTypedValue, IRTypedValue, index: IRTypedValue)
  /// `shufflevector a, b, mask`: lane `k` of the result is lane `mask[k]` of `a` followed by
  /// `b`; a `nil` mask entry is a `poison` (or `undef`) lane.
  case shuffleVector(IRTypedValue, IRTypedValue, mask: [Int?])
  /// `extractvalue {…} a, i, j`.
  case extractValue(IRTypedValue, indices: [Int])
  /// `insertvalue {…} a, T e, i, j`.
  case insertValue(IRTypedValue, IRTypedValue, indices: [Int])
  /// `getelementptr [inbounds] T, ptr p, iK i, …`.
  case getElementPointer(IRAddress)
  /// `load T, ptr p, align N`.
  case load(IRType, pointer: IRTypedValue, alignment: Int?)
  /// `store T v, ptr p, align N`.
  case store(IRTypedValue, pointer: IRTypedValue, alignment: Int?)
  /// `alloca T[, iK n], align N`: stack room for `count` values of `T` (1 when absent).
  case alloca(IRType, count: IRTypedValue?, alignment: Int?)
  /// `call T @f(args)`.
  case call(IRCall)
  /// `br label %b`.
  case branch(String)
  /// `br i1 c, label %t, label %f`.
  case conditionalBranch(IRTypedValue, ifTrue: String, ifFalse: String)
  /// `switch iK v, label %default [ iK c, label %b … ]`.
  case switchBranch(IRTypedValue, defaultTarget: String, cases: [IRSwitchCase])
  /// `ret T v`, or `ret void` (`nil`).
  case ret(IRTypedValue?)
  /// `unreachable`.
  case unreachable
  /// An instruction the model does not know (`freeze`, `atomicrmw`, …): its opcode and the
  /// text after the opcode, as written.
  case unknown(opcode: String, text: String)

  /// The opcode as written in the IR (`fadd`, `fcmp`, `br`, `call`, …).
  public var opcode: String {
    switch self {
    case .binary(let opcode, _, _): opcode.rawValue
    case .floatNegate: "fneg"
    case .floatCompare: "fcmp"
    case .integerCompare: "icmp"
    case .cast(let opcode, _, _): opcode.rawValue
    case .select: "select"
    case .phi: "phi"
    case .extractElement: "extractelement"
    case .insertElement: "insertelement"
    case .shuffleVector: "shufflevector"
    case .extractValue: "extractvalue"
    case .insertValue: "insertvalue"
    case .getElementPointer: "getelementptr"
    case .load: "load"
    case .store: "store"
    case .alloca: "alloca"
    case .call: "call"
    case .branch, .conditionalBranch: "br"
    case .switchBranch: "switch"
    case .ret: "ret"
    case .unreachable: "unreachable"
    case .unknown(let opcode, _): opcode
    }
  }

  /// The value operands in the order written (a phi's incoming values, a call's arguments; not
  /// branch targets).
  public var operands: [IRTypedValue] {
    switch self {
    case .binary(_, let a, let b), .floatCompare(_, let a, let b), .integerCompare(_, let a, let b):
      [a, IRTypedValue(a.type, b)]
    case .floatNegate(let a), .cast(_, let a, _), .extractValue(let a, _): [a]
    case .select(let c, let a, let b): [c, a, b]
    case .phi(let type, let incoming): incoming.map { IRTypedValue(type, $0.value) }
    case .extractElement(let a, let i): [a, i]
    case .insertElement(let a, let e, let i): [a, e, i]
    case .shuffleVector(let a, let b, _), .insertValue(let a, let b, _): [a, b]
    case .getElementPointer(let address): [address.base] + address.indices
    case .load(_, let pointer, _): [pointer]
    case .store(let value, let pointer, _): [value, pointer]
    case .alloca(_, let count, _): count.map { [$0] } ?? []
    case .call(let call): call.arguments
    case .conditionalBranch(let c, _, _): [c]
    case .switchBranch(let v, _, _): [v]
    case .ret(let v): v.map { [$0] } ?? []
    case .branch, .unreachable, .unknown: []
    }
  }

  /// The blocks a terminator may go to, in the order written; empty for other instructions.
  public var successors: [String] {
    switch self {
    case .branch(let target): [target]
    case .conditionalBranch(_, let t, let f): [t, f]
    case .switchBranch(_, let d, let cases): [d] + cases.map(\.target)
    default: []
    }
  }

  /// Whether the instruction ends a block (`br`, `switch`, `ret`, `unreachable`, or a
  /// terminator the model does not know).
  public var isTerminator: Bool {
    switch self {
    case .branch, .conditionalBranch, .switchBranch, .ret, .unreachable: true
    case .unknown(let opcode, _):
      ["indirectbr", "invoke", "resume", "callbr", "catchswitch", "catchret", "cleanupret"]
        .contains(opcode)
    default: false
    }
  }
}
