// Broken fixture: a block comment that is never closed.
#include <metal_stdlib>
using namespace metal;

[[ stitchable ]] half4 beforeOpenComment(float2 position, half4 color) {
    return color;
}

/* This comment is never closed, so the function below is comment text.
[[ stitchable ]] half4 swallowedByComment(float2 position, half4 color) {
    return color;
}
