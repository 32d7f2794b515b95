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
  /// `Double`. R(φ) turns by φ in the layer's y-down coordinates.
  ///
  /// When ``passesThrough(radius:innerRadius:outerRadius:angle:)`` holds the kernel samples
  /// the pixel itself, so the result is `[pixel]`. Bad input: a non-finite pixel or centre,
  /// a pixel whose distance from the centre is beyond Double's range, and a NaN or +∞ angle
  /// pass through the same way. At most ``sampleLimit`` positions are returned.
  public static func samples(
    pixel: SIMD2<Double>, center: SIMD2<Double>, angle: Double, innerRadius: Double,
    outerRadius: Double, sampleSpacing: Double = WheelBlur.sampleSpacing,
    maxSamples: Int = WheelBlur.maxSamples
  ) -> [SIMD2<Double>] {
    let offset = pixel - center
    let radius = (offset.x * offset.x + offset.y * offset.y).squareRoot()
    guard radius.isFinite,
      !passesThrough(
        radius: radius, innerRadius: innerRadius, outerRadius: outerRadius, angle: angle)
    else { return [pixel] }
    let count = sampleCount(
      radius: radius, angle: angle, sampleSpacing: sampleSpacing, maxSamples: maxSamples)
    let step = angle / Double(count - 1)
    let stepTurn = SIMD2(Elementary.cos(step), Elementary.sin(step))
    let startTurn = SIMD2(Elementary.cos(-angle / 2), Elementary.sin(-angle / 2))
    var arm = turn(offset, by: startTurn)
    var positions: [SIMD2<Double>] = []
    positions.reserveCapacity(count)
    for _ in 0..<count {
      positions.append(center + arm)
      arm = turn(arm, by: stepTurn)
    }
    return positions
  }

  /// `vector` rotated by the angle whose (cos, sin) is `rotation`.
  @inline(__always) static func turn(_ vector: SIMD2<Double>, by rotation: SIMD2<Double>)
    -> SIMD2<Double>
  {
    SIMD2(
      vector.x * rotation.x - vector.y * rotation.y,
      vector.x * rotation.y + vector.y * rotation.x)
  }
}
