#include <metal_stdlib>
using namespace metal;

// Blobs.metal - two circles merged by a polynomial smooth minimum of their signed distances,
// filled with one point of anti-aliasing and a darker rim where the distance is near zero.

inline float smoothMin(float a, float b, float k) {
    float h = saturate(0.5 + 0.5 * (b - a) / k);
    return mix(b, a, h) - k * h * (1.0 - h);
}

[[ stitchable ]] half4 blobs(float2 position, half4 color, float2 a, float2 b, float radius,
                             float softness, half4 fill) {
    float d = smoothMin(distance(position, a) - radius, distance(position, b) - radius,
                        max(softness, 1e-3));
    float inside = saturate(0.5 - d);
    float rim = 1.0 - smoothstep(0.0, 1.5, abs(d));
    half4 base = mix(color, fill, half(inside));
    return half4(base.rgb * half(1.0 - 0.4 * rim), base.a);
}
