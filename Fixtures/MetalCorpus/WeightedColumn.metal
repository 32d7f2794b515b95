#include <metal_stdlib>
#include <SwiftUI/SwiftUI.h>
using namespace metal;

// WeightedColumn.metal - a float array from Swift (.floatArray) as a pointer and a count: the
// weights of a vertical blur, normalised by their sum.

[[ stitchable ]] half4 weightedColumn(float2 position, SwiftUI::Layer layer,
                                      device const float *weights, int count, float spacing) {
    float4 sum = float4(0.0);
    float total = 0.0;
    float middle = 0.5 * float(count - 1);
    for (int i = 0; i < count; i++) {
        float2 tap = position + float2(0.0, (float(i) - middle) * spacing);
        sum += weights[i] * float4(layer.sample(tap));
        total += weights[i];
    }
    return total > 0.0 ? half4(sum / total) : layer.sample(position);
}
