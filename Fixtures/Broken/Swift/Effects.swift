import SwiftUI

/// The app's factory: each shader's argument list, written once. Every call here is right;
/// the mistakes are in the files named after them.
enum Effects {
    static func glow(radius: Double, tint: Color) -> Shader {
        ShaderLibrary.glow(.float(radius), .color(tint))
    }

    static func wave(amplitude: Double, wavelength: Double) -> Shader {
        ShaderLibrary.wave(
            .float(amplitude),
            .float(wavelength),  // points
        )
    }

    static var softBlur: Shader {
        ShaderLibrary.blur(.float2(CGPoint(x: 1, y: 0)), .float(6))
    }

    static func wind(strength: Double) -> Shader {
        ShaderLibrary.wind(.float(strength), .float(0.2))
    }

    static func pips(_ values: [Float]) -> Shader {
        ShaderLibrary.pips(.floatArray(values))
    }
}
