// A reveal through a matte: the picture shows where the matte's coverage is past
// `progress` (0…1). The matte is read texel by texel (no sampler), its coordinates clamped
// into the texture, whatever its size against the view's.
#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

[[ stitchable ]] half4 maskReveal(float2 position, half4 color, texture2d<half> matte,
                                  float2 size, float progress) {
  float2 unit = clamp(position / max(size, float2(1.0)), 0.0, 1.0);
  float2 last = float2(matte.get_width(), matte.get_height()) - 1.0;
  uint2 texel = uint2(unit * max(last, float2(0.0)));
  half coverage = matte.read(texel).a;
  half edge = half(progress);
  half shown = smoothstep(edge - 0.1h, edge + 0.1h, coverage);
  return color * shown;
}
