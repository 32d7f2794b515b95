import SwiftUI

/// What cannot be known without running the app: each is a warning, never a silent skip.
struct Dynamic: View {
    var name: String
    var arguments: [Shader.Argument]
    var shader: Shader

    var body: some View {
        VStack {
            Rectangle()
                .colorEffect(ShaderLibrary.default[dynamicMember: name](.float(1)))
            Rectangle()
                .colorEffect(
                    Shader(function: ShaderFunction(library: .default, name: "glow"), arguments: arguments)
                )
            Rectangle()
                .layerEffect(shader, maxSampleOffset: .zero)
        }
    }
}
