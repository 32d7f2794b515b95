import EffectProofBase
import LocatedJSON

/// A place in a Swift source file: the file and a 1-based line and column (columns count
/// Unicode scalars, as the Metal scanner's do).
public struct SwiftLocation: Hashable, Sendable, CustomStringConvertible {
  /// The Swift file.
  public var file: String
  /// The line and column.
  public var position: SourcePosition

  /// Creates a location.
  public init(file: String, position: SourcePosition) {
    self.file = file
    self.position = position
  }

  /// `file:line:column`.
  public var description: String { "\(file):\(position)" }
}
