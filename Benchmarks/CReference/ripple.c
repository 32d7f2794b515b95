// C reference for EffectKernels' RippleKernel (Ripple.metal's ripple), following
// RippleKernel.swift: the displacement in float with glibc's sinf and expf, one sample through
// the LayerSampler port in kernel_support.h, the crest shading in half with one rounding per
// operation.
#include "creference.h"
#include "kernel_support.h"

void creference_ripple(
    float origin_x, float origin_y, float time, float amplitude, float frequency, float decay,
    float speed, const float *src, float *dst, int width, int height, int row_begin,
    int row_end) {
  for (int y = row_begin; y < row_end; y++) {
    float *out = dst + (long)4 * y * width;
    float py = (float)y + 0.5f;
    for (int x = 0; x < width; x++) {
      float px = (float)x + 0.5f;
      float *o = out + 4 * x;
      float out_x = px - origin_x, out_y = py - origin_y;
      float dist = sm_length(out_x, out_y);
      float arrival = dist / fmaximum(speed, 1);
      float since = fmaximum(time - arrival, 0);
      float push = amplitude * sinf(frequency * since) * expf(-decay * since);
      float hx = 0, hy = 0;
      if (dist > 0.001f) {
        hx = out_x / dist;
        hy = out_y / dist;
      }
      float s[4];
      ls_sample(src, width, height, px + hx * push, py + hy * push, s);
      half pixel[4] = {to_half(s[0]), to_half(s[1]), to_half(s[2]), to_half(s[3])};
      float crest = amplitude > 0 ? push / amplitude : 0;
      half lift = hmul(to_half(0.18f * crest), pixel[3]);
      for (int k = 0; k < 3; k++) {
        half v = hadd(pixel[k], lift);
        o[k] = (float)hminimum(hmaximum(v, (half)0), pixel[3]);
      }
      o[3] = (float)pixel[3];
    }
  }
}
