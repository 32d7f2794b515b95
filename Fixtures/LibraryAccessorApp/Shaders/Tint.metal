// Tints a symbol towards a colour by `amount` (0…1), keeping its coverage: the colour is
// premultiplied by the pixel's alpha, so the result stays a valid premultiplied colour.
#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

[[ stitchable ]] half4 tint(float2 position, half4 color, half4 tint, float amount) {
  half a = half(saturate(amount));
  half3 target = saturate(tint.rgb) * color.a;
  return half4(mix(color.rgb, target, a), color.a);
}
