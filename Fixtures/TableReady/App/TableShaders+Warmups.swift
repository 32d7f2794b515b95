import SwiftUI
import CoreGraphics

nonisolated extension TableShaders {
    /// All nine shaders, built by the same factories the views call, with placeholder values.
    ///
    /// `compile(as:)` checks the function's name and usage but not its arguments, so the
    /// argument lists are only right because they come from the factories above.
    static var warmups: [Warmup] {
        let curl = CardCurl(height: 0, peel: 0)
        return [
            Warmup(name: "feltSurface", shader: felt(felt: .clear, shadow: .clear, shade: 0), usage: .colorEffect),
            Warmup(name: "dieMaterial", shader: dieMaterial(face: .clear, pip: .clear, value: 0), usage: .colorEffect),
            Warmup(name: "cardCurlBend", shader: cardCurlBend(curl), usage: .distortionEffect),
            Warmup(name: "cardCurlShade", shader: cardCurlShade(curl, stock: .clear), usage: .colorEffect),
            Warmup(name: "cardCurlShadow", shader: cardCurlShadow(curl), usage: .colorEffect),
            Warmup(name: "cardFlipShading", shader: cardFlipShading(degrees: 0), usage: .colorEffect),
            Warmup(
                name: "wheelArcBlur",
                shader: wheelArcBlur(center: .zero, angle: 0, innerRadius: 0, outerRadius: 0),
                usage: .layerEffect
            ),
            Warmup(name: "ripple", shader: ripple(origin: .zero, elapsed: 0, style: .dolly), usage: .layerEffect),
            Warmup(name: "linearMotionBlur", shader: linearMotionBlur(streak: .zero), usage: .layerEffect),
        ]
    }
}
