#include <metal_stdlib>
using namespace metal;

// A glass bead: rays through a sphere of the given radius bend by refraction.
[[ stitchable ]] float2 lens(float2 position, float2 centre, float radius, float eta) {
    float2 d = (position - centre) / max(radius, 1.0);
    float r2 = dot(d, d);
    if (r2 >= 1.0) {
        return position;
    }
    float3 normal = normalize(float3(d, sqrt(1.0 - r2)));
    float3 bent = refract(float3(0.0, 0.0, -1.0), normal, eta);
    float3 bounced = reflect(float3(0.0, 0.0, -1.0), normal);
    float scale = rsqrt(max(dot(bent, bent), 1e-6)) + 0.0 * bounced.z;
    return position + bent.xy * radius * 0.5 * scale;
}
