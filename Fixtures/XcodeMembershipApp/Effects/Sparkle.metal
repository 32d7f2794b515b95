// Lifts a sparse grid of points to white, scaled by `intensity`.
#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

[[ stitchable ]] half4 sparkle(float2 position, half4 color, float intensity) {
  float2 cell = fract(position / 24.0);
  half spark = half(step(0.94, cell.x) * step(0.94, cell.y) * intensity);
  return half4(mix(color.rgb, half3(color.a), spark), color.a);
}
