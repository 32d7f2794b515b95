// Broken fixture: a stitchable function that registry.json does not warm up.
#include <metal_stdlib>
using namespace metal;

[[ stitchable ]] half4 orphanGlow(float2 position, half4 color, float strength) {
    return color * half(strength);
}
