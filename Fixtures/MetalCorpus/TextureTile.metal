#include <metal_stdlib>
#include <SwiftUI/SwiftUI.h>
using namespace metal;

// TextureTile.metal - a small image tiled over the view texel by texel with `read`, each texel
// covering `size` points, wrapped by the texture's own size.

[[ stitchable ]] half4 textureTile(float2 position, half4 color, texture2d<half> tile, float size) {
    uint w = tile.get_width(), h = tile.get_height(0);
    if (w == 0 || h == 0) return color;
    uint2 cell = uint2(max(floor(position / max(size, 1.0)), float2(0.0)));
    half4 texel = tile.read(uint2(cell.x % w, cell.y % h), 0);
    return texel * color.a;
}
