import SwiftUI

/// A photo through a tone curve the user edits: 0 to 256 bytes, each an output luminance.
struct ToneCurveView: View {
    let photo: Image
    var curve: [UInt8] = (0...255).map { UInt8($0) }

    var body: some View {
        photo
            .resizable()
            .colorEffect(ShaderLibrary.toneCurve(.data(Data(curve))))
            .frame(width: 200, height: 120)
    }
}
