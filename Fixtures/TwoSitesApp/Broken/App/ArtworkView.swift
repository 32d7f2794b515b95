import SwiftUI

/// The now-playing screen's large artwork, which waves more strongly than the mini player's.
struct ArtworkView: View {
    let artwork: Image
    @State private var start = Date.now

    var body: some View {
        TimelineView(.animation) { context in
            artwork
                .resizable()
                .aspectRatio(contentMode: .fit)
                .frame(width: 300, height: 300)
                .distortionEffect(
                    ShaderLibrary.wave(
                        .float(8),
                        .float(40),
                        .float(context.date.timeIntervalSince(start))
                    ),
                    maxSampleOffset: CGSize(width: 0, height: 8)
                )
                .clipShape(RoundedRectangle(cornerRadius: 12))
        }
    }
}
