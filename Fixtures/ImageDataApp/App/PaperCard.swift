import SwiftUI

/// A card with a paper grain: the asset catalogue's `noise` texture darkens the fill.
struct PaperCard: View {
    var title: String
    /// How much grain shows, 0…1.
    var grain: Double = 0.35

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(.orange.gradient)
            .overlay(Text(title).font(.title2.bold()).foregroundStyle(.white))
            .colorEffect(ShaderLibrary.paperGrain(.image(Image("noise")), .float(grain)))
            .frame(width: 240, height: 160)
    }
}
