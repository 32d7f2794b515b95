import SwiftUI

/// A picture revealed through a matte the user picks (any image, any size).
struct RevealView: View {
    let matte: Image
    @State private var progress = 0.0

    var body: some View {
        GeometryReader { proxy in
            Color.accentColor
                .colorEffect(
                    ShaderLibrary.maskReveal(
                        .image(matte), .float2(proxy.size), .float(progress)
                    )
                )
        }
        .frame(width: 320, height: 200)
        .onTapGesture { withAnimation(.easeInOut(duration: 1.2)) { progress = 1 - progress } }
    }
}
