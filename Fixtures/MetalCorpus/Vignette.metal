#include <metal_stdlib>
#include <SwiftUI/SwiftUI.h>
using namespace metal;

// Darkens toward the corners of the bounding rect.
[[ stitchable ]] half4 vignette(float2 position, half4 color, float4 bounds, float strength) {
    float2 uv = (position - bounds.xy) / max(bounds.zw, float2(1.0));
    float d = distance(uv, float2(0.5));
    float shade = 1.0 - smoothstep(0.35, 0.75, d) * saturate(strength);
    return half4(color.rgb * half(shade), color.a);
}
