// Which positions the wheel's arc-blur kernel samples for one pixel.

extension WheelBlur {
  /// Whether the kernel returns the pixel unchanged: no blur, or the pixel is on the hub or
  /// outside the pocket ring.
  ///
  /// ```
  /// passes through ⇔ angle ≤ 0  ∨  radius < innerRadius  ∨  radius > outerRadius
  /// ```
  ///
  /// Seed fact (article 002): `Layer.sample` clamps to the layer's edge, so rotating a corner
  /// of the square frame would drag samples into repeated edge pixels; everything outside the
  /// ring passes through, and so does the hub, which has nothing to blur.
  ///
  /// Bad input: NaN in any argument, and a +∞ angle, pass through (the Metal comparison would
  /// be false and sample NaN positions, since an infinite rotation has no sine; here the
  /// pixel is left alone instead). An infinite radius is outside any finite ring.
  public static func passesThrough(
    radius: Double, innerRadius: Double, outerRadius: Double, angle: Double
  ) -> Bool {
    if radius.isNaN || innerRadius.isNaN || outerRadius.isNaN || !angle.isFinite { return true }
    return angle <= 0 || radius < innerRadius || radius > outerRadius
  }

  /// How many samples a pixel at `radius` takes: one per `sampleSpacing` of arc, at least 2,
  /// at most `max(maxSamples, 2)` and never more than ``sampleLimit`` (4096).
  ///
  /// ```
  /// cap   = min(max(maxSamples, 2), sampleLimit)
  /// count = clamp(ceil(radius · angle / max(sampleSpacing, 0.25)), 2, cap)
  /// ```
  ///
  /// Pixels near the hub take fewer samples than pixels at the rim. Bad input: a NaN product
  /// (NaN radius, angle or spacing) gives 2; +∞ gives the cap; −∞ and negative products give
  /// 2; a NaN spacing counts as 0.25; `maxSamples` below 2 (0, negative, `Int.min`) counts
  /// as 2 and above 4096 (`Int.max`) as 4096, the kernel port's cap.
  public static func sampleCount(
    radius: Double, angle: Double, sampleSpacing: Double = WheelBlur.sampleSpacing,
    maxSamples: Int = WheelBlur.maxSamples
  ) -> Int {
    let cap = min(max(maxSamples, 2), sampleLimit)
    let spacing = sampleSpacing.isNaN ? 0.25 : max(sampleSpacing, 0.25)
    let wanted = (radius * angle / spacing).rounded(.up)
    guard !wanted.isNaN else { return 2 }
    if wanted >= Double(cap) { return cap }
    if wanted <= 2 { return 2 }
    return Int(wanted)
  }

  /// The positions the arc-blur kernel samples for `pixel`, in the layer's coordinates.
  ///
  /// ```
  /// offset = pixel − center,  r = |offset|
  /// n      = sampleCount(r, angle)
  /// sample k = center + R(−angle/2 + k · angle/(n − 1)) · offset,   k = 0 … n − 1
  /// ```
  ///
  /// The arm starts half the angle back and turns forward by a fixed step, so the samples
  /// are centred on the pixel and stay at its radius; this reproduces the kernel's
  /// incremental rotation (one step matrix applied repeatedly), rounding included, in
  /// `Double`. R(φ) turns by φ in the layer's y-down coordinates. The arms are
  /// ``visitArms(offset:angle:innerRadius:outerRadius:sampleSpacing:maxSamples:passThrough:arm:)``'s,
  /// the code the blur's promise certificate runs too.
  ///
  /// When ``passesThrough(radius:innerRadius:outerRadius:angle:)`` holds the kernel samples
  /// the pixel itself, so the result is `[pixel]`. Bad input: a non-finite pixel or centre,
  /// a pixel whose distance from the centre is beyond Double's range, and a NaN in the
  /// angle or either radius, or a +∞ angle, pass through the same way. At most
  /// ``sampleLimit`` positions are returned.
  public static func samples(
    pixel: SIMD2<Double>, center: SIMD2<Double>, angle: Double, innerRadius: Double,
    outerRadius: Double, sampleSpacing: Double = WheelBlur.sampleSpacing,
    maxSamples: Int = WheelBlur.maxSamples
  ) -> [SIMD2<Double>] {
    let offset = pixel - center
    let radius = (offset.x * offset.x + offset.y * offset.y).squareRoot()
    guard radius.isFinite, !innerRadius.isNaN, !outerRadius.isNaN, angle.isFinite else {
      return [pixel]
    }
    var positions: [SIMD2<Double>] = []
    // Room for the default 24 samples at once; larger counts grow the array as usual.
    positions.reserveCapacity(Swift.min(Swift.max(maxSamples, 2), 32))
    visitArms(
      offset: EffectPoint(offset), angle: angle, innerRadius: innerRadius,
      outerRadius: outerRadius, sampleSpacing: sampleSpacing, maxSamples: maxSamples,
      passThrough: { positions.append(pixel) },
      arm: { arm in positions.append(center + arm.vector) })
    return positions
  }

  /// The arc blur's arms for a pixel at `offset` from the centre, in any scalar: calls
  /// `passThrough` when the pixel samples itself, else `arm` with each rotated offset in turn
  /// (sample k is `center + arm`).
  ///
  /// ```
  /// r = |offset|;  passes through ⇔ angle ≤ 0 ∨ r < innerRadius ∨ r > outerRadius
  /// n = clamp(⌈r · angle / max(sampleSpacing, 0.25)⌉, 2, min(max(maxSamples, 2), 4096))
  /// arm₀ = R(−angle/2) · offset,  armₖ₊₁ = R(angle/(n − 1)) · armₖ,   k < n
  /// ```
  ///
  /// Over intervals every arm that may exist is visited (each count n the box allows, with its
  /// own step), and both callbacks may be called when the box straddles the ring's edge. `Double` callers handle
  /// NaN and infinite input first (``samples(pixel:center:angle:innerRadius:outerRadius:sampleSpacing:maxSamples:)``
  /// does).
  @inlinable
  public static func visitArms<S: EffectScalar>(
    offset: EffectPoint<S>, angle: S, innerRadius: S, outerRadius: S,
    sampleSpacing: Double = WheelBlur.sampleSpacing, maxSamples: Int = WheelBlur.maxSamples,
    passThrough: () -> Void, arm: (EffectPoint<S>) -> Void
  ) {
    let radius = S.squareRoot(offset.x * offset.x + offset.y * offset.y)
    let passes = S.Truth.either(
      angle <= S(0), S.Truth.either(radius < innerRadius, radius > outerRadius))
    if passes.mayHold { passThrough() }
    guard S.Truth.not(passes).mayHold else { return }
    let cap = Swift.min(Swift.max(maxSamples, 2), sampleLimit)
    let spacing = sampleSpacing.isNaN ? 0.25 : Swift.max(sampleSpacing, 0.25)
    let count = S.clamped(S.roundedUp(radius * angle / S(spacing)), S(2), S(Double(cap)))
    let startCos = S.cos(radians: -angle / S(2))
    let startSin = S.sin(radians: -angle / S(2))
    let start = EffectPoint(
      offset.x * startCos - offset.y * startSin, offset.x * startSin + offset.y * startCos)
    // `Double` holds one count; an interval may hold a few, and each is run with its own
    // exact step, so that no sample mixes one count's index with another's step.
    let fewest = Swift.max(S.integerLowerBound(count), 2)
    let most = Swift.min(S.integerUpperBound(count), cap)
    guard fewest <= most else { return }
    for n in fewest...most {
      let step = angle / (S(Double(n)) - S(1))
      let stepCos = S.cos(radians: step)
      let stepSin = S.sin(radians: step)
      var current = start
      for _ in 0..<n {
        arm(current)
        current = EffectPoint(
          current.x * stepCos - current.y * stepSin, current.x * stepSin + current.y * stepCos)
      }
    }
  }
}
