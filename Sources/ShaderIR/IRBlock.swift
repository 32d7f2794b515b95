/// A basic block: its label and its instructions, the last one a terminator.
public struct IRBlock: Hashable, Sendable {
  /// The label: `17` for a block written `17:` (and the entry block's implicit number), or a
  /// name such as `entry`.
  public var label: String
  /// The instructions in order.
  public var instructions: [IRInstruction]

  /// A block.
  public init(label: String, instructions: [IRInstruction]) {
    self.label = label
    self.instructions = instructions
  }

  /// The last instruction, which ends the block.
  public var terminator: IRInstruction? { instructions.last }

  /// The labels of the blocks control may go to next.
  public var successors: [String] { terminator?.operation.successors ?? [] }
}
