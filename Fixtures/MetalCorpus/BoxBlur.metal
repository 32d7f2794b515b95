#include <metal_stdlib>
#include <SwiftUI/SwiftUI.h>
using namespace metal;

// BoxBlur.metal - a box blur: the mean of (2r + 1)² samples one point apart, summed in float.

[[ stitchable ]] half4 boxBlur(float2 position, SwiftUI::Layer layer, float radius) {
    int r = int(clamp(radius, 0.0, 4.0));
    float4 sum = float4(0.0);
    for (int dy = -r; dy <= r; dy++) {
        for (int dx = -r; dx <= r; dx++) {
            sum += float4(layer.sample(position + float2(dx, dy)));
        }
    }
    float n = float((2 * r + 1) * (2 * r + 1));
    return half4(sum / n);
}
