import SwiftUI

/// A photo that ripples from its centre while the user tunes the wave.
struct RippleView: View {
    @State private var start = Date()
    @State private var amplitude = 6.0
    @State private var frequency = 4.0

    var body: some View {
        VStack(spacing: 16) {
            TimelineView(.animation) { context in
                Image("harbour")
                    .resizable()
                    .scaledToFill()
                    .frame(width: 240, height: 160)
                    .clipped()
                    .visualEffect { content, proxy in
                        content.distortionEffect(
                            ShaderLibrary.ripple(
                                .float(start.distance(to: context.date)),
                                .float(amplitude),
                                .float(frequency)
                            ),
                            maxSampleOffset: CGSize(width: amplitude, height: amplitude)
                        )
                    }
            }
            Slider(value: $amplitude, in: 0...24) {
                Text("Amplitude")
            }
            Stepper("Rings: \(Int(frequency))", value: $frequency, in: 2...8)
        }
        .padding()
    }
}
