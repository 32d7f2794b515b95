import SwiftUI

/// The achievements row: each badge symbol tinted through one of the library accessors.
struct BadgeView: View {
    let theme = Theme()

    var body: some View {
        HStack(spacing: 16) {
            Image(systemName: "star.fill")
                .colorEffect(Lib.default.tint(.color(.orange), .float(0.6)))
            Image(systemName: "heart.fill")
                .colorEffect(Lib.library().tint(.color(.pink), .float(0.4)))
            Image(systemName: "bolt.fill")
                .colorEffect(theme.shaders.tint(.color(theme.accent), .float(0.8)))
            Image(systemName: "leaf.fill")
                .colorEffect(theme.effects.tint(.color(.green), .float(1)))
        }
        .font(.largeTitle)
    }
}
