#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

// Samples the centre of each cell.
[[ stitchable ]] half4 pixellate(float2 position, SwiftUI::Layer layer, float cell) {
    float size = max(cell, 1.0);
    float2 centre = (floor(position / size) + 0.5) * size;
    return layer.sample(centre);
}
