import SwiftUI

/// The warm-up list. `stripes` is declared in Shaders.metal but never warmed up, so it compiles
/// on first use.
enum Warmups {
    static var all: [(Shader, Shader.UsageType)] {
        [
            (Effects.glow(radius: 0, tint: .clear), .colorEffect),
            (Effects.wave(amplitude: 0, wavelength: 1), .distortionEffect),
            (Effects.softBlur, .layerEffect),
            (Effects.wind(strength: 0), .colorEffect),
            (Effects.pips([]), .colorEffect),
        ]
    }

    static func compileAll() async {
        for (shader, usage) in all {
            try? await shader.compile(as: usage)
        }
    }
}
