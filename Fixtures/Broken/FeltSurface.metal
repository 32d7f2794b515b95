// Broken fixture: registry.json registers "feltSurfce", a typo of this function's name.
// Expected: missingFunction feltSurfce (in registry.json, suggesting 'feltSurface') and
// unregisteredFunction feltSurface here, because no warm-up names it correctly.
#include <metal_stdlib>
using namespace metal;

[[ stitchable ]] half4 feltSurface(float2 position, half4 color, float4 bounds, half4 felt, half4 shadow, float shade) {
    return mix(felt, shadow, half(shade)) * color.a;
}
