#include <metal_stdlib>
using namespace metal;

// Returns where each pixel samples from.
[[ stitchable ]] float2 wave(float2 position, float time, float amplitude, float wavelength) {
    float k = 2.0 * M_PI_F / max(wavelength, 1.0);
    return position + float2(amplitude * sin(k * position.y + time),
                             0.5 * amplitude * cos(k * position.x + time));
}
