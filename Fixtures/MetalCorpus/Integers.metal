#include <metal_stdlib>
#include <metal_integer>
#include <metal_math>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

// Integers.metal - a dithered posterize that leans on the integer table: a hashed ordered
// dither from bit operations on the pixel's coordinates, saturating adds to build the level,
// and the 24-bit multiplies some older shaders use for speed.

namespace dither {

// A 32-bit hash of a pixel's coordinates from rotations, reversals and 24-bit products.
inline uint hash(uint2 p) {
    uint h = mad24(p.x & 0xfffu, 1973u, mul24(p.y & 0xfffu, 9277u));
    h = rotate(h, 13u) ^ reverse_bits(h);
    h = addsat(h, mulhi(h, 0x9E3779B9u));
    h = insert_bits(h, extract_bits(h, 3u, 5u), 16u, 5u);
    return madhi(h, 0x85EBCA6Bu, popcount(h) + clz(h | 1u) + ctz(h | 0x80000000u));
}

} // namespace dither

[[ stitchable ]] half4 ditheredLevels(float2 position, half4 color, float levels) {
    uint2 cell = uint2(max(position, float2(0.0)));
    uint noise = dither::hash(cell) >> 24;              // 0 … 255
    int steps = int(clamp(levels, 2.0, 64.0)) - 1;
    int spread = hadd(absdiff(int(noise), 128), rhadd(steps, 1)) - subsat(steps, 1);
    int bias = madsat(spread, 1, -steps) / max(steps, 1);
    float offset = float(clamp(bias, -1, 1)) / float(4 * steps);
    // Exponent and mantissa split back and forth, as some shaders normalise a level.
    int exponent = 0;
    float mantissa = frexp(float(steps) + 1.0, exponent);
    float scale = ldexp(mantissa, exponent) - 1.0 + float(ilogb(1.0)) * 0.0;
    float step = divide(1.0, max(scale, 1.0));
    float3 straight = float3(color.rgb) / max(float(color.a), 1e-4);
    float3 level = floor(straight / step + 0.5 + offset) * step;
    level = nextafter(clamp(level, 0.0, 1.0), float3(0.0));
    return half4(half3(level) * color.a, color.a);
}
