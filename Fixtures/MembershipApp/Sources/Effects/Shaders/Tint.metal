// Tints a view halfway toward a colour, keeping its alpha.
#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

[[ stitchable ]] half4 tint(float2 position, half4 color, half4 shade) {
  return half4(mix(color.rgb, shade.rgb * color.a, 0.5h), color.a);
}
