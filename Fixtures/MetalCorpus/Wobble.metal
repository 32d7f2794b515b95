#include <metal_stdlib>
using namespace metal;

[[ stitchable ]] float2 wobble(float2 position, float4 bounds, float time, float amount) {
    float2 uv = (position - bounds.xy) / max(bounds.zw, float2(1.0)) - 0.5;
    float s = tanh(sinh(uv.x) * cosh(uv.y));
    float a = asin(clamp(uv.x, -1.0, 1.0)) + acos(clamp(uv.y, -1.0, 1.0)) + atan(uv.x);
    return position + amount * float2(s * sin(time), 0.01 * a * cos(time));
}
