// Broken fixture: warm-ups whose usage does not fit the signature.
#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

// A layerEffect (SwiftUI::Layer second) registered as colorEffect. SwiftUI rejects it with
// "Parameter at index 1: invalid struct type, layer, expected half4".
[[ stitchable ]] half4 rippleLayer(float2 position, SwiftUI::Layer layer, float2 origin, float time) {
    float2 offset = position - origin;
    return layer.sample(position + offset * sin(time));
}

// A distortionEffect (float2 result) registered as shapeStyle, which returns half4.
[[ stitchable ]] float2 waveWarp(float2 position, float amplitude) {
    return position + float2(0, sin(position.x) * amplitude);
}
