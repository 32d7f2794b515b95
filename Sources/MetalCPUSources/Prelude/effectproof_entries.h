// EffectProof's function table: appended after an app's .metal source (no system headers, so
// nothing can clash with the app's own names). Each [[ stitchable ]] function gets an entry
// whose `rows` runs it over rows of pixels for the runtime (effectproof_runtime.cpp).
#pragma once
#pragma clang system_header

namespace ep_entries {
using namespace metal;

// The parameter and return kinds the runtime marshals (MetalParameterKind in Swift).
enum : int {
  k_void = 0, k_float = 1, k_float2, k_float3, k_float4, k_half, k_half2, k_half3, k_half4,
  k_int, k_uint, k_float_pointer, k_half4_pointer, k_pointer, k_layer, k_texture, k_other
};
template <class T> struct kind { static constexpr int value = k_other; };
template <> struct kind<void> { static constexpr int value = k_void; };
template <> struct kind<float> { static constexpr int value = k_float; };
template <> struct kind<float2> { static constexpr int value = k_float2; };
template <> struct kind<float3> { static constexpr int value = k_float3; };
template <> struct kind<float4> { static constexpr int value = k_float4; };
template <> struct kind<half> { static constexpr int value = k_half; };
template <> struct kind<half2> { static constexpr int value = k_half2; };
template <> struct kind<half3> { static constexpr int value = k_half3; };
template <> struct kind<half4> { static constexpr int value = k_half4; };
template <> struct kind<int> { static constexpr int value = k_int; };
template <> struct kind<uint> { static constexpr int value = k_uint; };
template <class T> struct kind<T *> { static constexpr int value = k_pointer; };
template <class T> struct kind<const T *> { static constexpr int value = k_pointer; };
template <> struct kind<float *> { static constexpr int value = k_float_pointer; };
template <> struct kind<const float *> { static constexpr int value = k_float_pointer; };
template <> struct kind<half4 *> { static constexpr int value = k_half4_pointer; };
template <> struct kind<const half4 *> { static constexpr int value = k_half4_pointer; };
template <> struct kind<SwiftUI::Layer> { static constexpr int value = k_layer; };
template <class E, metal::access A> struct kind<metal::texture2d<E, A>> { static constexpr int value = k_texture; };

// const float x and const float &x are passed as float.
template <class T> struct bare { typedef T type; };
template <class T> struct bare<const T> { typedef T type; };
template <class T> struct bare<T &> { typedef typename bare<T>::type type; };
template <class T> struct bare<const T &> { typedef T type; };

// One argument's bytes as the runtime prepared them (a value, or a buffer's address).
struct slot {
  alignas(16) unsigned char bytes[16];
  const void *pointer;
};
struct job {
  int width, height;  // pixels
  float scale;        // pixels per point
  int usage;          // an ep_wire_usage (effectproof_wire.h): 0 colorEffect, 1 distortionEffect,
                      // 2 layerEffect, 3 shapeStyle
  ep_image layer;     // the layer (and the colour input), premultiplied
  ep_image texture;   // the image argument, if any
  const slot *slots;  // one per parameter, in order
  half4 *out;         // width × height: the result (widened to float after the timed loop)
  const half4 *colors;  // the layer's texels rounded to half: a colour effect's input, and
                        // what the colour checks compare each result with
  int checks;         // 1: check every result colour (valid premultiplied, change from input)
};
// What the colour checks saw on one worker's rows: results that are not valid premultiplied
// colour (a channel below 0 or above alpha, or alpha outside 0…1, by more than 2⁻¹⁰), the
// first one (lowest row, then column), and the largest changes from the input colour.
struct colour_checks {
  long long invalid = 0, checked = 0;
  int invalidx = -1, invalidy = -1;
  float4 invalidColour = {0, 0, 0, 0};
  float maxChange = -1;   // max over channels |result − input|
  int changex = -1, changey = -1;
  float minLight = 3.0e38f;  // min over r, g, b of result − input (negative: darker)
  int lightx = -1, lighty = -1;
  float maxAlphaChange = -1;  // |result.a − input.a|
  int alphax = -1, alphay = -1;
  // The largest excess over valid premultiplied colour, with no tolerance: max of −channel,
  // channel − alpha, −alpha and alpha − 1 over finite results (0 or less: every one is
  // valid), its first pixel and colour. It says how far past valid the worst result is.
  float maxExcess = 0;
  int excessx = -1, excessy = -1;
  float4 excessColour = {0, 0, 0, 0};
};
// A result's excess over valid premultiplied colour (see colour_checks::maxExcess).
inline float colour_excess(float4 o) {
  float e = -o.w > o.w - 1.0f ? -o.w : o.w - 1.0f;
  float c[3] = {o.x, o.y, o.z};
  for (int k = 0; k < 3; k++) {
    float below = -c[k], above = c[k] - o.w;
    float m = below > above ? below : above;
    e = m > e ? m : e;
  }
  return e;
}
inline bool finite4(float4 v) {
  float4 z = v - v;
  return z.x == 0.0f && z.y == 0.0f && z.z == 0.0f && z.w == 0.0f;
}
// One result's measures against its input colour: the largest channel change, the darkest
// change of r, g, b, and the alpha change.
struct colour_change {
  float change, light, alpha;
};
inline colour_change measure_colour(float4 o, half4 input) {
  float4 d = o - __builtin_convertvector(input, float4);
  float4 a = {__builtin_fabsf(d.x), __builtin_fabsf(d.y), __builtin_fabsf(d.z), __builtin_fabsf(d.w)};
  float change = a.x > a.y ? a.x : a.y;
  change = change > a.z ? change : a.z;
  change = change > a.w ? change : a.w;
  float light = d.x < d.y ? d.x : d.y;
  light = light < d.z ? light : d.z;
  return colour_change{change, light, a.w};
}
inline bool valid_colour(float4 o) {
  const float t = 0x1p-10f;
  return o.w >= -t && o.w <= 1.0f + t && o.x >= -t && o.y >= -t && o.z >= -t &&
         o.x <= o.w + t && o.y <= o.w + t && o.z <= o.w + t;
}
// The colour checks over one finished row of results (`input` the row's input colours, or
// null), with exactly what checking each pixel in turn would keep: a result with a
// non-finite channel is skipped (it is counted as non-finite), the first invalid one and the
// first pixel of each new extreme are kept (a later pixel only replaces one that it beats).
// The first pass is branch-free (counts and the row's extremes); a second looks for the
// pixel only when the row holds a first invalid result or beats a kept extreme, which after
// the first rows is rare.
typedef float ep_f8 __attribute__((vector_size(32)));
typedef int ep_i8 __attribute__((vector_size(32)));
typedef _Float16 ep_h8 __attribute__((vector_size(16)));
// Each lane of a two-pixel mask ANDed over its pixel's four lanes.
inline ep_i8 per_pixel(ep_i8 m) {
  m = m & __builtin_shufflevector(m, m, 1, 0, 3, 2, 5, 4, 7, 6);
  return m & __builtin_shufflevector(m, m, 2, 3, 0, 1, 6, 7, 4, 5);
}
inline void check_row(colour_checks &c, int y, const half4 *row, const half4 *input, int width) {
  long long checked = 0, invalid = 0;
  float maxChange = -1, minLight = 3.0e38f, maxAlpha = -1, maxExcess = 0;
  int x = 0;
  // Two pixels at a time, as eight lanes (r g b a r g b a); a lane mask is -1 or 0.
  {
    const float t = 0x1p-10f;
    const ep_i8 alphaLane = {0, 0, 0, -1, 0, 0, 0, -1};
    ep_f8 most = {-1, -1, -1, -1, -1, -1, -1, -1};  // largest |d| per lane
    ep_f8 least = {3.0e38f, 3.0e38f, 3.0e38f, 3.0e38f, 3.0e38f, 3.0e38f, 3.0e38f, 3.0e38f};  // least d
    ep_i8 seen = {0, 0, 0, 0, 0, 0, 0, 0}, bad = seen;  // finite pixels, invalid ones (negated)
    ep_f8 excess = {0, 0, 0, 0, 0, 0, 0, 0};  // largest excess per lane (finite pixels)
    for (; x + 2 <= width; x += 2) {
      ep_h8 h;
      __builtin_memcpy(&h, row + x, sizeof h);
      ep_f8 o = __builtin_convertvector(h, ep_f8);
      ep_i8 finite = per_pixel((ep_i8)(o - o == 0.0f));
      ep_f8 w = __builtin_shufflevector(o, o, 3, 3, 3, 3, 7, 7, 7, 7);
      ep_f8 upper = alphaLane ? (ep_f8){} + (1.0f + t) : w + t;
      ep_i8 ok = per_pixel((ep_i8)((o >= -t) & (o <= upper)));
      seen += finite;
      bad += finite & ~ok;
      {
        ep_f8 exact = alphaLane ? (ep_f8){} + 1.0f : w;
        ep_f8 below = -o, above = o - exact;
        ep_f8 e = below > above ? below : above;
        excess = finite & (e > excess) ? e : excess;
      }
      if (input) {
        ep_h8 ih;
        __builtin_memcpy(&ih, input + x, sizeof ih);
        ep_f8 d = o - __builtin_convertvector(ih, ep_f8);
        ep_f8 a = (ep_f8)((ep_i8)d & 0x7fffffff);
        most = finite & (a > most) ? a : most;
        least = finite & ~alphaLane & (d < least) ? d : least;
      }
    }
    // seen and bad hold -1 per pixel in each of its four lanes.
    for (int k = 0; k < 8; k++) {
      checked -= seen[k];
      invalid -= bad[k];
      if (most[k] > maxChange) maxChange = most[k];
      if ((k & 3) == 3 && most[k] > maxAlpha) maxAlpha = most[k];
      if ((k & 3) != 3 && least[k] < minLight) minLight = least[k];
      if (excess[k] > maxExcess) maxExcess = excess[k];
    }
    checked /= 4;
    invalid /= 4;
  }
  for (; x < width; x++) {
    float4 o = __builtin_convertvector(row[x], float4);
    float4 z = o - o;
    bool finite = (z.x == 0.0f) & (z.y == 0.0f) & (z.z == 0.0f) & (z.w == 0.0f);
    checked += finite;
    invalid += finite & !valid_colour(o);
    if (finite) {
      float e = colour_excess(o);
      maxExcess = e > maxExcess ? e : maxExcess;
    }
    if (input) {
      colour_change m = measure_colour(o, input[x]);
      maxChange = finite && m.change > maxChange ? m.change : maxChange;
      minLight = finite && m.light < minLight ? m.light : minLight;
      maxAlpha = finite && m.alpha > maxAlpha ? m.alpha : maxAlpha;
    }
  }
  if (invalid > 0 && c.invalid == 0) {
    for (int x = 0; x < width; x++) {
      float4 o = __builtin_convertvector(row[x], float4);
      if (finite4(o) && !valid_colour(o)) { c.invalidx = x; c.invalidy = y; c.invalidColour = o; break; }
    }
  }
  c.checked += checked;
  c.invalid += invalid;
  if (maxExcess > c.maxExcess) {
    for (int x = 0; x < width; x++) {
      float4 o = __builtin_convertvector(row[x], float4);
      if (finite4(o) && colour_excess(o) == maxExcess) {
        c.maxExcess = maxExcess; c.excessx = x; c.excessy = y; c.excessColour = o;
        break;
      }
    }
  }
  if (!input) return;
  bool change = maxChange > c.maxChange, light = minLight < c.minLight, alpha = maxAlpha > c.maxAlphaChange;
  if (!(change || light || alpha)) return;
  for (int x = 0; x < width && (change || light || alpha); x++) {
    float4 o = __builtin_convertvector(row[x], float4);
    if (!finite4(o)) continue;
    colour_change m = measure_colour(o, input[x]);
    if (change && m.change == maxChange) { c.maxChange = maxChange; c.changex = x; c.changey = y; change = false; }
    if (light && m.light == minLight) { c.minLight = minLight; c.lightx = x; c.lighty = y; light = false; }
    if (alpha && m.alpha == maxAlpha) { c.maxAlphaChange = maxAlpha; c.alphax = x; c.alphay = y; alpha = false; }
  }
}
// One per thread, each on its own cache lines: a worker's audit changes at every sample, and
// two workers sharing a line would slow each other down (false sharing).
struct alignas(128) worker {
  ep_audit audit;
  colour_checks checks;
  long long nonFinite;
  int badx, bady;
  volatile int x, y;  // the pixel being run, for a crash or hang report
};
struct entry {
  const char *name;
  void (*describe)(int *kinds, int *count);  // kinds[0] is the return, then the parameters
  void (*rows)(const job *, worker *, int y0, int y1);
};

template <class T> inline T argument(const slot &s, const job &j) {
  if constexpr (kind<T>::value == k_float_pointer || kind<T>::value == k_half4_pointer ||
                kind<T>::value == k_pointer) {
    return (T)s.pointer;
  } else if constexpr (kind<T>::value == k_texture) {
    T t;
    t.ep_texture = &j.texture;
    return t;
  } else if constexpr (kind<T>::value == k_layer) {
    return T{};
  } else if constexpr (kind<T>::value == k_half || kind<T>::value == k_half2 ||
                       kind<T>::value == k_half3 || kind<T>::value == k_half4) {
    // Sent as floats; rounded to half here, as SwiftUI rounds a colour.
    float4 f;
    __builtin_memcpy(&f, s.bytes, sizeof f);
    half4 h = __builtin_convertvector(f, half4);
    T v;
    __builtin_memcpy(&v, &h, sizeof(T));
    return v;
  } else if constexpr (kind<T>::value == k_other) {
    // Never run: the runtime refuses a function with a parameter SwiftUI cannot pass.
    return *(const T *)s.bytes;
  } else {
    T v;
    __builtin_memcpy(&v, s.bytes, sizeof(T) < 16 ? sizeof(T) : 16);
    return v;
  }
}
template <class T, T... I> struct sequence {};
template <int I, class T> struct cell { T value; };
template <class S, class... T> struct cells;
template <int... I, class... T>
struct cells<sequence<int, I...>, T...> : cell<I, T>... {};
template <int I, class T> inline T &at(cell<I, T> &c) { return c.value; }

// How many of a row's colours have a non-finite channel: a half is infinite or NaN when its
// five exponent bits are all ones. Per pixel, t has a zero 16-bit lane exactly where a channel
// is non-finite, and (t − 0x0001…) & ~t & 0x8000… is nonzero exactly when some lane is zero
// (a borrow only runs upwards from a zero lane). Branch-free, so it vectorises.
inline int row_non_finite(const half4 *row, int width) {
  int count = 0;
  for (int x = 0; x < width; x++) {
    unsigned long long v;
    __builtin_memcpy(&v, row + x, sizeof v);
    unsigned long long t = (v & 0x7C007C007C007C00ull) ^ 0x7C007C007C007C00ull;
    count += ((t - 0x0001000100010001ull) & ~t & 0x8000800080008000ull) != 0;
  }
  return count;
}

template <auto F> struct function;
template <class R, class... P, R (*F)(P...)> struct function<F> {
  static void describe(int *kinds, int *count) {
    kinds[0] = kind<typename bare<R>::type>::value;
    int i = 1;
    ((kinds[i++] = kind<typename bare<P>::type>::value), ...);
    *count = (int)sizeof...(P);
  }
  // The pixel loop over rows y0 ..< y1. What is the same for every pixel is read once, before
  // it: the arguments (unpacked from their slots), the job's fields (as locals, so that the
  // loop's stores, the result and the worker's pixel, cannot make the compiler read them
  // again at every pixel), the layer. The function is called directly, so it inlines. What
  // the loop itself checks per pixel is only what needs the pixel's own values: the sample
  // audit (ep_record's fast path) and a distortion's non-finite position; a colour's
  // non-finite channels and the colour checks are counted over each finished row, from the
  // stored halves (row_non_finite, check_row), out of the loop the function runs in.
  template <bool checking, int... I>
  static void run(const job *j, worker *w, int y0, int y1, sequence<int, I...>) {
    cells<sequence<int, I...>, typename bare<P>::type...> args;
    ((at<I>(args) = argument<typename bare<P>::type>(j->slots[I], *j)), ...);
    constexpr int n = (int)sizeof...(P);
    constexpr int first = n > 0 ? kind<typename bare<decltype(at<0>(args))>::type>::value : k_void;
    constexpr int result = kind<typename bare<R>::type>::value;
    const int width = j->width;
    const float scale = j->scale;
    const ep_image image = j->layer;
    half4 *const out = j->out;
    const half4 *const colors = j->colors;
    const bool colour_input = j->usage == 0;
    // The audit and the counts live on this thread's stack during the rows, then go back.
    ep_audit audit = w->audit;
    audit.width = (float)width / scale;
    audit.height = (float)j->height / scale;
    long long nonFinite = w->nonFinite;
    int badx = w->badx, bady = w->bady;
    colour_checks checks = w->checks;
    if constexpr (n > 1) {
      typedef typename bare<decltype(at<1>(args))>::type second;
      if constexpr (kind<second>::value == k_layer) {
        // The layer is the same for every pixel; only its pixel changes in the loop.
        SwiftUI::Layer &layer = at<1>(args);
        layer.ep_layer = &image;
        layer.ep_scale = scale;
        layer.ep_audit = &audit;
      }
    }
    if constexpr (result != k_float2 && result != k_half4) {
      return;  // never run: the runtime refuses other return types
    } else {
      for (int y = y0; y < y1; y++) {
        half4 *const row = out + (long)y * width;
        const half4 *const input = colors ? colors + (long)y * width : nullptr;
        w->y = y;
        for (int x = 0; x < width; x++) {
          float2 position = {((float)x + 0.5f) / scale, ((float)y + 0.5f) / scale};
          if constexpr (first == k_float2) at<0>(args) = position;
          if constexpr (n > 1) {
            typedef typename bare<decltype(at<1>(args))>::type second;
            if constexpr (kind<second>::value == k_half4) {
              if (colour_input) at<1>(args) = input[x];
            } else if constexpr (kind<second>::value == k_layer) {
              at<1>(args).ep_pixel = position;
            }
          }
          w->x = x;  // for a crash or hang report (the row is set above)
          if constexpr (result == k_float2) {
            float2 source = F(at<I>(args)...);
            // A quiet sample is finite, so only a sample that is not needs the test.
            bool quiet = ep_record(&audit, position, source);
            if (__builtin_expect(!quiet, 0) && !(source.x - source.x == 0.0f && source.y - source.y == 0.0f)) {
              if (nonFinite == 0) { badx = x; bady = y; }
              nonFinite += 1;
            }
            row[x] = __builtin_convertvector(ep_bilinear(image, source.x * scale, source.y * scale), half4);
          } else {
            row[x] = F(at<I>(args)...);
          }
        }
        if constexpr (result == k_half4) {
          int bad = row_non_finite(row, width);
          if (__builtin_expect(bad > 0, 0)) {
            if (nonFinite == 0) {
              int x = 0;
              while (finite4(__builtin_convertvector(row[x], float4))) x++;
              badx = x;
              bady = y;
            }
            nonFinite += bad;
          }
        }
        if constexpr (checking) check_row(checks, y, row, input, width);
      }
    }
    w->audit = audit;
    w->checks = checks;
    w->nonFinite = nonFinite;
    w->badx = badx;
    w->bady = bady;
  }
  // Two loops, with and without the colour checks, so the plain run pays nothing for them.
  static void rows(const job *j, worker *w, int y0, int y1) {
    if (j->checks) {
      run<true>(j, w, y0, y1, __make_integer_seq<sequence, int, (int)sizeof...(P)>{});
    } else {
      run<false>(j, w, y0, y1, __make_integer_seq<sequence, int, (int)sizeof...(P)>{});
    }
  }
};
}  // namespace ep_entries

#define EP_FUNCTION(NAME) \
  ep_entries::entry{#NAME, &ep_entries::function<&NAME>::describe, &ep_entries::function<&NAME>::rows}
namespace ep_entries {
// `R (*)(A...)`, for the table: written as a template, no `(` follows a type's name there.
template <class R, class... A> using pointer = R (*)(A...);
}  // namespace ep_entries
// The same for a name that is overloaded (a helper of the same name in the file): the cast to
// the stitchable function's own type (the rest of the arguments, commas and all) picks it.
#define EP_FUNCTION_AS(NAME, ...)                                                           \
  ep_entries::entry{#NAME, &ep_entries::function<static_cast<__VA_ARGS__>(&NAME)>::describe, \
                    &ep_entries::function<static_cast<__VA_ARGS__>(&NAME)>::rows}
