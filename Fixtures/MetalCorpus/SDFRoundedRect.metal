#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

// SDFRoundedRect.metal - a card drawn from the signed distance to a rounded rectangle (the
// usual box distance less a corner radius), filled with one point of anti-aliasing.

inline float roundedRect(float2 p, float2 halfSize, float radius) {
    float2 q = abs(p) - halfSize + radius;
    return length(max(q, 0.0)) + min(max(q.x, q.y), 0.0) - radius;
}

[[ stitchable ]] half4 roundedRectFill(float2 position, half4 color, float4 bounds, float inset,
                                       float radius, half4 fill) {
    float2 centre = bounds.xy + bounds.zw * 0.5;
    float d = roundedRect(position - centre, bounds.zw * 0.5 - inset, radius);
    half coverage = half(saturate(0.5 - d));
    return mix(color, fill, coverage);
}
