#include <metal_stdlib>
using namespace metal;

// A glossy dome, as a round button's face: a hemisphere in the bounds' inscribed circle, lit by a
// light `lightTurns` of a turn around the view axis and raised by `tilt` half-turns (the light's
// height over its horizontal reach is tanpi(tilt)).
[[ stitchable ]] half4 dome(float2 position, float4 bounds, half4 base, float lightTurns, float tilt) {
    if (isunordered(lightTurns, tilt)) {
        return base;
    }
    float radius = 0.5 * fmin3(bounds.z, bounds.w, 4096.0);
    float2 d = (position - (bounds.xy + 0.5 * bounds.zw)) / max(radius, 1.0);
    float r2 = dot(d, d);
    if (!isordered(d.x, d.y) || r2 >= 1.0) {
        return half4(0.0h);
    }
    packed_float3 normal = float3(d, sqrt(1.0 - r2));
    // The normal faces the viewer, who looks along −z.
    normal = faceforward(normal, float3(0.0, 0.0, -1.0), normal);
    float whole;
    float around = modf(lightTurns, whole) * 2.0 * M_PI_F;
    float c;
    float s = sincos(around, c);
    float3 light = metal::fast::normalize(float3(c, s, tanpi(fmedian3(0.0, tilt, 0.49))));
    // Lambert with an ambient floor, then a soft asinh tone curve; darker toward the rim.
    float lambert = fmax3(dot(normal, light), 0.15, 0.0);
    float shade = asinh(3.0 * lambert) / asinh(3.0);
    float rim = 1.0 - 0.25 * atanh(0.9 * r2) / atanh(0.9);
    float3 mirror = reflect(-light, float3(normal));
    float gloss = pow(max(mirror.z, 0.0), 24.0) * (acosh(2.0) / acosh(2.0));
    float3 rgb = float3(base.rgb) * shade * rim + gloss * float(base.a);
    return half4(half3(min(rgb, float3(base.a))), base.a);
}
