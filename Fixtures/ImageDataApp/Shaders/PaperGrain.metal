// Paper grain: a tiling noise texture from the asset catalogue, sampled with a constexpr
// sampler (repeat, linear) every 96 pt, darkens the colour by `strength` (0…1). The grain is
// un-premultiplied first, guarded where the texture is clear.
#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

[[ stitchable ]] half4 paperGrain(float2 position, half4 color, texture2d<half> noise,
                                  float strength) {
  constexpr sampler grainSampler(address::repeat, filter::linear);
  half4 n = noise.sample(grainSampler, position / 96.0);
  half grain = n.r / max(n.a, 1.0h / 255.0h);
  half shade = mix(1.0h, clamp(grain, 0.0h, 1.0h), half(saturate(strength)));
  return half4(color.rgb * shade, color.a);
}
