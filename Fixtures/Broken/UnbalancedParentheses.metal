// Broken fixture: a parameter list that is never closed.
#include <metal_stdlib>
using namespace metal;

[[ stitchable ]] half4 unclosedParameters(float2 position, half4 color, float amount
{
    return color * half(amount);
}

[[ stitchable ]] half4 afterUnclosed(float2 position, half4 color, float amount) {
    return color * half(amount);
}
