#include <metal_stdlib>
using namespace metal;

namespace noise {
// Corner gradients for a cheap value noise.
constant float2 kCorners[4] = { float2(0, 0), float2(1, 0), float2(0, 1), float2(1, 1) };

struct Hash {
    uint seed;
    float at(float2 p) const {
        uint2 q = uint2(int2(floor(p)));
        uint h = (q.x * 0x9E3779B1u) ^ (q.y * 0x85EBCA77u) ^ seed;
        h ^= h >> 15;
        return float(h & 0xFFFFu) / 65535.0;
    }
};

inline float value(float2 p, Hash hash) {
    float2 f = fract(p);
    float2 u = f * f * (3.0 - 2.0 * f);
    float v[4];
    for (int i = 0; i < 4; i++) {
        v[i] = hash.at(floor(p) + kCorners[i]);
    }
    return mix(mix(v[0], v[1], u.x), mix(v[2], v[3], u.x), u.y);
}
}  // namespace noise

[[ stitchable ]] half4 grain(float2 position, half4 color, float amount, float seed) {
    noise::Hash hash = { uint(seed) };
    float n = noise::value(position * 0.25, hash) - 0.5;
    color.rgb = clamp(color.rgb + half(n * amount) * color.a, half3(0.0h), half3(color.a));
    return color;
}
