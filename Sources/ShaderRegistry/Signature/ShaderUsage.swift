/// How SwiftUI uses a stitchable function (SwiftUI's `Shader.UsageType`), with the leading
/// parameters each usage requires before the shader's own arguments.
///
/// ```
/// colorEffect:      half4  f(float2 position, half4 color, args…)
/// distortionEffect: float2 f(float2 position, args…)      // returns the source position
/// layerEffect:      half4  f(float2 position, SwiftUI::Layer layer, args…)
/// shapeStyle:       half4  f(float2 position, args…)
/// ```
public enum ShaderUsage: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// `.colorEffect(_:)`: recolours each pixel.
  case colorEffect
  /// `.distortionEffect(_:maxSampleOffset:)`: returns where each pixel samples from.
  case distortionEffect
  /// `.layerEffect(_:maxSampleOffset:)`: samples the rendered layer anywhere.
  case layerEffect
  /// A `Shader` used as a `ShapeStyle` fill.
  case shapeStyle

  /// How many parameters come before the shader's own arguments.
  public var leadingParameterCount: Int {
    switch self {
    case .colorEffect, .layerEffect: 2
    case .distortionEffect, .shapeStyle: 1
    }
  }

  /// The Metal return type the usage requires.
  public var returnType: String {
    self == .distortionEffect ? "float2" : "half4"
  }

  /// The leading parameter types, in order.
  public var leadingParameterTypes: [String] {
    switch self {
    case .colorEffect: ["float2", "half4"]
    case .distortionEffect, .shapeStyle: ["float2"]
    case .layerEffect: ["float2", "SwiftUI::Layer"]
    }
  }

  /// The Swift spelling, e.g. `colorEffect`.
  public var description: String { rawValue }
}
