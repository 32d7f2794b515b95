import EffectProofTestSupport
import Foundation
import Testing

/// Paths into the repository's `Fixtures/` folder, found from this file's location.
enum Fixtures {
  static let root = RepositoryFixtures.root

  static func path(_ relative: String) -> String { RepositoryFixtures.path(relative) }

  static var tableReadyConfig: String { path("TableReady/effectproof.json") }
  static var tableReadyShaders: String { path("TableReady/Shaders") }
}

/// Small, valid Metal sources for building broken inputs.
enum MetalSnippets {
  /// A colour effect taking `float amount`: `half4 name(float2 position, half4 color, float)`.
  static func colorEffect(_ name: String) -> String {
    """
    #include <metal_stdlib>
    using namespace metal;

    [[ stitchable ]] half4 \(name)(float2 position, half4 color, float amount) {
        return color * half(amount);
    }

    """
  }

  /// A warm-up entry for ``colorEffect(_:)``.
  static func colorEffectWarmup(_ name: String) -> String {
    "{\"name\": \"\(name)\", \"usage\": \"colorEffect\", \"arguments\": [\"float\"]}"
  }
}
