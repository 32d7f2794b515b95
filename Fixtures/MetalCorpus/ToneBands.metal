#include <metal_stdlib>
#include <SwiftUI/SwiftUI.h>
using namespace metal;

// ToneBands.metal - a constant float3 array of band colours and a constant float array of
// thresholds, searched in a loop.

constant float3 kBandColors[4] = {
    float3(0.10, 0.05, 0.30),
    float3(0.55, 0.10, 0.45),
    float3(0.95, 0.45, 0.20),
    float3(1.00, 0.90, 0.60),
};
constant float kThresholds[4] = {0.0, 0.25, 0.5, 0.75};

// Maps the straight colour's luma to one of four bands and mixes that band's colour in.
[[ stitchable ]] half4 toneBands(float2 position, half4 color, float amount) {
    if (color.a <= 0.0h) {
        return color;
    }
    float3 straight = float3(color.rgb) / float(color.a);
    float luma = dot(straight, float3(0.299, 0.587, 0.114));
    int band = 0;
    for (int i = 1; i < 4; i++) {
        if (luma >= kThresholds[i]) {
            band = i;
        }
    }
    float3 toned = mix(straight, kBandColors[band], saturate(amount));
    return half4(half3(toned * float(color.a)), color.a);
}
