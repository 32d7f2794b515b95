#include <metal_stdlib>
using namespace metal;

[[ stitchable ]] half4 scanlines(float2 position, half4 color, float spacing, float time) {
    float line = fract(position.y / max(spacing, 1.0) + time);
    float dark = step(0.5, line);
    float falloff = exp2(-4.0 * line) + log2(1.0 + line) * 0.1;
    float flicker = 1.0 + 0.02 * tan(time * 0.1) + 0.001 * log(2.0 + time) + 0.001 * log10(10.0 + time);
    float k = clamp((1.0 - 0.3 * dark) * flicker * (0.9 + 0.1 * falloff), 0.0, 1.0);
    return half4(color.rgb * half(k), color.a);
}
