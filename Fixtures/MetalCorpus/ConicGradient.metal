#include <metal_stdlib>
using namespace metal;

// ConicGradient.metal - polar coordinates: an angular gradient that runs from one colour to the
// other and back `turns` times around a centre, shaded by rings of the radius.

[[ stitchable ]] half4 conicGradient(float2 position, half4 color, float2 centre, half4 from,
                                     half4 to, float turns) {
    float2 d = position - centre;
    float t = (atan2(d.y, d.x) + M_PI_F) / (2.0 * M_PI_F);   // 0 ... 1 around
    float wave = 0.5 - 0.5 * cospi(2.0 * t * turns);
    float ring = 0.75 + 0.25 * cos(length(d));
    half4 c = mix(from, to, half(wave));
    return half4(c.rgb * half(ring), c.a) * color.a;
}
