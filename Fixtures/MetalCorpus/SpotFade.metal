#include <metal_stdlib>
#include <SwiftUI/SwiftUI.h>
using namespace metal;

// SpotFade.metal - the mixed-type built-ins Apple's headers accept: clamp(half, float, float),
// mix(half4, half, float) and min(half3, float).

// Darkens the colour toward black by up to a half outside a spot of `radius` points.
[[ stitchable ]] half4 spotFade(float2 position, half4 color, float2 centre, float radius) {
    float2 offset = (position - centre) / max(radius, 1.0);
    half d = half(length(offset));
    half inside = clamp(1.0h - d, 0.0, 1.0);
    half4 faded = mix(color, half(0.0), 0.5 * (1.0 - float(inside)));
    return half4(min(faded.rgb, 1.0), color.a);
}
