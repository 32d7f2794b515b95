import EffectProofBase

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
  public var diagnostics: [Diagnostic]
  /// The runnable program in the cache, when compiled (see ``MetalRunner``).
  public var programPath: String?
  /// The `[[ stitchable ]]` functions, in source order, with their exact signatures from clang's
  /// AST (empty when the source failed).
  public var functions: [StitchableFunction]
  /// Whether the program came from the cache (no clang run).
  public var wasCached: Bool
  /// The constructor calls rewritten in a copy because the prelude's macros cannot see them
  /// (a template parameter or typedef such as `Vec2(x, y)`), by line and column.
  public var rewrites: [SourcePosition]
  /// The same in the source's own headers (files under its folder), by header.
  public var headerRewrites: [String: [SourcePosition]]

  /// Creates a result.
  public init(
    file: String, status: Status, diagnostics: [Diagnostic], programPath: String?,
    functions: [StitchableFunction] = [], wasCached: Bool,
    rewrites: [SourcePosition] = [],
    headerRewrites: [String: [SourcePosition]] = [:]
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

/// The kinds of diagnostic that compiling Metal for the CPU gives: the `clang` domain of
/// ``Diagnostic`` (docs/diagnostics.md).
public enum CompileDiagnosticKind: String, DiagnosticKind {
  /// `clang`.
  public static let domain = "clang"

  /// A message of clang's own, worded by clang, at the user's file and line.
  case message
  /// clang was stopped (its time limit) or crashed while compiling the source.
  case compilerStopped
  /// The source could not be read.
  case unreadableSource
  /// The source still fails after the rewrites of what the prelude cannot express.
  case rewriteFailed
  /// Linking the program failed and clang said nothing that names a line.
  case linkFailed
  /// The scanner and clang's AST read a function's signature differently.
  case signatureDisagreement
  /// No `[[ stitchable ]]` function of the name asked for is in the source (its IR was asked
  /// for, ``MetalCompiler/emitIR(of:function:)``).
  case functionNotFound

  /// One sentence on what the kind means.
  public var meaning: String {
    switch self {
    case .message: "clang's own error, warning or note, moved to the user's line"
    case .compilerStopped: "clang did not finish: stopped at its time limit, or crashed"
    case .unreadableSource: "a Metal source could not be read"
    case .rewriteFailed: "the source still fails after rewriting what the prelude cannot express"
    case .linkFailed: "linking the CPU program failed, and clang named no line"
    case .signatureDisagreement: "the Metal scanner and clang's AST read a signature differently"
    case .functionNotFound: "the source has no [[ stitchable ]] function of the name asked for"
    }
  }
}

extension Diagnostic {
  /// A diagnostic about compiling `file`, at `position` when known.
  public static func compile(
    _ kind: CompileDiagnosticKind = .message, severity: Severity = .error, file: String,
    position: SourcePosition? = nil, message: String
  ) -> Diagnostic {
    Diagnostic(
      kind, severity: severity, message: message,
      location: position.map { FileLocation(file: file, position: $0) } ?? FileLocation(file: file))
  }

  /// The diagnostics in clang's output (`-fno-caret-diagnostics`), in order; lines that are not
  /// diagnostics (counts, include stacks) are skipped. A `fatal error` is an error.
  static func clangDiagnostics(in output: String) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let severities: [(String, Severity)] = [
      ("error", .error), ("warning", .warning), ("note", .note), ("fatal error", .error),
    ]
    for line in output.split(separator: "\n") {
      for (word, severity) in severities {
        guard let range = line.range(of: ": \(word): ") else { continue }
        let place = line[..<range.lowerBound].split(
          separator: ":", omittingEmptySubsequences: false)
        let message = String(line[range.upperBound...])
        var file = String(line[..<range.lowerBound])
        var position: SourcePosition?
        if place.count >= 3, let row = Int(place[place.count - 2]),
          let column = place.last.flatMap({ Int($0) })
        {
          file = place.dropLast(2).joined(separator: ":")
          position = SourcePosition(line: row, column: column)
        }
        diagnostics.append(
          .compile(severity: severity, file: file, position: position, message: message))
        break
      }
    }
    return diagnostics
  }
}
