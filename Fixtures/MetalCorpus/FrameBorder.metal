#include <metal_stdlib>
#include <SwiftUI/SwiftUI.h>
using namespace metal;

// FrameBorder.metal - a layer effect with the bounding rectangle, a colour and a float: a
// frame of `width` points laid over the layer's edge.

[[ stitchable ]] half4 frameBorder(float2 position, SwiftUI::Layer layer, float4 bounds,
                                   half4 frameColor, float width) {
    half4 base = layer.sample(position);
    float2 near = position - bounds.xy;
    float2 far = bounds.xy + bounds.zw - position;
    float inset = min(min(near.x, near.y), min(far.x, far.y));
    if (inset >= width) {
        return base;
    }
    return frameColor + base * (1.0h - frameColor.a);
}
