// Broken fixture: #if 0 groups hide stitchable functions; an #else of #if 0 is active.
#include <metal_stdlib>
using namespace metal;

#if 0
[[ stitchable ]] half4 hiddenByIfZero(float2 position, half4 color) {
    return color;
}
#endif

#if 0
[[ stitchable ]] half4 hiddenToo(float2 position, half4 color) { return color; }
#else
[[ stitchable ]] half4 elseBranchShade(float2 position, half4 color) {
    return color;
}
#endif
