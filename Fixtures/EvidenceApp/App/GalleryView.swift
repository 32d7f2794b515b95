import SwiftUI

/// The gallery: posterized thumbnails, a sparkling badge and a playing card.
struct GalleryView: View {
    private let startDate = Date()
    @State private var seed = Double.random(in: 1...10)

    var body: some View {
        VStack(spacing: 24) {
            HStack {
                Image("thumb-a")
                    .frame(width: 96, height: 96)
                    .modifier(Posterize())
                Image("thumb-b")
                    .frame(width: 96, height: 96)
                    .modifier(Posterize(levels: 6))
            }

            TimelineView(.animation) { _ in
                Image(systemName: "star.fill")
                    .font(.system(size: 64))
                    .colorEffect(
                        ShaderLibrary.sparkle(
                            .float(seed),
                            .float(startDate.timeIntervalSinceNow)
                        )
                    )
                    .frame(width: 80, height: 80)
            }

            Image("queen-of-hearts")
                .resizable()
                .colorEffect(ShaderLibrary.card(.float2(224, 314), .float(18)))
        }
    }
}
