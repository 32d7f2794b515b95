#include <metal_stdlib>
#include <SwiftUI/SwiftUI.h>
using namespace metal;

[[ stitchable ]] half4 glow(float2 position, SwiftUI::Layer layer, float radius, float intensity) {
    half4 centre = layer.sample(position);
    float4 total = float4(0.0);
    float weights = 0.0;
    int taps = int(clamp(radius, 1.0, 8.0));
    for (int i = -taps; i <= taps; i++) {
        float w = exp(-float(i * i) / max(radius * radius, 1.0));
        total += float4(layer.sample(position + float2(float(i), 0.0))) * w;
        weights += w;
    }
    float4 blur = total / weights;
    float boost = pow(max3(blur.r, blur.g, blur.b), 0.8) * intensity;
    half3 lit = min3(centre.rgb + half(boost), half3(1.0h), half3(centre.a + half(boost)));
    return half4(lit, max(centre.a, half(blur.a)));
}
