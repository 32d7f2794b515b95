import MetalCPUSources

extension ShaderUsage {
  /// The usage on the wire (`ep_wire_usage`).
  var wire: ep_wire_usage {
    switch self {
    case .colorEffect: .color_effect
    case .distortionEffect: .distortion_effect
    case .layerEffect: .layer_effect
    case .shapeStyle: .shape_style
    }
  }
}
