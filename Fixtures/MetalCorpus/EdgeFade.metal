#include <metal_stdlib>
#include <SwiftUI/SwiftUI.h>
using namespace metal;

// EdgeFade.metal - a sampler declared inside a layer effect with every option and never used,
// and the layer's bounding rectangle as a float4.

[[ stitchable ]] half4 edgeFade(float2 position, SwiftUI::Layer layer, float4 bounds, float margin) {
    constexpr sampler unusedSampler(mag_filter::linear, min_filter::linear, mip_filter::none,
                                    s_address::clamp_to_zero, t_address::mirrored_repeat,
                                    coord::normalized);
    float2 inset = min(position - bounds.xy, bounds.xy + bounds.zw - position);
    float edge = min(inset.x, inset.y);
    float fade = smoothstep(0.0, max(margin, 0.001), edge);
    return layer.sample(position) * half(fade);
}
