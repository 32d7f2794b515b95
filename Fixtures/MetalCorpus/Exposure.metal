#include <metal_stdlib>
#include <SwiftUI/SwiftUI.h>
using namespace metal;

// Exposure.metal - half colour arithmetic mixed with float uniforms and literals: a half
// vector times a float, a float times a half, 0.5 and 0.5h, half(x) and float3(color.rgb).

[[ stitchable ]] half4 exposure(float2 position, half4 color, float stops, float offset) {
    float gain = exp2(stops);
    half3 rgb = color.rgb * gain;
    rgb += offset * color.a;
    rgb = rgb * 0.5 + 0.5h * rgb;
    float3 wide = float3(rgb);
    half3 kept = half3(clamp(wide, 0.0, float(color.a)));
    return half4(kept, color.a);
}
