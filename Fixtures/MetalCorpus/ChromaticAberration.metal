#include <metal_stdlib>
#include <SwiftUI/SwiftUI.h>
using namespace metal;

[[ stitchable ]] half4 chromatic(float2 position, SwiftUI::Layer layer, float2 centre, float spread) {
    float2 away = position - centre;
    float2 dir = length(away) > 0.0 ? normalize(away) : float2(0.0);
    half4 r = layer.sample(position + dir * spread);
    half4 g = layer.sample(position);
    half4 b = layer.sample(position - dir * spread);
    return half4(r.r, g.g, b.b, max(max(r.a, g.a), b.a));
}
