// When a DampedSpring comes to rest: the last moment its motion is outside the ε band.

extension DampedSpring {
  // MARK: - Settling

  /// The time after which the motion of ``value(target:initialVelocity:time:)`` stays
  /// within `epsilon` of `target` for good, like SwiftUI's
  /// `Spring.settlingDuration(target:initialVelocity:epsilon:)`.
  ///
  /// ```
  /// T = sup { t ≥ 0 : |x(t) − target| > ε }      (0 if the motion never leaves the band)
  /// ```
  ///
  /// The band is absolute, |x − target| ≤ ε, and only the position counts, not the velocity.
  /// With target 1 (the property form ``settlingDuration``, which also uses velocity 0 and
  /// SwiftUI's default ε = 0.001) an absolute band is the same as one relative to the
  /// distance travelled. At T the motion is on the band's edge, |x(T) − target| = ε, moving
  /// inward. T scales with the response: the same ratio and band at twice the response
  /// settle in twice the time.
  ///
  /// Method: |u| (u = x − target) is monotone between consecutive zeros of u and u′, so T
  /// lies after the last extremum of u (or t = 0) with |u| > ε. For ζ < 1 the extrema are
  /// at the zeros of u′ = e^{−αt}·R′·cos(ω_d·t + ψ), evenly spaced by π/ω_d, where
  /// |u| = K·e^{−αt} for one constant K, so the last one outside the band is found in
  /// closed form. For ζ ≥ 1, u′ has at most one zero, t* = atanh(s·u′₀/D)/s (t* = u′₀/D when
  /// critical). T is then found by bisection between that extremum and the next one (or
  /// the first time inside the band, found by doubling), to the last bit.
  ///
  /// Bad input: a NaN `epsilon` counts as 0.001, an `epsilon` ≤ 0 as the smallest normal
  /// Double, +∞ gives 0; a NaN or infinite `target` or `initialVelocity` counts as 0. An
  /// undamped spring (ratio 0) that leaves the band never settles: +∞; nor, within Double's
  /// range, does one whose ratio is so small (subnormal) that its settling time overflows: +∞.
  ///
  /// - Parameters:
  ///   - target: The value the spring settles at; the motion starts at 0.
  ///   - initialVelocity: The velocity at time 0.
  ///   - epsilon: The half-width of the band around `target`; the default is 0.001.
  public func settlingDuration(
    target: Double, initialVelocity: Double = 0, epsilon: Double = 0.001
  ) -> Double {
    let target = target.isFinite ? target : 0
    let v0 = initialVelocity.isFinite ? initialVelocity : 0
    var band = epsilon.isNaN ? 0.001 : epsilon
    if band == .infinity { return 0 }
    // T is unchanged when u₀, u′₀ and ε scale together: work with size-1 inputs.
    let size = max(abs(target), abs(v0))
    if size == 0 { return 0 }
    band = max(band / size, Double.leastNormalMagnitude)
    let u0 = -target / size
    let du0 = v0 / size
    if ratio == 0 { return undampedSettling(u0: u0, v0: du0, band: band) }
    let (start, end) =
      ratio < 1
      ? underdampedBracket(u0: u0, v0: du0, band: band)
      : overdampedBracket(u0: u0, v0: du0, band: band)
    guard let start else { return 0 }
    // The last extremum outside the band is beyond Double (a subnormal ratio decays too slowly
    // for any representable time): it never settles within range.
    guard start.isFinite else { return .infinity }
    return lastExit(u0: u0, v0: du0, band: band, from: start, before: end)
  }

  /// ``settlingDuration(target:initialVelocity:epsilon:)`` for target 1, velocity 0 and
  /// ε = 0.001: SwiftUI's `Spring.settlingDuration`.
  public var settlingDuration: Double {
    settlingDuration(target: 1, initialVelocity: 0, epsilon: 0.001)
  }

  // MARK: - Brackets

  /// |u(t)| > band at `t`.
  @inline(__always)
  private func isOutside(u0: Double, v0: Double, band: Double, at t: Double) -> Bool {
    let u = t > 0 ? motion(u0: u0, v0: v0, time: t).u : u0
    return abs(u) > band
  }

  /// ζ = 0: u = u₀·cos ω₀t + (u′₀/ω₀)·sin ω₀t has amplitude √(u₀² + (u′₀/ω₀)²) forever.
  private func undampedSettling(u0: Double, v0: Double, band: Double) -> Double {
    let amplitude = (u0 * u0 + (v0 / naturalFrequency) * (v0 / naturalFrequency)).squareRoot()
    return amplitude > band ? .infinity : 0
  }

  /// For 0 < ζ < 1: the last extremum of u (or 0) outside the band, and the next extremum.
  ///
  /// u′(t) = e^{−αt}·(P·cos θ − Q·sin θ) with θ = ω_d·t, P = u′₀, Q = D/ω_d, which is
  /// e^{−αt}·√(P² + Q²)·cos(θ + ψ), ψ = atan2(Q, P): extrema at θₖ = θ₀ + kπ with
  /// θ₀ = (π/2 − ψ) mod π. At θₖ, |u| = K·e^{−α·tₖ} with K = |u₀·cos θ₀ + B·sin θ₀|,
  /// B = (u′₀ + α·u₀)/ω_d, the same K for every k (θ moves by π, which only flips the sign).
  private func underdampedBracket(u0: Double, v0: Double, band: Double) -> (Double?, Double) {
    let omega = naturalFrequency
    let alpha = ratio * omega
    let damped = omega * ((1 - ratio) * (1 + ratio)).squareRoot()
    let period = Double.pi / damped  // time between extrema
    let q = (alpha * v0 + omega * omega * u0) / damped
    let psi = Elementary.atan2(q, v0)
    var theta0 = (Double.pi / 2 - psi).truncatingRemainder(dividingBy: Double.pi)
    if theta0 < 0 { theta0 += Double.pi }
    let first = theta0 / damped
    let b = (v0 + alpha * u0) / damped
    let k = abs(u0 * Elementary.cos(theta0) + b * Elementary.sin(theta0))
    func extremum(_ index: Double) -> Double { first + index * period }
    // Last index with K·e^{−α·tₖ} > band, then corrected against the direct evaluation.
    var index: Double = -1
    if k > band {
      // log K − log ε rather than log(K/ε), which overflows for ε near the smallest normal.
      let limit = (Elementary.log(k) - Elementary.log(band)) / alpha
      index = max(((limit - first) / period).rounded(.up) - 1, -1)
      // Rounding can put the estimate one extremum off; a few steps either way fix it (the
      // step counts are bounded so that an absurdly long settling time cannot loop).
      for _ in 0..<4 where index >= 0 {
        if isOutside(u0: u0, v0: v0, band: band, at: extremum(index)) { break }
        index -= 1
      }
      for _ in 0..<4 where isOutside(u0: u0, v0: v0, band: band, at: extremum(index + 1)) {
        index += 1
      }
    }
    if index >= 0 { return (extremum(index), extremum(index + 1)) }
    return (abs(u0) > band ? 0 : nil, first)
  }

  /// For ζ ≥ 1: the extremum t* of u (or 0) if outside the band, and an end where |u| is
  /// inside it (`.infinity` asks `lastExit` to find one by doubling).
  ///
  /// u′ = e^{−αt}·(u′₀·C − D·S) vanishes where tanh(s·t) = s·u′₀/D (s → 0: t = u′₀/D), at
  /// most once; zeros of u come before it, so |u| decreases after t*.
  private func overdampedBracket(u0: Double, v0: Double, band: Double) -> (Double?, Double) {
    let omega = naturalFrequency
    let alpha = ratio * omega
    let d = alpha * v0 + omega * omega * u0
    let spread = omega * ((ratio - 1) * (ratio + 1)).squareRoot()
    var extremum: Double?
    if d != 0, v0 / d > 0 {
      let x = spread * (v0 / d)
      if spread == 0 {
        extremum = v0 / d
      } else if x < 1 {
        extremum = Elementary.atanh(x) / spread
      }
    }
    if let extremum, isOutside(u0: u0, v0: v0, band: band, at: extremum) {
      return (extremum, .infinity)
    }
    if abs(u0) > band { return (0, extremum ?? .infinity) }
    return (nil, 0)
  }

  // MARK: - Bisection

  /// The boundary between |u| > band on [start, T) and |u| ≤ band on [T, end], by bisection
  /// to adjacent Doubles; an infinite `end` is first replaced by doubling the distance from
  /// `start` until |u| ≤ band.
  private func lastExit(
    u0: Double, v0: Double, band: Double, from start: Double, before end: Double
  )
    -> Double
  {
    var lo = start
    var hi = end
    if hi == .infinity {
      let omega = naturalFrequency
      // The slow decay rate: α − s = ω₀/(ζ + √(ζ² − 1)), which is ω₀ when critical.
      let slow = omega / (ratio + ((ratio - 1) * (ratio + 1)).squareRoot())
      var step = 1 / slow
      hi = lo + step
      while isOutside(u0: u0, v0: v0, band: band, at: hi), hi.isFinite {
        step *= 2
        hi = lo + step
      }
    }
    for _ in 0..<2200 {
      let mid = lo + (hi - lo) / 2
      if mid <= lo || mid >= hi { break }
      if isOutside(u0: u0, v0: v0, band: band, at: mid) { lo = mid } else { hi = mid }
    }
    return hi
  }
}
