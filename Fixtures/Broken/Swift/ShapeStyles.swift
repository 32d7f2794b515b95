import SwiftUI

/// Shaders given as shape styles with the wrong signature. A shape style takes
/// `half4 f(float2 position, args…)`; a distortion or a layer effect draws nothing there.
struct Badges: View {
    var body: some View {
        VStack {
            Circle()
                .strokeBorder(ShaderLibrary.wave(.float(1), .float(12)), lineWidth: 3)
            Capsule()
                .background(Effects.softBlur)
            Text("new")
                .backgroundStyle(PackageShaders.wave(.float(2), .float(24)))
            // Shape styles that are not shaders: not reported.
            Rectangle()
                .strokeBorder(.red, lineWidth: 2)
                .background(.blue)
                .background { Color.green }
                .background(alignment: .center) { Color.gray }
                .backgroundStyle(.thinMaterial)
        }
    }
}
