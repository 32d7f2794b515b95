#include <metal_stdlib>
#include <SwiftUI/SwiftUI.h>
using namespace metal;

// PinchStruct.metal - a constant struct of settings, read by a distortion.

struct PinchSettings {
    float radius;
    float strength;
    float2 anchor;  // in units of the bounds' size
};

constant PinchSettings kPinch = {10.0, 0.5, float2(0.5, 0.5)};

// Inside the radius around the anchor, samples nearer the anchor: by strength × amount at the
// anchor, fading to nothing at the rim as (1 − r / radius)².
[[ stitchable ]] float2 pinch(float2 position, float4 bounds, float amount) {
    float2 centre = bounds.xy + bounds.zw * kPinch.anchor;
    float2 d = position - centre;
    float r = length(d);
    if (r >= kPinch.radius) {
        return position;
    }
    float falloff = 1.0 - r / kPinch.radius;
    float scale = 1.0 - kPinch.strength * amount * falloff * falloff;
    return centre + d * scale;
}
