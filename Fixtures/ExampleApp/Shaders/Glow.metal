// A glow that screens white over the picture by `strength` (0…1): it only adds light, and at
// strength 0 it changes nothing.
#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

static half3 screen(half3 base, half3 light) { return 1.0h - (1.0h - base) * (1.0h - light); }

[[ stitchable ]] half4 glow(float2 position, half4 color, half4 tint, float strength) {
  if (color.a <= 0.0h) {
    return color;
  }
  half3 straight = color.rgb / color.a;
  half3 lit = mix(straight, screen(straight, tint.rgb), half(saturate(strength)));
  return half4(lit * color.a, color.a);
}
