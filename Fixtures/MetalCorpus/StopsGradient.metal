#include <metal_stdlib>
#include <SwiftUI/SwiftUI.h>
using namespace metal;

// StopsGradient.metal - a horizontal gradient through `.colorArray` stops spaced evenly over
// the bounds.

[[ stitchable ]] half4 stopsGradient(float2 position, half4 color, float4 bounds,
                                     device const half4 *stops, int count) {
    if (count < 2) return count == 1 ? stops[0] * color.a : color;
    float t = saturate((position.x - bounds.x) / bounds.z) * float(count - 1);
    int i = min(int(t), count - 2);
    half4 c = mix(stops[i], stops[i + 1], half(t - float(i)));
    return c * color.a;
}
