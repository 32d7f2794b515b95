/// What compiling one Metal source gave: its status, clang's diagnostics at the user's file and
/// line, its `[[ stitchable ]]` functions as clang's AST gives them, and the program the runner
/// starts when it compiled.
public struct MetalCompileResult: Hashable, Sendable {
  /// Compiled or failed.
  public enum Status: String, Hashable, Sendable, Codable {
    /// The program was built.
    case compiled
    /// clang reported an error.
    case failed
  }

  /// The Metal source, as given.
  public var file: String
  /// Compiled or failed.
  public var status: Status
  /// clang's errors and warnings, at the user's file, line and column (never at a copy).
  public var diagnostics: [MetalDiagnostic]
  /// The runnable program in the cache, when compiled (see ``MetalRunner``).
  public var programPath: String?
  /// The `[[ stitchable ]]` functions, in source order, with their exact signatures from clang's
  /// AST (empty when the source failed).
  public var functions: [StitchableFunction]
  /// Whether the program came from the cache (no clang run).
  public var wasCached: Bool
  /// The constructor calls rewritten in a copy because the prelude's macros cannot see them
  /// (a template parameter or typedef such as `Vec2(x, y)`), by line and column.
  public var rewrites: [MetalDiagnostic.Position]
  /// The same in the source's own headers (files under its folder), by header.
  public var headerRewrites: [String: [MetalDiagnostic.Position]]

  /// Creates a result.
  public init(
    file: String, status: Status, diagnostics: [MetalDiagnostic], programPath: String?,
    functions: [StitchableFunction] = [], wasCached: Bool,
    rewrites: [MetalDiagnostic.Position] = [],
    headerRewrites: [String: [MetalDiagnostic.Position]] = [:]
  ) {
    self.headerRewrites = headerRewrites
    self.file = file
    self.status = status
    self.diagnostics = diagnostics
    self.programPath = programPath
    self.functions = functions
    self.wasCached = wasCached
    self.rewrites = rewrites
  }
}

/// One diagnostic clang printed: `file:line:column: severity: message`.
public struct MetalDiagnostic: Hashable, Sendable {
  /// A 1-based line and column.
  public struct Position: Hashable, Sendable {
    /// The line.
    public var line: Int
    /// The column.
    public var column: Int

    /// Creates a position.
    public init(line: Int, column: Int) {
      self.line = line
      self.column = column
    }
  }

  /// `error`, `warning` or `note`.
  public var severity: String
  /// The file clang named.
  public var file: String
  /// Where, when clang said.
  public var position: Position?
  /// clang's message.
  public var message: String

  /// Creates a diagnostic.
  public init(severity: String, file: String, position: Position?, message: String) {
    self.severity = severity
    self.file = file
    self.position = position
    self.message = message
  }

  /// `file:line:column: severity: message`.
  public var line: String {
    let place = position.map { ":\($0.line):\($0.column)" } ?? ""
    return "\(file)\(place): \(severity): \(message)"
  }

  /// The diagnostics in clang's output (`-fno-caret-diagnostics`), in order; lines that are not
  /// diagnostics (counts, include stacks) are skipped.
  static func parse(_ output: String) -> [MetalDiagnostic] {
    var diagnostics: [MetalDiagnostic] = []
    for line in output.split(separator: "\n") {
      for severity in ["error", "warning", "note", "fatal error"] {
        guard let range = line.range(of: ": \(severity): ") else { continue }
        let place = line[..<range.lowerBound].split(
          separator: ":", omittingEmptySubsequences: false)
        let message = String(line[range.upperBound...])
        var file = String(line[..<range.lowerBound])
        var position: Position?
        if place.count >= 3, let row = Int(place[place.count - 2]),
          let column = place.last.flatMap({ Int($0) })
        {
          file = place.dropLast(2).joined(separator: ":")
          position = Position(line: row, column: column)
        }
        diagnostics.append(
          MetalDiagnostic(
            severity: severity == "fatal error" ? "error" : severity, file: file,
            position: position, message: message))
        break
      }
    }
    return diagnostics
  }
}
