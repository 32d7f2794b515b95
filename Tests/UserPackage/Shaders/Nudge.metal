// The app's one shader: moves every pixel sideways by `amount` points, so it samples at most
// |amount| away on x and promises exactly that.
#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

[[ stitchable ]] float2 nudge(float2 position, float amount) {
  return float2(position.x - amount, position.y);
}
