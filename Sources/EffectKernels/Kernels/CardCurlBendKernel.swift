/// The baccarat squeeze's bend, a CPU port of `cardCurlBend` in `CardCurl.metal`
/// (`distortionEffect` on the card back): where each pixel of the curling card samples from.
///
/// ```
/// source = (position.x, hit(position.y).sourceY)
/// back:  sourceY = fold + r·asin(min(u/r, 1)),   u = y − fold,  fold = h − saturate(peel)·h
/// else:  sourceY = y
/// ```
///
/// The Swift side passes `radius = 0.16 · height`; the largest sample offset is
/// `r·(π/2 − 1)` in y, the distortion's `maxSampleOffset` (EffectMath `CardCurl`).
///
/// Edge cases (Metal's NaN-ignoring `max`/`saturate`): a NaN, zero or negative height or a
/// NaN or non-positive peel lifts nothing and every pixel samples itself; a peel above 1 is
/// 1; a NaN or small radius is 0.5. A NaN `y` (or an infinite height with peel 0, where
/// `0 · ∞` is NaN) samples itself, `x` is always passed through. Nothing traps.
public struct CardCurlBendKernel: DistortionEffectKernel, Hashable {
  /// The card's height in points (the card lifts from its bottom edge, `y = height`).
  public var height: Float
  /// How far the card is lifted, 0 (flat) … 1 (the whole card off the table).
  public var peel: Float
  /// The curl cylinder's radius in points (0.16 · height on the Swift side; at least 0.5).
  public var radius: Float

  /// A bend with the shader's arguments, in the Metal order.
  public init(height: Float, peel: Float, radius: Float) {
    self.height = height
    self.peel = peel
    self.radius = radius
  }

  /// The source position `(position.x, sourceY)` for the destination pixel at `position`.
  public func sourcePosition(at position: SIMD2<Float>) -> SIMD2<Float> {
    let h = CurlGeometry.hit(y: position.y, height: height, peel: peel, radius: radius)
    return SIMD2(position.x, h.sourceY)
  }
}
