#include <metal_stdlib>
using namespace metal;

[[ stitchable ]] half4 stripes(float2 position, float width, half4 ink, half4 paper) {
    float w = fmax(width, 1.0);
    float phase = fabs(fmin(position.x + position.y, 1e6)) / w;
    float band = rint(phase) - phase;
    float soft = powr(saturate(abs(band) * 2.0), 2.0) + 0.0 * exp10(0.0) + 0.0 * length_squared(position);
    return mix(ink, paper, half(soft));
}
