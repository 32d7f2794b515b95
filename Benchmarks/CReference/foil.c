// C reference for EffectKernels' HolographicFoilKernel (HolographicCard.metal's
// HolographicCardFoil), following HolographicFoilKernel.swift operation for operation: the
// colour rounded to half on the way in and out, everything between in float, glibc's cosf and
// expf where Swift calls them.
#include "creference.h"
#include "kernel_support.h"

static inline float foil_cell_hash(float cx, float cy) {
  uint32_t kx = (uint32_t)sm_trunc_i32(cx);
  uint32_t ky = (uint32_t)sm_trunc_i32(cy);
  uint32_t h = (kx * 0x9E3779B1u) ^ (ky * 0x85EBCA77u);
  h ^= h >> 15;
  h *= 0x2C1B3C6Du;
  h ^= h >> 12;
  return (float)(h & 0xFFFFu) / 65535.0f;
}

static inline void foil_pixel(
    float size_x, float size_y, float tilt_x, float tilt_y, float intensity, float px,
    float py, const float in[4], float out[4]) {
  half c[4] = {to_half(in[0]), to_half(in[1]), to_half(in[2]), to_half(in[3])};
  if (c[3] <= 0) {
    for (int k = 0; k < 4; k++) out[k] = (float)c[k];
    return;
  }
  const float tau = 6.2831853f;
  float rel_x = px / fmaximum(size_x, 1) - 0.5f;
  float rel_y = py / fmaximum(size_y, 1) - 0.5f;

  float phase = 1.4f * (rel_x * 0.9f + rel_y * 0.5f) + (tilt_x * 0.8f + tilt_y * 0.6f);
  float rainbow[3] = {
      0.5f + 0.5f * cosf(tau * (phase + 0.0f)),
      0.5f + 0.5f * cosf(tau * (phase + 0.33f)),
      0.5f + 0.5f * cosf(tau * (phase + 0.67f))};

  float gx = px / 5.0f, gy = py / 5.0f;
  float cx = floorf(gx), cy = floorf(gy);
  float jx = foil_cell_hash(cx + 17.0f, cy + 17.0f) - 0.5f;
  float jy = foil_cell_hash(cx + 43.0f, cy + 43.0f) - 0.5f;
  float sx = 0.5f + 0.56f * jx, sy = 0.5f + 0.56f * jy;
  float dot01 = sm_saturate(1.0f - sm_length(gx - cx - sx, gy - cy - sy) / 0.22f);
  float orientation = 0.5f + 0.5f * cosf(tau * (foil_cell_hash(cx, cy) + 2.0f * phase));
  float sparkle = sm_smoothstep(0.55f, 1.0f, orientation) * dot01 * dot01;

  float grx = rel_x + 0.35f * tilt_x, gry = rel_y + 0.35f * tilt_y;
  float glare = expf(-6.0f * (grx * grx + gry * gry));

  float alpha = (float)c[3];
  float rainbow_weight = 0.14f + 0.4f * glare;
  float sparkle_term = sparkle * (0.3f + 0.7f * glare);
  for (int k = 0; k < 3; k++) {
    float foil = intensity * (rainbow[k] * rainbow_weight + sparkle_term);
    float straight = (float)c[k] / alpha;
    float screened = 1.0f - (1.0f - straight) * (1.0f - sm_saturate(foil));
    out[k] = (float)to_half(screened * alpha);
  }
  out[3] = (float)c[3];
}

void creference_foil(
    float size_x, float size_y, float tilt_x, float tilt_y, float intensity,
    const float *src, float *dst, int width, int height, int row_begin, int row_end) {
  (void)height;
  for (int y = row_begin; y < row_end; y++) {
    const float *in = src + (long)4 * y * width;
    float *out = dst + (long)4 * y * width;
    float py = (float)y + 0.5f;
    for (int x = 0; x < width; x++) {
      foil_pixel(size_x, size_y, tilt_x, tilt_y, intensity, (float)x + 0.5f, py, in + 4 * x,
                 out + 4 * x);
    }
  }
}
