#include <metal_stdlib>
#include <SwiftUI/SwiftUI.h>
using namespace metal;

// LocatedGradient.metal - a vertical gradient with stop locations from `.floatArray` and
// colours from `.colorArray`, folded stop by stop as Gradient(stops:) is drawn.

[[ stitchable ]] half4 locatedGradient(float2 position, half4 color, float4 bounds,
                                       device const float *locations, int locationCount,
                                       device const half4 *colors, int colorCount) {
    int n = min(locationCount, colorCount);
    if (n == 0) return color;
    float t = (position.y - bounds.y) / bounds.w;
    half4 result = colors[0];
    for (int i = 1; i < n; i++) {
        float a = locations[i - 1], b = locations[i];
        float k = saturate((t - a) / max(b - a, 1e-5));
        result = mix(result, colors[i], half(k));
    }
    return result * color.a;
}
