// Broken fixture: argument kinds that do not fit the Metal parameters.
#include <metal_stdlib>
using namespace metal;

// Registered ["boundingRect", "float", "float"]: argument 2 is a float, parameter 4 a half4.
[[ stitchable ]] half4 tintedFelt(float2 position, half4 color, float4 bounds, half4 tint, float shade) {
    return mix(color, tint, half(shade));
}

// float3x3 is a parameter no Shader.Argument maps to. Registered ["float", "float"].
[[ stitchable ]] half4 matrixTint(float2 position, half4 color, float3x3 transform, float amount) {
    return color * half(amount);
}

// Two images; a shader takes at most one. Registered ["image", "image"].
[[ stitchable ]] half4 doubleExposure(float2 position, half4 color, texture2d<half> first, texture2d<half> second) {
    return color;
}

// Control: a float4 parameter accepts both boundingRect and float4. Registered
// ["boundingRect", "float4"]; no diagnostic.
[[ stitchable ]] half4 boundsOnly(float2 position, half4 color, float4 rect, float4 tint) {
    return color;
}
