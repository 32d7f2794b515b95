// Broken fixture: warm-ups that pass the wrong number of arguments.
#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

// The article's mistake: ripple(.float(0), .float(0)) for a float2 and five floats.
// Registered ["float", "float"]: argument 1 is a float where parameter 3 is float2 origin
// (argumentTypeMismatch), and 2 arguments are passed for 6 (argumentCountMismatch).
[[stitchable]] half4 ripple(
    float2 position,
    SwiftUI::Layer layer,
    float2 origin,
    float time,
    float amplitude,
    float frequency,
    float decay,
    float speed
) {
    float2 offset = position - origin;
    float wave = amplitude * sin(frequency * length(offset) - speed * time) * exp(-decay * time);
    return layer.sample(position + normalize(offset) * wave);
}

// Registered ["float", "float", "float"] for two parameters: only the count is wrong.
[[ stitchable ]] half4 fadeEdges(float2 position, half4 color, float inner, float outer) {
    return color * half(smoothstep(inner, outer, length(position)));
}
