import SwiftUI

/// A demo app's gallery: each entry names its function at run time and builds the shader
/// later. Every call of a function looked up this way is a warning at its own line.
struct GalleryEntry {
    var title: String
    var takesTint: Bool

    func makeShader(time: Double, tint: Color) -> Shader {
        let shader = PackageShaders[dynamicMember: title.functionName]
        if takesTint {
            return shader(.float(time), .color(tint))
        } else {
            return shader(.float(time))
        }
    }

    func makeDefaultShader(named name: String) -> Shader {
        let function = ShaderLibrary.default[dynamicMember: name]
        return function(.float(1))
    }

    func makeSharedShader(named name: String) -> Shader {
        EffectLibrary.shared[dynamicMember: name](.float(2))
    }
}

extension String {
    /// "Soft Glow" → "softGlow".
    var functionName: String {
        let words = split(separator: " ")
        return words.enumerated().map { $0.offset == 0 ? $0.element.lowercased() : $0.element.capitalized }
            .joined()
    }
}
