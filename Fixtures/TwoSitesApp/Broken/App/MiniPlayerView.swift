import SwiftUI

/// The mini player above the tab bar: a small artwork thumbnail that sways gently while a
/// track plays. Seeded mistake: it waves 3 pt but promises 2.
struct MiniPlayerView: View {
    let artwork: Image
    let title: String
    @State private var start = Date.now

    var body: some View {
        HStack(spacing: 12) {
            TimelineView(.animation) { context in
                artwork
                    .resizable()
                    .frame(width: 48, height: 48)
                    .distortionEffect(
                        ShaderLibrary.wave(
                            .float(3),
                            .float(12),
                            .float(context.date.timeIntervalSince(start))
                        ),
                        maxSampleOffset: CGSize(width: 0, height: 2)
                    )
            }
            Text(title)
                .font(.subheadline)
            Spacer()
        }
        .padding(.horizontal)
    }
}
