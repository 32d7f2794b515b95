import SwiftUI

/// A poster with darkened corners; the strength is picked from three presets.
struct VignetteView: View {
    @State private var strength = 0.5

    var body: some View {
        VStack {
            GeometryReader { proxy in
                Image("poster")
                    .resizable()
                    .colorEffect(
                        ShaderLibrary.vignette(
                            .float(proxy.size.width),
                            .float(proxy.size.height),
                            .float(strength)
                        )
                    )
            }
            .frame(width: 320, height: 180)

            Picker("Strength", selection: $strength) {
                Text("Soft").tag(0.25)
                Text("Medium").tag(0.5)
                Text("Strong").tag(1.0)
            }
            .pickerStyle(.segmented)
        }
    }
}
