import EffectProof
import EffectProofTestSupport
import Foundation
import SwiftCallSites
import Testing

/// Paths into the repository's `Fixtures/` folder, found from this file's location.
enum Fixtures {
  static let root = RepositoryFixtures.root

  static func path(_ relative: String) -> String { RepositoryFixtures.path(relative) }

  static var tableReadyConfig: String { path("TableReady/effectproof.json") }
  static var tableReadyShaders: String { path("TableReady/Shaders") }
}

extension EffectProofConfig {
  /// A workspace over this config that reads its Swift and the build files above it with the
  /// toolchain's reader, as `effectproof check` does.
  var readingSwift: Workspace { Workspace(config: self, swiftReader: ToolchainSwiftReader()) }
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

extension EffectProofConfig {
  /// Every effect selected with the seed's values, no shaders: the catalogue's tests' config.
  static var seeds: EffectProofConfig { .everyEffect() }
  /// The cards' section, or the seed's.
  var cards: CardsConfig {
    get { CardsEntry().section(in: self) ?? CardsConfig() }
    set { select(CardsEntry(), newValue) }
  }
  /// The wheel's section, or the seed's.
  var wheel: WheelConfig {
    get { RouletteEntry().section(in: self) ?? WheelConfig() }
    set { select(RouletteEntry(), newValue) }
  }
  /// The curl's section, or the seed's.
  var curl: CurlConfig {
    get { CurlEntry().section(in: self) ?? CurlConfig() }
    set { select(CurlEntry(), newValue) }
  }
  /// The ripple's section, or the seed's.
  var ripple: RippleConfig {
    get { RippleEntry().section(in: self) ?? RippleConfig() }
    set { select(RippleEntry(), newValue) }
  }
  /// The dice's section, or the seed's.
  var dice: DiceConfig {
    get { DiceEntry().section(in: self) ?? DiceConfig() }
    set { select(DiceEntry(), newValue) }
  }
}
