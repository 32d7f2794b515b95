#include <metal_stdlib>
#include <SwiftUI/SwiftUI.h>
using namespace metal;

// DisplacementMap.metal - a displacement map: the image's red and green move each pixel's
// sample of the layer, the map repeating every `scale` points per texel (a repeating, linear
// sampler at normalized coordinates, at mip level 0; Metal allows `repeat` only there, not
// with `coord::pixel`).

[[ stitchable ]] half4 displacementMap(float2 position, SwiftUI::Layer layer, texture2d<half> map,
                                       float scale, float strength) {
    constexpr sampler wrap(address::repeat, filter::linear);
    float2 size = float2(map.get_width(), map.get_height());
    half4 m = map.sample(wrap, position / (scale * size), level(0.0));
    float2 offset = (float2(m.rg) - 0.5) * strength;
    return layer.sample(position + offset);
}
