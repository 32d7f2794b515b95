/// Rotational motion blur around an explicit centre, a CPU port of `wheelArcBlur` in
/// `WheelBlur.metal` (`layerEffect`), used by the roulette wheel and the flying ball.
///
/// ```
/// arm = position − center,   r = |arm|
/// pass through (layer.sample(position))  when  angle ≤ 0  ∨  r < innerRadius  ∨  r > outerRadius
/// taps   = int(clamp(ceil(r·angle / max(sampleSpacing, 0.25)), 2, max(maxSamples, 2)))
/// step   = angle / (taps − 1)
/// sample k = center + R(step)ᵏ · R(−angle/2) · arm,   k = 0 … taps − 1
/// colour = half4(Σ float4(half4 sample) / taps)
/// ```
///
/// The taps lie on the circle of the pixel's radius, centred on the pixel, from −angle/2 to
/// +angle/2; the arm is turned by one step matrix applied repeatedly, as in Metal. Samples
/// are rounded to half (Metal's `layer.sample` returns `half4`), summed in `Float`, and the
/// mean is rounded to half. The layer is read only through `layer.sample(_:)`. EffectMath's
/// `WheelBlur` gives the angle, the count rule, the sample positions and the
/// `maxSampleOffset` promise.
///
/// Edge cases: NaN compares false in Metal, so a NaN angle, radius bound or position does
/// not pass through; a NaN `r·angle / spacing` takes 2 taps (Metal's NaN-ignoring `clamp`)
/// and a NaN angle or position samples NaN positions (which `LayerSampler` takes as its near
/// edge). A NaN `innerRadius` or `outerRadius` only drops that bound. A NaN or
/// non-positive spacing counts as 0.25; a NaN `maxSamples` caps at 2. A count beyond 4096
/// (huge or infinite `maxSamples` and arc) is capped at 4096 taps, where Metal's `int(…)`
/// would be undefined or loop for ever: the only deviation from the shader. Nothing traps.
public struct WheelArcBlurKernel: LayerEffectKernel, Hashable {
  /// The centre of rotation in the layer's coordinates (points).
  public var center: SIMD2<Float>
  /// The blur angle in radians (EffectMath `WheelBlur.angle`); ≤ 0 turns the blur off.
  public var angle: Float
  /// Pixels nearer the centre than this (the hub) pass through.
  public var innerRadius: Float
  /// Pixels farther from the centre than this (outside the pocket ring) pass through.
  public var outerRadius: Float
  /// The arc length between taps the kernel aims for, in points (at least 0.25).
  public var sampleSpacing: Float
  /// The most taps one pixel takes (at least 2).
  public var maxSamples: Float

  /// An arc blur with the shader's arguments, in the Metal order.
  public init(
    center: SIMD2<Float>, angle: Float, innerRadius: Float, outerRadius: Float,
    sampleSpacing: Float, maxSamples: Float
  ) {
    self.center = center
    self.angle = angle
    self.innerRadius = innerRadius
    self.outerRadius = outerRadius
    self.sampleSpacing = sampleSpacing
    self.maxSamples = maxSamples
  }

  /// The blurred colour at `position`, averaging the taps read from `layer`.
  ///
  /// Pre-specialised for `LayerSampler`, the layer `KernelRenderer` passes, so that sampling
  /// is a direct, inlined call there.
  @_specialize(where Layer == LayerSampler)
  public func color<Layer: LayerSampling>(at position: SIMD2<Float>, layer: inout Layer)
    -> PremultipliedColor
  {
    let arm = position - center
    let radius = ShaderMath.length(arm)

    // Outside the ring, on the hub and for a still wheel: untouched.
    if angle <= 0 || radius < innerRadius || radius > outerRadius {
      return layer.sample(position)
    }

    // More taps where the arc is longer.
    let arcLength = radius * angle
    let taps = ShaderMath.tapCount(
      wanted: arcLength / ShaderMath.fmax(sampleSpacing, 0.25), maxSamples: maxSamples)

    // Centred on the pixel: start half the angle back, then walk forward.
    let stepAngle = angle / Float(taps - 1)
    let stepTurn = SIMD2(RasterElementary.cos(stepAngle), RasterElementary.sin(stepAngle))
    var spoke = Self.rotate(
      arm, by: SIMD2(RasterElementary.cos(-0.5 * angle), RasterElementary.sin(-0.5 * angle)))

    var total = SIMD4<Float>(repeating: 0)
    for _ in 0..<taps {
      total += SIMD4<Float>(layer.sample(center + spoke).half4)
      spoke = Self.rotate(spoke, by: stepTurn)
    }
    return PremultipliedColor(half4: SIMD4<ShaderHalf>(total / Float(taps)))
  }

  /// Metal's `rotateBy`: `v` turned by the angle whose (cos, sin) is `turn`.
  @inline(__always) static func rotate(_ v: SIMD2<Float>, by turn: SIMD2<Float>) -> SIMD2<Float> {
    SIMD2(v.x * turn.x - v.y * turn.y, v.x * turn.y + v.y * turn.x)
  }
}
