// C reference for EffectKernels' FeltSurfaceKernel with the shader's additive grain
// (Felt.metal's feltSurface), following FeltSurfaceKernel.swift and FeltFibers.swift
// operation for operation: the pool and the fibres in float, the cloth colour in half with
// one rounding per operation (see kernel_support.h).
#include "creference.h"
#include "kernel_support.h"

static inline float felt_corner_hash(int32_t cx, int32_t cy) {
  uint32_t x = (uint32_t)cx, y = (uint32_t)cy;
  uint32_t bits = (x * 0x8DA6B343u) ^ (y * 0xD8163841u);
  bits = (bits ^ (bits >> 13)) * 0x5BD1E995u;
  bits ^= bits >> 15;
  return (float)(bits & 0x00FFFFFFu) * (1.0f / 16777216.0f);
}

static inline float felt_value_noise(float px, float py) {
  float bx = floorf(px), by = floorf(py);
  float fx = px - bx, fy = py - by;
  float ex = fx * fx * (3.0f - 2.0f * fx);
  float ey = fy * fy * (3.0f - 2.0f * fy);
  uint32_t cx = (uint32_t)sm_trunc_i32(bx), cy = (uint32_t)sm_trunc_i32(by);
  float top = sm_mix(
      felt_corner_hash((int32_t)cx, (int32_t)cy), felt_corner_hash((int32_t)(cx + 1), (int32_t)cy),
      ex);
  float bottom = sm_mix(
      felt_corner_hash((int32_t)cx, (int32_t)(cy + 1)),
      felt_corner_hash((int32_t)(cx + 1), (int32_t)(cy + 1)), ex);
  return sm_mix(top, bottom, ey);
}

static const float felt_axis_x = 0.5f, felt_axis_y = 0.8660254f;

static inline float felt_fibers(float px, float py) {
  float cross_x = -felt_axis_y, cross_y = felt_axis_x;
  float combed_x = px * felt_axis_x + py * felt_axis_y;
  float combed_y = px * cross_x + py * cross_y;
  float fuzz = felt_value_noise(px * 0.9f, py * 0.9f);
  float nap = felt_value_noise(combed_x * 0.07f, combed_y * 0.8f);
  float mottle = felt_value_noise(px * 0.015f + 7.3f, py * 0.015f + 2.9f);
  float blend = 0.5f * fuzz + 0.35f * nap + 0.15f * mottle;
  return blend * 2.0f - 1.0f;
}

float creference_felt_fibers(float x, float y) { return felt_fibers(x, y); }

void creference_felt(
    const float bounds[4], const float felt[4], const float shadow[4], float shade,
    const float *src, float *dst, int width, int height, int row_begin, int row_end) {
  (void)height;
  float ext_x = fmaximum(bounds[2], 1), ext_y = fmaximum(bounds[3], 1);
  float longest = fmaximum(ext_x, ext_y);
  float cross_x = -felt_axis_y, cross_y = felt_axis_x;
  half shadow_h[3], felt_h[3], warm[3];
  // Swift's Float16 literals round the decimal (as a double) straight to half.
  const half tungsten[3] = {(half)1.0, (half)0.9, (half)0.74};
  for (int k = 0; k < 3; k++) {
    shadow_h[k] = to_half(shadow[k]);
    felt_h[k] = to_half(felt[k]);
    warm[k] = hmul(tungsten[k], (half)1.12);
  }
  for (int y = row_begin; y < row_end; y++) {
    const float *in = src + (long)4 * y * width;
    float *out = dst + (long)4 * y * width;
    for (int x = 0; x < width; x++) {
      half a = to_half(in[4 * x + 3]);
      float p_x = ((float)x + 0.5f) - bounds[0];
      float p_y = ((float)y + 0.5f) - bounds[1];
      float d_x = (p_x - ext_x * 0.18f) / longest;
      float d_y = (p_y - ext_y * 0.04f) / longest;
      float w_x = (d_x * felt_axis_x + d_y * felt_axis_y) * 0.75f;
      float w_y = (d_x * cross_x + d_y * cross_y) * 1.3f;
      float pool = 1.0f - sm_smoothstep(0.0f, 0.9f, sm_length(w_x, w_y));
      half hpool = to_half(pool);
      half cast = to_half(0.35f * pool * pool);
      float lower = sm_saturate(2.0f * p_y / ext_y - 1.0f);
      half falloff = to_half(1.0f - lower * shade);
      half g = to_half(0.03f * felt_fibers(p_x, p_y));
      for (int k = 0; k < 3; k++) {
        half cloth = hadd(shadow_h[k], hmul(hsub(felt_h[k], shadow_h[k]), hpool));
        half tint = hadd((half)1.0, hmul(hsub(warm[k], (half)1.0), cast));
        cloth = hmul(cloth, tint);
        cloth = hmul(cloth, falloff);
        cloth = hmaximum(hadd(cloth, g), (half)0);
        out[4 * x + k] = (float)hmul(cloth, a);
      }
      out[4 * x + 3] = (float)a;
    }
  }
}
