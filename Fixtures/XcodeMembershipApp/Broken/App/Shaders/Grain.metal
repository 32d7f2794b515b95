// Adds a fixed noise pattern of strength `amount` to the colour, keeping alpha.
#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

[[ stitchable ]] half4 grain(float2 position, half4 color, float amount) {
  float noise = fract(sin(dot(position, float2(12.9898, 78.233))) * 43758.5453);
  return half4(color.rgb + half(amount * (noise - 0.5)) * color.a, color.a);
}
