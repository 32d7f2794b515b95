import SwiftUI

extension Color {
    /// A colour from a 24-bit hex value, `0xRRGGBB`.
    init(hex: UInt32) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255
        )
    }
}

/// The app's colours.
enum Theme {
    /// The poster palette, darkest first.
    static let palette: [Color] = [
        Color(hex: 0x1B1B3A), Color(hex: 0x2E2C5E), Color(hex: 0x693668),
        Color(hex: 0xA74482), Color(hex: 0xF84AA7), Color(hex: 0xFF3562),
        Color(hex: 0xFF8E72), Color(hex: 0xFFC857), Color(hex: 0xF4F1DE),
    ]
}

/// Posterizes a view into the theme's palette, in `levels` brightness steps.
struct Posterize: ViewModifier {
    var levels: Double = 4

    func body(content: Content) -> some View {
        content.colorEffect(
            ShaderLibrary.posterize(.colorArray(Theme.palette), .float(levels))
        )
    }
}
