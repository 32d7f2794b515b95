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
  int usage;          // 0 colorEffect, 1 distortionEffect, 2 layerEffect, 3 shapeStyle
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
};
inline void check_colour(colour_checks &c, int x, int y, half4 result, const half4 *input) {
  float4 o = __builtin_convertvector(result, float4);
  float4 z = o - o;
  if (!(z.x == 0.0f && z.y == 0.0f && z.z == 0.0f && z.w == 0.0f)) return;  // counted as non-finite
  c.checked += 1;
  const float t = 0x1p-10f;
  bool valid = o.w >= -t && o.w <= 1.0f + t && o.x >= -t && o.y >= -t && o.z >= -t &&
               o.x <= o.w + t && o.y <= o.w + t && o.z <= o.w + t;
  if (!valid) {
    if (c.invalid == 0) { c.invalidx = x; c.invalidy = y; c.invalidColour = o; }
    c.invalid += 1;
  }
  if (!input) return;
  float4 d = o - __builtin_convertvector(*input, float4);
  float4 a = {__builtin_fabsf(d.x), __builtin_fabsf(d.y), __builtin_fabsf(d.z), __builtin_fabsf(d.w)};
  float change = a.x > a.y ? a.x : a.y;
  change = change > a.z ? change : a.z;
  change = change > a.w ? change : a.w;
  if (change > c.maxChange) { c.maxChange = change; c.changex = x; c.changey = y; }
  float light = d.x < d.y ? d.x : d.y;
  light = light < d.z ? light : d.z;
  if (light < c.minLight) { c.minLight = light; c.lightx = x; c.lighty = y; }
  if (a.w > c.maxAlphaChange) { c.maxAlphaChange = a.w; c.alphax = x; c.alphay = y; }
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

inline bool finite4(float4 v) {
  float4 z = v - v;
  return z.x == 0.0f && z.y == 0.0f && z.z == 0.0f && z.w == 0.0f;
}
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
  // stored halves (row_non_finite, check_colour), out of the loop the function runs in.
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
        if constexpr (checking) {
          for (int x = 0; x < width; x++) check_colour(checks, x, y, row[x], input ? input + x : nullptr);
        }
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
