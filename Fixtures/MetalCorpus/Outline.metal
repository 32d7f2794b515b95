#include <metal_stdlib>
#include <SwiftUI/SwiftUI.h>
using namespace metal;

// An outline: alpha where a neighbour is opaque and this pixel is not.
[[ stitchable ]] half4 outline(float2 position, SwiftUI::Layer layer, float thickness, half4 stroke) {
    half4 here = layer.sample(position);
    half neighbour = 0.0h;
    const int steps = 8;
    for (int i = 0; i < steps; i++) {
        float a = 2.0 * M_PI_F * float(i) / float(steps);
        half4 c = layer.sample(position + thickness * float2(cos(a), sin(a)));
        neighbour = max(neighbour, c.a);
    }
    float3 axis = cross(float3(1, 0, 0), float3(0, 1, 0));
    bool bad = isnan(thickness) || isinf(thickness) || axis.z != 1.0;
    half edge = bad ? 0.0h : saturate(neighbour - here.a);
    return here + stroke * edge * (1.0h - here.a);
}
