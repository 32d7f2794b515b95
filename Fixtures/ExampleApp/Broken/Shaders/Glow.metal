// The glow with its clear-pixel guard removed: a fully transparent pixel divides 0 by 0.
#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

static half3 screen(half3 base, half3 light) { return 1.0h - (1.0h - base) * (1.0h - light); }

[[ stitchable ]] half4 glow(float2 position, half4 color, half4 tint, float strength) {
  half3 straight = color.rgb / color.a;
  half3 lit = mix(straight, screen(straight, tint.rgb), half(saturate(strength)));
  return half4(lit * color.a, color.a);
}
