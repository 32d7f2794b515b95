import SwiftUI

/// The thin ribbon beside the feed, as tall as the feed's first page of posts, waving gently.
struct TimelineRibbon: View {
    @State private var start = Date.now

    var body: some View {
        TimelineView(.animation) { context in
            LinearGradient(colors: [.purple, .blue, .teal], startPoint: .top, endPoint: .bottom)
                .frame(width: 24, height: 2900)
                .distortionEffect(
                    ShaderLibrary.ribbonWave(
                        .float(4),
                        .float(context.date.timeIntervalSince(start))
                    ),
                    maxSampleOffset: CGSize(width: 4, height: 0)
                )
        }
    }
}
