#include <metal_stdlib>
using namespace metal;

[[ stitchable ]] float2 swirl(float2 position, float2 centre, float radius, float turns) {
    float2 d = position - centre;
    float r = length(d);
    if (r >= radius || radius <= 0.0) {
        return position;
    }
    float twist = turns * (1.0 - r / radius) * sign(turns) * abs(turns);
    float angle = atan2(d.y, d.x) + twist;
    return centre + r * float2(cos(angle), sin(angle));
}
