#include <metal_stdlib>
#include <SwiftUI/SwiftUI.h>
using namespace metal;

// CrossBlur.metal - samplers declared at file scope, as packages keep them beside texture
// shaders; a layer effect samples its layer and uses neither.

constexpr sampler linearClamp(filter::linear, address::clamp_to_edge);
constexpr sampler pixelRepeat(coord::pixel, address::repeat, filter::nearest);

// The average of the pixel and four samples `radius` points away along the axes.
[[ stitchable ]] half4 crossBlur(float2 position, SwiftUI::Layer layer, float radius) {
    float4 sum = float4(layer.sample(position));
    sum += float4(layer.sample(position + float2(radius, 0.0)));
    sum += float4(layer.sample(position - float2(radius, 0.0)));
    sum += float4(layer.sample(position + float2(0.0, radius)));
    sum += float4(layer.sample(position - float2(0.0, radius)));
    return half4(sum * 0.2);
}
