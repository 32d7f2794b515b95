// Plain C reference implementations of EffectMath formulas and EffectKernels ports, for
// benchmarks and their pre-flight checks only.
//
// Each function repeats, step for step, the algorithm of the Swift type it mirrors, so that
// `TimingBenchmark` can compare speed and results on the same inputs. Nothing here is used by
// EffectMath itself.
#ifndef EFFECTPROOF_CREFERENCE_H
#define EFFECTPROOF_CREFERENCE_H

#ifdef __cplusplus
extern "C" {
#endif

/// TimingCurve.bezier(startControlPoint: (x1, y1), endControlPoint: (x2, y2)).value(at:):
/// progress clamped to [0, 1] (NaN -> 0), control x clamped to [0, 1], y limited to +-1e300,
/// x(t) = p solved by Newton steps with a bisection fallback, then y(t).
double creference_bezier_value(double x1, double y1, double x2, double y2, double progress);

/// The matching velocity dy/dx = y'(t) / x'(t): 1 where x' == y', +-inf where only x' == 0.
double creference_bezier_velocity(double x1, double y1, double x2, double y2, double progress);

/// DampedSpring.value(target:initialVelocity:time:) for a spring with natural angular
/// frequency omega = sqrt(k / m) > 0 and damping ratio zeta = c / (2 sqrt(k m)) >= 0, the two
/// numbers DampedSpring stores next to mass, stiffness and damping: the closed form of
/// m x'' + c x' + k (x - target) = 0 with x(0) = 0, x'(0) = velocity.
double creference_spring_value(
    double omega, double zeta, double target, double velocity, double time);

/// The matching velocity x'(time).
double creference_spring_velocity(
    double omega, double zeta, double target, double velocity, double time);

// MARK: - Kernel ports (EffectKernels), whole images
//
// Each renders rows [row_begin, row_end) of a width × height image into `dst` with the same
// math as the EffectKernels port rendered by KernelRenderer at scale 1 (pixel (x, y) shaded at
// (x + 0.5, y + 0.5)). Images are premultiplied RGBA floats, row-major, 4 floats per pixel:
// RasterImage's `pixels` layout. Arguments follow the Metal function's order. `src` is read,
// `dst` is written (they must not overlap); width and height must be positive.

/// The bilinear, edge-clamped sample of `src` at (x, y) (LayerSampler at scale 1) into `out`.
void creference_sample(const float *src, int width, int height, float x, float y, float out[4]);

/// HolographicFoilKernel(size:tilt:intensity:), a colorEffect over `src`.
void creference_foil(
    float size_x, float size_y, float tilt_x, float tilt_y, float intensity,
    const float *src, float *dst, int width, int height, int row_begin, int row_end);

/// FeltSurfaceKernel.fibers(at: (x, y)).
float creference_felt_fibers(float x, float y);

/// FeltSurfaceKernel(bounds:felt:shadow:shade:) with the shader's additive grain; `bounds` is
/// (x, y, width, height), `felt` and `shadow` premultiplied RGBA (only RGB is used).
void creference_felt(
    const float bounds[4], const float felt[4], const float shadow[4], float shade,
    const float *src, float *dst, int width, int height, int row_begin, int row_end);

/// CardCurlShadeKernel(height:peel:radius:stock:), a colorEffect over `src`; `stock` is
/// premultiplied RGBA. `image_height` is the image's row count.
void creference_curl_shade(
    float height, float peel, float radius, const float stock[4], const float *src, float *dst,
    int width, int image_height, int row_begin, int row_end);

/// WheelArcBlurKernel(center:angle:innerRadius:outerRadius:sampleSpacing:maxSamples:), a
/// layerEffect reading `src`.
void creference_arc_blur(
    float center_x, float center_y, float angle, float inner_radius, float outer_radius,
    float sample_spacing, float max_samples, const float *src, float *dst, int width,
    int height, int row_begin, int row_end);

/// RippleKernel(origin:time:amplitude:frequency:decay:speed:), a layerEffect reading `src`.
void creference_ripple(
    float origin_x, float origin_y, float time, float amplitude, float frequency, float decay,
    float speed, const float *src, float *dst, int width, int height, int row_begin,
    int row_end);

#ifdef __cplusplus
}
#endif

#endif
