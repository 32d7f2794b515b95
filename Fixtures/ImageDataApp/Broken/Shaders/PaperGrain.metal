// The broken grain: un-premultiplies the noise by dividing by its alpha, unguarded. Its
// asset's noise now has a clear patch, where the texel is (0, 0, 0, 0) and grain is 0 / 0.
#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

[[ stitchable ]] half4 paperGrain(float2 position, half4 color, texture2d<half> noise,
                                  float strength) {
  constexpr sampler grainSampler(address::repeat, filter::linear);
  half4 n = noise.sample(grainSampler, position / 96.0);
  half grain = n.r / n.a;
  half shade = mix(1.0h, grain, half(saturate(strength)));
  return half4(color.rgb * shade, color.a);
}
