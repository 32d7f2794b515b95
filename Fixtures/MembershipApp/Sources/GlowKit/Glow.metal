// Brightens a view's colour by `strength`, clamped to its alpha.
#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

[[ stitchable ]] half4 glow(float2 position, half4 color, float strength) {
  half3 lifted = min(color.rgb * half(1.0 + strength), half3(color.a));
  return half4(lifted, color.a);
}
