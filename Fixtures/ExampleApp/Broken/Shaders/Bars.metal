// The equaliser, scaled to its loudest bar, with an off-by-one: the loop reads levels[count].
#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

[[ stitchable ]] half4 bars(float2 position, float4 bounds, device const float *levels, int count,
                            half4 fill) {
  if (count <= 0 || bounds.z <= 0.0 || bounds.w <= 0.0) {
    return half4(0.0h);
  }
  float loudest = 0.001;
  for (int i = 0; i <= count; i++) {
    loudest = max(loudest, levels[i]);
  }
  int index = clamp(int(position.x / bounds.z * float(count)), 0, count - 1);
  float level = saturate(levels[index] / loudest);
  return position.y >= bounds.w * (1.0 - level) ? fill : half4(0.0h);
}
