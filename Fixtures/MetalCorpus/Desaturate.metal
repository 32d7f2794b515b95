#include <metal_stdlib>
#include <SwiftUI/SwiftUI.h>
using namespace metal;

// Desaturate.metal - one helper name with a float and a half overload, as packages keep both,
// and a helper that shares the stitchable function's name (an overload with other parameters).

// Rec. 709 luma in float.
inline float luminance(float3 rgb) {
    return dot(rgb, float3(0.2126, 0.7152, 0.0722));
}

// The same luma in half, for half-only code.
inline half luminance(half3 rgb) {
    return dot(rgb, half3(0.2126h, 0.7152h, 0.0722h));
}

// Moves a colour toward its grey by `amount`: same name as the shader, other parameters.
static half3 desaturate(half3 rgb, half grey, float amount) {
    return mix(rgb, half3(grey), amount);
}

[[ stitchable ]] half4 desaturate(float2 position, half4 color, float amount) {
    half grey = half(luminance(float3(color.rgb)));
    return half4(desaturate(color.rgb, grey, amount), color.a);
}

[[ stitchable ]] half4 greyscale(float2 position, half4 color) {
    half grey = luminance(color.rgb);
    return half4(half3(grey), color.a);
}
