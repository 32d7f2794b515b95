// A picture wobbling in its tube: each pixel samples from up to 1.5 × `amount` points away on
// each axis, so a promise of 2 × `amount` holds and one of `amount` does not.
#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

[[ stitchable ]] float2 wobble(float2 position, float time, float amount) {
  float dx = sin(position.y * 0.05 + time * 2.0);
  float dy = cos(position.x * 0.05 + time * 1.5);
  return position + 1.5 * amount * float2(dx, dy);
}
