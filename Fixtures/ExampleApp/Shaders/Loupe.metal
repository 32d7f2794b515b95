// A magnifying loupe: inside `radius` of `center` the layer is drawn `zoom` times larger.
// A pixel at distance d samples the layer at center + (p − center) / zoom, which is
// d · (1 − 1/zoom) < radius away: the promise depends on the radius.
#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

[[ stitchable ]] half4 loupe(float2 position, SwiftUI::Layer layer, float2 center, float radius,
                             float zoom) {
  float2 d = position - center;
  if (length(d) >= radius || zoom < 1.0) {
    return layer.sample(position);
  }
  half4 magnified = layer.sample(center + d / zoom);
  // A thin rim, lighter the closer to the edge.
  half rim = half(smoothstep(radius - 2.0, radius, length(d)));
  return mix(magnified, half4(magnified.a), rim * 0.3h);
}
