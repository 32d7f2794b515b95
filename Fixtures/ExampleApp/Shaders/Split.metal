// A chromatic split: red from `offset` one way, blue from it the other way. Samples
// position ± offset, so it promises |offset| on each axis.
#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

[[ stitchable ]] half4 split(float2 position, SwiftUI::Layer layer, float2 offset) {
  half4 centre = layer.sample(position);
  half4 ahead = layer.sample(position + offset);
  half4 behind = layer.sample(position - offset);
  // Each channel comes premultiplied by its own sample's alpha, so the largest alpha keeps
  // the colour valid.
  return half4(ahead.r, centre.g, behind.b, max(centre.a, max(ahead.a, behind.a)));
}
