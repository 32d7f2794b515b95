#include "Common.h"

typedef half4 Colour;

// A shape style: a two-stop gradient along y, banded by step.
[[ stitchable ]] Colour gradient(float2 position, float4 bounds, half4 top, half4 bottom, float bands) {
    float t = clamp((position.y - bounds.y) / max(bounds.w, 1.0), 0.0, 1.0);
    if (bands >= 2.0) {
        t = floor(t * bands) / (bands - 1.0);
        t = min(t, 1.0) * step(0.0, t);
    }
    return corpus::lerp(top, bottom, t);
}
