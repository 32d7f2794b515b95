#include <metal_stdlib>
using namespace metal;

// Kaleidoscope.metal - polar coordinates about a centre, the angle folded into mirrored wedges:
// every pixel samples the point at its own radius in the first half wedge.

[[ stitchable ]] float2 kaleidoscope(float2 position, float2 centre, float sectors) {
    float2 d = position - centre;
    float r = length(d);
    float a = atan2(d.y, d.x) + M_PI_F;               // 0 ... 2 pi
    float wedge = 2.0 * M_PI_F / max(sectors, 1.0);
    float folded = fmod(a, wedge);
    folded = min(folded, wedge - folded);             // mirror each wedge about its middle
    return centre + r * float2(cos(folded), sin(folded));
}
