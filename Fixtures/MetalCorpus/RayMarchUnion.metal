#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

// RayMarchUnion.metal - a signed-distance scene of two spheres joined by `min`, sphere-traced
// from an orthographic camera, with the normal taken as most ray-marching shaders take it:
// the scene's gradient by central differences. Lit by one directional light, tinted, and
// fogged by the depth the march reached.

namespace marching {
struct Sphere {
    float3 centre;
    float radius;
};

inline float scene(float3 p, Sphere a, Sphere b) {
    return min(length(p - a.centre) - a.radius, length(p - b.centre) - b.radius);
}

inline float3 gradient(float3 p, Sphere a, Sphere b) {
    const float2 e = float2(0.01, 0.0);
    return normalize(float3(scene(p + e.xyy, a, b) - scene(p - e.xyy, a, b),
                            scene(p + e.yxy, a, b) - scene(p - e.yxy, a, b),
                            scene(p + e.yyx, a, b) - scene(p - e.yyx, a, b)));
}
}  // namespace marching

[[ stitchable ]] half4 rayMarchUnion(float2 position, half4 color, float2 left, float2 right,
                                     float radius, half4 tint) {
    marching::Sphere a = { float3(left, 0.0), radius };
    marching::Sphere b = { float3(right, 0.5 * radius), radius };
    float3 origin = float3(position, -3.0 * radius);
    float t = 0.0;
    bool hit = false;
    for (int i = 0; i < 96; i++) {
        float d = marching::scene(origin + float3(0.0, 0.0, t), a, b);
        if (d < 1e-4) {
            hit = true;
            break;
        }
        t += d;
        if (t > 6.0 * radius) break;
    }
    if (!hit) return color;
    float3 n = marching::gradient(origin + float3(0.0, 0.0, t), a, b);
    half lambert = half(saturate(dot(n, normalize(float3(0.5, -0.5, -1.0)))));
    half fog = half(exp(-0.05 * (t - 2.0 * radius)));   // depth fog past 2R from the camera
    return half4(tint.rgb * lambert * fog, tint.a);
}
