// Moves each pixel up to `amplitude` pt along y, in rings that travel outward with time.
#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

[[ stitchable ]] float2 ripple(float2 position, float time, float amplitude) {
  return float2(position.x, position.y + amplitude * sin(length(position) / 20.0 - time * 4.0));
}
