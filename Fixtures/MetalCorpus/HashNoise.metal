#include <metal_stdlib>
using namespace metal;

// HashNoise.metal - blocky film grain from an integer hash (a PCG step) of each cell, no
// texture: the hash's low 16 bits give a value in -0.5 ... 0.5.

namespace grain {
inline uint pcg(uint v) {
    uint state = v * 747796405u + 2891336453u;
    uint word = ((state >> ((state >> 28u) + 4u)) ^ state) * 277803737u;
    return (word >> 22u) ^ word;
}
}  // namespace grain

[[ stitchable ]] half4 hashNoise(float2 position, half4 color, float cell, float seed,
                                 float amount) {
    uint2 c = uint2(max(floor(position / max(cell, 1.0)), float2(0.0)));
    uint h = grain::pcg(c.x + grain::pcg(c.y + uint(seed)));
    float n = float(h & 0xFFFFu) / 65535.0 - 0.5;
    half3 rgb = clamp(color.rgb + half(n * amount) * color.a, 0.0h, color.a);
    return half4(rgb, color.a);
}
