// An equaliser: `count` bars across the view, each as tall as its level (0…1), drawn from
// the bottom. Fills a shape (shapeStyle) from a floatArray of levels.
#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

[[ stitchable ]] half4 bars(float2 position, float4 bounds, device const float *levels, int count,
                            half4 fill) {
  if (count <= 0 || bounds.z <= 0.0 || bounds.w <= 0.0) {
    return half4(0.0h);
  }
  int index = clamp(int(position.x / bounds.z * float(count)), 0, count - 1);
  float level = saturate(levels[index]);
  float top = bounds.w * (1.0 - level);
  return position.y >= top ? fill : half4(0.0h);
}
