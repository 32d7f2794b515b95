#include <metal_stdlib>
using namespace metal;

// HarmonicWave.metal - a distortion whose vertical wave is a sum of harmonics, their
// amplitudes from `.floatArray`: harmonic i has i + 1 periods per wavelength.

[[ stitchable ]] float2 harmonicWave(float2 position, device const float *amplitudes, int count,
                                     float wavelength) {
    float k = 2.0 * M_PI_F / max(wavelength, 1.0);
    float dy = 0.0;
    for (int i = 0; i < count; i++) {
        dy += amplitudes[i] * sin(float(i + 1) * k * position.x);
    }
    return position + float2(0.0, dy);
}
