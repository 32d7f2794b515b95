#include <metal_stdlib>
using namespace metal;

// A newspaper halftone: round dots on a grid turned by `turns` of a full turn, each dot as large
// as its cell's ink (1 − luma) asks for, with a one-point soft edge.
[[ stitchable ]] half4 halftone(float2 position, half4 color, float cell, float turns) {
    if (color.a <= 0.0h) {
        return color;
    }
    float size = fmax(cell, 2.0);
    // cospi and sinpi take half-turns. Turning the position back by the angle puts it on the grid.
    float c = cospi(2.0 * turns);
    float s = sinpi(2.0 * turns);
    packed_float2 grid = float2(c * position.x + s * position.y, c * position.y - s * position.x) / size;
    float2 centre = floor(grid) + 0.5;
    float d2 = distance_squared(grid, centre);
    float luma = float(dot(color.rgb, half3(0.299h, 0.587h, 0.114h)) / color.a);
    float ink = 1.0 - median3(0.0, luma, 1.0);
    // A dot covering ink × the cell's area has radius sqrt(ink / π) cells.
    float radius = fast::sqrt(ink * M_1_PI_F);
    float outside = fdim(precise::sqrt(d2), radius) * size;
    half paper = half(saturate(outside));
    return half4(half3(paper) * color.a, color.a);
}
