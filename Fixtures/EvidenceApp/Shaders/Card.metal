// A rounded card mask: pixels outside a rounded rectangle of the given size are cleared.
#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

[[ stitchable ]] half4 card(float2 position, half4 color, float2 size, float cornerRadius) {
  float2 half_size = size * 0.5;
  float2 q = abs(position - half_size) - (half_size - cornerRadius);
  float outside = length(max(q, 0.0)) + min(max(q.x, q.y), 0.0) - cornerRadius;
  return outside > 0.0 ? half4(0.0h) : color;
}
