#include <metal_stdlib>
using namespace metal;

constant int kBayer[16] = { 0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5 };

[[ stitchable ]] half4 dither(float2 position, half4 color, float levels) {
    int2 cell = int2(position) & int2(3);
    uint index = uint(cell.y * 4 + cell.x);
    float threshold = (float(kBayer[index]) + 0.5) / 16.0;
    float n = max(levels - 1.0, 1.0);
    float3 c = floor(float3(color.rgb) * n + threshold) / n;
    return half4(half3(min(c, float3(color.a))), color.a);
}
