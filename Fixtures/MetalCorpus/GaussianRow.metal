#include <metal_stdlib>
#include <SwiftUI/SwiftUI.h>
using namespace metal;

// GaussianRow.metal - constant float arrays sized by a macro and indexed in a loop.

#define TAP_COUNT 5
constant float kWeights[TAP_COUNT] = {0.0625, 0.25, 0.375, 0.25, 0.0625};
constant float kOffsets[] = {-2.0, -1.0, 0.0, 1.0, 2.0};

// A binomial blur along the row, taps `spacing` points apart.
[[ stitchable ]] half4 gaussianRow(float2 position, SwiftUI::Layer layer, float spacing) {
    float4 sum = float4(0.0);
    for (int i = 0; i < TAP_COUNT; i++) {
        float2 tap = position + float2(kOffsets[i] * spacing, 0.0);
        sum += kWeights[i] * float4(layer.sample(tap));
    }
    return half4(sum);
}
