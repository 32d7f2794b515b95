import SwiftUI

/// `wind` declares `float windSize = 0.2`. SwiftUI binds every parameter from the call, so
/// leaving it out is a count mismatch; passing it (Effects.wind) is right.
struct Breeze: View {
    var body: some View {
        Circle()
            .colorEffect(ShaderLibrary.wind(.float(0.5)))
    }
}
