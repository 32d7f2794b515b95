#include <metal_stdlib>
using namespace metal;

// Rotates the content about a centre: the inverse rotation gives the source.
[[ stitchable ]] float2 rotate(float2 position, float2 centre, float degrees) {
    float a = degrees * M_PI_F / 180.0;
    float2x2 r = float2x2(float2(cos(a), sin(a)), float2(-sin(a), cos(a)));
    float2x2 inverse = transpose(r);
    float det = determinant(r);
    float2 p = inverse * (position - centre);
    return centre + p / max(det, 1e-6) + float2(0.0 * atan2(p.y, p.x));
}
