// Probes of the prelude for PreludeValueTests: each extern "C" function runs one prelude
// feature so that a test can call it through dlopen and compare it with a closed form
// computed in Swift. Not a shader: it has no [[ stitchable ]] function.
#include <metal_stdlib>
using namespace metal;

extern "C" float probe_fract(float x) { return fract(x); }
extern "C" float probe_sign(float x) { return sign(x); }
extern "C" float probe_saturate(float x) { return saturate(x); }
extern "C" float probe_smoothstep(float e0, float e1, float x) { return smoothstep(e0, e1, x); }
extern "C" float probe_step(float edge, float x) { return step(edge, x); }
extern "C" float probe_mix(float a, float b, float t) { return mix(a, b, t); }
extern "C" float probe_clamp(float x, float lo, float hi) { return clamp(x, lo, hi); }
extern "C" float probe_atan2(float y, float x) { return atan2(y, x); }
extern "C" float probe_rsqrt(float x) { return rsqrt(x); }
extern "C" float probe_min_nan(float x) { return min(x, NAN); }
extern "C" float probe_max3(float a, float b, float c) { return max3(a, b, c); }

// Vectors: constructors that concatenate, broadcast and convert; swizzle assignment.
extern "C" void probe_constructors(float *out) {
  float2 xy = float2(1.0, 2.0);
  float4 v = float4(xy, 3.0, 4.0);
  half3 h = half3(0.5h);
  float3 f = float3(h);
  int2 i = int2(7);
  out[0] = v.x; out[1] = v.y; out[2] = v.z; out[3] = v.w;
  out[4] = f.x; out[5] = f.y; out[6] = f.z;
  out[7] = float(i.x + i.y);
}
extern "C" void probe_swizzle(float *out) {
  float4 c = float4(0.1, 0.2, 0.3, 1.0);
  c.rgb += 0.5;
  c.xy = c.yx;
  out[0] = c.r; out[1] = c.g; out[2] = c.b; out[3] = c.a;
}
extern "C" void probe_geometry(const float *in, float *out) {
  float3 a = float3(in[0], in[1], in[2]);
  float3 b = float3(in[3], in[4], in[5]);
  float3 n = normalize(a);
  float3 c = cross(a, b);
  out[0] = n.x; out[1] = n.y; out[2] = n.z;
  out[3] = dot(a, b); out[4] = length(a); out[5] = distance(a, b);
  out[6] = c.x; out[7] = c.y; out[8] = c.z;
}
extern "C" float probe_vector_smoothstep_y(float x, float y) {
  return smoothstep(0.0, 1.0, float2(x, y)).y;
}

// Half: literals and per-operation rounding.
extern "C" float probe_half_literal() { return float(0.1h); }
extern "C" float probe_half_chain(float a, float b, float c) {
  half x = half(a), y = half(b), z = half(c);
  return float(x * y + z);
}
extern "C" float probe_half_sin(float x) { return float(sin(half(x))); }
extern "C" float probe_pi() { return M_PI_F; }

// sinpi, cospi, tanpi (also in half), copysign, fdim.
extern "C" float probe_sinpi(float x) { return sinpi(x); }
extern "C" float probe_cospi(float x) { return cospi(x); }
extern "C" float probe_tanpi(float x) { return tanpi(x); }
extern "C" float probe_half_sinpi(float x) { return float(sinpi(half(x))); }
extern "C" float probe_copysign(float x, float y) { return copysign(x, y); }
extern "C" float probe_fdim(float x, float y) { return fdim(x, y); }
extern "C" float probe_asinh(float x) { return asinh(x); }
extern "C" float probe_acosh(float x) { return acosh(x); }
extern "C" float probe_atanh(float x) { return atanh(x); }

// median3 and its kin (scalar and by lane), sincos and modf.
extern "C" float probe_median3(float a, float b, float c) { return median3(a, b, c); }
extern "C" void probe_three(float a, float b, float c, float *out) {
  float3 m = median3(float3(a, b, c), float3(b, c, a), float3(c, a, b));
  out[0] = m.x; out[1] = m.y; out[2] = m.z;
  out[3] = fmin3(a, b, c); out[4] = fmax3(a, b, c); out[5] = fmedian3(a, b, c);
  float cosine;
  out[6] = sincos(a, cosine);
  out[7] = cosine;
  float whole;
  out[8] = modf(b, whole);
  out[9] = whole;
}

// Geometry: distance_squared of in[0..2] and in[3..5]; faceforward(in[0..2], in[3..5], in[6..8]).
extern "C" void probe_geometry_more(const float *in, float *out) {
  float3 a = float3(in[0], in[1], in[2]);
  float3 b = float3(in[3], in[4], in[5]);
  float3 c = float3(in[6], in[7], in[8]);
  float3 f = faceforward(a, b, c);
  out[0] = distance_squared(a, b);
  out[1] = f.x; out[2] = f.y; out[3] = f.z;
  out[4] = length(in[0]); out[5] = distance(in[0], in[1]);
}

// Tests: isfinite, signbit, isnormal of x as a float, in a float2's first lane, and as a half;
// isordered and isunordered of (x, 1). 1 for true.
extern "C" void probe_tests(float x, int *out) {
  half h = half(x);
  out[0] = isfinite(x); out[1] = signbit(x); out[2] = isnormal(x);
  out[3] = isfinite(float2(x, 1.0)).x != 0; out[4] = signbit(float2(1.0, x)).y != 0;
  out[5] = isfinite(h); out[6] = signbit(h); out[7] = isnormal(h);
  out[8] = isordered(x, 1.0); out[9] = isunordered(x, 1.0);
}

// as_type: a float's bits and back; a uint as four bytes and as two halves; two halves as a uint.
extern "C" uint probe_as_uint(float x) { return as_type<uint>(x); }
extern "C" float probe_as_float(uint x) { return as_type<float>(x); }
extern "C" void probe_as_vectors(uint x, float *out) {
  uchar4 bytes = as_type<uchar4>(x);
  half2 halves = as_type<half2>(x);
  out[0] = bytes.x; out[1] = bytes.y; out[2] = bytes.z; out[3] = bytes.w;
  out[4] = float(halves.x); out[5] = float(halves.y);
}
extern "C" uint probe_as_uint_of_halves(float a, float b) { return as_type<uint>(half2(a, b)); }

// fast:: and precise:: against the plain functions: pairs (variant, plain).
extern "C" void probe_variants(const float *in, float *out) {
  float x = in[0];
  float3 v = float3(x, 2.0, -3.0);
  out[0] = fast::sin(x); out[1] = sin(x);
  out[2] = precise::cos(x); out[3] = cos(x);
  out[4] = metal::fast::normalize(v).x; out[5] = normalize(v).x;
  out[6] = metal::precise::length(v); out[7] = length(v);
  out[8] = fast::pow(abs(x), 1.5); out[9] = pow(abs(x), 1.5);
  out[10] = precise::clamp(x, -1.0, 1.0); out[11] = clamp(x, -1.0, 1.0);
  out[12] = fast::sinpi(x); out[13] = sinpi(x);
  out[14] = precise::exp(x); out[15] = exp(x);
}

// Packed vectors as local values: construct, index, swizzle, convert, do arithmetic.
extern "C" void probe_packed(float *out) {
  packed_float3 p = packed_float3(1.0, 2.0, 3.0);
  float3 f = float3(p) * 2.0;
  packed_float2 q = packed_float2(p.zy);
  packed_float4 r = packed_float4(q, 5.0, 6.0);
  packed_half4 h = packed_half4(half2(0.5h, 0.25h), 1.0h, 2.0h);
  packed_half3 g = h.xyz + packed_half3(1.0h);
  packed_half2 k = packed_half2(g.z);
  out[0] = p[1]; out[1] = f.z; out[2] = q.x; out[3] = r.w; out[4] = float(h[1]);
  out[5] = float(g.x); out[6] = float(k.y);
}

// Integer bits of x: popcount, clz, ctz as uint, and clz of its low byte as a uchar.
extern "C" void probe_bits(uint x, uint *out) {
  out[0] = popcount(x); out[1] = clz(x); out[2] = ctz(x);
  out[3] = clz(uchar(x & 0xFFu));
  uint2 v = popcount(uint2(x, ~x));
  out[4] = v.y;
}

// Constants, in order: M_SQRT1_2_F, M_LN2_F, M_LN10_F, M_LOG2E_F, M_LOG10E_F, M_2_SQRTPI_F,
// FLT_MAX, FLT_MIN, FLT_EPSILON, HALF_MAX, HALF_MIN, HALF_EPSILON, M_E_H, M_SQRT2_H.
extern "C" void probe_constants(float *out) {
  out[0] = M_SQRT1_2_F; out[1] = M_LN2_F; out[2] = M_LN10_F; out[3] = M_LOG2E_F;
  out[4] = M_LOG10E_F; out[5] = M_2_SQRTPI_F; out[6] = FLT_MAX; out[7] = FLT_MIN;
  out[8] = FLT_EPSILON; out[9] = float(HALF_MAX); out[10] = float(HALF_MIN);
  out[11] = float(HALF_EPSILON); out[12] = float(M_E_H); out[13] = float(M_SQRT2_H);
}

// The language version Metal's compiler predefines, which shared headers test.
#ifdef __METAL_VERSION__
extern "C" float probe_metal_version() { return __METAL_VERSION__; }
#endif

// Xcode's shared-header enum (NS_ENUM defined for Metal as a typedef of an enum with a fixed
// type and no enumerators) over metal::int32_t: the second enumerator, then the sizes of
// metal::int32_t and metal::uint64_t (4 + 10 * 4 + 100 * 8 = 844).
#define NS_ENUM(_type, _name) enum _name : _type _name; enum _name : _type
typedef NS_ENUM(metal::int32_t, ProbeIndex) { ProbeIndexFirst = 3, ProbeIndexSecond };
extern "C" float probe_shared_enum() {
  ProbeIndex index = ProbeIndexSecond;
  return float(index) + 10 * float(sizeof(metal::int32_t)) + 100 * float(sizeof(metal::uint64_t));
}

// A qualified constructor (metal::float2(x, y), as headers without `using namespace metal`
// write it) and metal::array: the sum 1 + 2 + 10 * (0.25 + 0.5 + 0.25) + 100 * size() = 313.
extern "C" float probe_qualified_array() {
  metal::float2 v = metal::float2(1.0, 2.0);
  metal::array<float, 3> w = {0.25, 0.5, 0.25};
  float sum = 0;
  for (metal::size_t i = 0; i < w.size(); i++) sum += w[i];
  return v.x + v.y + 10 * sum + 100 * float(w.size());
}
