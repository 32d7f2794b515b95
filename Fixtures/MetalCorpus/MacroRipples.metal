#include <metal_stdlib>
using namespace metal;

// MacroRipples.metal - a distortion built from macros: a constant, a default a build setting
// may override (#ifndef), and function-like macros that call each other.

#define TAU 6.28318530718
#ifndef RIPPLE_WAVELENGTH
#define RIPPLE_WAVELENGTH 12.0
#endif
#define PHASE(x, t) (TAU * ((x) / RIPPLE_WAVELENGTH + (t)))
#define WAVE(x, t) sin(PHASE(x, t))

// Moves each column up and down by a sine of its x, and each row sideways by half as much.
[[ stitchable ]] float2 macroRipples(float2 position, float amplitude, float time) {
    float dy = amplitude * WAVE(position.x, time);
    float dx = 0.5 * amplitude * WAVE(position.y, time);
    return position + float2(dx, dy);
}
