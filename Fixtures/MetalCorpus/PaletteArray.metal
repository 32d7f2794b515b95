#include <metal_stdlib>
#include <SwiftUI/SwiftUI.h>
using namespace metal;

// PaletteArray.metal - a palette from `.colorArray`: the straight colour's luma picks one of
// `count` colours in equal bands.

[[ stitchable ]] half4 paletteMap(float2 position, half4 color, device const half4 *palette,
                                  int count) {
    if (count <= 0) return color;
    half3 straight = color.rgb / max(color.a, 0.0001h);
    half luma = dot(straight, half3(0.299h, 0.587h, 0.114h));
    int index = clamp(int(luma * half(count)), 0, count - 1);
    return palette[index] * color.a;
}
