import SwiftUI

/// A factory with `??`: the app's own shader when it has one, the library's otherwise. The
/// fallback is a distortion, applied here as a colour effect.
enum Fallbacks {
    static var custom: Shader?

    static var tint: Shader {
        custom ?? ShaderLibrary.wave(.float(2), .float(10))
    }
}

struct FallbackView: View {
    var body: some View {
        Color.orange.colorEffect(Fallbacks.tint)
    }
}
