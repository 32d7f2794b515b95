#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

// Contrast.metal - small helpers as packages write them: a forced-inline static helper, and a
// helper that changes its argument through a thread reference.

static inline __attribute__((always_inline)) half3 straightColor(half4 c) {
    return c.a > 0.0h ? c.rgb / c.a : half3(0.0h);
}

inline void stretchAroundMiddle(thread half3 &rgb, half amount) {
    rgb = (rgb - 0.5h) * amount + 0.5h;
}

[[ stitchable ]]
half4 contrast(float2 position, half4 color, float amount) {
    half3 rgb = straightColor(color);
    stretchAroundMiddle(rgb, half(amount));
    rgb = saturate(rgb);
    return half4(rgb * color.a, color.a);
}
