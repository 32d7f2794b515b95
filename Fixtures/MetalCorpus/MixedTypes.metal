#include <metal_stdlib>
#include <metal_texture>
#include <simd/simd.h>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

// MixedTypes.metal - the forms public shader packages rely on that the spec's tables do not
// spell out: a half vector mixed with a half scalar and a float amount, a distance to a
// scalar, matrices built from scalars and from columns, the simd names of a shared header,
// and a helper with the same name as the stitchable function.

typedef struct {
    vector_float2 centre;
    vector_float3 tint;
} Spotlight;

static half4 spotlight(half4 color, float strength) {
    return color * half(strength);
}

[[ stitchable ]] half4 spotlight(float2 position, half4 color, float2 centre, float angle) {
    Spotlight light = {centre, float3(1.0, 0.95, 0.8)};
    float c = cos(angle), s = sin(angle);
    float2x2 turn = float2x2(c, -s, s, c);
    float3x3 basis = float3x3(float3(1, 0, 0), float3(0, 1, 0), float3(light.tint));
    float2 local = turn * (position - light.centre);
    float3 lit = basis * float3(local * 0.01, 1.0);
    half fall = distance(half2(local * 0.005), half(0.0));
    half4 warmed = mix(color, half(0.5), saturate(lit.z * 0.2));
    return spotlight(warmed, saturate(1.0 - float(fall))) + half4(0.0h) * color.a;
}
