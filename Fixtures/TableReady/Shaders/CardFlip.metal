#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

// CardFlip.metal - shading for a card turning over about its vertical axis.
// The Swift side animates `degrees` through an Animatable modifier, so every
// frame arrives here with the in-between angle; nothing else is needed.

[[ stitchable ]]
// colorEffect. degrees: 0 face-on, 90 edge-on, 180 face-on again (other side).
half4 cardFlipShading(
    float2 position,
    half4 color,
    float4 bounds,
    float degrees
) {
    if (color.a <= 0.0h) {
        return color;
    }

    float theta = degrees * (M_PI_F / 180.0);
    float facing = abs(cos(theta));

    // Turned away from the lamp the card catches less light.
    float brightness = mix(0.55, 1.0, facing);

    // A diagonal glint band. Where it sits depends on the angle alone: it
    // enters at the top-leading corner as the turn starts and leaves at the
    // bottom-trailing one as the half turn completes.
    float2 uv = (position - bounds.xy) / max(bounds.zw, float2(1.0));
    float diagonal = dot(uv, float2(0.6, 0.4));
    float progress = fract(degrees / 180.0);
    float bandCentre = mix(-0.3, 1.3, progress);
    float offBand = (diagonal - bandCentre) / 0.09;
    float band = exp(-offBand * offBand);

    // No glint face-on (nothing is moving) or edge-on (nothing to see);
    // strongest halfway between.
    float glint = 0.32 * band * 4.0 * facing * (1.0 - facing);

    half3 lit = color.rgb * half(brightness) + half(glint) * color.a;
    return half4(min(lit, half3(color.a)), color.a);
}
