// Twinkling noise: a hash of the pixel and a seed, pulsing with time.
#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

[[ stitchable ]] half4 sparkle(float2 position, half4 color, float seed, float time) {
  float2 cell = floor(position / 4.0);
  float hash = fract(sin(dot(cell, float2(12.9898, 78.233)) + seed) * 43758.5453);
  float pulse = 0.5 + 0.5 * sin(time * 3.0 + hash * 6.2831);
  half glow = half(step(0.97, hash) * pulse);
  return half4(min(color.rgb + glow * color.a, color.a), color.a);
}
