#include <metal_stdlib>
using namespace metal;

// SpinMatrix.metal - turns the content about the view's middle with a 2×2 rotation matrix, the
// way shader packages port GLSL: `uv *= rotateMatrix(t)` on coordinates centred on the view.

float2x2 rotateMatrix(float angle) {
    float c = cos(angle);
    float s = sin(angle);
    return float2x2(c, -s, s, c);
}

[[ stitchable ]] float2 spin(float2 position, float2 size, float angle) {
    float2 uv = position - size * 0.5;
    uv *= rotateMatrix(angle);
    return uv + size * 0.5;
}

// Two turns composed into one matrix (m *= n), applied as a column vector (m * v): the
// opposite way round from `uv *= m`.
[[ stitchable ]] float2 spinTwice(float2 position, float2 size, float first, float second) {
    float2x2 turn = rotateMatrix(first);
    turn *= rotateMatrix(second);
    float2 uv = position - size * 0.5;
    return turn * uv + size * 0.5;
}
