#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

// HolographicCard.metal - a diffraction foil over a trading card (colorEffect).
// Swift calls it as ShaderLibrary.HolographicCardFoil(.float2(size), .float2(tilt), .float(intensity)).

// Stable pseudo-random value in [0, 1] for one cell of an integer grid.
// A plain helper: not stitchable, never looked up by name.
static float foilCellHash(float2 cell) {
    uint2 key = uint2(int2(cell));
    uint h = (key.x * 0x9E3779B1u) ^ (key.y * 0x85EBCA77u);
    h ^= h >> 15;
    h *= 0x2C1B3C6Du;
    h ^= h >> 12;
    return float(h & 0xFFFFu) / 65535.0;
}

// size: the view in points. tilt: -1...1 on each axis, the card's lean.
// intensity: 0 for no foil, 1 for full.
[[ stitchable ]] half4 HolographicCardFoil(float2 position, half4 color, float2 size, float2 tilt, float intensity) {
    if (color.a <= 0.0h) {
        return color;
    }

    const float tau = 6.2831853;
    float2 rel = position / max(size, float2(1.0)) - 0.5;

    // Diffraction: hue depends on the viewing angle, so the rainbow bands
    // drift across the card as it leans.
    float phase = 1.4 * dot(rel, float2(0.9, 0.5)) + dot(tilt, float2(0.8, 0.6));
    float3 rainbow = 0.5 + 0.5 * cos(tau * (float3(phase) + float3(0.0, 0.33, 0.67)));

    // Glitter: one speck per 5-point cell, jittered off the cell centre. Each
    // speck faces its own way, so they flash one after another.
    float2 gridPos = position / 5.0;
    float2 cell = floor(gridPos);
    float2 jitter = float2(foilCellHash(cell + 17.0), foilCellHash(cell + 43.0)) - 0.5;
    float2 speckAt = 0.5 + 0.56 * jitter;
    float dot01 = saturate(1.0 - length(gridPos - cell - speckAt) / 0.22);
    float orientation = 0.5 + 0.5 * cos(tau * (foilCellHash(cell) + 2.0 * phase));
    float sparkle = smoothstep(0.55, 1.0, orientation) * dot01 * dot01;

    // Glare from an overhead light, sliding the opposite way to the tilt.
    float2 glareRel = rel + 0.35 * tilt;
    float glare = exp(-6.0 * dot(glareRel, glareRel));

    float3 foil = intensity * (rainbow * (0.14 + 0.4 * glare) + sparkle * (0.3 + 0.7 * glare));

    // Screen blend on straight (un-premultiplied) colour: it can only add light.
    float alpha = float(color.a);
    float3 straight = float3(color.rgb) / alpha;
    float3 screened = 1.0 - (1.0 - straight) * (1.0 - saturate(foil));
    return half4(half3(screened * alpha), color.a);
}
