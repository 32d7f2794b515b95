import SwiftUI

/// `wave` takes two floats after its position; this passes one. compile(as:) would not say so.
struct ShallowWave: View {
    var body: some View {
        Text("Tide")
            .distortionEffect(
                ShaderLibrary.wave(.float(3)),
                maxSampleOffset: CGSize(width: 0, height: 3)
            )
    }
}
