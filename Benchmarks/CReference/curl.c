// C reference for EffectKernels' CardCurlShadeKernel (CardCurl.metal's cardCurlShade),
// following CurlGeometry.swift, CurlGeometry+Lighting.swift and CardCurlShadeKernel.swift:
// the geometry and the light in float with glibc's sinf, cosf, asinf and powf, the colour in
// half with one rounding per operation (see kernel_support.h).
#include "creference.h"
#include "kernel_support.h"

// Swift's Float.pi is π rounded toward zero, 0x1.921fb4p1, not the nearest float.
static const float swift_pi = 0x1.921fb4p1f;

enum { curl_none = 0, curl_flat = 1, curl_back = 2, curl_underside = 3 };

typedef struct {
  int kind;
  float nx, ny, nz;
} curl_hit;

static inline curl_hit curl_geometry(float y, float height, float peel, float radius) {
  float card_height = fmaximum(height, 0);
  float lift = fminimum(fmaximum(peel, 0), 1) * card_height;
  float r = fmaximum(radius, 0.5f);
  curl_hit hit = {curl_flat, 0, 0, 1};
  float fold = card_height - lift;
  if (lift <= 0) return hit;
  float u = y - fold;
  float sweep = lift / r;
  if (sweep > swift_pi / 2) {
    float nearest = sweep <= swift_pi ? r * sinf(sweep) : -(lift - swift_pi * r);
    if (u >= nearest && u <= r) {
      hit.kind = curl_underside;
      if (u >= 0) {
        float theta = swift_pi - asinf(fminimum(u / r, 1));
        hit.nx = 0;
        hit.ny = sinf(theta);
        hit.nz = -cosf(theta);
      }
      return hit;
    }
  }
  if (u < 0) return hit;
  float reach = r * sinf(fminimum(sweep, swift_pi / 2));
  if (u <= reach) {
    float theta = asinf(fminimum(u / r, 1));
    hit.kind = curl_back;
    hit.nx = 0;
    hit.ny = -sinf(theta);
    hit.nz = cosf(theta);
    return hit;
  }
  hit.kind = curl_none;
  return hit;
}

typedef struct {
  float x, y, z;
} vec3;

static inline float dot3(vec3 a, vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
static inline vec3 normalize3(vec3 v) {
  float l = sqrtf(dot3(v, v));
  vec3 r = {v.x / l, v.y / l, v.z / l};
  return r;
}

typedef struct {
  vec3 lamp, halfway;
  float flat;
} curl_light;

static inline float curl_raw_light(const curl_light *l, vec3 normal) {
  vec3 n = normalize3(normal);
  float diffuse = fmaximum(dot3(n, l->lamp), 0);
  float sheen = powf(fmaximum(dot3(n, l->halfway), 0), 24);
  return 0.35f + 0.8f * diffuse + 0.3f * sheen;
}

static curl_light make_light(void) {
  curl_light l;
  vec3 lamp = {-0.3f, -0.5f, 0.8f};
  l.lamp = normalize3(lamp);
  vec3 up = {l.lamp.x + 0, l.lamp.y + 0, l.lamp.z + 1};
  l.halfway = normalize3(up);
  vec3 flat = {0, 0, 1};
  l.flat = curl_raw_light(&l, flat);
  return l;
}

void creference_curl_shade(
    float height, float peel, float radius, const float stock[4], const float *src, float *dst,
    int width, int image_height, int row_begin, int row_end) {
  (void)image_height;
  curl_light light = make_light();
  half stock_h[3] = {to_half(stock[0]), to_half(stock[1]), to_half(stock[2])};
  for (int y = row_begin; y < row_end; y++) {
    const float *in = src + (long)4 * y * width;
    float *out = dst + (long)4 * y * width;
    float py = (float)y + 0.5f;
    for (int x = 0; x < width; x++) {
      const float *c = in + 4 * x;
      float *o = out + 4 * x;
      curl_hit hit = curl_geometry(py, height, peel, radius);
      vec3 n = {hit.nx, hit.ny, hit.nz};
      switch (hit.kind) {
        case curl_none:
          o[0] = o[1] = o[2] = o[3] = 0;
          break;
        case curl_back: {
          half lit = hminimum(to_half(curl_raw_light(&light, n) / light.flat), (half)1.25);
          for (int k = 0; k < 3; k++) o[k] = (float)hmul(to_half(c[k]), lit);
          o[3] = (float)to_half(c[3]);
          break;
        }
        case curl_underside: {
          half a = to_half(c[3]);
          half lit = hminimum(to_half(curl_raw_light(&light, n) / light.flat), (half)1.15);
          for (int k = 0; k < 3; k++) o[k] = (float)hmul(hmul(stock_h[k], lit), a);
          o[3] = (float)a;
          break;
        }
        default:
          o[0] = c[0];
          o[1] = c[1];
          o[2] = c[2];
          o[3] = c[3];
          break;
      }
    }
  }
}
