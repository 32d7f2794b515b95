#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

// Ripple.metal - a damped ring spreading out from where the dolly lands.
//
// [[stitchable]] functions must keep SwiftUI's leading parameters: for a
// layerEffect that is the pixel position and then the layer itself.

[[stitchable]] half4 ripple(
    float2 position,
    SwiftUI::Layer layer,
    float2 origin,
    float time,
    float amplitude,
    float frequency,
    float decay,
    float speed
) {
    float2 outward = position - origin;
    float dist = length(outward);

    // The wave front reaches this pixel dist / speed seconds in.
    float arrival = dist / max(speed, 1.0);
    float since = max(time - arrival, 0.0);

    float push = amplitude * sin(frequency * since) * exp(-decay * since);

    // Right at the origin the direction is undefined; normalizing a zero
    // vector would give NaN, so it simply does not move.
    float2 heading = dist > 0.001 ? outward / dist : float2(0.0);
    half4 pixel = layer.sample(position + heading * push);

    // Brighten crests and darken troughs a touch. No amplitude, no shading.
    float crest = amplitude > 0.0 ? push / amplitude : 0.0;
    pixel.rgb = clamp(pixel.rgb + half(0.18 * crest) * pixel.a, half3(0.0h), half3(pixel.a));
    return pixel;
}
