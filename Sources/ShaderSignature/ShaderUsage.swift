/// How SwiftUI uses a stitchable function (SwiftUI's `Shader.UsageType`), with the leading
/// parameters each usage requires before the shader's own arguments.
///
/// ```
/// colorEffect:      half4  f(float2 position, half4 color, args…)
/// distortionEffect: float2 f(float2 position, args…)      // returns the source position
/// layerEffect:      half4  f(float2 position, SwiftUI::Layer layer, args…)
/// shapeStyle:       half4  f(float2 position, args…)
/// ```
public enum ShaderUsage: String, Hashable, Sendable, Codable, CaseIterable,
  CustomStringConvertible
{
  /// `.colorEffect(_:)`: recolours each pixel.
  case colorEffect
  /// `.distortionEffect(_:maxSampleOffset:)`: returns where each pixel samples from.
  case distortionEffect
  /// `.layerEffect(_:maxSampleOffset:)`: samples the rendered layer anywhere.
  case layerEffect
  /// A `Shader` used as a `ShapeStyle` fill.
  case shapeStyle

  /// How many parameters come before the shader's own arguments.
  public var leadingParameterCount: Int { leadingKinds.count }

  /// The kind of the return type the usage requires.
  public var returnKind: MetalParameterKind {
    self == .distortionEffect ? .float2 : .half4
  }

  /// The kinds of the leading parameters, in order.
  public var leadingKinds: [MetalParameterKind] {
    switch self {
    case .colorEffect: [.float2, .half4]
    case .distortionEffect, .shapeStyle: [.float2]
    case .layerEffect: [.float2, .layer]
    }
  }

  /// The Metal return type the usage requires.
  public var returnType: String { returnKind.metalName }

  /// The leading parameter types, in order.
  public var leadingParameterTypes: [String] { leadingKinds.map(\.metalName) }

  /// The leading parameters as SwiftUI's documentation names them (`float2 position, half4
  /// color`), for messages.
  public var leadingDescription: String {
    switch self {
    case .colorEffect: "float2 position, half4 color"
    case .distortionEffect, .shapeStyle: "float2 position"
    case .layerEffect: "float2 position, SwiftUI::Layer layer"
    }
  }

  /// The Swift spelling, e.g. `colorEffect`.
  public var description: String { rawValue }
}
