// A gentle wave for album artwork: every pixel moves vertically by
// amplitude · sin(x / wavelength + phase), so it samples at most `amplitude` pt away on y and
// never on x.
#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

[[ stitchable ]] float2 wave(float2 position, float amplitude, float wavelength, float phase) {
  float w = max(wavelength, 1.0);
  return float2(position.x, position.y + amplitude * sin(position.x / w + phase));
}
