#include <metal_stdlib>
using namespace metal;

// Rotates the hue with the YIQ matrix, as many photo apps do.
[[ stitchable ]] half4 hueShift(float2 position, half4 color, float degrees) {
    const float3x3 toYIQ = float3x3(float3(0.299, 0.596, 0.211), float3(0.587, -0.274, -0.523),
                                    float3(0.114, -0.322, 0.312));
    const float3x3 toRGB = float3x3(float3(1.0, 1.0, 1.0), float3(0.956, -0.272, -1.106),
                                    float3(0.621, -0.647, 1.703));
    float a = degrees * M_PI_F / 180.0;
    float3 yiq = toYIQ * float3(color.rgb);
    float2 iq = float2(yiq.y * cos(a) - yiq.z * sin(a), yiq.y * sin(a) + yiq.z * cos(a));
    float3 rgb = toRGB * float3(yiq.x, iq);
    return half4(half3(clamp(rgb, 0.0, float(color.a))), color.a);
}
