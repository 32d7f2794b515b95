import EffectProofBase
import LocatedJSON

/// The kinds of problem found in Metal sources, in the app's Swift call sites and build files,
/// or in a warm-up registry checked against them: the `registry` domain of ``Diagnostic``
/// (docs/diagnostics.md).
///
/// Every such diagnostic names a file and a 1-based line and column where one is known: the
/// Metal line of the function or parameter at fault, the Swift line of the call, argument,
/// modifier or warm-up at fault, or the registry line of the warm-up at fault. Warm-ups built in
/// Swift code with ``Warmup/init(name:usage:arguments:origin:)`` have no file.
public enum RegistryDiagnosticKind: String, DiagnosticKind {
  /// `registry`.
  public static let domain = "registry"

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

  /// One sentence on what the kind means.
  public var meaning: String {
    switch self {
    case .missingFunction: "a warm-up names a function no source declares"
    case .unregisteredFunction: "a stitchable function has no warm-up"
    case .usageMismatch: "a warm-up's usage does not fit the function's signature"
    case .argumentCountMismatch: "a call or warm-up passes another number of arguments"
    case .argumentTypeMismatch: "an argument's kind does not fit the Metal parameter"
    case .missingCount: "an array or data pointer without the int count after it"
    case .duplicateFunction: "one function name declared in two files, or registered twice"
    case .unresolvedCallSite: "a shader call the Swift reader cannot follow statically"
    case .parseError: "a source that cannot be read or lexed"
    case .buildMembership: "a call's function is not built into the library the call reads"
    case .availability: "a shader API used below its first system version, unguarded"
    }
  }
}

extension Diagnostic {
  /// A diagnostic of the registry checker, the Metal scanner or the Swift reader: `kind`, about
  /// `function` (or warm-up) when there is one, at `file` and `position` when known.
  public static func registry(
    severity: Severity = .error, kind: RegistryDiagnosticKind, function: String? = nil,
    file: String? = nil, position: SourcePosition? = nil, message: String
  ) -> Diagnostic {
    Diagnostic(
      kind, severity: severity, message: message,
      location: file.map { file in
        position.map { FileLocation(file: file, position: $0) } ?? FileLocation(file: file)
      }, subject: function)
  }

  /// The registry kind, when this is a `registry` diagnostic.
  public var registryKind: RegistryDiagnosticKind? {
    id.domain == RegistryDiagnosticKind.domain ? RegistryDiagnosticKind(rawValue: id.name) : nil
  }

  /// `file:line:column: error: [kind] message`, the form `scan` prints and editors jump to.
  public var labelled: String {
    var text = ""
    if let file = location?.file { text += file + ":" }
    if let position = location?.position { text += "\(position):" }
    if !text.isEmpty { text += " " }
    return text + "\(severity.rawValue): [\(id.name)] \(message)"
  }
}

extension Array where Element == Diagnostic {
  /// The diagnostics in order, each reported once: the same problem can be met twice (a call
  /// site reached by two uses, a dangling link seen by both the Metal and the Swift walk).
  package func removingRepeats() -> [Diagnostic] {
    var seen: Set<Diagnostic> = []
    return filter { seen.insert($0).inserted }
  }
}
