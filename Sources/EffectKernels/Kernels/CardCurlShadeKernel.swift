/// The curl's lighting, a CPU port of `cardCurlShade` in `CardCurl.metal` (`colorEffect` on
/// the card back): lights the rising side, paints the underside as plain stock and clears the
/// strip the card lifted off.
///
/// ```
/// none:       (0, 0, 0, 0)
/// flat:       color                                           (unchanged)
/// back:       (min(color.rgb · min(lighting(n), 1.25), color.a), color.a)
/// underside:  (min(stock.rgb · min(lighting(n), 1.15), 1) · color.a, color.a)
/// lighting(n) = half(rawLight(n) / rawLight((0, 0, 1)))
/// rawLight(n) = 0.35 + 0.8·max(n·lamp, 0) + 0.3·max(n·halfway, 0)²⁴
/// ```
///
/// The colour arithmetic is in `ShaderHalf` (Metal's `half`): the colour, the stock and the
/// lighting are rounded to half before they are multiplied, and the result is a half4.
///
/// Edge cases: the geometry's (see ``CardCurlBendKernel``): bad heights and peels lift
/// nothing, so every pixel is flat and returned unchanged; a NaN `y` (or an infinite height
/// with peel 0, or a +∞ height with any positive peel, whose fold is NaN) is `none`, i.e. clear. NaN or infinite colour channels propagate through the
/// half multiplication (channels above 65504 become ±∞). Nothing traps.
public struct CardCurlShadeKernel: ColorEffectKernel, Hashable {
  /// The card's height in points.
  public var height: Float
  /// How far the card is lifted, 0 … 1.
  public var peel: Float
  /// The curl cylinder's radius in points (0.16 · height on the Swift side).
  public var radius: Float
  /// The premultiplied colour of the card stock, painted on the underside.
  public var stock: PremultipliedColor

  /// A shade with the shader's arguments, in the Metal order.
  public init(height: Float, peel: Float, radius: Float, stock: PremultipliedColor) {
    self.height = height
    self.peel = peel
    self.radius = radius
    self.stock = stock
  }

  /// The shaded colour of the card-back pixel at `position` whose colour is `color`.
  public func color(at position: SIMD2<Float>, color: PremultipliedColor) -> PremultipliedColor {
    let h = CurlGeometry.hit(y: position.y, height: height, peel: peel, radius: radius)
    switch h.kind {
    case .none:
      return .clear
    case .back:
      let c = color.half4
      let light = ShaderMath.fmin(CurlGeometry.lighting(h.normal), 1.25 as ShaderHalf)
      // Capped at alpha, so the result stays valid premultiplied colour.
      let rgb = ShaderMath.minNumber(SIMD3(c.x, c.y, c.z) * light, c.w)
      return PremultipliedColor(half4: SIMD4(rgb, c.w))
    case .underside:
      let c = color.half4
      let s = stock.half4
      let light = ShaderMath.fmin(CurlGeometry.lighting(h.normal), 1.15 as ShaderHalf)
      let rgb = ShaderMath.minNumber(SIMD3(s.x, s.y, s.z) * light, 1) * c.w
      return PremultipliedColor(half4: SIMD4(rgb, c.w))
    case .flat:
      return color
    }
  }
}
