#include <metal_stdlib>
#include <SwiftUI/SwiftUI.h>
using namespace metal;

// DropShadow.metal - a hard drop shadow: the layer's alpha, moved by `offset` and tinted, put
// under the layer (source over).

[[ stitchable ]] half4 dropShadow(float2 position, SwiftUI::Layer layer, float2 offset,
                                  half4 shadow) {
    half4 here = layer.sample(position);
    half cast = layer.sample(position - offset).a;
    half4 under = shadow * cast;
    return here + under * (1.0h - here.a);
}
