// Broken fixture: chipShine is declared here and again in DuplicateFunctionB.metal.
#include <metal_stdlib>
using namespace metal;

[[ stitchable ]] half4 chipShine(float2 position, half4 color, float gloss) {
    return color * half(gloss);
}
