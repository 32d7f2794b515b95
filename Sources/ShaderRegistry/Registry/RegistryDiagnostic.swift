import LocatedJSON

/// One problem found in Metal sources, in the app's Swift call sites, or in a warm-up registry
/// checked against them.
///
/// Every diagnostic names a file and a 1-based line and column where one is known: the Metal
/// line of the function or parameter at fault, the Swift line of the call, argument, modifier
/// or warm-up at fault, or the registry line of the warm-up at fault. Warm-ups built in Swift
/// code with ``Warmup/init(name:usage:arguments:origin:)`` have no file.
public struct RegistryDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// How bad the problem is. Errors fail the gate; warnings are reported only.
  public enum Severity: String, Hashable, Sendable, Comparable {
    /// Reported, but does not fail `effectproof`.
    case warning
    /// Fails `effectproof` with exit status 1.
    case error

    /// Warnings order before errors.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
      lhs == .warning && rhs == .error
    }
  }

  /// The kind of problem: the stable identifier tests and tools match on.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// A warm-up names a function that no source declares.
    case missingFunction
    /// A stitchable function has no warm-up.
    case unregisteredFunction
    /// The warm-up's usage does not fit the function's signature, or no usage fits it.
    case usageMismatch
    /// The warm-up passes a different number of arguments than the function takes.
    case argumentCountMismatch
    /// An argument's kind does not fit the Metal parameter(s) at its index.
    case argumentTypeMismatch
    /// A `floatArray`, `colorArray` or `data` pointer without the `int` count after it.
    case missingCount
    /// The same function name is declared in two files (or registered twice).
    case duplicateFunction
    /// A shader call site, modifier or warm-up in the app's Swift that the reader cannot follow
    /// statically (a dynamic function name, an argument array built at run time, a factory it
    /// cannot follow); it is reported so that nothing goes unchecked in silence.
    case unresolvedCallSite
    /// The source could not be read or lexed: unterminated comment, unbalanced brackets,
    /// binary content, a file over the size limit.
    case parseError
    /// A shader call whose function is declared only in a `.metal` file the calling target
    /// does not build into the library the call reads; or a build file the reader cannot
    /// follow (a warning).
    case buildMembership
    /// A shader API used below its first system version, unguarded, with a deployment target
    /// lower than that version; or no deployment target to check against (a warning).
    case availability
  }

  /// Error or warning.
  public var severity: Severity
  /// The kind of problem.
  public var kind: Kind
  /// The function (or warm-up) name the problem is about, when there is one.
  public var function: String?
  /// The file the problem is in: a Metal source, a Swift source or a registry JSON file.
  public var file: String?
  /// Where in ``file`` the problem is.
  public var position: SourcePosition?
  /// One sentence saying what is wrong and, where it can, how to fix it.
  public var message: String

  /// Creates a diagnostic.
  public init(
    severity: Severity = .error, kind: Kind, function: String? = nil, file: String? = nil,
    position: SourcePosition? = nil, message: String
  ) {
    self.severity = severity
    self.kind = kind
    self.function = function
    self.file = file
    self.position = position
    self.message = message
  }

  /// The 1-based line, when known.
  public var line: Int? { position?.line }

  /// `file:line:column: error: [kind] message`, the form editors jump to.
  public var description: String {
    var text = ""
    if let file { text += file + ":" }
    if let position { text += "\(position):" }
    if !text.isEmpty { text += " " }
    return text + "\(severity.rawValue): [\(kind.rawValue)] \(message)"
  }
}

extension Array where Element == RegistryDiagnostic {
  /// The diagnostics in order, each reported once: the same problem can be met twice (a call
  /// site reached by two uses, a dangling link seen by both the Metal and the Swift walk).
  package func removingRepeats() -> [RegistryDiagnostic] {
    var seen: Set<RegistryDiagnostic> = []
    return filter { seen.insert($0).inserted }
  }
}
