// EffectProof's Metal prelude: enough of <metal_stdlib> and <SwiftUI/SwiftUI_Metal.h> to compile
// an app's own .metal sources as C++17 with clang and run them on the CPU. See
// docs/metal-on-cpu.md for the supported subset.
#pragma once
#pragma clang system_header

// MARK: - The language version
// Metal's compiler predefines __METAL_VERSION__ (the language version times 100). Shared
// headers test it to tell Metal from C and Swift (#ifdef __METAL_VERSION__), and sources guard
// newer features with it (#if __METAL_VERSION__ >= 300). SwiftUI's stitchable shaders need
// iOS 17 and macOS 14, whose Metal is 3.1.
#ifndef __METAL_VERSION__
#define __METAL_VERSION__ 310
#endif
// Such a header declares its enums through NS_ENUM, which it defines for Metal as
// `enum _name : _type _name; enum _name : _type` (Xcode's template does): a typedef of an enum
// with a fixed type and no enumerators, which Metal's compiler accepts and clang 15 and later
// make an error by default. The pragma stays in force after the prelude, in the source.
#pragma clang diagnostic ignored "-Welaborated-enum-base"

// MARK: - Attributes and address spaces
#define stitchable clang::annotate("stitchable"), gnu::always_inline
// A file may hold a compute kernel or a vertex and fragment pipeline beside its stitchable
// functions. They compile here as plain functions (their [[buffer(0)]], [[position]] and
// [[thread_position_in_grid]] attributes are unknown to clang and ignored), so the file's
// stitchable functions can be checked; they are never run.
#define kernel
#define vertex
#define fragment
#pragma clang diagnostic ignored "-Wunknown-attributes"
#define device
#define constant
#define thread
#define threadgroup

// The fixed-width integer names Metal's headers give (int32_t, uint8_t…), at global scope as
// <stdint.h> declares them, so a source that includes both sees one type.
typedef signed char int8_t;
typedef unsigned char uint8_t;
typedef short int16_t;
typedef unsigned short uint16_t;
typedef int int32_t;
typedef unsigned int uint32_t;
typedef long int64_t;
typedef unsigned long uint64_t;

namespace metal {
// MARK: - Scalars and vectors
typedef _Float16 half;
typedef unsigned int uint;
typedef unsigned short ushort;
typedef unsigned char uchar;
typedef decltype(sizeof(0)) size_t;
typedef decltype((char *)0 - (char *)0) ptrdiff_t;
// <metal_types>' fixed-width integers (shared headers write metal::int32_t).
typedef signed char int8_t;
typedef short int16_t;
typedef int int32_t;
typedef long int64_t;
typedef unsigned char uint8_t;
typedef unsigned short uint16_t;
typedef unsigned int uint32_t;
typedef unsigned long uint64_t;

template <class T> struct ep_lanes { typedef T element; static constexpr int count = 1; };

#define EP_VECTOR(E, N, NAME)                                                               \
  typedef E NAME __attribute__((ext_vector_type(N)));                                       \
  template <> struct ep_lanes<NAME> { typedef E element; static constexpr int count = N; };
#define EP_VECTORS(E, P) EP_VECTOR(E, 2, P##2) EP_VECTOR(E, 3, P##3) EP_VECTOR(E, 4, P##4)
EP_VECTORS(float, float)
EP_VECTORS(half, half)
EP_VECTORS(int, int)
EP_VECTORS(uint, uint)
EP_VECTORS(short, short)
EP_VECTORS(ushort, ushort)
EP_VECTORS(bool, bool)
EP_VECTORS(char, char)
EP_VECTORS(uchar, uchar)

// Metal's generic vector name: vec<float, 2> is float2.
template <class T, int N> using vec = T __attribute__((ext_vector_type(N)));

template <int N> struct ep_int_vector;
template <> struct ep_int_vector<2> { typedef int2 type; };
template <> struct ep_int_vector<3> { typedef int3 type; };
template <> struct ep_int_vector<4> { typedef int4 type; };
// A bool vector's lanes as ints (for ep_make's bool path); anything else as it is.
template <class A> inline auto ep_as_int(A a) {
  if constexpr (ep_lanes<A>::count > 1 && __is_same(typename ep_lanes<A>::element, bool)) {
    return __builtin_convertvector(a, typename ep_int_vector<ep_lanes<A>::count>::type);
  } else if constexpr (__is_same(A, bool)) {
    return (int)a;
  } else {
    return a;
  }
}

// Packed vectors, as local values (Metal Shading Language, "Packed vector types"): here they
// are the aligned vectors under another name. In Metal packed_float3 is 12 bytes (and
// packed_half3 6) with the element's alignment, where float3 is 16; that matters only for the
// layout of structs and arrays in device buffers, not for a value in a shader's own code.
typedef float2 packed_float2;
typedef float3 packed_float3;
typedef float4 packed_float4;
typedef half2 packed_half2;
typedef half3 packed_half3;
typedef half4 packed_half4;

// The simd names of <simd/simd.h>, which headers shared between Swift and Metal use.
typedef float vector_float1;
typedef float2 vector_float2;
typedef float3 vector_float3;
typedef float4 vector_float4;
typedef half2 vector_half2;
typedef half3 vector_half3;
typedef half4 vector_half4;
typedef int2 vector_int2;
typedef int3 vector_int3;
typedef int4 vector_int4;
typedef uint2 vector_uint2;
typedef uint3 vector_uint3;
typedef uint4 vector_uint4;
typedef short2 vector_short2;
typedef short3 vector_short3;
typedef short4 vector_short4;
typedef ushort2 vector_ushort2;
typedef ushort3 vector_ushort3;
typedef ushort4 vector_ushort4;
typedef char2 vector_char2;
typedef char3 vector_char3;
typedef char4 vector_char4;
typedef uchar2 vector_uchar2;
typedef uchar3 vector_uchar3;
typedef uchar4 vector_uchar4;
typedef bool2 vector_bool2;
typedef bool3 vector_bool3;
typedef bool4 vector_bool4;

// MARK: - Constructors: float2(x, y), float4(v.xy, 0, 1), half3(1.0h), float3(someHalf3)
template <class V, class A> inline void ep_put(V &r, int &i, A a) {
  typedef typename ep_lanes<V>::element E;
  if constexpr (ep_lanes<A>::count == 1) {
    if (i < ep_lanes<V>::count) r[i] = (E)a;
    i += 1;
  } else {
    for (int k = 0; k < ep_lanes<A>::count; k++) {
      if (i < ep_lanes<V>::count) r[i] = (E)a[k];
      i += 1;
    }
  }
}
template <class V, class... A> inline V ep_make(A... a) {
  typedef typename ep_lanes<V>::element E;
  // clang 21 at -O2 drops element stores into a bool vector written through a reference (the
  // conformance suite found bool2(true, true) == (false, false)): build an int vector and
  // convert it, which is exact (nonzero is true).
  if constexpr (__is_same(E, bool) && ep_lanes<V>::count > 1) {
    typedef typename ep_int_vector<ep_lanes<V>::count>::type I;
    return __builtin_convertvector(ep_make<I>(ep_as_int(a)...), V);
  }
  V r = {};
  if constexpr (sizeof...(A) == 1) {
    if constexpr ((ep_lanes<A>::count + ...) == 1) {
      for (int k = 0; k < ep_lanes<V>::count; k++) r[k] = (E)(a, ...);
      return r;
    }
  }
  int i = 0;
  (ep_put(r, i, a), ...);
  return r;
}
}  // namespace metal
// The constructor macros call ep_make unqualified, found here at file scope or in metal, so
// that a qualified constructor, `metal::float2(x, y)` as headers without `using namespace
// metal` write it, expands to `metal::ep_make<…>(x, y)` and still compiles.
using ::metal::ep_make;

#define float2(...) ep_make<::metal::float2>(__VA_ARGS__)
#define float3(...) ep_make<::metal::float3>(__VA_ARGS__)
#define float4(...) ep_make<::metal::float4>(__VA_ARGS__)
#define half2(...) ep_make<::metal::half2>(__VA_ARGS__)
#define half3(...) ep_make<::metal::half3>(__VA_ARGS__)
#define half4(...) ep_make<::metal::half4>(__VA_ARGS__)
#define int2(...) ep_make<::metal::int2>(__VA_ARGS__)
#define int3(...) ep_make<::metal::int3>(__VA_ARGS__)
#define int4(...) ep_make<::metal::int4>(__VA_ARGS__)
#define uint2(...) ep_make<::metal::uint2>(__VA_ARGS__)
#define uint3(...) ep_make<::metal::uint3>(__VA_ARGS__)
#define uint4(...) ep_make<::metal::uint4>(__VA_ARGS__)
#define short2(...) ep_make<::metal::short2>(__VA_ARGS__)
#define short3(...) ep_make<::metal::short3>(__VA_ARGS__)
#define short4(...) ep_make<::metal::short4>(__VA_ARGS__)
#define ushort2(...) ep_make<::metal::ushort2>(__VA_ARGS__)
#define ushort3(...) ep_make<::metal::ushort3>(__VA_ARGS__)
#define ushort4(...) ep_make<::metal::ushort4>(__VA_ARGS__)
#define char2(...) ep_make<::metal::char2>(__VA_ARGS__)
#define char3(...) ep_make<::metal::char3>(__VA_ARGS__)
#define char4(...) ep_make<::metal::char4>(__VA_ARGS__)
#define uchar2(...) ep_make<::metal::uchar2>(__VA_ARGS__)
#define uchar3(...) ep_make<::metal::uchar3>(__VA_ARGS__)
#define uchar4(...) ep_make<::metal::uchar4>(__VA_ARGS__)
#define bool2(...) ep_make<::metal::bool2>(__VA_ARGS__)
#define bool3(...) ep_make<::metal::bool3>(__VA_ARGS__)
#define bool4(...) ep_make<::metal::bool4>(__VA_ARGS__)
#define packed_float2(...) ep_make<::metal::float2>(__VA_ARGS__)
#define packed_float3(...) ep_make<::metal::float3>(__VA_ARGS__)
#define packed_float4(...) ep_make<::metal::float4>(__VA_ARGS__)
#define packed_half2(...) ep_make<::metal::half2>(__VA_ARGS__)
#define packed_half3(...) ep_make<::metal::half3>(__VA_ARGS__)
#define packed_half4(...) ep_make<::metal::half4>(__VA_ARGS__)

namespace metal {
// MARK: - Literals: 0.5h
constexpr half operator""h(long double v) { return (half)v; }
constexpr half operator""h(unsigned long long v) { return (half)v; }

// MARK: - Constants
#define M_PI_F 3.14159265358979323846264338327950288f
#define M_PI_2_F 1.57079632679489661923132169163975144f
#define M_PI_4_F 0.785398163397448309615660845819875721f
#define M_1_PI_F 0.318309886183790671537767526745028724f
#define M_2_PI_F 0.636619772367581343075535053490057448f
#define M_E_F 2.71828182845904523536028747135266250f
#define M_SQRT2_F 1.41421356237309504880168872420969808f
#define M_PI_H ((half)3.14159265358979323846264338327950288)
#define M_PI_2_H ((half)1.57079632679489661923132169163975144)
#define M_PI_4_H ((half)0.785398163397448309615660845819875721)
#define M_1_PI_H ((half)0.318309886183790671537767526745028724)
#define M_2_PI_H ((half)0.636619772367581343075535053490057448)
#define M_E_H ((half)2.71828182845904523536028747135266250)
#define M_SQRT2_H ((half)1.41421356237309504880168872420969808)
#define M_SQRT1_2_H ((half)0.707106781186547524400844362104849039)
#define M_LOG2E_F 1.44269504088896340735992468100189214f
#define M_LOG10E_F 0.434294481903251827651128918916605082f
#define M_LN2_F 0.693147180559945309417232121458176568f
#define M_LN10_F 2.30258509299404568401799145468436421f
#define M_2_SQRTPI_F 1.12837916709551257389615890312154517f
#define M_SQRT1_2_F 0.707106781186547524400844362104849039f
#define FLT_MAX 0x1.fffffep127f
#define FLT_MIN 0x1p-126f
#define FLT_EPSILON 0x1p-23f
#define HALF_MAX ((half)65504.0f)
#define MAXHALF HALF_MAX
#define HALF_MIN ((half)0x1p-14f)
#define HALF_EPSILON ((half)0x1p-10f)
#define MAXFLOAT 3.402823466e+38f
#define INFINITY __builtin_inff()
#define NAN __builtin_nanf("")

// MARK: - Element-wise helpers
template <bool C, class A, class B> struct ep_if { typedef A type; };
template <class A, class B> struct ep_if<false, A, B> { typedef B type; };
template <class A, class B>
using ep_wider = typename ep_if<(ep_lanes<A>::count >= ep_lanes<B>::count), A, B>::type;

template <class T, class S> inline T ep_splat(S s) {
  if constexpr (ep_lanes<S>::count == ep_lanes<T>::count) {
    if constexpr (ep_lanes<T>::count == 1) return (T)s; else return __builtin_convertvector(s, T);
  } else {
    T r = {};
    for (int k = 0; k < ep_lanes<T>::count; k++) r[k] = (typename ep_lanes<T>::element)s;
    return r;
  }
}
template <class T> inline auto ep_at(T v, int k) {
  if constexpr (ep_lanes<T>::count == 1) return v; else return v[k];
}
template <class T, class F> inline T ep_map(T x, F f) {
  if constexpr (ep_lanes<T>::count == 1) {
    return f(x);
  } else {
    T r = {};
    for (int k = 0; k < ep_lanes<T>::count; k++) r[k] = f(x[k]);
    return r;
  }
}
template <class A, class B, class F> inline ep_wider<A, B> ep_map2(A a, B b, F f) {
  typedef ep_wider<A, B> T;
  if constexpr (ep_lanes<T>::count == 1) {
    return f(a, b);
  } else {
    T r = {};
    for (int k = 0; k < ep_lanes<T>::count; k++) r[k] = f(ep_at(a, k), ep_at(b, k));
    return r;
  }
}
template <class A, class B, class C, class F>
inline ep_wider<ep_wider<A, B>, C> ep_map3(A a, B b, C c, F f) {
  typedef ep_wider<ep_wider<A, B>, C> T;
  if constexpr (ep_lanes<T>::count == 1) {
    return f(a, b, c);
  } else {
    T r = {};
    for (int k = 0; k < ep_lanes<T>::count; k++) r[k] = f(ep_at(a, k), ep_at(b, k), ep_at(c, k));
    return r;
  }
}

// One float function per scalar: half computes in float and rounds to half, as a GPU's
// half-precision results are within its half ulp.
#define EP_UNARY(NAME, EXPR)                                                                \
  inline float ep_##NAME(float x) { return EXPR; }                                          \
  template <class T> inline T NAME(T x) {                                                   \
    return ep_map(x, [](auto e) { return (decltype(e))ep_##NAME((float)e); });              \
  }
EP_UNARY(sin, __builtin_sinf(x))
EP_UNARY(cos, __builtin_cosf(x))
EP_UNARY(tan, __builtin_tanf(x))
EP_UNARY(asin, __builtin_asinf(x))
EP_UNARY(acos, __builtin_acosf(x))
EP_UNARY(atan, __builtin_atanf(x))
EP_UNARY(sinh, __builtin_sinhf(x))
EP_UNARY(cosh, __builtin_coshf(x))
EP_UNARY(tanh, __builtin_tanhf(x))
EP_UNARY(exp, __builtin_expf(x))
EP_UNARY(exp2, __builtin_exp2f(x))
EP_UNARY(exp10, __builtin_powf(10.0f, x))
EP_UNARY(log, __builtin_logf(x))
EP_UNARY(log2, __builtin_log2f(x))
EP_UNARY(log10, __builtin_log10f(x))
EP_UNARY(sqrt, __builtin_sqrtf(x))
EP_UNARY(rsqrt, 1.0f / __builtin_sqrtf(x))
EP_UNARY(fabs, __builtin_fabsf(x))
EP_UNARY(floor, __builtin_floorf(x))
EP_UNARY(ceil, __builtin_ceilf(x))
EP_UNARY(round, __builtin_roundf(x))
EP_UNARY(rint, __builtin_rintf(x))
EP_UNARY(trunc, __builtin_truncf(x))
EP_UNARY(fract, x - __builtin_floorf(x) < 0x1.fffffep-1f ? x - __builtin_floorf(x) : 0x1.fffffep-1f)
EP_UNARY(saturate, x < 0.0f ? 0.0f : (x > 1.0f ? 1.0f : (x == x ? x : 0.0f)))
EP_UNARY(sign, x > 0.0f ? 1.0f : (x < 0.0f ? -1.0f : (x == x ? 0.0f * x : 0.0f)))

// abs: integers stay integers.
template <class T> inline T abs(T x) {
  return ep_map(x, [](auto e) { return e < 0 ? (decltype(e))-e : e; });
}

#define EP_BINARY(NAME, EXPR)                                                               \
  inline float ep_##NAME(float x, float y) { return EXPR; }                                 \
  template <class A, class B> inline ep_wider<A, B> NAME(A a, B b) {                        \
    return ep_map2(a, b, [](auto x, auto y) {                                               \
      return (decltype(ep_at(ep_wider<A, B>(), 0)))ep_##NAME((float)x, (float)y);           \
    });                                                                                     \
  }
EP_BINARY(atan2, __builtin_atan2f(x, y))
EP_BINARY(pow, __builtin_powf(x, y))
EP_BINARY(powr, __builtin_powf(x, y))
EP_BINARY(fmod, __builtin_fmodf(x, y))
EP_BINARY(step, y < x ? 0.0f : 1.0f)
EP_BINARY(fmin, __builtin_fminf(x, y))
EP_BINARY(fmax, __builtin_fmaxf(x, y))

// min and max keep integer types and follow fmin/fmax for NaN: a NaN operand gives the other.
template <class E> inline E ep_min1(E x, E y) { return x != x ? y : (y != y ? x : (y < x ? y : x)); }
template <class E> inline E ep_max1(E x, E y) { return x != x ? y : (y != y ? x : (y > x ? y : x)); }
template <class A, class B> inline ep_wider<A, B> min(A a, B b) {
  typedef decltype(ep_at(ep_wider<A, B>(), 0)) E;
  return ep_map2(a, b, [](auto x, auto y) { return ep_min1<E>((E)x, (E)y); });
}
template <class A, class B> inline ep_wider<A, B> max(A a, B b) {
  typedef decltype(ep_at(ep_wider<A, B>(), 0)) E;
  return ep_map2(a, b, [](auto x, auto y) { return ep_max1<E>((E)x, (E)y); });
}
template <class A, class B, class C> inline auto min3(A a, B b, C c) { return min(min(a, b), c); }
template <class A, class B, class C> inline auto max3(A a, B b, C c) { return max(max(a, b), c); }
template <class T, class L, class H> inline T clamp(T x, L lo, H hi) {
  return ep_splat<T>(min(max(x, ep_splat<T>(lo)), ep_splat<T>(hi)));
}
// mix(half4, half, float) and the like: Apple's headers accept a scalar where the spec's table
// says T (it is broadcast) and a float where the vector is half (it converts), so this does too.
template <class X, class Y, class A> inline ep_wider<ep_wider<X, Y>, A> mix(X x, Y y, A a) {
  typedef ep_wider<ep_wider<X, Y>, A> T;
  return ep_splat<T>(x) + (ep_splat<T>(y) - ep_splat<T>(x)) * ep_splat<T>(a);
}
template <class E0, class E1, class T> inline T smoothstep(E0 e0, E1 e1, T x) {
  return ep_map3(ep_splat<T>(e0), ep_splat<T>(e1), x, [](auto a, auto b, auto v) {
    typedef decltype(v) S;
    float t = ((float)v - (float)a) / ((float)b - (float)a);
    t = t < 0.0f ? 0.0f : (t > 1.0f ? 1.0f : t);
    return (S)(t * t * (3.0f - 2.0f * t));
  });
}
template <class T> inline T fma(T a, T b, T c) { return a * b + c; }

// MARK: - Geometry
template <class T> inline typename ep_lanes<T>::element dot(T a, T b) {
  typename ep_lanes<T>::element s = 0;
  for (int k = 0; k < ep_lanes<T>::count; k++) s += ep_at(a, k) * ep_at(b, k);
  return s;
}
template <class T> inline typename ep_lanes<T>::element length(T a) {
  return (typename ep_lanes<T>::element)__builtin_sqrtf((float)dot(a, a));
}
template <class T> inline typename ep_lanes<T>::element length_squared(T a) { return dot(a, a); }
// distance(half2, half): a scalar operand is broadcast, as Apple's headers accept.
template <class A, class B> inline auto distance(A a, B b) {
  typedef ep_wider<A, B> T;
  return length(ep_splat<T>(a) - ep_splat<T>(b));
}
template <class T> inline T normalize(T a) {
  return a * ep_splat<T>((typename ep_lanes<T>::element)(1.0f / __builtin_sqrtf((float)dot(a, a))));
}
template <class T> inline T cross(T a, T b) {
  return T{a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}
template <class T> inline T reflect(T i, T n) { return i - ep_splat<T>(2 * dot(n, i)) * n; }
template <class T, class E> inline T refract(T i, T n, E eta) {
  float d = (float)dot(n, i);
  float k = 1.0f - (float)eta * (float)eta * (1.0f - d * d);
  if (k < 0.0f) return ep_splat<T>(0);
  return ep_splat<T>(eta) * i - ep_splat<T>((float)eta * d + __builtin_sqrtf(k)) * n;
}

// MARK: - Relational
template <class T> inline bool all(T v) {
  if constexpr (ep_lanes<T>::count == 1) return (bool)v;
  else { for (int k = 0; k < ep_lanes<T>::count; k++) if (!v[k]) return false; return true; }
}
template <class T> inline bool any(T v) {
  if constexpr (ep_lanes<T>::count == 1) return (bool)v;
  else { for (int k = 0; k < ep_lanes<T>::count; k++) if (v[k]) return true; return false; }
}
template <class T, class C> inline T select(T a, T b, C c) {
  return ep_map3(a, b, c, [](auto x, auto y, auto s) { return s ? y : x; });
}
template <class T> inline auto isnan(T v) { return v != v; }
template <class T> inline auto isinf(T v) { return v == ep_splat<T>(__builtin_inff()) || v == ep_splat<T>(-__builtin_inff()); }

// MARK: - array<T, N> (Metal Shading Language, "Arrays"): a fixed-size array as a value, an
// aggregate initialised from braces (array<float, 3> w = {0.2, 0.3, 0.5}), indexed and sized as
// std::array is. The element array is a member of known size, so an index past it traps in a
// run (docs/metal-on-cpu.md, "Fixed-size arrays").
template <class T, size_t N> struct array {
  T ep_elements[N];
  constexpr T &operator[](size_t i) { return ep_elements[i]; }
  constexpr const T &operator[](size_t i) const { return ep_elements[i]; }
  constexpr size_t size() const { return N; }
  constexpr bool empty() const { return N == 0; }
};

// MARK: - Matrices: column-major, m[i] is column i, as in Metal
template <class T, int N> struct ep_vector;
template <> struct ep_vector<float, 2> { typedef float2 type; };
template <> struct ep_vector<float, 3> { typedef float3 type; };
template <> struct ep_vector<float, 4> { typedef float4 type; };
template <> struct ep_vector<half, 2> { typedef half2 type; };
template <> struct ep_vector<half, 3> { typedef half3 type; };
template <> struct ep_vector<half, 4> { typedef half4 type; };

template <bool B, class T = int> struct ep_enable {};
template <class T> struct ep_enable<true, T> { typedef T type; };

template <class T, int C, int R> struct ep_matrix {
  typedef typename ep_vector<T, R>::type column;
  column columns[C] = {};
  ep_matrix() = default;
  // A scalar puts it on the diagonal (the identity for 1).
  explicit ep_matrix(T diagonal) {
    for (int c = 0; c < C && c < R; c++) columns[c][c] = diagonal;
  }
  // C columns: float3x3(float3(…), float3(…), float3(…)).
  template <class... V, typename ep_enable<(sizeof...(V) == C && C > 1)>::type = 0>
  ep_matrix(V... given) : columns{column(given)...} {}
  // C × R scalars, column by column: float2x2(c, -s, s, c).
  template <class... S, typename ep_enable<(sizeof...(S) == C * R)>::type = 0, class = void>
  ep_matrix(S... scalars) {
    const T values[] = {(T)scalars...};
    for (int c = 0; c < C; c++)
      for (int r = 0; r < R; r++) columns[c][r] = values[c * R + r];
  }
  // C columns as braced lists: float3x3 m = {{a, b, c}, {d, e, f}, {g, h, i}}. A braced list
  // deduces no template pack, but it binds to a reference to an array of R scalars (a vector
  // argument does not, so these never compete with the column form above).
  template <int K = C, typename ep_enable<K == 2>::type = 0>
  ep_matrix(const T (&a)[R], const T (&b)[R]) { fill(0, a); fill(1, b); }
  template <int K = C, typename ep_enable<K == 3>::type = 0>
  ep_matrix(const T (&a)[R], const T (&b)[R], const T (&c)[R]) { fill(0, a); fill(1, b); fill(2, c); }
  template <int K = C, typename ep_enable<K == 4>::type = 0>
  ep_matrix(const T (&a)[R], const T (&b)[R], const T (&c)[R], const T (&d)[R]) {
    fill(0, a); fill(1, b); fill(2, c); fill(3, d);
  }
  // Another matrix of the same shape, converted element by element: float2x2(someHalf2x2).
  template <class U> explicit ep_matrix(const ep_matrix<U, C, R> &m) {
    for (int c = 0; c < C; c++) columns[c] = __builtin_convertvector(m.columns[c], column);
  }
  column &operator[](int i) { return columns[i]; }
  const column &operator[](int i) const { return columns[i]; }

private:
  void fill(int c, const T (&values)[R]) {
    for (int r = 0; r < R; r++) columns[c][r] = values[r];
  }
};
#define EP_MATRIX(T, C, R, NAME) typedef ep_matrix<T, C, R> NAME;
// Every matrix the spec lists: float and half, 2 to 4 columns of 2 to 4 rows.
#define EP_MATRICES(T)                                                                      \
  EP_MATRIX(T, 2, 2, T##2x2) EP_MATRIX(T, 2, 3, T##2x3) EP_MATRIX(T, 2, 4, T##2x4)          \
  EP_MATRIX(T, 3, 2, T##3x2) EP_MATRIX(T, 3, 3, T##3x3) EP_MATRIX(T, 3, 4, T##3x4)          \
  EP_MATRIX(T, 4, 2, T##4x2) EP_MATRIX(T, 4, 3, T##4x3) EP_MATRIX(T, 4, 4, T##4x4)
EP_MATRICES(float)
EP_MATRICES(half)

// MARK: - Matrix operators (the Metal Shading Language Specification's "Matrix Operators";
// docs/metal-on-cpu.md, "Matrix operators")
// + and − of two matrices of one shape, componentwise; * of a scalar and a matrix (either
// order), of a matrix and a column vector (m * v), of a row vector and a matrix (v * m, vᵀM:
// one dot product per column) and of two matrices whose inner sizes agree; unary −. The
// compound forms assign those results where the result has the left operand's type: v *= m
// (m square), m *= s, m *= n (n square), m += n, m −= n. A scalar of any arithmetic type
// converts to the element type (the spec's "Implicit Type Conversions"); nothing converts
// between float and half vectors or matrices, and the spec defines no / and no == on
// matrices: those stay compile errors.
template <class S> struct ep_is_scalar { static constexpr bool value = __is_arithmetic(S); };
template <class V, class T, int N> struct ep_is_vector {
  static constexpr bool value = __is_same(V, typename ep_vector<T, N>::type);
};

// m · v: the sum of the columns weighted by v (v exactly the matrix's column count of T: a
// scalar is not splatted into a vector here, and a half vector does not meet a float matrix).
template <class T, int C, int R, class V, typename ep_enable<ep_is_vector<V, T, C>::value>::type = 0>
inline typename ep_vector<T, R>::type operator*(const ep_matrix<T, C, R> &m, V v) {
  typename ep_vector<T, R>::type r = {};
  for (int c = 0; c < C; c++) r += m.columns[c] * v[c];
  return r;
}
// v · m: v as a row vector, one dot product per column.
template <class T, int C, int R, class V, typename ep_enable<ep_is_vector<V, T, R>::value>::type = 0>
inline typename ep_vector<T, C>::type operator*(V v, const ep_matrix<T, C, R> &m) {
  typename ep_vector<T, C>::type r = {};
  for (int c = 0; c < C; c++) r[c] = dot(v, m.columns[c]);
  return r;
}
// a · b: a's K columns of R rows by b's C columns of K rows; column c is a · b[c].
template <class T, int K, int R, int C>
inline ep_matrix<T, C, R> operator*(const ep_matrix<T, K, R> &a, const ep_matrix<T, C, K> &b) {
  ep_matrix<T, C, R> r;
  for (int c = 0; c < C; c++) r.columns[c] = a * b.columns[c];
  return r;
}
template <class T, int C, int R, class S, typename ep_enable<ep_is_scalar<S>::value>::type = 0>
inline ep_matrix<T, C, R> operator*(const ep_matrix<T, C, R> &m, S s) {
  ep_matrix<T, C, R> r = m;
  for (int c = 0; c < C; c++) r.columns[c] *= (T)s;
  return r;
}
template <class T, int C, int R, class S, typename ep_enable<ep_is_scalar<S>::value>::type = 0>
inline ep_matrix<T, C, R> operator*(S s, const ep_matrix<T, C, R> &m) {
  ep_matrix<T, C, R> r = m;
  for (int c = 0; c < C; c++) r.columns[c] = (T)s * r.columns[c];
  return r;
}
template <class T, int C, int R>
inline ep_matrix<T, C, R> operator-(const ep_matrix<T, C, R> &a, const ep_matrix<T, C, R> &b) {
  ep_matrix<T, C, R> r = a;
  for (int c = 0; c < C; c++) r.columns[c] -= b.columns[c];
  return r;
}
template <class T, int C, int R> inline ep_matrix<T, C, R> operator-(const ep_matrix<T, C, R> &m) {
  ep_matrix<T, C, R> r = m;
  for (int c = 0; c < C; c++) r.columns[c] = -r.columns[c];
  return r;
}
template <class T, int C, int R>
inline ep_matrix<T, C, R> operator+(const ep_matrix<T, C, R> &a, const ep_matrix<T, C, R> &b) {
  ep_matrix<T, C, R> r = a;
  for (int c = 0; c < C; c++) r.columns[c] += b.columns[c];
  return r;
}
// The compound forms. `uv *= rotate(t)` (a GLSL habit Metal keeps; issue 35 met it in 8
// public files) is v = v · m, which needs m square to give v's type back.
template <class T, int N, class V, typename ep_enable<ep_is_vector<V, T, N>::value>::type = 0>
inline V &operator*=(V &v, const ep_matrix<T, N, N> &m) {
  v = v * m;
  return v;
}
template <class T, int C, int R>
inline ep_matrix<T, C, R> &operator*=(ep_matrix<T, C, R> &a, const ep_matrix<T, C, C> &b) {
  a = a * b;
  return a;
}
template <class T, int C, int R, class S, typename ep_enable<ep_is_scalar<S>::value>::type = 0>
inline ep_matrix<T, C, R> &operator*=(ep_matrix<T, C, R> &m, S s) {
  m = m * s;
  return m;
}
template <class T, int C, int R>
inline ep_matrix<T, C, R> &operator+=(ep_matrix<T, C, R> &a, const ep_matrix<T, C, R> &b) {
  a = a + b;
  return a;
}
template <class T, int C, int R>
inline ep_matrix<T, C, R> &operator-=(ep_matrix<T, C, R> &a, const ep_matrix<T, C, R> &b) {
  a = a - b;
  return a;
}
template <class T, int C, int R> inline ep_matrix<T, R, C> transpose(const ep_matrix<T, C, R> &m) {
  ep_matrix<T, R, C> r;
  for (int c = 0; c < C; c++)
for (int k = 0; k < R; k++) r.columns[k][c] = m.columns[c][k];
  return r;
}
template <class T> inline T determinant(const ep_matrix<T, 2, 2> &m) {
  return m[0][0] * m[1][1] - m[1][0] * m[0][1];
}
template <class T> inline T determinant(const ep_matrix<T, 3, 3> &m) {
  return dot(m[0], cross(m[1], m[2]));
}

// MARK: - More of the Metal Shading Language's functions (its "Math", "Common",
// "Geometric", "Relational" and "Integer" function tables)
EP_UNARY(asinh, __builtin_asinhf(x))
EP_UNARY(acosh, __builtin_acoshf(x))
EP_UNARY(atanh, __builtin_atanhf(x))
EP_BINARY(copysign, __builtin_copysignf(x, y))
EP_BINARY(fdim, __builtin_fdimf(x, y))

// sinpi, cospi, tanpi: sin(πx), cos(πx), tan(πx). x is reduced exactly (by fmod and by
// differences of nearby floats), then the function is computed in double, so that sinpi(n) is
// ±0 and sinpi(n + 0.5) is ±1 for every float n, however large.
#define EP_PI_D ((double)3.14159265358979323846264338327950288L)
inline double ep_sinpi_d(float x) {
  if (!(x - x == 0.0f)) return (double)(x - x);  // NaN for NaN and ±∞
  float r = __builtin_fmodf(x, 2.0f);              // exact, |r| < 2, the sign of x
  if (r > 1.0f) r -= 2.0f;                         // exact: [-1, 1]
  if (r < -1.0f) r += 2.0f;
  if (r > 0.5f) r = 1.0f - r;                      // sin(π(1 − r)) = sin(πr), exact
  if (r < -0.5f) r = -1.0f - r;
  double s = __builtin_sin(EP_PI_D * (double)r);
  return s == 0.0 ? __builtin_copysign(0.0, (double)x) : s;
}
inline double ep_cospi_d(float x) {
  if (!(x - x == 0.0f)) return (double)(x - x);
  float r = __builtin_fmodf(__builtin_fabsf(x), 2.0f);  // cos is even: [0, 2)
  if (r > 1.0f) r = 2.0f - r;                            // exact: [0, 1]
  double flip = 1.0;
  if (r > 0.5f) { r = 1.0f - r; flip = -1.0; }           // cos(π(1 − r)) = −cos(πr)
  if (r == 0.5f) return 0.0;                              // +0 at every n + 0.5
  return flip * __builtin_cos(EP_PI_D * (double)r);
}
EP_UNARY(sinpi, (float)ep_sinpi_d(x))
EP_UNARY(cospi, (float)ep_cospi_d(x))
EP_UNARY(tanpi, (float)(ep_sinpi_d(x) / ep_cospi_d(x)))
#undef EP_PI_D

// sincos returns the sine and writes the cosine; modf returns the fraction and writes the
// integral part, both with x's sign.
template <class T> inline T sincos(T x, thread T &cosval) {
  cosval = cos(x);
  return sin(x);
}
template <class T> inline T modf(T x, thread T &intval) {
  T f = x;
  for (int k = 0; k < ep_lanes<T>::count; k++) {
    float whole = 0.0f;
    float part = __builtin_modff((float)ep_at(x, k), &whole);
    if constexpr (ep_lanes<T>::count == 1) { f = (T)part; intval = (T)whole; }
    else { f[k] = (typename ep_lanes<T>::element)part; intval[k] = (typename ep_lanes<T>::element)whole; }
  }
  return f;
}

// The middle of three (min and max ignore a NaN operand, so a NaN among them is skipped).
template <class A, class B, class C> inline auto median3(A a, B b, C c) {
  return max(min(a, b), min(max(a, b), c));
}
template <class A, class B, class C> inline auto fmin3(A a, B b, C c) { return fmin(fmin(a, b), c); }
template <class A, class B, class C> inline auto fmax3(A a, B b, C c) { return fmax(fmax(a, b), c); }
template <class A, class B, class C> inline auto fmedian3(A a, B b, C c) { return median3(a, b, c); }

template <class T> inline typename ep_lanes<T>::element distance_squared(T a, T b) {
  return dot(a - b, a - b);
}
// n when the incident vector i faces against the reference normal nref, else −n.
template <class T> inline T faceforward(T n, T i, T nref) {
  return dot(nref, i) < 0 ? n : -n;
}

// Tests give a bool for a scalar and, for a vector, clang's comparison type (an integer
// vector, −1 for true), as a vector comparison does, so select, any and all accept them.
template <class T, class F> inline auto ep_test(T v, F f) {
  typedef decltype(v == v) R;
  if constexpr (ep_lanes<T>::count == 1) {
    return (bool)f(v);
  } else {
    R r = {};
    for (int k = 0; k < ep_lanes<T>::count; k++) r[k] = f(v[k]) ? -1 : 0;
    return r;
  }
}
template <class T> inline auto isfinite(T v) {
  return ep_test(v, [](auto e) { return __builtin_isfinite(e); });
}
template <class T> inline auto isnormal(T v) {
  return ep_test(v, [](auto e) { return __builtin_isnormal(e); });
}
template <class T> inline auto signbit(T v) {
  return ep_test(v, [](auto e) { return __builtin_signbit(e) != 0; });
}
template <class T> inline auto isordered(T x, T y) {
  if constexpr (ep_lanes<T>::count == 1) return x == x && y == y;
  else return (x == x) & (y == y);
}
template <class T> inline auto isunordered(T x, T y) {
  if constexpr (ep_lanes<T>::count == 1) return x != x || y != y;
  else return (x != x) | (y != y);
}

// MARK: - Reinterpreting bits: as_type<T>(x) (Metal Shading Language, "Reinterpreting data
// using as_type"). Both types have the same size; float3 and its kin are 16 bytes, as in Metal.
template <class T, class S> inline T as_type(S x) {
  static_assert(sizeof(T) == sizeof(S), "as_type<T>(x): T and x must have the same size");
  return __builtin_bit_cast(T, x);
}

// Integer bits: popcount, and clz and ctz, which give the element's width in bits for 0.
template <int N> struct ep_unsigned;
template <> struct ep_unsigned<1> { typedef unsigned char type; };
template <> struct ep_unsigned<2> { typedef unsigned short type; };
template <> struct ep_unsigned<4> { typedef unsigned int type; };
template <> struct ep_unsigned<8> { typedef unsigned long long type; };
template <class E> inline unsigned long long ep_bits(E e) {
  return __builtin_bit_cast(typename ep_unsigned<sizeof(E)>::type, e);
}
template <class T> inline T popcount(T x) {
  return ep_map(x, [](auto e) { return (decltype(e))__builtin_popcountll(ep_bits(e)); });
}
template <class T> inline T clz(T x) {
  return ep_map(x, [](auto e) {
    unsigned long long u = ep_bits(e);
    int width = 8 * (int)sizeof(e);
    return (decltype(e))(u == 0 ? width : __builtin_clzll(u) - (64 - width));
  });
}
template <class T> inline T ctz(T x) {
  return ep_map(x, [](auto e) {
    unsigned long long u = ep_bits(e);
    return (decltype(e))(u == 0 ? 8 * (int)sizeof(e) : __builtin_ctzll(u));
  });
}

// The rest of the spec's integer table. Arithmetic is in 64 bits, then saturated or wrapped
// to the element's type as the table says; 32-bit elements are what shaders use.
template <class E> struct ep_integer_limits {
  static constexpr bool is_signed = (E)(-1) < (E)0;
  static constexpr long long low = is_signed ? -(1LL << (8 * sizeof(E) - 1)) : 0;
  static constexpr long long high =
      is_signed ? (long long)((1ULL << (8 * sizeof(E) - 1)) - 1)
                : (long long)((8 * sizeof(E) >= 64) ? ~0ULL >> 1 : (1ULL << (8 * sizeof(E))) - 1);
};
template <class E> inline E ep_saturated(long long v) {
  typedef ep_integer_limits<E> L;
  return (E)(v < L::low ? L::low : (v > L::high ? L::high : v));
}
template <class A, class B> inline ep_wider<A, B> absdiff(A a, B b) {
  return ep_map2(a, b, [](auto x, auto y) {
    long long d = (long long)x - (long long)y;
    return (decltype(x))(d < 0 ? -d : d);
  });
}
template <class A, class B> inline ep_wider<A, B> addsat(A a, B b) {
  return ep_map2(a, b, [](auto x, auto y) {
    return ep_saturated<decltype(x)>((long long)x + (long long)y);
  });
}
template <class A, class B> inline ep_wider<A, B> subsat(A a, B b) {
  return ep_map2(a, b, [](auto x, auto y) {
    return ep_saturated<decltype(x)>((long long)x - (long long)y);
  });
}
template <class A, class B> inline ep_wider<A, B> hadd(A a, B b) {
  return ep_map2(a, b, [](auto x, auto y) {
    return (decltype(x))(((long long)x + (long long)y) >> 1);
  });
}
template <class A, class B> inline ep_wider<A, B> rhadd(A a, B b) {
  return ep_map2(a, b, [](auto x, auto y) {
    return (decltype(x))(((long long)x + (long long)y + 1) >> 1);
  });
}
template <class A, class B> inline ep_wider<A, B> mul24(A a, B b) {
  return ep_map2(a, b, [](auto x, auto y) {
    long long p = (long long)(x & 0xffffff) * (long long)(y & 0xffffff);
    if constexpr (ep_integer_limits<decltype(x)>::is_signed) {
      p = (long long)((int)((unsigned)x << 8) >> 8) * (long long)((int)((unsigned)y << 8) >> 8);
    }
    return (decltype(x))p;
  });
}
template <class A, class B, class C> inline auto mad24(A a, B b, C c) { return mul24(a, b) + c; }
template <class A, class B> inline ep_wider<A, B> mulhi(A a, B b) {
  return ep_map2(a, b, [](auto x, auto y) {
    __int128 p = (__int128)x * (__int128)y;
    return (decltype(x))(p >> (8 * sizeof(x)));
  });
}
template <class A, class B, class C> inline auto madhi(A a, B b, C c) { return mulhi(a, b) + c; }
template <class A, class B, class C> inline auto madsat(A a, B b, C c) {
  return ep_map3(a, b, c, [](auto x, auto y, auto z) {
    __int128 v = (__int128)x * (__int128)y + (__int128)z;
    typedef ep_integer_limits<decltype(x)> L;
    return (decltype(x))(v < L::low ? L::low : (v > L::high ? L::high : (long long)v));
  });
}
template <class T> inline T reverse_bits(T x) {
  return ep_map(x, [](auto e) {
    typedef typename ep_unsigned<sizeof(e)>::type U;
    U u = (U)ep_bits(e), r = 0;
    for (int k = 0; k < 8 * (int)sizeof(e); k++) r = (U)((r << 1) | ((u >> k) & 1));
    return __builtin_bit_cast(decltype(e), r);
  });
}
template <class A, class B> inline ep_wider<A, B> rotate(A a, B b) {
  return ep_map2(a, b, [](auto x, auto y) {
    typedef typename ep_unsigned<sizeof(x)>::type U;
    const int width = 8 * (int)sizeof(x);
    U u = (U)ep_bits(x);
    int n = (int)(((long long)y % width + width) % width);
    U r = n == 0 ? u : (U)((u << n) | (u >> (width - n)));
    return __builtin_bit_cast(decltype(x), r);
  });
}
// extract_bits(x, offset, bits): `bits` bits from `offset`, sign-extended for signed types.
template <class T> inline T extract_bits(T x, uint offset, uint bits) {
  return ep_map(x, [offset, bits](auto e) {
    typedef decltype(e) E;
    const uint width = 8 * sizeof(E);
    if (bits == 0) return (E)0;
    unsigned long long u = ep_bits(e) >> offset;
    unsigned long long mask = bits >= 64 ? ~0ULL : ((1ULL << bits) - 1);
    u &= mask;
    if constexpr (ep_integer_limits<E>::is_signed) {
      if (bits < width && (u >> (bits - 1)) & 1) u |= ~mask;
    }
    return (E)u;
  });
}
// insert_bits(base, insert, offset, bits): `bits` bits of `insert` put into `base` at `offset`.
template <class T> inline T insert_bits(T base, T insert, uint offset, uint bits) {
  return ep_map2(base, insert, [offset, bits](auto b, auto i) {
    typedef decltype(b) E;
    unsigned long long mask = (bits >= 64 ? ~0ULL : ((1ULL << bits) - 1)) << offset;
    unsigned long long r = (ep_bits(b) & ~mask) | ((ep_bits(i) << offset) & mask);
    return (E)r;
  });
}

// The rest of the math table: divide, ldexp, frexp, ilogb, nextafter.
EP_BINARY(divide, x / y)
EP_BINARY(nextafter, __builtin_nextafterf(x, y))
template <class T, class I> inline T ldexp(T x, I k) {
  return ep_map2(x, k, [](auto e, auto n) { return (decltype(e))__builtin_ldexpf((float)e, (int)n); });
}
template <class T, class I> inline T frexp(T x, thread I &exponent) {
  T r = {};
  if constexpr (ep_lanes<T>::count == 1) {
    int n = 0;
    r = (T)__builtin_frexpf((float)x, &n);
    exponent = (I)n;
  } else {
    for (int k = 0; k < ep_lanes<T>::count; k++) {
      int n = 0;
      r[k] = (typename ep_lanes<T>::element)__builtin_frexpf((float)x[k], &n);
      exponent[k] = n;
    }
  }
  return r;
}
template <class T> inline auto ilogb(T x) {
  if constexpr (ep_lanes<T>::count == 1) {
    return (int)__builtin_ilogbf((float)x);
  } else {
    typename ep_int_vector<ep_lanes<T>::count>::type r = {};
    for (int k = 0; k < ep_lanes<T>::count; k++) r[k] = __builtin_ilogbf((float)x[k]);
    return r;
  }
}

// MARK: - fast:: and precise:: (Metal Shading Language, "Math functions"): Metal selects the
// fast or precise variant of a single-precision function by namespace; here both compute
// exactly what the plain function computes.
#define EP_VARIANTS                                                                         \
  using ::metal::sin; using ::metal::cos; using ::metal::tan; using ::metal::asin;          \
  using ::metal::acos; using ::metal::atan; using ::metal::atan2; using ::metal::sinh;      \
  using ::metal::cosh; using ::metal::tanh; using ::metal::asinh; using ::metal::acosh;    \
  using ::metal::atanh; using ::metal::exp; using ::metal::exp2; using ::metal::exp10;     \
  using ::metal::log; using ::metal::log2; using ::metal::log10; using ::metal::pow;       \
  using ::metal::powr; using ::metal::sqrt; using ::metal::rsqrt; using ::metal::fabs;     \
  using ::metal::abs; using ::metal::floor; using ::metal::ceil; using ::metal::round;     \
  using ::metal::rint; using ::metal::trunc; using ::metal::fract; using ::metal::fmod;    \
  using ::metal::fmin; using ::metal::fmax; using ::metal::min; using ::metal::max;        \
  using ::metal::fmin3; using ::metal::fmax3; using ::metal::fmedian3; using ::metal::clamp; \
  using ::metal::saturate; using ::metal::sinpi; using ::metal::cospi; using ::metal::tanpi; \
  using ::metal::sincos; using ::metal::copysign; using ::metal::fdim; using ::metal::modf; \
  using ::metal::distance; using ::metal::distance_squared; using ::metal::length;         \
  using ::metal::length_squared; using ::metal::normalize; using ::metal::divide;           \
  using ::metal::ldexp; using ::metal::frexp; using ::metal::ilogb; using ::metal::nextafter;
namespace fast { EP_VARIANTS }
namespace precise { EP_VARIANTS }
#undef EP_VARIANTS

// MARK: - The runtime's shared state (docs/metal-on-cpu.md, "The runner")
// Premultiplied RGBA texels, four floats each, row by row.
struct ep_image {
  const float *texels = nullptr;
  int width = 0;
  int height = 0;
};
// One sample that is the farthest on one axis: its offset from its pixel, the pixel and the
// sample, in points.
struct ep_axis_sample {
  float offset = -3.0e38f;
  float pixelx = 0, pixely = 0, samplex = 0, sampley = 0;
};
// What one worker saw of the samples it took: count, the per-axis largest offset from the
// pixel, the sample farthest from its pixel (largest per-axis offset), the samples outside the
// layer and the non-finite ones. Per axis (0 = x, 1 = y) it also keeps the real sample with
// the largest offset (`farthest`) and the one farthest past the float-rounding allowance
// (`excess`: offset − 4 ulps of the larger coordinate, ep_allowance), which a promise is
// held against.
struct ep_audit {
  long long count = 0, outside = 0, nonFinite = 0;
  float maxdx = 0, maxdy = 0, worst = -1;
  float pixelx = 0, pixely = 0, samplex = 0, sampley = 0;
  float width = 0, height = 0;  // the layer, in points
  ep_axis_sample farthest[2], excess[2];
  // The quiet limits, for ep_record's fast path: per axis the lesser of that axis's farthest
  // offset and `worst`, kept by ep_record_slow whenever one of them changes; below any
  // offset until the first sample.
  float quietx = -3.0e38f, quiety = -3.0e38f;
};
// 4 ulps of the larger magnitude of a and b (at least of 1): how far a float shader's own
// rounding may move a coordinate, so that `position + 1.0` meets a 1 pt promise at any scale.
inline float ep_allowance(float a, float b) {
  float m = __builtin_fabsf(a) > __builtin_fabsf(b) ? __builtin_fabsf(a) : __builtin_fabsf(b);
  if (!(m >= 1.0f)) m = 1.0f;
  unsigned bits;
  __builtin_memcpy(&bits, &m, sizeof bits);
  bits &= 0x7f800000u;
  float power;
  __builtin_memcpy(&power, &bits, sizeof power);
  return power * 0x1p-21f;
}
inline void ep_keep(ep_axis_sample &s, float offset, float2 pixel, float2 p) {
  s.offset = offset;
  s.pixelx = pixel.x; s.pixely = pixel.y; s.samplex = p.x; s.sampley = p.y;
}
// Everything ep_record does for a sample that is not quiet: non-finite or outside the layer,
// or farther on an axis than a quiet limit. Kept out of line, so the fast path stays small
// where it is inlined (into a shader's loop over its samples).
[[gnu::noinline]] inline void ep_record_slow(ep_audit *a, float2 pixel, float2 p) {
  if (!(p.x == p.x && p.y == p.y) || p.x - p.x != 0.0f || p.y - p.y != 0.0f) {
    a->nonFinite += 1;
    a->outside += 1;
    return;
  }
  if (p.x < 0.0f || p.y < 0.0f || p.x > a->width || p.y > a->height) a->outside += 1;
  float dx = __builtin_fabsf(p.x - pixel.x), dy = __builtin_fabsf(p.y - pixel.y);
  // farthest[] starts below any offset, so the first sample is kept even when it moves
  // nothing; after it, farthest[a].offset is maxd[a].
  if (dx > a->farthest[0].offset) { a->maxdx = dx; ep_keep(a->farthest[0], dx, pixel, p); }
  if (dy > a->farthest[1].offset) { a->maxdy = dy; ep_keep(a->farthest[1], dy, pixel, p); }
  // The allowance only lowers an offset, so a sample that does not beat the kept excess
  // as it is cannot beat it after: the allowance is computed rarely.
  if (dx > a->excess[0].offset) {
    float ex = dx - ep_allowance(p.x, pixel.x);
    if (ex > a->excess[0].offset) ep_keep(a->excess[0], ex, pixel, p);
  }
  if (dy > a->excess[1].offset) {
    float ey = dy - ep_allowance(p.y, pixel.y);
    if (ey > a->excess[1].offset) ep_keep(a->excess[1], ey, pixel, p);
  }
  float w = dx > dy ? dx : dy;
  if (w > a->worst) {
    a->worst = w;
    a->pixelx = pixel.x; a->pixely = pixel.y; a->samplex = p.x; a->sampley = p.y;
  }
  a->quietx = a->farthest[0].offset < a->worst ? a->farthest[0].offset : a->worst;
  a->quiety = a->farthest[1].offset < a->worst ? a->farthest[1].offset : a->worst;
}
// Audits one sample `p` taken for the pixel centre `pixel` (both in points): counts it, and
// hands it to ep_record_slow unless it is quiet, which is what almost every sample is after
// the first few. A quiet sample changes nothing ep_record_slow keeps:
//
//   inside    0 ≤ p ≤ the layer's size on both axes (a NaN fails every comparison, ±∞ one)
//   offsets   d ≤ quiet per axis: no new farthest, no new worst
//   excess    d − 2⁻²¹ ≤ excess per axis: the allowance is at least 2⁻²¹ (ep_allowance of a
//             magnitude ≥ 1), and rounding is monotonic, so d − allowance ≤ excess too
// Returns whether the sample was quiet (so finite).
inline bool ep_record(ep_audit *a, float2 pixel, float2 p) {
  a->count += 1;
  float dx = __builtin_fabsf(p.x - pixel.x), dy = __builtin_fabsf(p.y - pixel.y);
  bool quiet = (p.x >= 0.0f) & (p.y >= 0.0f) & (p.x <= a->width) & (p.y <= a->height) &
               (dx <= a->quietx) & (dy <= a->quiety) & (dx - 0x1p-21f <= a->excess[0].offset) &
               (dy - 0x1p-21f <= a->excess[1].offset);
  if (__builtin_expect(!quiet, 0)) ep_record_slow(a, pixel, p);
  return quiet;
}
inline float4 ep_texel(const ep_image &im, int i, int j) {
  float4 t;
  __builtin_memcpy(&t, im.texels + 4 * ((long)j * im.width + i), sizeof t);
  return t;
}
// Bilinear at texel coordinates (texel i covers [i, i + 1)), clamped to the edge texels'
// centres, so an out-of-range sample repeats the edge; NaN is taken as the near edge.
inline float4 ep_bilinear(const ep_image &im, float tx, float ty) {
  if (!im.texels || im.width <= 0 || im.height <= 0) return float4{0, 0, 0, 0};
  float hx = (float)im.width - 0.5f, hy = (float)im.height - 0.5f;
  tx = tx == tx ? (tx < 0.5f ? 0.5f : (tx > hx ? hx : tx)) : 0.5f;
  ty = ty == ty ? (ty < 0.5f ? 0.5f : (ty > hy ? hy : ty)) : 0.5f;
  float ux = tx - 0.5f, uy = ty - 0.5f;
  int i0 = (int)__builtin_floorf(ux), j0 = (int)__builtin_floorf(uy);
  float fx = ux - (float)i0, fy = uy - (float)j0;
  int i1 = i0 + 1 < im.width ? i0 + 1 : im.width - 1;
  int j1 = j0 + 1 < im.height ? j0 + 1 : im.height - 1;
  float4 top = ep_texel(im, i0, j0) * (1.0f - fx) + ep_texel(im, i1, j0) * fx;
  float4 bottom = ep_texel(im, i0, j1) * (1.0f - fx) + ep_texel(im, i1, j1) * fx;
  return top * (1.0f - fy) + bottom * fy;
}

// MARK: - Textures and samplers
enum class filter { nearest, linear };
enum class mag_filter { nearest, linear };
enum class min_filter { nearest, linear };
enum class mip_filter { none, nearest, linear };
enum class address { clamp_to_edge, repeat, mirrored_repeat, clamp_to_zero, clamp_to_border };
enum class s_address { clamp_to_edge, repeat, mirrored_repeat, clamp_to_zero, clamp_to_border };
enum class t_address { clamp_to_edge, repeat, mirrored_repeat, clamp_to_zero, clamp_to_border };
enum class r_address { clamp_to_edge, repeat, mirrored_repeat, clamp_to_zero, clamp_to_border };
enum class coord { normalized, pixel };
enum class border_color { transparent_black, opaque_black, opaque_white };
enum class compare_func { none, less, less_equal, greater, greater_equal, equal, not_equal, always, never };
// The sampler's other state, accepted and without effect here (one mip level, no depth
// comparison in an effect): max_anisotropy(8), lod_clamp(0.0, MAXFLOAT).
struct max_anisotropy { int value; constexpr max_anisotropy(int v) : value(v) {} };
struct lod_clamp { float low, high; constexpr lod_clamp(float l, float h) : low(l), high(h) {} };
// Metal's defaults (Metal Shading Language Specification, "Samplers": coord::normalized,
// address::clamp_to_edge, filter::nearest, border_color::transparent_black): a default
// `constexpr sampler s;` reads the nearest texel, the edge texel past the edge. The
// magnifying filter is the one used (docs/metal-on-cpu.md, "How texture2d sampling is
// modelled"); r_address, the mip filter, anisotropy, lod_clamp and compare_func are accepted
// and change nothing.
struct sampler {
  filter mag = filter::nearest;
  address s = address::clamp_to_edge, t = address::clamp_to_edge;
  coord co = coord::normalized;
  border_color border = border_color::transparent_black;
  constexpr sampler() {}
  template <class... A> constexpr sampler(A... a) { (set(a), ...); }
  constexpr void set(filter f) { mag = f; }
  constexpr void set(mag_filter f) { mag = (filter)f; }
  constexpr void set(address a) { s = a; t = a; }
  constexpr void set(s_address a) { s = (address)a; }
  constexpr void set(t_address a) { t = (address)a; }
  constexpr void set(coord c) { co = c; }
  constexpr void set(border_color b) { border = b; }
  template <class X> constexpr void set(X) {}
};
enum class access { sample, read, write, read_write };
// Texel index i along an axis of n texels under an address mode; -1 for a clear texel.
inline int ep_address(int i, int n, address a) {
  if (i >= 0 && i < n) return i;
  switch (a) {
  case address::repeat: { int r = i % n; return r < 0 ? r + n : r; }
  case address::mirrored_repeat: {
    int p = i % (2 * n); if (p < 0) p += 2 * n;
    return p < n ? p : 2 * n - 1 - p;
  }
  case address::clamp_to_zero: case address::clamp_to_border: return -1;
  default: return i < 0 ? 0 : n - 1;
  }
}
// Texel (i, j) under the sampler's address modes: past the edge, clamp_to_zero gives
// transparent black (a SwiftUI image has alpha) and clamp_to_border the border colour.
inline float4 ep_fetch(const ep_image &im, int i, int j, const sampler &s) {
  int a = ep_address(i, im.width, s.s), b = ep_address(j, im.height, s.t);
  if (a < 0 || b < 0) {
    bool border = (a < 0 && s.s == address::clamp_to_border) || (b < 0 && s.t == address::clamp_to_border);
    if (!border || s.border == border_color::transparent_black) return float4{0, 0, 0, 0};
    return s.border == border_color::opaque_white ? float4{1, 1, 1, 1} : float4{0, 0, 0, 1};
  }
  return ep_texel(im, a, b);
}
// Sampling options. There are no mipmaps (a SwiftUI image is one level), so a level of
// detail and a bias choose level 0, as they do on a texture of one level.
struct level { float lod; constexpr level(float l) : lod(l) {} };
struct bias { float value; constexpr bias(float b) : value(b) {} };
struct min_lod_clamp { float lod; constexpr min_lod_clamp(float l) : lod(l) {} };
struct gradient2d { float2 dx, dy; constexpr gradient2d(float2 x, float2 y) : dx(x), dy(y) {} };
#ifdef EP_ABSTRACT_SAMPLING
// The abstract run's hooks (docs/metal-on-cpu.md, "The IR of a function"): with
// EP_ABSTRACT_SAMPLING defined, a layer's or a texture's sample is a call to one of these,
// declared and never defined, so each stays a `call` in the IR with its image and position as
// operands. The runtime never defines the macro.
extern "C" half4 ep_layer_sample(const void *layer, float2 position);
extern "C" float4 ep_texture_sample(const void *texture, int filter, int s_address,
                                    int t_address, int coord, int border, float2 c, int2 offset);
extern "C" float4 ep_texture_read(const void *texture, uint2 position);
extern "C" uint ep_texture_width(const void *texture);
extern "C" uint ep_texture_height(const void *texture);
#endif
template <class T, access A = access::sample> struct texture2d {
  const ep_image *ep_texture = nullptr;
  typedef typename ep_vector<T, 4>::type value;
  // `offset` is added to the texel coordinates before filtering, as in Metal.
  value sample(sampler s, float2 c, int2 offset = int2{0, 0}) const {
#ifdef EP_ABSTRACT_SAMPLING
    return __builtin_convertvector(
        ep_texture_sample(ep_texture, (int)s.mag, (int)s.s, (int)s.t, (int)s.co, (int)s.border,
                          c, offset),
        value);
#else
    if (!ep_texture || !ep_texture->texels || ep_texture->width <= 0 || ep_texture->height <= 0)
      return ep_splat<value>(0);
    const ep_image &im = *ep_texture;
    float tx = s.co == coord::pixel ? c.x : c.x * (float)im.width;
    float ty = s.co == coord::pixel ? c.y : c.y * (float)im.height;
    if (!(tx == tx)) tx = 0.0f;
    if (!(ty == ty)) ty = 0.0f;
    tx = tx < -1.0e9f ? -1.0e9f : (tx > 1.0e9f ? 1.0e9f : tx);
    ty = ty < -1.0e9f ? -1.0e9f : (ty > 1.0e9f ? 1.0e9f : ty);
    tx += (float)offset.x;
    ty += (float)offset.y;
    if (s.mag == filter::nearest) {
      return __builtin_convertvector(
          ep_fetch(im, (int)__builtin_floorf(tx), (int)__builtin_floorf(ty), s), value);
    }
    float ux = tx - 0.5f, uy = ty - 0.5f;
    int i0 = (int)__builtin_floorf(ux), j0 = (int)__builtin_floorf(uy);
    float fx = ux - (float)i0, fy = uy - (float)j0;
    float4 top = ep_fetch(im, i0, j0, s) * (1.0f - fx) + ep_fetch(im, i0 + 1, j0, s) * fx;
    float4 bottom = ep_fetch(im, i0, j0 + 1, s) * (1.0f - fx) + ep_fetch(im, i0 + 1, j0 + 1, s) * fx;
    return __builtin_convertvector(top * (1.0f - fy) + bottom * fy, value);
#endif
  }
  value sample(sampler s, float2 c, level, int2 offset = int2{0, 0}) const { return sample(s, c, offset); }
  value sample(sampler s, float2 c, bias, int2 offset = int2{0, 0}) const { return sample(s, c, offset); }
  value sample(sampler s, float2 c, min_lod_clamp, int2 offset = int2{0, 0}) const {
    return sample(s, c, offset);
  }
  value sample(sampler s, float2 c, gradient2d, int2 offset = int2{0, 0}) const { return sample(s, c, offset); }
  // `lod` names a mip level; there is only level 0.
  value read(uint2 p, uint lod = 0) const {
    (void)lod;
#ifdef EP_ABSTRACT_SAMPLING
    return __builtin_convertvector(ep_texture_read(ep_texture, p), value);
#else
    if (!ep_texture || !ep_texture->texels) return ep_splat<value>(0);
    sampler s;
    return __builtin_convertvector(ep_fetch(*ep_texture, (int)p.x, (int)p.y, s), value);
#endif
  }
  value read(ushort2 p, ushort lod = 0) const { return read(uint2{p.x, p.y}, (uint)lod); }
#ifdef EP_ABSTRACT_SAMPLING
  uint get_width(uint lod = 0) const { (void)lod; return ep_texture_width(ep_texture); }
  uint get_height(uint lod = 0) const { (void)lod; return ep_texture_height(ep_texture); }
#else
  uint get_width(uint lod = 0) const { (void)lod; return ep_texture ? (uint)ep_texture->width : 0; }
  uint get_height(uint lod = 0) const { (void)lod; return ep_texture ? (uint)ep_texture->height : 0; }
#endif
  uint get_num_mip_levels() const { return 1; }
  // A kernel's write: only a kernel has a writable texture, and kernels are never run here, so
  // reaching it is a fault of the run (a finding in the child), never a silent no-op.
  void write(value, uint2, uint lod = 0) const { (void)lod; __builtin_trap(); }
  void write(value, ushort2, ushort lod = 0) const { (void)lod; __builtin_trap(); }
};
// A kernel's barrier, for kernels that only compile here.
enum class mem_flags { mem_none = 0, mem_device = 1, mem_threadgroup = 2, mem_texture = 4 };
inline void threadgroup_barrier(mem_flags) {}
}  // namespace metal

// Metal's scalar, vector and matrix types and the h suffix are the language's own, usable
// without `using namespace metal` (SwiftUI's own header writes half4 and float2 beside
// metal::fma); the library's functions and textures stay in metal.
using ::metal::operator""h;
using ::metal::half; using ::metal::uint; using ::metal::ushort; using ::metal::uchar;
using ::metal::float2; using ::metal::float3; using ::metal::float4; using ::metal::half2;
using ::metal::half3; using ::metal::half4; using ::metal::int2; using ::metal::int3;
using ::metal::int4; using ::metal::uint2; using ::metal::uint3; using ::metal::uint4;
using ::metal::short2; using ::metal::short3; using ::metal::short4; using ::metal::ushort2;
using ::metal::ushort3; using ::metal::ushort4; using ::metal::bool2; using ::metal::bool3;
using ::metal::bool4; using ::metal::char2; using ::metal::char3; using ::metal::char4;
using ::metal::uchar2; using ::metal::uchar3; using ::metal::uchar4;
using ::metal::packed_float2; using ::metal::packed_float3; using ::metal::packed_float4;
using ::metal::packed_half2; using ::metal::packed_half3; using ::metal::packed_half4;
using ::metal::vector_float1; using ::metal::vector_float2; using ::metal::vector_float3;
using ::metal::vector_float4; using ::metal::vector_half2; using ::metal::vector_half3;
using ::metal::vector_half4; using ::metal::vector_int2; using ::metal::vector_int3;
using ::metal::vector_int4; using ::metal::vector_uint2; using ::metal::vector_uint3;
using ::metal::vector_uint4; using ::metal::vector_short2; using ::metal::vector_short3;
using ::metal::vector_short4; using ::metal::vector_ushort2; using ::metal::vector_ushort3;
using ::metal::vector_ushort4; using ::metal::vector_char2; using ::metal::vector_char3;
using ::metal::vector_char4; using ::metal::vector_uchar2; using ::metal::vector_uchar3;
using ::metal::vector_uchar4; using ::metal::vector_bool2; using ::metal::vector_bool3;
using ::metal::vector_bool4; using ::metal::float2x2; using ::metal::float2x3;
using ::metal::float2x4; using ::metal::float3x2; using ::metal::float3x3;
using ::metal::float3x4; using ::metal::float4x2; using ::metal::float4x3;
using ::metal::float4x4; using ::metal::half2x2; using ::metal::half2x3;
using ::metal::half2x4; using ::metal::half3x2; using ::metal::half3x3; using ::metal::half3x4;
using ::metal::half4x2; using ::metal::half4x3; using ::metal::half4x4;

namespace SwiftUI {
// A layer: `sample(p)` maps p (points) to texels by the scale, clamps to the layer's edge
// texels, filters bilinearly (premultiplied), and records the sample in the worker's audit.
struct Layer {
  const metal::ep_image *ep_layer = nullptr;
  float ep_scale = 1.0f;
  metal::float2 ep_pixel = {0, 0};
  metal::ep_audit *ep_audit = nullptr;
  [[gnu::always_inline]] metal::half4 sample(metal::float2 p) const {
#ifdef EP_ABSTRACT_SAMPLING
    // The abstract run's hook: the layer (this argument's address) and the position.
    return metal::ep_layer_sample(this, p);
#else
    if (ep_audit) metal::ep_record(ep_audit, ep_pixel, p);
    if (!ep_layer) return metal::ep_splat<metal::half4>(0);
    return __builtin_convertvector(
        metal::ep_bilinear(*ep_layer, p.x * ep_scale, p.y * ep_scale), metal::half4);
#endif
  }
};
}  // namespace SwiftUI
