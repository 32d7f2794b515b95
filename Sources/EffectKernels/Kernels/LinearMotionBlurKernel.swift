/// Straight-line motion blur for thrown dice, a CPU port of `linearMotionBlur` in
/// `MotionBlur.metal` (`layerEffect`).
///
/// ```
/// span = |streak|
/// pass through (layer.sample(position))  when  span < 0.5
/// taps = int(clamp(ceil(span / 1.5), 2, max(maxSamples, 2)))
/// hop  = streak / (taps − 1),   sample k = position − streak/2 + k·hop   (cursor += hop)
/// colour = half4(Σ float4(half4 sample) / taps)
/// ```
///
/// `streak` is the distance the die travels while the shutter is open, already in the die's
/// own frame; the taps are centred on the pixel and span exactly ±streak/2, about one per
/// 1.5 pt. Samples are rounded to half, summed in `Float`, and the mean rounded to half. The
/// layer is read only through `layer.sample(_:)`. EffectMath's `DieThrow` gives the streak
/// and the `maxSampleOffset` promise.
///
/// Edge cases: a NaN streak component makes the span NaN, which does not pass through; it
/// takes 2 taps at NaN positions (`LayerSampler` takes NaN as its near edge). An infinite
/// span takes `max(maxSamples, 2)` taps at infinite or NaN positions. A NaN `maxSamples`
/// caps at 2. A count beyond 4096 is capped at 4096 taps, where Metal's `int(…)` would be
/// undefined or loop for ever: the only deviation from the shader. Nothing traps.
public struct LinearMotionBlurKernel: LayerEffectKernel, Hashable {
  /// The distance travelled while the shutter is open, in points, in the layer's frame.
  public var streak: SIMD2<Float>
  /// The most taps one pixel takes (at least 2).
  public var maxSamples: Float

  /// A motion blur with the shader's arguments, in the Metal order.
  public init(streak: SIMD2<Float>, maxSamples: Float) {
    self.streak = streak
    self.maxSamples = maxSamples
  }

  /// The blurred colour at `position`, averaging the taps read from `layer`.
  public func color<Layer: LayerSampling>(at position: SIMD2<Float>, layer: inout Layer)
    -> PremultipliedColor
  {
    let span = ShaderMath.length(streak)
    if span < 0.5 {
      return layer.sample(position)
    }

    // Roughly one tap per 1.5 points of streak, never fewer than two.
    let taps = ShaderMath.tapCount(wanted: span / 1.5, maxSamples: maxSamples)
    let hop = streak / Float(taps - 1)
    var cursor = position - 0.5 * streak  // centred: −streak/2 … +streak/2

    var total = SIMD4<Float>(repeating: 0)
    for _ in 0..<taps {
      total += SIMD4<Float>(layer.sample(cursor).half4)
      cursor += hop
    }
    return PremultipliedColor(half4: SIMD4<ShaderHalf>(total / Float(taps)))
  }
}
