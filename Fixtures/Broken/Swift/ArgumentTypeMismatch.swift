import SwiftUI

/// `blur` takes a float2 direction first; this passes a float.
struct SidewaysBlur: View {
    var body: some View {
        Image(systemName: "star")
            .layerEffect(
                ShaderLibrary.default.blur(Shader.Argument.float(1), .float(6)),
                maxSampleOffset: CGSize(width: 6, height: 6)
            )
    }
}
