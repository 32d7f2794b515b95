// C reference for EffectMath's Timing folder: the cubic Bezier timing curve and the closed-form
// damped spring, written to follow TimingBezier.swift and DampedSpring+Motion.swift line by
// line so the benchmark compares the same arithmetic.
#include "creference.h"

#include <math.h>

// MARK: - Cubic Bezier

typedef struct {
  double ax, bx, cx, ay, by, cy;
} bezier;

static inline double clamp_unit(double x) { return x < 0 ? 0 : (x > 1 ? 1 : x); }

static inline double limit_y(double y) { return y < -1e300 ? -1e300 : (y > 1e300 ? 1e300 : y); }

static inline bezier make_bezier(double x1, double y1, double x2, double y2) {
  bezier b;
  x1 = clamp_unit(x1);
  x2 = clamp_unit(x2);
  y1 = limit_y(y1);
  y2 = limit_y(y2);
  b.cx = 3 * x1;
  b.bx = 3 * (x2 - x1) - b.cx;
  b.ax = 1 - b.cx - b.bx;
  b.cy = 3 * y1;
  b.by = 3 * (y2 - y1) - b.cy;
  b.ay = 1 - b.cy - b.by;
  return b;
}

static inline double bx_at(const bezier *b, double t) { return ((b->ax * t + b->bx) * t + b->cx) * t; }
static inline double by_at(const bezier *b, double t) { return ((b->ay * t + b->by) * t + b->cy) * t; }
static inline double bdx_at(const bezier *b, double t) { return (3 * b->ax * t + 2 * b->bx) * t + b->cx; }
static inline double bdy_at(const bezier *b, double t) { return (3 * b->ay * t + 2 * b->by) * t + b->cy; }

static inline double clamp_progress(double p) { return isnan(p) ? 0 : (p < 0 ? 0 : (p > 1 ? 1 : p)); }

// Safeguarded Newton for x(t) = p, p in (0, 1): Newton while it lands inside the bracket and
// beats bisection, otherwise geometric bisection while the bracket spans more than a factor 4
// above 0 and arithmetic bisection after that; see TimingBezier.parameter(for:).
static inline double solve_parameter(const bezier *b, double p) {
  double lo = 0, hi = 1, t = p, last_step = INFINITY;
  for (int i = 0; i < 100; i++) {
    double error = bx_at(b, t) - p;
    if (error == 0) return t;
    if (error > 0) hi = t; else lo = t;
    double next = t - error / bdx_at(b, t);
    double newton_step = next > t ? next - t : t - next;
    if (!(next > lo && next < hi) || !(newton_step < 0.5 * last_step)) {
      next = lo > 0 && hi > 4 * lo ? sqrt(lo) * sqrt(hi) : 0.5 * (lo + hi);
    }
    double step = next > t ? next - t : t - next;
    t = next;
    double resolution = 0x1p-52 * t;
    if (step <= resolution || hi - lo <= resolution) return t;
    last_step = step;
  }
  return t;
}

double creference_bezier_value(double x1, double y1, double x2, double y2, double progress) {
  bezier b = make_bezier(x1, y1, x2, y2);
  double p = clamp_progress(progress);
  if (p <= 0) return 0;
  if (p >= 1) return 1;
  return by_at(&b, solve_parameter(&b, p));
}

double creference_bezier_velocity(double x1, double y1, double x2, double y2, double progress) {
  bezier b = make_bezier(x1, y1, x2, y2);
  double p = clamp_progress(progress);
  double t = p <= 0 ? 0 : (p >= 1 ? 1 : solve_parameter(&b, p));
  double dx = bdx_at(&b, t);
  double dy = bdy_at(&b, t);
  if (dx < 0) dx = 0;
  if (dx == dy) return 1;
  if (dx == 0) return dy > 0 ? INFINITY : -INFINITY;
  return dy / dx;
}

// MARK: - Damped spring

// u = x - target and u' at time t > 0 for u(0) = u0, u'(0) = v0; see DampedSpring.motion.
static inline void spring_motion(
    double omega, double zeta, double u0, double v0, double t, double *u, double *du) {
  double alpha = zeta * omega;
  double dc, ds;
  if (zeta < 1) {
    double damped = omega * sqrt((1 - zeta) * (1 + zeta));
    double decay = exp(-zeta * omega * t);
    double angle = damped * t;
    dc = decay * cos(angle);
    ds = decay * (sin(angle) / damped);
  } else if (zeta == 1) {
    double decay = exp(-omega * t);
    dc = decay;
    ds = decay * t;
  } else {
    double root = sqrt((zeta - 1) * (zeta + 1));
    double spread = omega * root;
    double slow = exp(-omega / (zeta + root) * t);
    double fast = exp(-2 * spread * t);
    dc = slow * 0.5 * (1 + fast);
    ds = slow * (-expm1(-2 * spread * t) / (2 * spread));
  }
  *u = u0 * dc + (v0 + alpha * u0) * ds;
  *du = v0 * dc - (alpha * v0 + omega * omega * u0) * ds;
}

double creference_spring_value(
    double omega, double zeta, double target, double velocity, double time) {
  if (!isfinite(target)) target = 0;
  if (!isfinite(velocity)) velocity = 0;
  if (!(time > 0)) return 0;
  if (time == INFINITY) return target;
  double u, du;
  spring_motion(omega, zeta, -target, velocity, time, &u, &du);
  return target + u;
}

double creference_spring_velocity(
    double omega, double zeta, double target, double velocity, double time) {
  if (!isfinite(target)) target = 0;
  if (!isfinite(velocity)) velocity = 0;
  if (!(time > 0)) return velocity;
  if (time == INFINITY) return 0;
  double u, du;
  spring_motion(omega, zeta, -target, velocity, time, &u, &du);
  return du;
}
