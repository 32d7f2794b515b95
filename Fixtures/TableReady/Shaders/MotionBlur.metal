#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

// MotionBlur.metal - straight-line motion blur for thrown dice (layerEffect).
// `streak` is the distance the die travels while the shutter is open,
// already rotated into the die's own frame by the Swift side.

// Roughly one tap per 1.5 points of streak, never fewer than two.
static int streakTaps(float span, float maxSamples) {
    return int(clamp(ceil(span / 1.5), 2.0, max(maxSamples, 2.0)));
}

[[ stitchable ]] half4 linearMotionBlur(float2 position, SwiftUI::Layer layer, float2 streak, float maxSamples) {
    float span = length(streak);
    if (span < 0.5) {
        return layer.sample(position);
    }

    int taps = streakTaps(span, maxSamples);
    float2 hop = streak / float(taps - 1);
    float2 cursor = position - 0.5 * streak; // centred: -streak/2 ... +streak/2

    float4 total = float4(0.0);
    for (int tap = 0; tap < taps; ++tap) {
        total += float4(layer.sample(cursor));
        cursor += hop;
    }
    return half4(total / float(taps));
}
