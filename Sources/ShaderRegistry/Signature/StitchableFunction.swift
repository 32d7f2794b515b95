import LocatedJSON

/// A function carrying `[[ stitchable ]]`, as scanned from a Metal source.
public struct StitchableFunction: Hashable, Sendable {
  /// The function's name, the string `ShaderLibrary` looks it up by.
  public var name: String
  /// The file that declares it.
  public var file: String
  /// Where the name stands.
  public var position: SourcePosition
  /// The return type as written, e.g. `half4`.
  public var returnType: String
  /// Every parameter, leading ones included.
  public var parameters: [MetalParameter]
  /// Whether the file has a body for it (`false` for a prototype alone).
  public var isDefinition: Bool

  /// Creates a scanned function.
  public init(
    name: String, file: String, position: SourcePosition, returnType: String,
    parameters: [MetalParameter], isDefinition: Bool = true
  ) {
    self.name = name
    self.file = file
    self.position = position
    self.returnType = returnType
    self.parameters = parameters
    self.isDefinition = isDefinition
  }

  /// The 1-based line of the name.
  public var line: Int { position.line }

  /// `half4 name(float2 position, half4 color, …)`.
  public var signature: String {
    "\(returnType) \(name)(\(parameters.map(\.description).joined(separator: ", ")))"
  }
}
