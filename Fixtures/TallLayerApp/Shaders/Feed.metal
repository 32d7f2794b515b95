// A social feed's two effects: a soft glow around each post card, and a gentle sideways wave on
// the thin timeline ribbon beside the posts.
#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

// Adds a quarter of the average of eight neighbours `radius` pt away to the pixel, keeping the
// colour premultiplied: it samples at most `radius` pt away on each axis.
[[ stitchable ]] half4 glow(float2 position, SwiftUI::Layer layer, float radius) {
  half4 sum = layer.sample(position);
  for (int i = 0; i < 8; i++) {
    float angle = float(i) * M_PI_F / 4.0;
    sum += layer.sample(position + radius * float2(cos(angle), sin(angle)));
  }
  half4 original = layer.sample(position);
  half4 result = original + 0.25h * (sum / 9.0h);
  half alpha = min(result.a, 1.0h);
  return half4(min(result.rgb, alpha), alpha);
}

// Moves each row sideways by amplitude · sin(y / 40 + phase): at most `amplitude` pt on x.
[[ stitchable ]] float2 ribbonWave(float2 position, float amplitude, float phase) {
  return float2(position.x + amplitude * sin(position.y / 40.0 + phase), position.y);
}
