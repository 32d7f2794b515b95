import SwiftUI

/// A waving flag over an equaliser.
struct FlagView: View {
    let levels: [Float]

    var body: some View {
        TimelineView(.animation) { context in
            let phase = context.date.timeIntervalSinceReferenceDate
            VStack {
                Rectangle()
                    .fill(.red)
                    .distortionEffect(
                        Effects.wave(amplitude: 8, wavelength: 40, phase: phase),
                        maxSampleOffset: CGSize(width: 0, height: 8)
                    )
                Rectangle()
                    .fill(Effects.bars(levels: levels, fill: .green))
            }
        }
    }
}
