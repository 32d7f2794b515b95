#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

// Felt.metal - the table cloth under a hanging lamp (colorEffect).
//
// ShaderLibrary only ever looks up feltSurface. Everything in `namespace felt`
// is a plain inline helper; none of it is [[ stitchable ]], so it never shows
// up as a SwiftUI shader function.

namespace felt {

// Hashes one integer lattice corner into [0, 1).
inline float cornerHash(int2 corner) {
    uint bits = (uint(corner.x) * 0x8DA6B343u) ^ (uint(corner.y) * 0xD8163841u);
    bits = (bits ^ (bits >> 13)) * 0x5BD1E995u;
    bits ^= bits >> 15;
    return float(bits & 0x00FFFFFFu) * (1.0 / 16777216.0);
}

// Smoothly interpolated value noise in [0, 1].
inline float valueNoise(float2 p) {
    float2 base = floor(p);
    float2 frac = p - base;
    float2 ease = frac * frac * (3.0 - 2.0 * frac);
    int2 c = int2(base);
    float top = mix(cornerHash(c), cornerHash(c + int2(1, 0)), ease.x);
    float bottom = mix(cornerHash(c + int2(0, 1)), cornerHash(c + int2(1, 1)), ease.x);
    return mix(top, bottom, ease.y);
}

// The cloth's texture in [-1, 1], built from three layers of value noise:
// a fine fuzz, a nap combed along the light, and a slow, broad mottle.
inline float fibers(float2 p, float2 lightAxis) {
    float2 crossAxis = float2(-lightAxis.y, lightAxis.x);
    float2 combed = float2(dot(p, lightAxis), dot(p, crossAxis));

    float fuzz = valueNoise(p * 0.9);
    float nap = valueNoise(combed * float2(0.07, 0.8));
    float mottle = valueNoise(p * 0.015 + float2(7.3, 2.9));

    float blend = 0.5 * fuzz + 0.35 * nap + 0.15 * mottle;
    return blend * 2.0 - 1.0;
}

} // namespace felt

[[ stitchable ]] half4 feltSurface(
    float2 position,
    half4 color,
    float4 bounds,
    half4 felt,
    half4 shadow,
    float shade
) {
    float2 extent = max(bounds.zw, float2(1.0));
    float2 p = position - bounds.xy;
    float longest = max(extent.x, extent.y);

    // The light leans 30° off vertical, from the top-leading corner down
    // toward the bottom-trailing one: (sin 30°, cos 30°).
    const float2 lightAxis = float2(0.5, 0.8660254);
    const float2 lightCross = float2(-lightAxis.y, lightAxis.x);

    // Elliptical pool around the lamp, stretched along the light.
    float2 lamp = extent * float2(0.18, 0.04);
    float2 fromLamp = (p - lamp) / longest;
    float2 weighted = float2(dot(fromLamp, lightAxis) * 0.75, dot(fromLamp, lightCross) * 1.3);
    float pool = 1.0 - smoothstep(0.0, 0.9, length(weighted));

    half3 cloth = mix(shadow.rgb, felt.rgb, half(pool));

    // Warm tungsten cast, strongest in the middle of the pool.
    const half3 tungsten = half3(1.0h, 0.9h, 0.74h);
    cloth *= mix(half3(1.0h), tungsten * 1.12h, half(0.35 * pool * pool));

    // The lower half of the table falls off a little more.
    float lowerHalf = saturate(2.0 * p.y / extent.y - 1.0);
    cloth *= half(1.0 - lowerHalf * shade);

    // Grain is ADDED, never multiplied: a percentage of a near-black felt is
    // less than one code value and rounds away on dark themes.
    half grain = half(0.03 * felt::fibers(p, lightAxis));
    cloth = max(cloth + grain, half3(0.0h));

    return half4(cloth * color.a, color.a);
}
