#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

// WheelBlur.metal - rotational motion blur around an explicit centre (layerEffect).
// The ball uses it too, which is why the centre is an argument rather than
// the middle of the bounding rect: the ball's own layer is tiny.

// Rotates v by the angle whose cosine and sine are packed in `turn`.
// Works for any two-component vector (float2 here, half2 if ever needed).
template <typename Vec2>
inline Vec2 rotateBy(Vec2 v, Vec2 turn) {
    return Vec2(v.x * turn.x - v.y * turn.y, v.x * turn.y + v.y * turn.x);
}

[[ stitchable ]] half4 wheelArcBlur(
    float2 position,
    SwiftUI::Layer layer,
    float2 center,
    float angle,
    float innerRadius,
    float outerRadius,
    float sampleSpacing,
    float maxSamples
) {
    float2 arm = position - center;
    float radius = length(arm);

    // Layer::sample clamps to the edge, so pixels outside the pocket ring
    // would smear the frame's edge in. Those, the hub and a still wheel pass
    // through untouched.
    if (angle <= 0.0 || radius < innerRadius || radius > outerRadius) {
        return layer.sample(position);
    }

    // More samples where the arc is longer; the Swift side caps it at 24.
    float arcLength = radius * angle;
    float cap = max(maxSamples, 2.0);
    int taps = int(clamp(ceil(arcLength / max(sampleSpacing, 0.25)), 2.0, cap));

    // Centred on the pixel: start half the angle back, then walk forward.
    float stepAngle = angle / float(taps - 1);
    float2 stepTurn = float2(cos(stepAngle), sin(stepAngle));
    float2 spoke = rotateBy(arm, float2(cos(-0.5 * angle), sin(-0.5 * angle)));

    float4 total = float4(0.0);
    for (int tap = 0; tap < taps; ++tap) {
        total += float4(layer.sample(center + spoke));
        spoke = rotateBy(spoke, stepTurn);
    }
    return half4(total / float(taps));
}
