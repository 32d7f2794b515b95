#include <metal_stdlib>
#include <SwiftUI/SwiftUI.h>
using namespace metal;

// RingRipple.metal - a struct holding a distortion's parameters, with methods that call each
// other, built by aggregate initialisation in the shader.

struct Ripple {
    float2 centre;
    float wavelength;
    float amplitude;

    float phaseAt(float r) const { return 2.0 * M_PI_F * r / wavelength; }

    float2 displace(float2 p) const {
        float2 d = p - centre;
        float r = length(d);
        if (r < 0.001) {
            return p;
        }
        return p + d / r * (amplitude * sin(phaseAt(r)));
    }
};

// Rings around the centre push samples outward and inward along the radius.
[[ stitchable ]] float2 ringRipple(float2 position, float2 centre, float wavelength,
                                   float amplitude) {
    Ripple wave = {centre, max(wavelength, 1.0), amplitude};
    return wave.displace(position);
}
