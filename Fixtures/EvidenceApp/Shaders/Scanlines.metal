// An old television's picture: scan lines rolling down, a warm tint, a glow, a flicker and
// red bleeding into green, each weighted by a setting the app switches (0 or 1, or the glow's
// amount). Colour stays premultiplied: every channel between 0 and alpha.
#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

[[ stitchable ]] half4 scanlines(
    float2 position, half4 color, float time, float lines, float glow, float tint, float flicker,
    float bleed
) {
  float row = 0.5 + 0.5 * sin(position.y * 3.1416 + time * 4.0);
  half3 rgb = color.rgb * half(1.0 - 0.35 * lines * row);
  rgb = mix(rgb, rgb * half3(1.0h, 0.9h, 0.75h), half(tint));
  rgb *= half(1.0 - 0.1 * flicker * (0.5 + 0.5 * sin(time * 60.0)));
  rgb.g = mix(rgb.g, rgb.r, half(0.3 * bleed));
  rgb += half(0.25 * glow) * color.a;
  return half4(min(rgb, color.a), color.a);
}
