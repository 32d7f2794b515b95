// The bilinear, edge-clamped sampler the layer-effect references share (see kernel_support.h,
// where it is `static inline` so that arcblur.c and ripple.c inline it, as Swift inlines
// LayerSampler.sample), exported here for tests.
#include "creference.h"
#include "kernel_support.h"

void creference_sample(
    const float *src, int width, int height, float x, float y, float out[4]) {
  if (width <= 0 || height <= 0) {
    out[0] = out[1] = out[2] = out[3] = 0;
    return;
  }
  ls_sample(src, width, height, x, y, out);
}
