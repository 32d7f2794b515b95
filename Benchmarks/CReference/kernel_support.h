// Shared helpers for the kernel C references (foil.c, felt.c, curl.c, arcblur.c, ripple.c):
// Swift's min/max rules, Metal's NaN-ignoring ones as EffectKernels' ShaderMath spells them,
// half arithmetic rounded after every operation, and the bilinear, edge-clamped sampler of
// EffectKernels' LayerSampler. Internal to the CReference target (not in include/).
//
// Half precision: EffectKernels computes Metal's `half` steps in Swift's `Float16`. On x86-64
// without F16C, Swift lowers every Float16 operation to "widen to float (__extendhfsf2),
// operate in float, round back (__truncsfhf2)", calling compiler-rt. Clang does the same for
// `_Float16` here, so the comparison is fair — but clang's default excess precision would keep
// a whole expression in float and round once at the end. The h* helpers below therefore do
// one operation each and assign the result to a `_Float16`, which rounds, exactly like Swift.
// In the benchmark binary both languages call the conversions through the PLT, so they run the
// very same __truncsfhf2 / __extendhfsf2 (libswiftCore's copy, found before libgcc_s's).
#ifndef EFFECTPROOF_CREFERENCE_KERNEL_SUPPORT_H
#define EFFECTPROOF_CREFERENCE_KERNEL_SUPPORT_H

#include <math.h>
#include <stdint.h>

// Swift does not contract a·b + c into a fused multiply-add; neither may the references.
#pragma clang fp contract(off)

typedef _Float16 half;

// MARK: - Swift's min and max

/// Swift.min(x, y) = y < x ? y : x.
static inline float swift_min(float x, float y) { return y < x ? y : x; }
/// Swift.max(x, y) = y >= x ? y : x.
static inline float swift_max(float x, float y) { return y >= x ? y : x; }
/// Float.maximum(x, y): x when x > y or y is NaN, else y (Metal's fmax for non-signalling NaN).
static inline float fmaximum(float x, float y) { return (x > y || isnan(y)) ? x : y; }
/// Float.minimum(x, y): x when x <= y or y is NaN, else y.
static inline float fminimum(float x, float y) { return (x <= y || isnan(y)) ? x : y; }
static inline half hmaximum(half x, half y) { return (x > y || y != y) ? x : y; }
static inline half hminimum(half x, half y) { return (x <= y || y != y) ? x : y; }

// MARK: - ShaderMath

/// ShaderMath.saturate: clamp to [0, 1] with Swift's min/max; NaN stays NaN.
static inline float sm_saturate(float x) { return isnan(x) ? x : swift_min(swift_max(x, 0), 1); }
/// ShaderMath.smoothstep.
static inline float sm_smoothstep(float e0, float e1, float x) {
  float t = swift_min(swift_max((x - e0) / (e1 - e0), 0), 1);
  return t * t * (3 - 2 * t);
}
/// ShaderMath.mix for Float: a + (b − a)·t.
static inline float sm_mix(float a, float b, float t) { return a + (b - a) * t; }
/// ShaderMath.length for float2.
static inline float sm_length(float x, float y) { return sqrtf(x * x + y * y); }
/// ShaderMath.fclamp = fmin(fmax(x, low), high).
static inline float sm_fclamp(float x, float lo, float hi) { return fminimum(fmaximum(x, lo), hi); }
/// ShaderMath.truncatedInt32: Metal's float → int (truncate, saturate, NaN → 0).
static inline int32_t sm_trunc_i32(float x) {
  if (isnan(x)) return 0;
  if (x >= 2147483648.0f) return INT32_MAX;
  if (x <= -2147483648.0f) return INT32_MIN;
  return (int32_t)truncf(x);
}

// MARK: - Half arithmetic, one rounding per operation

static inline half hadd(half a, half b) { half r = a + b; return r; }
static inline half hsub(half a, half b) { half r = a - b; return r; }
static inline half hmul(half a, half b) { half r = a * b; return r; }
static inline half to_half(float x) { half r = (half)x; return r; }

// MARK: - LayerSampler (scale 1: one point per texel, the whole image as the subregion)

/// Swift's clamp in LayerSampler: NaN → low, else Swift.min(Swift.max(v, low), high).
static inline double ls_clamp(double v, double lo, double hi) {
  if (isnan(v)) return lo;
  double a = lo >= v ? lo : v;  // Swift.max(v, low) = low >= v ? low : v
  return hi < a ? hi : a;       // Swift.min(a, high) = high < a ? high : a
}

/// LayerSampler.sample(SIMD2<Float>) with the map points → texels the identity (scale 1), as
/// KernelRenderer builds it at scale 1: the position is widened to double, clamped to the edge
/// texels' centres, split into texel and fraction in double, and the four texels are blended
/// in float. `src` is width·height RGBA float pixels, row-major; width, height > 0.
static inline void ls_sample(
    const float *src, int width, int height, float px, float py, float out[4]) {
  // map.apply: 1·x + 0 + 0 (the zero terms are exactly 0, as in AffineMap2D.term).
  double tx = 1.0 * (double)px + 0.0 + 0.0;
  double ty = 1.0 * (double)py + 0.0 + 0.0;
  double ux = ls_clamp(tx, 0.5, (double)width - 0.5) - 0.5;
  double uy = ls_clamp(ty, 0.5, (double)height - 0.5) - 0.5;
  double bx = floor(ux), by = floor(uy);
  double fxd = ux - bx, fyd = uy - by;
  long i0 = (long)bx, j0 = (long)by;
  long i1 = i0 + 1 < width - 1 ? i0 + 1 : width - 1;
  long j1 = j0 + 1 < height - 1 ? j0 + 1 : height - 1;
  const float *t00 = src + 4 * (j0 * width + i0);
  const float *t10 = src + 4 * (j0 * width + i1);
  const float *t01 = src + 4 * (j1 * width + i0);
  const float *t11 = src + 4 * (j1 * width + i1);
  float fx = (float)fxd, fy = (float)fyd;
  for (int k = 0; k < 4; k++) {
    float top = t00[k] * (1 - fx) + t10[k] * fx;
    float bottom = t01[k] * (1 - fx) + t11[k] * fx;
    out[k] = top * (1 - fy) + bottom * fy;
  }
}

#endif
