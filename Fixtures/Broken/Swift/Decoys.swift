import SwiftUI

// ShaderLibrary.nothing(.float(1)) sits in a comment: not a call site.
/* ShaderLibrary.glow(.float(1)) neither. */

/// Things that look like shader mistakes and are not. None of them may be reported.
enum Decoys {
    static let text = "ShaderLibrary.glwo(.float(1)).colorEffect(x)"

    /// A library wrapper: a bundle's library kept in a constant.
    static let Library = ShaderLibrary.bundle(.main)

    #if false
        static var broken: Shader { ShaderLibrary.glow(.float(1)) }
    #endif

    #if DEBUG
        static var tinted: Shader { Library.glow(.float(8), .color(.red)) }
    #else
        static var tinted: Shader { ShaderLibrary.bundle(.main).glow(.float(8), .color(.blue)) }
    #endif

    /// A ShaderFunction kept and called later, through a dynamic member with a literal name.
    static var later: Shader {
        let function = ShaderLibrary.default[dynamicMember: "wave"]
        return function(.float(1), .float(12))
    }

    static var stored: Shader {
        let function = Library.blur
        return function(
            // direction, then radius
            .float2(1, 0),
            .float(4),
        )
    }

    /// A shape style.
    static var pattern: some View {
        Rectangle().fill(ShaderLibrary.stripes(.float(8), .float(0.5)))
    }
}

/// A type of the app's own with methods named like shaders and modifiers.
enum Palette {
    static func glow(_ level: Double) -> Color { .yellow.opacity(level) }
    static func layerEffect(_ body: () -> Void) { body() }
}

struct DecoyView: View {
    var body: some View {
        Text("Hi")
            .foregroundStyle(Palette.glow(0.5))
            .onAppear {
                Palette.layerEffect {
                    print("not a modifier")
                }
            }
    }
}
