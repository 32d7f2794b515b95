#include <metal_stdlib>
using namespace metal;

// Magnifier.metal - a loupe: inside 80% of the radius the content is magnified by `zoom` about
// the centre, easing back to none at the radius.

[[ stitchable ]] float2 magnifier(float2 position, float2 centre, float radius, float zoom) {
    float2 d = position - centre;
    float inside = 1.0 - smoothstep(radius * 0.8, radius, length(d));
    float scale = mix(1.0, 1.0 / max(zoom, 1.0), inside);
    return centre + d * scale;
}
