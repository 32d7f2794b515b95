// Left out of the Ripples target by the Effects folder's membership exception.
#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

[[ stitchable ]] half4 legacyTint(float2 position, half4 color, half4 shade) {
  return half4(shade.rgb * color.a, color.a);
}
