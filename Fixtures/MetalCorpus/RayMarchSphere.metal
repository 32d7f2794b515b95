#include <metal_stdlib>
#include <SwiftUI/SwiftUI.h>
using namespace metal;

// RayMarchSphere.metal - sphere tracing a signed-distance scene, as the "ray marching in a
// view" demos do: an orthographic camera looks down +z at a sphere in the middle of the layer;
// each pixel marches its ray a fixed number of steps, stops early at the surface, and shades
// the hit by its normal (diffuse, red) and its depth (green). A miss darkens the layer.

namespace scene {
constant int kSteps = 64;
constant float kSurface = 1e-4;

inline float sphere(float3 p, float3 centre, float radius) { return length(p - centre) - radius; }

struct Hit {
    bool found;
    float depth;
    float3 point;
};

inline Hit march(float3 origin, float3 direction, float3 centre, float radius, float far) {
    float t = 0.0;
    for (int i = 0; i < kSteps; i++) {
        float3 p = origin + direction * t;
        float d = sphere(p, centre, radius);
        if (d < kSurface) {
            return Hit{true, t, p};
        }
        t += d;
        if (t > far) break;
    }
    return Hit{false, far, origin + direction * far};
}
}  // namespace scene

[[ stitchable ]] half4 rayMarchSphere(float2 position, half4 color, float4 bounds, float radius) {
    float3 centre = float3(bounds.xy + bounds.zw * 0.5, 0.0);
    float3 origin = float3(position, -2.0 * radius);
    scene::Hit hit = scene::march(origin, float3(0, 0, 1), centre, radius, 4.0 * radius);
    if (!hit.found) return color * 0.5h;
    float3 n = normalize(hit.point - centre);
    float3 light = normalize(float3(-1.0, -1.0, -2.0));
    float diffuse = max(dot(n, light), 0.0);
    float depth = hit.depth / radius - 1.0;   // 0 at the sphere's front, 1 at its rim
    return half4(half(diffuse), half(1.0 - depth), 0.25h, 1.0h);
}
