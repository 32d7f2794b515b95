// A ripple spreading from the centre of the view: each pixel samples from up to `amplitude`
// points away, along the ring it sits on. The damping is tuned for amplitudes up to 20 pt:
// sqrt(20 - amplitude) has no real value past that.
#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

[[ stitchable ]] float2 ripple(float2 position, float time, float amplitude, float frequency) {
  float2 centre = float2(120.0, 80.0);
  float2 away = position - centre;
  float distance = length(away);
  float damping = sqrt(20.0 - amplitude) / sqrt(20.0);
  float wave = sin(frequency * distance / 20.0 - time * 6.0) * damping;
  float2 direction = distance > 0.0001 ? away / distance : float2(0.0, 0.0);
  return position + direction * (amplitude * wave);
}
