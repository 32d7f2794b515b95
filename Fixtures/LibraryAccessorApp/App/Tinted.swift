import SwiftUI

extension View {
    /// Tints the view with `function`: any colour shader of the app's library that takes a
    /// colour and an amount.
    func tinted(with function: ShaderFunction, color: Color, amount: Double) -> some View {
        colorEffect(function(.color(color), .float(amount)))
    }
}

/// The profile header, tinted through a function passed as a `ShaderFunction`.
struct ProfileHeader: View {
    let name: String

    var body: some View {
        VStack {
            Image(systemName: "person.crop.circle")
                .font(.system(size: 64))
                .tinted(with: Lib.default.tint, color: .blue, amount: 0.5)
            Text(name)
        }
    }
}
