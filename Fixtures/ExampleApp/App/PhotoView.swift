import SwiftUI

/// A photo with a loupe under the finger, a glow, a two-tone look and a chromatic split.
struct PhotoView: View {
    let image: Image
    @State private var touch: CGPoint?
    @State private var glow = 0.0
    /// The loupe's radius in points; the user pinches it between 10 and 60.
    @State private var loupeRadius = 40.0

    /// How far the loupe samples from a pixel: less than its radius.
    static func loupeReach(radius: Double) -> CGSize { CGSize(width: radius, height: radius) }

    /// How far the split moves red and blue apart, in points.
    static let splitOffset = CGSize(width: 4, height: 2)

    var body: some View {
        GeometryReader { proxy in
            image
                .resizable()
                .colorEffect(Effects.glow(tint: .white, strength: glow))
                .colorEffect(Effects.duotone(dark: .indigo, light: .yellow))
                .layerEffect(
                    Effects.split(offset: Self.splitOffset),
                    maxSampleOffset: Self.splitOffset
                )
                .layerEffect(
                    Effects.loupe(center: touch ?? .zero, radius: loupeRadius, zoom: 2),
                    // The loupe samples at most its radius away; the config proves it per radius.
                    maxSampleOffset: Self.loupeReach(radius: loupeRadius),
                    isEnabled: touch != nil
                )
                .gesture(DragGesture(minimumDistance: 0).onChanged { touch = $0.location })
                .frame(width: proxy.size.width, height: proxy.size.height)
        }
    }
}
