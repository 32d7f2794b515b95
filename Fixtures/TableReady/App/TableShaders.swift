import SwiftUI

/// The one place the app turns values into shaders.
///
/// Each factory binds the arguments its Metal function declares after the ones SwiftUI
/// supplies itself (`position` and `color` for a colour effect, `position` and `layer` for a
/// layer effect, `position` for a distortion), in the order the `.metal` source lists them.
/// The views and the launch warm-up (`TableShaders.warmups`) both build their shaders here,
/// so no argument list is ever written twice.
nonisolated enum TableShaders {
    /// `feltSurface` in Felt.metal: `bounds`, `felt`, `shadow`, `shade`.
    ///
    /// Only the alpha of the view it is applied to is used; the cloth colour comes from `felt`,
    /// and `shade` darkens the half of the table nearest the player.
    static func felt(felt: Color, shadow: Color, shade: Double) -> Shader {
        ShaderLibrary.feltSurface(.boundingRect, .color(felt), .color(shadow), .float(shade))
    }

    /// `dieMaterial` in Dice.metal: `bounds`, `face`, `pip`, then the pip array (which arrives
    /// as a pointer and a count of floats), `corner` and `pipRadius`.
    static func dieMaterial(face: Color, pip: Color, value: Int) -> Shader {
        ShaderLibrary.dieMaterial(
            .boundingRect,
            .color(face),
            .color(pip),
            .floatArray(DieMaterial.pipCoordinates(for: value)),
            .float(DieMaterial.corner),
            .float(DieMaterial.pipRadius)
        )
    }

    /// `cardCurlBend` in CardCurl.metal (a distortion): `height`, `peel`, `radius`. Moves
    /// pixels vertically only, never further than `curl.maxSampleOffset`.
    static func cardCurlBend(_ curl: CardCurl) -> Shader {
        ShaderLibrary.cardCurlBend(.float(curl.height), .float(curl.peel), .float(curl.radius))
    }

    /// `cardCurlShade` in CardCurl.metal: `height`, `peel`, `radius`, `stock`. Lights the rising
    /// part of the roll, paints the underside in `stock`, and clears the strip the card left.
    static func cardCurlShade(_ curl: CardCurl, stock: Color) -> Shader {
        ShaderLibrary.cardCurlShade(
            .float(curl.height),
            .float(curl.peel),
            .float(curl.radius),
            .color(stock)
        )
    }

    /// `cardCurlShadow` in CardCurl.metal: `height`, `peel`, `radius`. Drawn on the face under
    /// the card, darkest right against the fold.
    static func cardCurlShadow(_ curl: CardCurl) -> Shader {
        ShaderLibrary.cardCurlShadow(.float(curl.height), .float(curl.peel), .float(curl.radius))
    }

    /// `cardFlipShading` in CardFlip.metal: `bounds`, `degrees` (0 and 180 face-on, 90 edge-on).
    static func cardFlipShading(degrees: Double) -> Shader {
        ShaderLibrary.cardFlipShading(.boundingRect, .float(degrees))
    }

    /// `wheelArcBlur` in WheelBlur.metal: `center`, `angle`, `innerRadius`, `outerRadius`,
    /// `sampleSpacing`, `maxSamples`.
    ///
    /// The centre is explicit (not the middle of the bounding rect) because the flying ball
    /// blurs around the wheel's centre from inside its own small layer.
    static func wheelArcBlur(
        center: CGPoint,
        angle: Double,
        innerRadius: Double,
        outerRadius: Double
    ) -> Shader {
        ShaderLibrary.wheelArcBlur(
            .float2(center),
            .float(angle),
            .float(innerRadius),
            .float(outerRadius),
            .float(WheelBlur.sampleSpacing),
            .float(Double(WheelBlur.maxSamples))
        )
    }

    /// `ripple` in Ripple.metal: `origin`, `time`, `amplitude`, `frequency`, `decay`, `speed`.
    static func ripple(origin: CGPoint, elapsed: Double, style: RippleStyle) -> Shader {
        ShaderLibrary.ripple(
            .float2(origin),
            .float(elapsed),
            .float(style.amplitude),
            .float(style.frequency),
            .float(style.decay),
            .float(style.speed)
        )
    }

    /// `linearMotionBlur` in MotionBlur.metal: `streak` (already in the die's own frame) and
    /// `maxSamples`.
    static func linearMotionBlur(streak: CGVector) -> Shader {
        ShaderLibrary.linearMotionBlur(
            .float2(streak.dx, streak.dy),
            .float(Double(DieThrow.blurMaxSamples))
        )
    }
}
