#include <metal_stdlib>
#include <SwiftUI/SwiftUI.h>
using namespace metal;

// A 3×3 emboss kernel applied to the layer's luma.
constant float3x3 kEmboss = float3x3(float3(-2, -1, 0), float3(-1, 1, 1), float3(0, 1, 2));

[[ stitchable ]] half4 emboss(float2 position, SwiftUI::Layer layer, float strength) {
    float total = 0.0;
    for (int x = -1; x <= 1; x++) {
        for (int y = -1; y <= 1; y++) {
            half4 c = layer.sample(position + float2(x, y));
            total += kEmboss[x + 1][y + 1] * float(dot(c.rgb, half3(0.299h, 0.587h, 0.114h)));
        }
    }
    half4 base = layer.sample(position);
    return half4(base.rgb + half(total * strength) * base.a, base.a);
}
