// Darkens the corners of the view: the distance from the centre, in halves of the view's
// size, raised to a fixed power.
#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

[[ stitchable ]] half4 vignette(float2 position, half4 color, float width, float height,
                                float strength) {
  float2 uv = position / float2(width, height) - 0.5;
  float fall = clamp(1.0 - strength * dot(uv, uv) * 2.0, 0.0, 1.0);
  return half4(color.rgb * half(fall), color.a);
}
