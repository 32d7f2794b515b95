#include <metal_stdlib>
#include <SwiftUI/SwiftUI.h>
using namespace metal;

// RadialBlur.metal - a zoom blur: eight samples on the segment from the pixel toward a centre,
// out to `strength` of the way there, averaged.

[[ stitchable ]] half4 radialBlur(float2 position, SwiftUI::Layer layer, float2 centre,
                                  float strength) {
    const int taps = 8;
    float4 total = float4(0.0);
    for (int i = 0; i < taps; i++) {
        float t = strength * float(i) / float(taps - 1);
        total += float4(layer.sample(mix(position, centre, t)));
    }
    return half4(total / float(taps));
}
