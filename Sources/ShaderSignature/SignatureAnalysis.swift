/// What a stitchable function's signature says about how SwiftUI can use it.
///
/// Usage is inferred from the return type and the second parameter
/// (``StitchableFunction/candidateUsages``); a registry's declared usage settles between
/// `colorEffect` and a `shapeStyle` whose first argument is a colour. A signature the scanner
/// could not read through its macros (``isUnread``) fits no usage and is not checked.
public struct SignatureAnalysis: Hashable, Sendable {
  /// The function analysed.
  public var function: StitchableFunction
  /// The usages the signature fits, most likely first; empty when none fits, and when the
  /// signature is unread.
  public var candidateUsages: [ShaderUsage]

  /// Analyses a function.
  public init(_ function: StitchableFunction) {
    self.function = function
    candidateUsages = function.unexpandedMacro == nil ? function.candidateUsages : []
  }

  /// Whether the scanner read the signature with a macro it could not expand
  /// (``StitchableFunction/unexpandedMacro``): its parameters are as written, so neither its
  /// usage nor its arguments can be checked, and the checkers report nothing against it (the
  /// scan's own warning says why).
  public var isUnread: Bool { function.unexpandedMacro != nil }

  /// Why no usage fits, in one sentence, when ``candidateUsages`` is empty.
  public var unusableReason: String? {
    guard candidateUsages.isEmpty else { return nil }
    if let macro = function.unexpandedMacro {
      return
        "'\(function.name)' is not read: its signature uses \(macro), which the Metal scanner cannot expand, so its usage and arguments are not checked"
    }
    guard let first = function.parameters.first else {
      return
        "'\(function.name)' takes no parameters; every SwiftUI shader starts with float2 position"
    }
    if first.kind != .float2 {
      return
        "parameter 1 of '\(function.name)' is '\(first)'; every SwiftUI shader starts with float2 position"
    }
    return
      "'\(function.name)' returns \(function.returnType); SwiftUI shaders return half4 (colour, layer, shape style) or float2 (distortion)"
  }

  /// The usage to read arguments with: `declared` when the signature fits it, else the first
  /// candidate, else `nil`.
  public func usage(declared: ShaderUsage?) -> ShaderUsage? {
    if let declared, candidateUsages.contains(declared) { return declared }
    return candidateUsages.first
  }

  /// Why `declared` does not fit, mirroring the platform's own message where it has one.
  /// `subject` opens the sentence: "registered as colorEffect" by default, or for a Swift use
  /// "applied with .colorEffect here".
  public func mismatchReason(declared: ShaderUsage, subject: String? = nil) -> String? {
    let subject = subject ?? "registered as \(declared)"
    guard !candidateUsages.contains(declared) else { return nil }
    if let reason = unusableReason { return reason }
    if function.returnKind != declared.returnKind {
      return
        "\(subject), which needs a \(declared.returnType) result, but '\(function.name)' returns \(function.returnType) (a \(candidateUsages.map(\.rawValue).joined(separator: " or ")))"
    }
    let index = 1
    let expected =
      declared.leadingParameterTypes.count > index
      ? declared.leadingParameterTypes[index] : "a shader argument"
    let actual = function.parameters.count > index ? "'\(function.parameters[index])'" : "missing"
    return
      "\(subject), but parameter \(index + 1) is \(actual) where \(declared) expects \(expected); the signature is a \(candidateUsages.map(\.rawValue).joined(separator: " or "))"
  }

  /// The argument slots after the leading parameters of `usage`.
  public func slots(for usage: ShaderUsage) -> [ArgumentSlot] {
    let parameters = function.parameters
    let start = min(usage.leadingParameterCount, parameters.count)
    return ArgumentSlot.slots(for: parameters[start...])
  }
}
