/// The shadow of the lifted card, a CPU port of `cardCurlShadow` in `CardCurl.metal`
/// (`colorEffect` on the face below the card).
///
/// ```
/// covered (kind ≠ none):  color                        (unchanged)
/// none:  r        = max(radius, 0.5)
///        gap      = max(y − fold, 0)
///        strength = saturate(saturate(peel) · max(height, 0) / r)
///        darkness = 0.42 · strength · exp(−gap / (1.2·r))
///        (color.rgb · half(1 − darkness), color.a)
/// ```
///
/// Darkest against the fold and never more than 42 %; a card that has barely left the table
/// casts a faint shadow, full strength once the lift passes one radius. The colour product is
/// in `ShaderHalf`.
///
/// Edge cases: bad heights and peels lift nothing, so every pixel is covered and returned
/// unchanged. A NaN `y` (or an infinite height with peel 0) is `none`; its gap and strength
/// then go through Metal's NaN-ignoring `max`/`saturate` (gap 0, strength 0 for the NaN
/// strength of `0 · ∞`), so the colour comes back half-rounded and at most 42 % darker. A
/// +∞ height with a positive peel makes the fold `∞ − peel·∞` = NaN, so every row is `none`
/// at full strength (`saturate(peel·∞ / r)` = 1) and gap 0: the whole face is 42 % darker.
/// Nothing traps.
public struct CardCurlShadowKernel: ColorEffectKernel, Hashable {
  /// The card's height in points.
  public var height: Float
  /// How far the card is lifted, 0 … 1.
  public var peel: Float
  /// The curl cylinder's radius in points (0.16 · height on the Swift side).
  public var radius: Float

  /// A shadow with the shader's arguments, in the Metal order.
  public init(height: Float, peel: Float, radius: Float) {
    self.height = height
    self.peel = peel
    self.radius = radius
  }

  /// The colour of the face pixel at `position` whose colour is `color`, darkened where the
  /// lifted card uncovers it.
  public func color(at position: SIMD2<Float>, color: PremultipliedColor) -> PremultipliedColor {
    let h = CurlGeometry.hit(y: position.y, height: height, peel: peel, radius: radius)
    if h.kind != .none {
      // Still under the card (or nothing lifted): the back covers this pixel.
      return color
    }

    let r = ShaderMath.fmax(radius, 0.5)
    let gap = ShaderMath.fmax(position.y - h.fold, 0)

    // Faint for a card that has barely left the table, full once the lift passes one radius.
    let strength = ShaderMath.fsaturate(
      ShaderMath.fsaturate(peel) * ShaderMath.fmax(height, 0) / r)

    // Darkest right against the fold, thinning out over a few radii.
    let darkness = 0.42 * strength * RasterElementary.exp(-gap / (1.2 * r))
    let c = color.half4
    let rgb = SIMD3(c.x, c.y, c.z) * ShaderHalf(1 - darkness)
    return PremultipliedColor(half4: SIMD4(rgb, c.w))
  }
}
