// The cubic Bézier behind `TimingCurve.bezier`: polynomial form, the x(t) = p solve, and the
// slope dy/dx. Benchmarks/CReference/timing.c implements the same steps in C.

/// A unit cubic Bézier from (0, 0) to (1, 1) with the two control points as evaluated:
/// x clamped to [0, 1], y limited to ±`TimingBezier.yLimit`.
///
/// With P₀ = (0, 0), P₁ = (x₁, y₁), P₂ = (x₂, y₂), P₃ = (1, 1):
///
/// ```
/// B(t) = 3(1 − t)²t·P₁ + 3(1 − t)t²·P₂ + t³,   t ∈ [0, 1]
///      = ((a·t + b)·t + c)·t   with  c = 3P₁,  b = 3(P₂ − P₁) − c,  a = 1 − c − b
/// B′(t) = (3a·t + 2b)·t + c
/// ```
///
/// For x₁, x₂ ∈ [0, 1], x′(t) = 3[(1 − t)²x₁ + 2(1 − t)t(x₂ − x₁) + t²(1 − x₂)] ≥ 0 (a
/// quadratic in Bernstein form whose middle coefficient x₂ − x₁ is at least −√(x₁(1 − x₂))),
/// and it vanishes only at isolated t, so x(t) is strictly increasing and x(t) = p has
/// exactly one solution in [0, 1].
struct TimingBezier {
  /// The largest |y| a control point contributes; larger values are limited to this so that
  /// 3·y and the polynomial coefficients cannot overflow.
  static let yLimit = 1e300

  let ax: Double
  let bx: Double
  let cx: Double
  let ay: Double
  let by: Double
  let cy: Double

  /// The curve for the stored (unclamped) control points.
  init(start: SIMD2<Double>, end: SIMD2<Double>) {
    let x1 = Self.clampUnit(start.x)
    let x2 = Self.clampUnit(end.x)
    let y1 = Self.limitY(start.y)
    let y2 = Self.limitY(end.y)
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
  }

  /// x clamped to [0, 1]; NaN never reaches here (`TimingCurve.bezier` replaces it).
  @inline(__always) static func clampUnit(_ x: Double) -> Double {
    x < 0 ? 0 : (x > 1 ? 1 : x)
  }

  /// y limited to [−yLimit, yLimit].
  @inline(__always) static func limitY(_ y: Double) -> Double {
    y < -yLimit ? -yLimit : (y > yLimit ? yLimit : y)
  }

  @inline(__always) func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
  @inline(__always) func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
  @inline(__always) func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
  @inline(__always) func dy(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

  /// The most Newton/bisection steps `parameter(for:)` takes; bisection alone needs about 60.
  static let maxSteps = 100

  /// The t ∈ [0, 1] with x(t) = p, for p ∈ (0, 1).
  ///
  /// Safeguarded Newton: start at t = p and keep a bracket [lo, hi] with x(lo) < p < x(hi).
  /// Take the Newton step t − (x(t) − p)/x′(t) when it lands strictly inside the bracket and
  /// is less than half the previous step (so Newton is converging faster than bisection);
  /// otherwise bisect. Bisection is geometric, √(lo·hi), while the bracket spans more than a
  /// factor 4 above 0, so a root near 0 of a curve with x′(0) = 0 (t ≈ √p or ∛p, far below p's
  /// neighbourhood) is reached in a few steps for any p down to the smallest Double, and
  /// arithmetic, (lo + hi)/2, otherwise. Stop when x(t) = p exactly, or when the last step or
  /// the bracket is at most 2⁻⁵²·t: t is then as accurate as the rounding of x(t) allows.
  @inline(__always) func parameter(for p: Double) -> Double {
    var lo = 0.0
    var hi = 1.0
    var t = p
    var lastStep = Double.infinity
    for _ in 0..<Self.maxSteps {
      let error = x(t) - p
      if error == 0 { return t }
      if error > 0 { hi = t } else { lo = t }
      var next = t - error / dx(t)
      let newtonStep = next > t ? next - t : t - next
      if !(next > lo && next < hi) || !(newtonStep < 0.5 * lastStep) {
        next = lo > 0 && hi > 4 * lo ? lo.squareRoot() * hi.squareRoot() : 0.5 * (lo + hi)
      }
      let step = next > t ? next - t : t - next
      t = next
      let resolution = 0x1p-52 * t
      if step <= resolution || hi - lo <= resolution { return t }
      lastStep = step
    }
    return t
  }

  /// y at the t solving x(t) = p; p must already be clamped to [0, 1].
  @inline(__always) func value(at p: Double) -> Double {
    if p <= 0 { return 0 }
    if p >= 1 { return 1 }
    return y(parameter(for: p))
  }

  /// dy/dx = y′(t)/x′(t) at the t solving x(t) = p; p must already be clamped to [0, 1].
  ///
  /// Where x′(t) = y′(t) (in particular both 0) the slope is 1; where only x′(t) = 0 it is
  /// +∞ or −∞ with the sign of y′(t).
  @inline(__always) func velocity(at p: Double) -> Double {
    let t = p <= 0 ? 0 : (p >= 1 ? 1 : parameter(for: p))
    // x′(t) ≥ 0 in exact arithmetic; a rounding below 0 next to a stationary point is 0.
    let slopeX = dx(t)
    return Self.slope(dx: slopeX < 0 ? 0 : slopeX, dy: dy(t))
  }

  /// y′/x′ with the platform's conventions for x′ = 0.
  @inline(__always) static func slope(dx: Double, dy: Double) -> Double {
    if dx == dy { return 1 }
    if dx == 0 { return dy > 0 ? .infinity : -.infinity }
    return dy / dx
  }
}
