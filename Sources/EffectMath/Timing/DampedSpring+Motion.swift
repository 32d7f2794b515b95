// The closed-form motion of a DampedSpring: position and velocity at any time.

extension DampedSpring {
  // MARK: - Motion

  /// The position at `time` of a motion that starts at 0 with `initialVelocity` and springs
  /// toward `target`, like SwiftUI's `Spring.value(target:initialVelocity:time:)`.
  ///
  /// With u = x − target (so u₀ = −target, u′₀ = initialVelocity), α = ζω₀ and
  /// D = α·u′₀ + ω₀²·u₀, every damping has the same form
  ///
  /// ```
  /// x(t) = target + e^{−αt}·[u₀·C(t) + (u′₀ + α·u₀)·S(t)]
  ///
  ///            C(t)           S(t)
  /// ζ < 1      cos(ω_d·t)     sin(ω_d·t) / ω_d      ω_d = ω₀·√(1 − ζ²)   (underdamped)
  /// ζ = 1      1              t                                          (critical)
  /// ζ > 1      cosh(s·t)      sinh(s·t) / s         s = ω₀·√(ζ² − 1)     (overdamped)
  /// ```
  ///
  /// The overdamped terms are computed as e^{−(α−s)t}·(1 ± e^{−2st})/2 with α − s =
  /// ω₀/(ζ + √(ζ² − 1)) and `expm1`, so nothing overflows or cancels for large t, large ζ or
  /// ζ near 1.
  ///
  /// Bad input: a NaN or negative time counts as 0 (the start: 0); +∞ gives `target`
  /// (for an undamped spring, the centre of its endless oscillation), and so does a finite
  /// time whose phase ω_d·t is beyond Double's range (an undamped spring at t ≈ 10³⁰⁷ s,
  /// whose phase is no longer defined); a NaN or infinite `target` or `initialVelocity`
  /// counts as 0. Results overflow to ±∞ only when the true value lies beyond Double's
  /// range.
  ///
  /// - Parameters:
  ///   - target: The value the spring settles at; the motion starts at 0.
  ///   - initialVelocity: The velocity at time 0, in units of `target` per second.
  ///   - time: Seconds since the start.
  public func value(target: Double, initialVelocity: Double = 0, time: Double) -> Double {
    let target = target.isFinite ? target : 0
    return target + displacement(target: target, initialVelocity: initialVelocity, time: time).u
  }

  /// The velocity at `time` of the motion described in
  /// ``value(target:initialVelocity:time:)``, like SwiftUI's
  /// `Spring.velocity(target:initialVelocity:time:)`.
  ///
  /// ```
  /// x′(t) = e^{−αt}·[u′₀·C(t) − D·S(t)],   D = α·u′₀ + ω₀²·u₀
  /// ```
  ///
  /// with C and S as in ``value(target:initialVelocity:time:)``.
  ///
  /// Bad input: a NaN or negative time counts as 0 (`initialVelocity`); +∞ gives 0; a NaN or
  /// infinite `target` or `initialVelocity` counts as 0.
  public func velocity(target: Double, initialVelocity: Double = 0, time: Double) -> Double {
    let target = target.isFinite ? target : 0
    return displacement(target: target, initialVelocity: initialVelocity, time: time).du
  }

  // MARK: - Shared closed form

  /// u = x − target and u′ at `time`, for a finite `target`.
  @inline(__always)
  func displacement(target: Double, initialVelocity: Double, time: Double) -> (
    u: Double, du: Double
  ) {
    let v0 = initialVelocity.isFinite ? initialVelocity : 0
    let u0 = -target
    if !(time > 0) { return (u0, v0) }
    if time == .infinity { return (0, 0) }
    // The motion is linear in (u₀, u′₀): scale huge inputs down so α·u′₀ and ω₀²·u₀ cannot
    // overflow, and scale the result back up.
    let size = max(abs(u0), abs(v0))
    if size > 0x1p800 {
      let scaled = motion(u0: u0 / size, v0: v0 / size, time: time)
      return (scaled.u * size, scaled.du * size)
    }
    return motion(u0: u0, v0: v0, time: time)
  }

  /// The closed form for finite u₀, u′₀ and a finite time > 0.
  @inline(__always)
  func motion(u0: Double, v0: Double, time t: Double) -> (u: Double, du: Double) {
    let omega = naturalFrequency
    let zeta = ratio
    let alpha = zeta * omega
    let (decayC, decayS) = decayTerms(time: t)
    let u = u0 * decayC + (v0 + alpha * u0) * decayS
    let du = v0 * decayC - (alpha * v0 + omega * omega * u0) * decayS
    return (u, du)
  }

  /// e^{−αt}·C(t) and e^{−αt}·S(t) for t > 0.
  @inline(__always)
  func decayTerms(time t: Double) -> (c: Double, s: Double) {
    let omega = naturalFrequency
    let zeta = ratio
    if zeta < 1 {
      let damped = omega * ((1 - zeta) * (1 + zeta)).squareRoot()
      let decay = Elementary.exp(-zeta * omega * t)
      let angle = damped * t
      // Fully decayed, or a phase beyond Double (cos ∞ is NaN): the motion has settled, as at
      // t = +∞ (for an undamped spring: the centre of its oscillation).
      if decay == 0 || !angle.isFinite { return (0, 0) }
      return (decay * Elementary.cos(angle), decay * (Elementary.sin(angle) / damped))
    }
    if zeta == 1 {
      let decay = Elementary.exp(-omega * t)
      return (decay, decay * t)
    }
    let root = ((zeta - 1) * (zeta + 1)).squareRoot()
    let spread = omega * root  // s
    let slow = Elementary.exp(-omega / (zeta + root) * t)  // e^{−(α − s)t}
    let fast = Elementary.exp(-2 * spread * t)  // e^{−2st}
    return (slow * 0.5 * (1 + fast), slow * (-Elementary.expm1(-2 * spread * t) / (2 * spread)))
  }
}
