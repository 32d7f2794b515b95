import SwiftUI

/// A sticker on the share sheet. Seeded mistake: `tint` takes a colour and an amount, but this
/// call passes only the colour, through the custom accessor `Lib.default`.
struct StickerView: View {
    var body: some View {
        Image(systemName: "seal.fill")
            .font(.system(size: 48))
            .colorEffect(Lib.default.tint(.color(.purple)))
    }
}
