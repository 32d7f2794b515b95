/// A place in a text file: a 1-based line and a 1-based column counted in Unicode scalars.
///
/// Lines end at `\n`, at `\r\n` (one line end) and at a lone `\r`. A UTF-8 byte order mark at
/// the start of a file takes no column. Positions order by line, then column.
public struct SourcePosition: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
  /// The 1-based line.
  public var line: Int
  /// The 1-based column, counted in Unicode scalars (a tab is one column).
  public var column: Int

  /// Creates a position from a 1-based line and column.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// The start of a file: line 1, column 1.
  public static let start = SourcePosition(line: 1, column: 1)

  /// `line:column`, the form compilers print after a file name.
  public var description: String { "\(line):\(column)" }

  /// Orders by line, then by column.
  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}
