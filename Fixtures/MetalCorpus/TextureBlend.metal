#include <metal_stdlib>
#include <SwiftUI/SwiftUI.h>
using namespace metal;

// TextureBlend.metal - an image passed with `.image(...)` stretched over the view and blended
// in: a linear, clamped sampler at normalized coordinates.

[[ stitchable ]] half4 textureBlend(float2 position, half4 color, float4 bounds,
                                    texture2d<half> image, float amount) {
    constexpr sampler smooth(filter::linear, address::clamp_to_edge);
    float2 uv = (position - bounds.xy) / bounds.zw;
    half4 photo = image.sample(smooth, uv);
    return mix(color, photo * color.a, half(amount));
}
