// Broken fixture: the second chipShine. ShaderLibrary finds one function per name, so this
// declaration is reported as duplicateFunction (the folder is scanned in sorted order).
#include <metal_stdlib>
using namespace metal;

// Same name, same signature, different body.
[[ stitchable ]] half4 chipShine(float2 position, half4 color, float gloss) {
    return color * half(1.0 - gloss);
}
