#include <metal_stdlib>
#include <SwiftUI/SwiftUI.h>
using namespace metal;

// CurveLookup.metal - a tone curve from Swift (.floatArray), evenly spaced points read
// piecewise linearly for each channel in a loop over a vector's lanes.

[[ stitchable ]] half4 curveLookup(float2 position, half4 color, device const float *curve,
                                   int count) {
    if (color.a <= 0.0h || count < 2) {
        return color;
    }
    float3 straight = float3(color.rgb) / float(color.a);
    float3 mapped;
    for (int c = 0; c < 3; c++) {
        float x = saturate(straight[c]) * float(count - 1);
        int i = min(int(x), count - 2);
        mapped[c] = mix(curve[i], curve[i + 1], x - float(i));
    }
    return half4(half3(mapped * float(color.a)), color.a);
}
