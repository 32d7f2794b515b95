// Plain C reference implementations of EffectMath formulas, for benchmarks only.
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

#ifdef __cplusplus
}
#endif

#endif
