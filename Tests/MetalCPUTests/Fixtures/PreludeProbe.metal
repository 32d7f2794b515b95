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
