// Broken fixture: this comment is Latin-1, not UTF-8: café crème.
#include <metal_stdlib>
using namespace metal;

[[ stitchable ]] half4 latin1Shade(float2 position, half4 color) {
    return color;
}
