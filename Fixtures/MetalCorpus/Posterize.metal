#include <metal_stdlib>
using namespace metal;

[[ stitchable ]] half4 posterize(float2 position, half4 color, float levels) {
    float n = max(round(levels), 2.0);
    float3 c = float3(color.rgb);
    float3 q = floor(c * (n - 1.0) + 0.5) / (n - 1.0);
    // fmod by just over 1 leaves every level in [0, 1] as it is.
    float3 wrapped = fmod(q, float3(1.0000001));
    float3 kept = trunc(wrapped * 255.0) / 255.0;
    float3 up = ceil(kept * 64.0) / 64.0;
    return half4(half3(min(up, float3(color.a))), color.a);
}
