/// Where a diagnostic points: a file, and the line and column in it when they are known.
///
/// A location may name a file alone (a file that could not be read), a file and a line, or a
/// file, a line and a column. Named apart from swift-testing's and SwiftSyntax's
/// `SourceLocation`, which test files and the Swift reader import beside this module.
public struct FileLocation: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
  /// The file as the user named it (relative to the config's folder where it was read so).
  public var file: String
  /// The 1-based line, when known.
  public var line: Int?
  /// The 1-based column in Unicode scalars, when known (only with a line).
  public var column: Int?

  /// Creates a location; a column without a line is dropped.
  public init(file: String, line: Int? = nil, column: Int? = nil) {
    self.file = file
    self.line = line
    self.column = line == nil ? nil : column
  }

  /// Creates a location at a line and column of `file`.
  public init(file: String, position: SourcePosition) {
    self.init(file: file, line: position.line, column: position.column)
  }

  /// The line and column, when both are known.
  public var position: SourcePosition? {
    guard let line, let column else { return nil }
    return SourcePosition(line: line, column: column)
  }

  /// The line and column, line 1 and column 1 for what is not known: for a location made with
  /// a position (`init(file:position:)`), as the Swift reader makes them, that position.
  public var positionOrStart: SourcePosition {
    SourcePosition(line: line ?? 1, column: column ?? 1)
  }

  /// `file`, `file:line` or `file:line:column`, the form compilers print.
  public var description: String {
    var text = file
    if let line {
      text += ":\(line)"
      if let column { text += ":\(column)" }
    }
    return text
  }

  /// Orders by file, then line, then column; an unknown line or column first.
  public static func < (lhs: FileLocation, rhs: FileLocation) -> Bool {
    (lhs.file, lhs.line ?? 0, lhs.column ?? 0) < (rhs.file, rhs.line ?? 0, rhs.column ?? 0)
  }
}
