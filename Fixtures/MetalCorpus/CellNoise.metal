#include <metal_stdlib>
using namespace metal;

// CellNoise.metal - Worley (cellular) noise: one hashed feature point per cell, the distance to
// the nearest of the 3x3 cells' points, which tints the layer toward an edge colour.

inline float2 featurePoint(int2 cell) {
    uint h = (uint(cell.x) * 0x8da6b343u) ^ (uint(cell.y) * 0xd8163841u);
    h ^= h >> 13;
    h *= 0x2c1b3c6du;
    h ^= h >> 12;
    return float2(cell) + float2(float(h & 0xFFu), float((h >> 8) & 0xFFu)) / 255.0;
}

[[ stitchable ]] half4 cellNoise(float2 position, half4 color, float size, half4 edge) {
    float2 p = position / max(size, 1.0);
    int2 base = int2(floor(p));
    float nearest = 8.0;
    for (int j = -1; j <= 1; j++) {
        for (int i = -1; i <= 1; i++) {
            nearest = min(nearest, distance(p, featurePoint(base + int2(i, j))));
        }
    }
    half k = half(saturate(nearest));
    return mix(color, edge * color.a, k);
}
