import SwiftUI

/// `wave` is a distortion (it returns a float2 position); applying it with `.colorEffect`, or
/// warming the blur up as a colour effect, fails on the device.
struct WrongUsage: View {
    var body: some View {
        Rectangle()
            .colorEffect(Effects.wave(amplitude: 2, wavelength: 30))
    }

    static func warmBlur() async throws {
        try await Effects.softBlur.compile(as: .colorEffect)
    }
}
