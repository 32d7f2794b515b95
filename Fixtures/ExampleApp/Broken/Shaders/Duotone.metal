// Two-tone: the luma picks a colour between `dark` and `light`; alpha is kept.
#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

constant half3 lumaWeights = half3(0.2126h, 0.7152h, 0.0722h);

[[ stitchable ]] half4 duotone(float2 position, half4 color, half4 dark, half4 light) {
  if (color.a <= 0.0h) {
    return half4(0.0h);
  }
  half luma = dot(color.rgb / color.a, lumaWeights);
  half3 tone = mix(dark.rgb, light.rgb, luma);
  return half4(tone * color.a, color.a);
}
