/// A damped ring spreading out from where the dolly lands, a CPU port of `ripple` in
/// `Ripple.metal` (`layerEffect`).
///
/// ```
/// outward = position − origin,   dist = |outward|
/// since   = max(time − dist / max(speed, 1), 0)
/// push    = amplitude · sin(frequency · since) · exp(−decay · since)
/// heading = outward / dist   (dist > 0.001),   else (0, 0)
/// pixel   = half4 layer.sample(position + heading · push)
/// crest   = push / amplitude  (amplitude > 0),  else 0
/// pixel.rgb = clamp(pixel.rgb + half(0.18 · crest) · pixel.a, 0, pixel.a)      in half
/// ```
///
/// One sample per pixel, read only through `layer.sample(_:)`; the shading is `ShaderHalf`
/// arithmetic like the shader's. EffectMath's `RippleStyle` gives the displacement and the
/// `maxSampleOffset` promise `|amplitude|`.
///
/// Edge cases: within 0.001 pt of the origin the pixel samples itself (no NaN heading).
/// Amplitude 0 samples the pixel itself and adds no shading; a negative amplitude displaces
/// but does not shade. A NaN or small `speed` counts as 1; a NaN `time − arrival` gives
/// `since = 0` (no displacement); a negative decay grows instead of damping. A NaN or
/// infinite push samples a NaN or infinite position (`LayerSampler` clamps it to an edge);
/// a NaN shading term leaves each channel at 0 through Metal's NaN-ignoring `clamp`.
/// Nothing traps.
public struct RippleKernel: LayerEffectKernel, Hashable {
  /// Where the ring starts, in the layer's coordinates (points).
  public var origin: SIMD2<Float>
  /// Seconds since the ring started.
  public var time: Float
  /// The largest displacement, in points.
  public var amplitude: Float
  /// The angular frequency of the wave, radians per second.
  public var frequency: Float
  /// The exponential damping rate, per second.
  public var decay: Float
  /// How fast the wave front spreads, points per second (at least 1).
  public var speed: Float

  /// A ripple with the shader's arguments, in the Metal order.
  public init(
    origin: SIMD2<Float>, time: Float, amplitude: Float, frequency: Float, decay: Float,
    speed: Float
  ) {
    self.origin = origin
    self.time = time
    self.amplitude = amplitude
    self.frequency = frequency
    self.decay = decay
    self.speed = speed
  }

  /// The displaced, crest-shaded colour at `position`, read from `layer`.
  ///
  /// Pre-specialised for `LayerSampler`, the layer `KernelRenderer` passes, so that sampling
  /// is a direct, inlined call there.
  @_specialize(where Layer == LayerSampler)
  public func color<Layer: LayerSampling>(at position: SIMD2<Float>, layer: inout Layer)
    -> PremultipliedColor
  {
    let outward = position - origin
    let dist = ShaderMath.length(outward)

    // The wave front reaches this pixel dist / speed seconds in.
    let arrival = dist / ShaderMath.fmax(speed, 1)
    let since = ShaderMath.fmax(time - arrival, 0)

    let push =
      amplitude * RasterElementary.sin(frequency * since) * RasterElementary.exp(-decay * since)

    // Right at the origin the direction is undefined: the pixel does not move.
    let heading = dist > 0.001 ? outward / dist : SIMD2<Float>(0, 0)
    var pixel = layer.sample(position + heading * push).half4

    // Brighten crests and darken troughs a touch. No amplitude, no shading.
    let crest: Float = amplitude > 0 ? push / amplitude : 0
    let lift = ShaderHalf(0.18 * crest) * pixel.w
    pixel.x = ShaderMath.fclamp(pixel.x + lift, 0, pixel.w)
    pixel.y = ShaderMath.fclamp(pixel.y + lift, 0, pixel.w)
    pixel.z = ShaderMath.fclamp(pixel.z + lift, 0, pixel.w)
    return PremultipliedColor(half4: pixel)
  }
}
