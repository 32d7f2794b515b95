import SwiftUI

/// A sticker on the chat screen that wobbles gently while it is new.
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
                        .float(6),
                        .float(context.date.timeIntervalSince(start))
                    ),
                    maxSampleOffset: CGSize(width: 6, height: 6)
                )
        }
    }
}
