import SwiftUI

/// The one place the app turns values into shaders; each factory binds the arguments its
/// Metal function declares after SwiftUI's own, in the source's order.
enum Effects {
    /// `loupe` in Loupe.metal: `center`, `radius`, `zoom`.
    static func loupe(center: CGPoint, radius: Double, zoom: Double) -> Shader {
        ShaderLibrary.loupe(.float2(center), .float(radius), .float(zoom))
    }

    /// `wave` in Wave.metal: `amplitude`, `wavelength`, `phase`.
    static func wave(amplitude: Double, wavelength: Double, phase: Double) -> Shader {
        ShaderLibrary.wave(.float(amplitude), .float(wavelength), .float(phase))
    }

    /// `glow` in Glow.metal: `tint`, `strength`.
    static func glow(tint: Color, strength: Double) -> Shader {
        ShaderLibrary.glow(.color(tint), .float(strength))
    }

    /// `duotone` in Duotone.metal: `dark`, `light`.
    static func duotone(dark: Color, light: Color) -> Shader {
        ShaderLibrary.duotone(.color(dark), .color(light))
    }

    /// `bars` in Bars.metal: the bounds, the levels (a pointer and a count), `fill`.
    static func bars(levels: [Float], fill: Color) -> Shader {
        ShaderLibrary.bars(.boundingRect, .floatArray(levels), .color(fill))
    }

    /// `split` in Split.metal: `offset`.
    static func split(offset: CGSize) -> Shader {
        ShaderLibrary.split(.float2(offset))
    }

    /// Every shader the app uses, compiled at launch so the first frame does not stall.
    static let warmups: [(Shader, Shader.UsageType)] = [
        (loupe(center: .zero, radius: 1, zoom: 1), .layerEffect),
        (wave(amplitude: 0, wavelength: 40, phase: 0), .distortionEffect),
        (glow(tint: .white, strength: 0), .colorEffect),
        (duotone(dark: .black, light: .white), .colorEffect),
        (split(offset: .zero), .layerEffect),
        (bars(levels: [0], fill: .green), .shapeStyle),
    ]
}

/// Compiles every shader before the first frame.
enum ShaderWarmup {
    static func run() async throws {
        for (shader, usage) in Effects.warmups {
            try await shader.compile(as: usage)
        }
    }
}
