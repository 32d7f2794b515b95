import EffectProofBase
import LocatedJSON

/// One shader warm-up: the function `compile(as:)` looks up, the usage it compiles for, and the
/// kinds of the arguments the app's factory passes.
///
/// SwiftUI's `compile(as:)` checks the name and the usage only; ``RegistryChecker`` also checks
/// the argument list against the Metal signature.
public struct Warmup: Hashable, Sendable {
  /// The Metal function name, e.g. `dieMaterial`.
  public var name: String
  /// The usage the warm-up compiles for.
  public var usage: ShaderUsage
  /// The `Shader.Argument` kinds the factory passes, in order.
  public var arguments: [ShaderArgumentKind]
  /// Where the warm-up was declared, when it came from a file.
  public var origin: Origin?

  /// Where a warm-up was declared in a registry file.
  public struct Origin: Hashable, Sendable {
    /// The registry or config file.
    public var file: String?
    /// The position of the warm-up's `name` value.
    public var position: SourcePosition
    /// The JSON path of the warm-up, e.g. `$.registry.warmups[3]`.
    public var path: JSONPath

    /// Creates an origin.
    public init(file: String?, position: SourcePosition, path: JSONPath) {
      self.file = file
      self.position = position
      self.path = path
    }
  }

  /// Creates a warm-up declared in Swift.
  public init(
    name: String, usage: ShaderUsage, arguments: [ShaderArgumentKind], origin: Origin? = nil
  ) {
    self.name = name
    self.usage = usage
    self.arguments = arguments
    self.origin = origin
  }
}

/// The list of shader warm-ups an app compiles at launch.
///
/// Declare it in Swift or load its JSON form:
/// ```json
/// {"warmups": [{"name": "dieMaterial", "usage": "colorEffect",
///   "arguments": ["boundingRect", "color", "color", "floatArray", "float", "float"]}]}
/// ```
public struct WarmupRegistry: Hashable, Sendable {
  /// The warm-ups, in declaration order.
  public var warmups: [Warmup]

  /// Creates a registry from warm-ups.
  public init(_ warmups: [Warmup]) {
    self.warmups = warmups
  }
}
