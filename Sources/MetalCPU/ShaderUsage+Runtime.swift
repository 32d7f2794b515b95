extension ShaderUsage {
  /// The runtime's code for the usage (`job.usage` in `effectproof_entries.h`).
  var runtimeCode: Int {
    switch self {
    case .colorEffect: 0
    case .distortionEffect: 1
    case .layerEffect: 2
    case .shapeStyle: 3
    }
  }
}
