// A water ripple over a photo: each pixel samples the layer displaced by
// amplitude · (sin, cos) of a travelling phase, so it samples at most `amplitude` pt away on
// each axis.
#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

[[ stitchable ]] half4 ripple(float2 position, SwiftUI::Layer layer, float time,
                              float amplitude) {
  float phase = time * 2.0 + (position.x + position.y) / 24.0;
  float2 offset = amplitude * float2(sin(phase), cos(phase));
  return layer.sample(position + offset);
}
