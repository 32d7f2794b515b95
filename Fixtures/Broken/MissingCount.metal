// Broken fixture: a floatArray pointer without its int count (the seed's off-by-one).
#include <metal_stdlib>
using namespace metal;

// Registered ["floatArray", "float", "float"]. SwiftUI passes the count after the pointer
// anyway, so corner receives the count and pipRadius receives corner.
[[ stitchable ]] half4 diePips(
    float2 position,
    half4 color,
    device const float *pips,
    float corner,
    float pipRadius
) {
    return color;
}
