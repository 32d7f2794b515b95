// C reference for EffectKernels' WheelArcBlurKernel (WheelBlur.metal's wheelArcBlur),
// following WheelArcBlurKernel.swift: taps on the pixel's circle, the arm turned by one step
// rotation applied repeatedly, every sample rounded to half and summed in float, the mean
// rounded to half; samples through the LayerSampler port in kernel_support.h.
#include "creference.h"
#include "kernel_support.h"

// ShaderMath.tapCount: int(clamp(ceil(wanted), 2, max(maxSamples, 2))), at most 4096.
static inline int arc_tap_count(float wanted, float max_samples) {
  float cap = fmaximum(max_samples, 2);
  float clamped = sm_fclamp(ceilf(wanted), 2, cap);
  if (!(clamped < 4096.0f)) return 4096;
  return (int)clamped;
}

void creference_arc_blur(
    float center_x, float center_y, float angle, float inner_radius, float outer_radius,
    float sample_spacing, float max_samples, const float *src, float *dst, int width,
    int height, int row_begin, int row_end) {
  for (int y = row_begin; y < row_end; y++) {
    float *out = dst + (long)4 * y * width;
    float py = (float)y + 0.5f;
    for (int x = 0; x < width; x++) {
      float px = (float)x + 0.5f;
      float *o = out + 4 * x;
      float arm_x = px - center_x, arm_y = py - center_y;
      float radius = sm_length(arm_x, arm_y);
      if (angle <= 0 || radius < inner_radius || radius > outer_radius) {
        ls_sample(src, width, height, px, py, o);
        continue;
      }
      float arc_length = radius * angle;
      int taps = arc_tap_count(arc_length / fmaximum(sample_spacing, 0.25f), max_samples);
      float step_angle = angle / (float)(taps - 1);
      float turn_x = cosf(step_angle), turn_y = sinf(step_angle);
      float start_x = cosf(-0.5f * angle), start_y = sinf(-0.5f * angle);
      float sx = arm_x * start_x - arm_y * start_y;
      float sy = arm_x * start_y + arm_y * start_x;
      float total[4] = {0, 0, 0, 0};
      for (int t = 0; t < taps; t++) {
        float s[4];
        ls_sample(src, width, height, center_x + sx, center_y + sy, s);
        for (int k = 0; k < 4; k++) total[k] += (float)to_half(s[k]);
        float nx = sx * turn_x - sy * turn_y;
        float ny = sx * turn_y + sy * turn_x;
        sx = nx;
        sy = ny;
      }
      for (int k = 0; k < 4; k++) o[k] = (float)to_half(total[k] / (float)taps);
    }
  }
}
