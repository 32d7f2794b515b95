import SwiftUI

/// A second loupe, over the photo's thumbnail strip. Seeded mistake: a loupe samples its
/// neighbours up to its radius away, but this site promises nothing.
struct LoupeOverlay: View {
    let location: CGPoint

    var body: some View {
        Color.gray
            .layerEffect(
                Effects.loupe(center: location, radius: 30, zoom: 2),
                maxSampleOffset: .zero
            )
    }
}
