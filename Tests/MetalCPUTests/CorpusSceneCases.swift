@testable import MetalCPU

/// The corpus files written as public scene shaders (ray marching, textures, colour arrays,
/// signed distances, loops), one case a function.
enum CorpusSceneCases {
  /// The cases, in file order.
  static let cases: [CorpusCase] = []
}
