import EffectProofBase

/// A function carrying `[[ stitchable ]]`: the one model of a shader function that the Metal
/// scanner, the CPU compiler and runtime, and the Swift checker share.
///
/// The scanner reads it from the source text; the CPU compiler from clang's AST, with each
/// parameter's ``MetalParameter/kind`` from the compiled program.
public struct StitchableFunction: Hashable, Sendable, Codable {
  /// The function's name, the string `ShaderLibrary` looks it up by.
  public var name: String
  /// The name with its namespaces (`effects::name`), as the compiled program's table calls it;
  /// the scanner gives ``name``.
  public var qualifiedName: String
  /// The file that declares it (the user's file, never a rewritten copy).
  public var file: String
  /// Where the name stands.
  public var position: SourcePosition
  /// The return type as written, e.g. `half4`.
  public var returnType: String
  /// What the return type is to SwiftUI and the runtime.
  public var returnKind: MetalParameterKind
  /// Every parameter, leading ones included.
  public var parameters: [MetalParameter]
  /// Whether the file has a body for it (`false` for a prototype alone).
  public var isDefinition: Bool
  /// A name in the signature that the Metal scanner could not expand (a function-like macro, or
  /// an identifier standing alone where a parameter should be, probably a macro from another
  /// file); the parameters are then as written, not as clang reads them, and are not checked
  /// (``SignatureAnalysis/isUnread``). Always nil from the compiler.
  public var unexpandedMacro: String?

  /// Creates a function. Without a `qualifiedName` it is `name`; without a `returnKind` it is
  /// read from the spelling (``MetalParameterKind/init(spelling:)``).
  public init(
    name: String, qualifiedName: String? = nil, file: String, position: SourcePosition,
    returnType: String, returnKind: MetalParameterKind? = nil, parameters: [MetalParameter],
    isDefinition: Bool = true, unexpandedMacro: String? = nil
  ) {
    self.name = name
    self.qualifiedName = qualifiedName ?? name
    self.file = file
    self.position = position
    self.returnType = returnType
    self.returnKind = returnKind ?? MetalParameterKind(spelling: returnType)
    self.parameters = parameters
    self.isDefinition = isDefinition
    self.unexpandedMacro = unexpandedMacro
  }

  /// The 1-based line of the name.
  public var line: Int { position.line }

  /// `half4 name(float2 position, half4 color, …)`.
  public var signature: String {
    "\(returnType) \(name)(\(parameters.map(\.description).joined(separator: ", ")))"
  }

  /// The usages the return type and leading parameters fit, most likely first; empty when none
  /// does:
  /// - a `float2` result → `distortionEffect`;
  /// - a `half4` result with a `SwiftUI::Layer` second parameter → `layerEffect`;
  /// - a `half4` result with a `half4` second parameter → `colorEffect`, or a `shapeStyle`
  ///   whose first argument is a colour (a declared usage settles which);
  /// - any other `half4` result → `shapeStyle`.
  ///
  /// Every usage also needs a `float2` first parameter.
  public var candidateUsages: [ShaderUsage] {
    guard parameters.first?.kind == .float2 else { return [] }
    switch (returnKind, parameters.dropFirst().first?.kind) {
    case (.float2, _): return [.distortionEffect]
    case (.half4, .layer): return [.layerEffect]
    case (.half4, .half4): return [.colorEffect, .shapeStyle]
    case (.half4, _): return [.shapeStyle]
    default: return []
    }
  }

  /// The 1-based position of `parameter` in the signature, as every message numbers
  /// parameters (`parameter 3` is the third, SwiftUI's leading ones included); nil when it is
  /// not one of ``parameters``.
  public func parameterNumber(of parameter: MetalParameter) -> Int? {
    parameters.firstIndex(of: parameter).map { $0 + 1 }
  }

  /// The usage the signature fits best (the first of ``candidateUsages``), or nil.
  public var inferredUsage: ShaderUsage? { candidateUsages.first }

  /// Why the function cannot be used as `usage`, or nil when its return type and leading
  /// parameters are the ones SwiftUI passes for it.
  public func leadingProblem(for usage: ShaderUsage) -> String? {
    guard returnKind == usage.returnKind else {
      return
        "a \(usage) returns \(usage.returnKind.metalName), but \(name) returns \(returnType)"
    }
    for (index, kind) in usage.leadingKinds.enumerated() {
      guard index < parameters.count else {
        return
          "a \(usage) takes \(usage.leadingDescription) first, but \(name) has \(parameters.count) parameter\(parameters.count == 1 ? "" : "s")"
      }
      guard parameters[index].kind == kind else {
        let parameter = parameters[index]
        return
          "a \(usage) takes \(usage.leadingDescription) first, but \(name)'s parameter \(index + 1) is \(parameter.type) \(parameter.name)"
      }
    }
    return nil
  }
}
