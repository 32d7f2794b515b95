import SwiftUI

/// A sticker on the chat screen that wobbles while it is new; a later edit made it wobble harder.
struct StickerView: View {
    let sticker: Image
    @State private var start = Date.now

    var body: some View {
        TimelineView(.animation) { context in
            sticker
                .resizable()
                .frame(width: 120, height: 120)
                .distortionEffect(
                    ShaderLibrary.wobble(
                        .float(9),
                        .float(context.date.timeIntervalSince(start))
                    ),
                    maxSampleOffset: CGSize(width: 9, height: 9)
                )
        }
    }
}
