// A sticker that wobbles: every pixel moves by amplitude · (sin, cos) of its row and column and
// the time, so it samples at most `amplitude` pt away on each axis.
#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

[[ stitchable ]] float2 wobble(float2 position, float amplitude, float time) {
  return position + amplitude * float2(sin(position.y / 18.0 + time), cos(position.x / 18.0 + time));
}
