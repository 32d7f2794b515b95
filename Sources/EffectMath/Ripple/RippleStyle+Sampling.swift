// MARK: - Displacement and sampling

extension RippleStyle {
  /// The signed displacement at `distance` from the origin at `elapsed` seconds:
  ///
  /// ```
  /// d = amplitude · sin(frequency · τ) · exp(−decay′ · τ),   τ = localTime(distance:elapsed:)
  /// ```
  ///
  /// |d| ≤ |amplitude| always. Before the wave arrives (τ = 0) d = 0. A non-finite τ, amplitude
  /// or frequency, or any other product that is not finite, gives 0 instead of NaN. The wave
  /// itself is ``wave(localTime:)``, the code the ripple's promise certificate runs too.
  public func displacement(distance: Double, elapsed: Double) -> Double {
    let tau = localTime(distance: distance, elapsed: elapsed)
    guard tau > 0, tau.isFinite, amplitude.isFinite, frequency.isFinite else { return 0 }
    let value = wave(localTime: tau)
    return value.isFinite ? value : 0
  }

  /// The damped wave at local time `tau` ≥ 0, in any scalar:
  /// `amplitude · sin(frequency · τ) · exp(−decay′ · τ)`. `Double` callers go through
  /// ``displacement(distance:elapsed:)``, which guards non-finite input first.
  @inlinable
  public func wave<S: EffectScalar>(localTime tau: S) -> S {
    S(amplitude) * S.sin(radians: S(frequency) * tau) * S.exponential(-S(effectiveDecay) * tau)
  }

  /// How far, and which way, a pixel at `offset` from the ripple's origin samples, in any
  /// scalar: the displacement along the unit direction, or zero within
  /// ``originRadius`` of the origin.
  ///
  /// ```
  /// r = |offset|,  τ = max(t − r / speed′, 0)
  /// moved = wave(τ) · clamp(offset / r, −1, 1)   when r > 0.001 and τ > 0,  else 0
  /// ```
  ///
  /// The clamp is the identity in exact arithmetic (each component of a unit vector is in
  /// [−1, 1]); it lets an interval enclosing the origin bound the direction by 1 instead of
  /// dividing by an interval that reaches 0. ``samplePosition(pixel:origin:elapsed:)`` adds it
  /// to the pixel.
  @inlinable
  public func sampleOffset<S: EffectScalar>(offset: EffectPoint<S>, elapsed: S) -> EffectPoint<S> {
    sampleOffset(
      offset: offset, radius: S.squareRoot(offset.x * offset.x + offset.y * offset.y),
      elapsed: elapsed)
  }

  /// ``sampleOffset(offset:elapsed:)`` with `radius = |offset|` already computed (the `Double`
  /// path has it from its guard).
  @inlinable
  func sampleOffset<S: EffectScalar>(offset: EffectPoint<S>, radius: S, elapsed: S)
    -> EffectPoint<S>
  {
    let since = elapsed - radius / S(effectiveSpeed)
    let started = since > S(0)
    let tau = S.larger(since, S(0))
    let moved = S.select(started, then: { wave(localTime: tau) }, else: { S(0) })
    let direction = EffectPoint(
      S.clamped(offset.x / radius, S(-1), S(1)), S.clamped(offset.y / radius, S(-1), S(1)))
    return S.select(
      radius > S(Self.originRadius), then: { direction * moved }, else: { EffectPoint(S(0), S(0)) })
  }

  /// The crest, `displacement / amplitude` in [−1, 1]; 0 when the amplitude is 0 or not finite
  /// (the article's guard against dividing by zero).
  public func crest(distance: Double, elapsed: Double) -> Double {
    guard amplitude != 0, amplitude.isFinite else { return 0 }
    return displacement(distance: distance, elapsed: elapsed) / amplitude
  }

  /// What the shader adds to the colour's rgb (times alpha): `0.18 · crest`, in [−0.18, 0.18].
  public func crestShading(distance: Double, elapsed: Double) -> Double {
    Self.crestShadingFactor * crest(distance: distance, elapsed: elapsed)
  }

  /// Where the shader samples for `pixel` when the ripple starts at `origin`:
  ///
  /// ```
  /// pixel + d(r, t) · (pixel − origin) / r,   r = |pixel − origin|
  /// ```
  ///
  /// Within 0.001 pt of the origin there is no direction and the pixel samples itself (the
  /// article's guard: normalising a zero vector gives NaN). A non-finite pixel or origin, or a
  /// displacement that is not finite (a NaN or infinite amplitude, frequency or elapsed time,
  /// a product beyond Double's range), also returns `pixel` unchanged. The offset is
  /// ``sampleOffset(offset:elapsed:)``'s.
  public func samplePosition(pixel: SIMD2<Double>, origin: SIMD2<Double>, elapsed: Double)
    -> SIMD2<Double>
  {
    let delta = pixel - origin
    let radius = (delta.x * delta.x + delta.y * delta.y).squareRoot()
    guard radius > Self.originRadius, radius.isFinite else { return pixel }
    let moved = sampleOffset(offset: EffectPoint(delta), radius: radius, elapsed: elapsed).vector
    return moved.x.isFinite && moved.y.isFinite ? pixel + moved : pixel
  }

  /// The promise to SwiftUI: `|amplitude|` in both axes, because the direction is a unit
  /// vector and |d| never exceeds the amplitude (article 002). A non-finite amplitude gives
  /// (0, 0), matching the zero displacement it produces.
  public var maxSampleOffset: SIMD2<Double> {
    let bound = amplitude.isFinite ? abs(amplitude) : 0
    return SIMD2(bound, bound)
  }

  /// The largest |displacement| over all local times, in closed form:
  ///
  /// ```
  /// |amplitude| · sin(φ) · exp(−(decay′/frequency) · φ),   φ = atan2(frequency, decay′)
  /// ```
  ///
  /// the first crest, at τ = φ / frequency. Frequency 0 or not finite or an infinite decay gives 0
  /// (no motion), decay 0 gives |amplitude|. A frequency so small next to the decay that φ
  /// rounds to 0 (a subnormal frequency, say) also gives 0, the limit as the frequency goes to
  /// 0, rather than the NaN of `∞ · 0`. The dolly: 4.683 pt.
  public var peakDisplacement: Double {
    guard amplitude.isFinite, frequency.isFinite, frequency != 0, effectiveDecay.isFinite else {
      return 0
    }
    let k = abs(frequency)
    let phase = Elementary.atan2(k, effectiveDecay)
    guard phase > 0 else { return 0 }
    return abs(amplitude) * Elementary.sin(phase) * Elementary.exp(-effectiveDecay / k * phase)
  }
}
