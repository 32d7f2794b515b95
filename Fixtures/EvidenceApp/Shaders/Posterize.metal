// Maps each pixel's brightness to the nearest of the theme's colours, in `levels` steps.
#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

[[ stitchable ]] half4 posterize(float2 position, half4 color, device const half4 *palette,
                                 int count, float levels) {
  if (count <= 0 || color.a == 0.0h) { return color; }
  float brightness = dot(float3(color.rgb), float3(0.299, 0.587, 0.114)) / float(color.a);
  float stepped = floor(clamp(brightness, 0.0, 1.0) * max(levels, 1.0)) / max(levels, 1.0);
  int index = min(int(stepped * float(count)), count - 1);
  half4 tint = palette[index];
  return half4(tint.rgb * color.a, color.a);
}
