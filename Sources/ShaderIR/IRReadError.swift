import EffectProofBase

/// Why a `.ll` text could not be read, and where: the line and column of the offending token.
public struct IRReadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, in words (`expected a type, found 'foo'`).
  public var message: String
  /// The line and column (1-based, in Unicode scalars).
  public var position: SourcePosition

  /// An error at `position`.
  public init(_ message: String, at position: SourcePosition) {
    self.message = message
    self.position = position
  }

  /// `line:column: message`.
  public var description: String { "\(position): \(message)" }
}

/// The bounds the reader holds input to, so that huge or deeply nested input ends in an error,
/// never in a trap, a stack overflow or a long hang.
public struct IRReadLimits: Hashable, Sendable {
  /// The most bytes of text read (clang's largest fixture module is 56 kB).
  public var maximumBytes: Int
  /// The deepest nesting of types, constants and metadata values (`[1 x [1 x …]]`).
  public var maximumDepth: Int
  /// The most lines one instruction may span (a `switch` spans one line per case).
  public var maximumInstructionLines: Int

  /// Limits.
  public init(maximumBytes: Int, maximumDepth: Int, maximumInstructionLines: Int) {
    self.maximumBytes = maximumBytes
    self.maximumDepth = maximumDepth
    self.maximumInstructionLines = maximumInstructionLines
  }

  /// 16 MB, depth 64, 4096 lines.
  public static let standard = IRReadLimits(
    maximumBytes: 16 << 20, maximumDepth: 64, maximumInstructionLines: 4096)
}
