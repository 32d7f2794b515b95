#include <metal_stdlib>
using namespace metal;

// Effects that work on bits, as retro and glitch looks do.

// A bit crush: keeps the top `bits` bits of each channel's float mantissa, so a value in
// [2^e, 2^(e+1)) drops to a multiple of 2^(e − bits): the steps are finer in the shadows.
[[ stitchable ]] half4 crush(float2 position, half4 color, float bits) {
    uint keep = uint(clamp(bits, 0.0, 23.0));
    uint mask = 0xFFFFFFFFu << (23u - keep);
    float3 c = float3(color.rgb);
    float3 crushed = as_type<float3>(as_type<uint3>(c) & uint3(mask));
    // No NaN, infinity, negative or subnormal value goes on to a blend.
    crushed = select(float3(0.0), crushed, isfinite(crushed) & ~signbit(crushed) & isnormal(crushed));
    return half4(half3(crushed), color.a);
}

// A torn video signal: each row's hash decides whether it moves (more than 16 of its 32 bits set
// and fewer than 3 trailing zeros), how far (its low byte, as a fraction of `amount`) and which
// way (left when its top bit is set).
[[ stitchable ]] float2 glitch(float2 position, float amount, float seed) {
    uint row = uint(max(floor(position.y), 0.0));
    uint h = (row ^ uint(seed)) * 0x9E3779B1u;
    h ^= h >> 16;
    uchar4 bytes = as_type<uchar4>(h);
    bool moves = popcount(h) > 16u && ctz(h) < 3u;
    float away = moves ? amount * float(bytes.x) / 255.0 : 0.0;
    float side = copysign(1.0, clz(h) == 0u ? -1.0 : 1.0);
    return position + float2(side * away, 0.0);
}
