import SwiftUI

/// A wrong argument through an instance wrapper: `blur` takes a float2 direction first.
struct BlurredCard: View {
    var body: some View {
        Image(systemName: "star")
            .layerEffect(EffectLibrary.shared.blur(.float(1), .float(4)), maxSampleOffset: .zero)
    }
}
