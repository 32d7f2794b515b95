// The bare loop: one [[ stitchable ]] function called directly for every pixel centre of a
// frame, with nothing of the runtime around it (no function table, no sample audit, no
// non-finite count, no guard pages, no threads), for the `bareloop` benchmark suite
// (docs/benchmarks.md, "The runtime's pixel loop beside a bare loop").
//
// The benchmark compiles this file with the flags MetalCompiler compiles every source with
// (MetalCompiler.flags), the prelude force-included (-include effectproof_metal.h), and a
// header it writes for the function under test (-include bare_call.h), which includes the
// user's source and defines:
//
//   EP_BARE_USAGE          0 colorEffect, 1 distortionEffect, 2 layerEffect, 3 shapeStyle
//   EP_BARE_ARGUMENTS(s)   declares the arguments as locals, from the 16-byte slots s[0], s[1], …
//   EP_BARE_CALL(p, x)     the call: p the position, x the colour (0) or the layer (2)
//
//   bare_loop INPUT [IMAGE]
//
// INPUT holds int32 width, height, float scale, int32 argument count, that many 16-byte
// argument slots (floats, as the runtime receives them), then width × height premultiplied
// RGBA float texels. Then each line on standard input is a command: `f` runs one frame and
// prints "seconds checksum" (the loop alone, timed by CLOCK_MONOTONIC as the runtime times
// its own), `i` writes the frame's pixels to IMAGE as RGBA floats and prints "image".
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

namespace {
using namespace metal;

struct bare_slot {
  alignas(16) unsigned char bytes[16];
};

// One argument from its slot: floats and ints as they came; a half or a half vector (a
// colour) rounded from floats to half, as the runtime rounds it.
template <class T> struct bare_is_half { static constexpr bool value = false; };
template <> struct bare_is_half<half> { static constexpr bool value = true; };
template <> struct bare_is_half<half2> { static constexpr bool value = true; };
template <> struct bare_is_half<half3> { static constexpr bool value = true; };
template <> struct bare_is_half<half4> { static constexpr bool value = true; };
template <class T> T ep_bare_value(const bare_slot &s) {
  T v;
  if constexpr (bare_is_half<T>::value) {
    float4 f;
    memcpy(&f, s.bytes, sizeof f);
    half4 h = __builtin_convertvector(f, half4);
    memcpy(&v, &h, sizeof(T));
  } else {
    memcpy(&v, s.bytes, sizeof(T) < 16 ? sizeof(T) : 16);
  }
  return v;
}

double now() {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

[[noreturn]] void fail(const char *message) {
  fprintf(stderr, "bare_loop: %s\n", message);
  exit(2);
}

struct frame {
  int width = 0, height = 0;
  float scale = 1;
  int count = 0;
  bare_slot *slots = nullptr;
  ep_image layer;
  const half4 *colors = nullptr;  // the layer rounded to half once, as the runtime does
};

// One frame, accumulating every result (so none is optimised away); with `writes`, `out`
// also receives each pixel's colour (the untimed frame that the correctness test compares).
template <bool writes> float4 run(const frame &f, half4 *out) {
  EP_BARE_ARGUMENTS(f.slots)
  const int width = f.width, height = f.height;
  const float scale = f.scale;
  float4 sum = {0, 0, 0, 0};
#if EP_BARE_USAGE == 2
  SwiftUI::Layer layer;
  layer.ep_layer = &f.layer;
  layer.ep_scale = scale;
#endif
  for (int y = 0; y < height; y++) {
    for (int x = 0; x < width; x++) {
      float2 position = {((float)x + 0.5f) / scale, ((float)y + 0.5f) / scale};
#if EP_BARE_USAGE == 0
      half4 c = EP_BARE_CALL(position, f.colors[(long)y * width + x]);
#elif EP_BARE_USAGE == 1
      float2 source = EP_BARE_CALL(position, 0);
      half4 c = __builtin_convertvector(ep_bilinear(f.layer, source.x * scale, source.y * scale), half4);
#elif EP_BARE_USAGE == 2
      layer.ep_pixel = position;
      half4 c = EP_BARE_CALL(position, layer);
#else
      half4 c = EP_BARE_CALL(position, 0);
#endif
      if constexpr (writes) out[(long)y * width + x] = c;
      sum += __builtin_convertvector(c, float4);
    }
  }
  return sum;
}

frame read_input(const char *path) {
  FILE *file = fopen(path, "rb");
  if (!file) fail("cannot open the input");
  frame f;
  int32_t head[2];
  float scale;
  int32_t count;
  if (fread(head, sizeof head, 1, file) != 1 || fread(&scale, sizeof scale, 1, file) != 1 ||
      fread(&count, sizeof count, 1, file) != 1)
    fail("the input is truncated");
  if (head[0] < 1 || head[1] < 1 || (long long)head[0] * head[1] > (1LL << 28) || !(scale > 0) ||
      count < 0 || count > 255)
    fail("bad input header");
  f.width = head[0];
  f.height = head[1];
  f.scale = scale;
  f.count = count;
  f.slots = (bare_slot *)calloc((size_t)count + 1, sizeof(bare_slot));
  if (!f.slots || (count && fread(f.slots, sizeof(bare_slot), (size_t)count, file) != (size_t)count))
    fail("the input's arguments are truncated");
  size_t pixels = (size_t)f.width * f.height;
  float *texels = (float *)malloc(pixels * 4 * sizeof(float));
  if (!texels || fread(texels, 4 * sizeof(float), pixels, file) != pixels) fail("the input's layer is truncated");
  fclose(file);
  f.layer.texels = texels;
  f.layer.width = f.width;
  f.layer.height = f.height;
  half4 *colors = (half4 *)malloc(pixels * sizeof(half4));
  if (!colors) fail("out of memory");
  for (size_t k = 0; k < pixels; k++) {
    float4 t;
    memcpy(&t, texels + 4 * k, sizeof t);
    colors[k] = __builtin_convertvector(t, half4);
  }
  f.colors = colors;
  return f;
}
}  // namespace

int main(int argc, char **argv) {
  if (argc < 2) fail("usage: bare_loop INPUT [IMAGE]");
  frame f = read_input(argv[1]);
  int command;
  while ((command = getchar()) != EOF) {
    if (command == 'f') {
      double start = now();
      float4 sum = run<false>(f, nullptr);
      double seconds = now() - start;
      printf("%.9f %.9g\n", seconds, (double)(sum.x + sum.y + sum.z + sum.w));
      fflush(stdout);
    } else if (command == 'i') {
      if (argc < 3) fail("no image path");
      size_t pixels = (size_t)f.width * f.height;
      half4 *out = (half4 *)malloc(pixels * sizeof(half4));
      float *floats = (float *)malloc(pixels * 4 * sizeof(float));
      if (!out || !floats) fail("out of memory");
      run<true>(f, out);
      for (size_t k = 0; k < pixels; k++) {
        float4 v = __builtin_convertvector(out[k], float4);
        memcpy(floats + 4 * k, &v, sizeof v);
      }
      FILE *file = fopen(argv[2], "wb");
      if (!file || fwrite(floats, 4 * sizeof(float), pixels, file) != pixels || fclose(file) != 0)
        fail("cannot write the image");
      free(out);
      free(floats);
      printf("image\n");
      fflush(stdout);
    }
  }
  return 0;
}
