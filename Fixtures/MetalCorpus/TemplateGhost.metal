#include <metal_stdlib>
#include <SwiftUI/SwiftUI.h>
using namespace metal;

// TemplateGhost.metal - a template struct with a static method and a two-parameter template
// helper, each instantiated with both float4 and half4.

template <typename C>
struct Blend {
    static C over(C top, C bottom) { return top + bottom * (C(1.0) - top.a); }
};

template <typename C, typename S>
inline C scaled(C c, S s) {
    return c * s;
}

// A faint copy of the layer, `offset` points away, laid over it.
[[ stitchable ]] half4 ghost(float2 position, SwiftUI::Layer layer, float2 offset,
                             float strength) {
    half4 base = scaled(layer.sample(position), 1.0h);
    float4 echo = float4(layer.sample(position - offset));
    float4 faint = scaled(echo, saturate(strength));
    float4 check = Blend<float4>::over(faint, float4(0.0));
    return Blend<half4>::over(half4(check), base);
}
