/// A CPU port of `cardFlipShading` (Fixtures/TableReady/Shaders/CardFlip.metal), a
/// `colorEffect` that darkens a card turning about its vertical axis and sweeps a glint across
/// it.
///
/// The stored properties are the shader's arguments in Metal order (`float4 bounds`,
/// `float degrees`).
///
/// ```
/// facing     = |cos(degrees·π/180)|,   brightness = mix(0.55, 1, facing)
/// uv         = (position − bounds.xy) / max(bounds.zw, 1)
/// bandCentre = mix(−0.3, 1.3, fract(degrees/180))
/// band       = exp(−((uv · (0.6, 0.4) − bandCentre)/0.09)²)
/// glint      = 0.32·band·4·facing·(1 − facing)
/// lit        = rgb·half(brightness) + half(glint)·a              (half3)
/// out        = (min(lit, a), a)
/// ```
///
/// So 0° and 180° leave the colour as it is (brightness 1, no glint), 90° scales it by 0.55,
/// and the output never exceeds alpha.
///
/// Edge cases: alpha ≤ 0 returns the colour unchanged (rounded to half), as the shader does. A
/// zero, negative or NaN bounds side counts as 1 (Metal's `max`). A NaN or infinite `degrees`
/// makes `lit` NaN and the final `min` (GPU rule: a NaN operand gives the other) turns it into
/// alpha, i.e. `(a, a, a, a)`; a NaN position or bounds origin gives a NaN glint, with the
/// same result. An infinite position or bounds origin puts the glint band infinitely far away
/// (`exp(−∞) = 0`), so the colour is only dimmed by `brightness`. A NaN alpha gives NaN
/// channels. Nothing traps.
public struct CardFlipShadingKernel: ColorEffectKernel, Hashable {
  /// The card's rectangle `(x, y, width, height)` in points (Metal `float4 bounds`).
  public var bounds: SIMD4<Float>
  /// The turn: 0 face-on, 90 edge-on, 180 face-on again (Metal `float degrees`).
  public var degrees: Float

  /// Flip shading with the shader's arguments in Metal order. Values are stored as given.
  public init(bounds: SIMD4<Float>, degrees: Float) {
    self.bounds = bounds
    self.degrees = degrees
  }

  /// The shaded colour of the pixel at `position` (points) whose colour is `color`.
  ///
  /// See the type's documentation for the math and the edge cases.
  public func color(at position: SIMD2<Float>, color: PremultipliedColor) -> PremultipliedColor {
    let c = color.half4
    if c.w <= 0 {
      return PremultipliedColor(half4: c)
    }

    let theta = degrees * (Float.pi / 180.0)
    let facing = abs(RasterElementary.cos(theta))
    let brightness = ShaderMath.mix(0.55, 1.0, facing)

    let uv =
      (position - SIMD2(bounds.x, bounds.y)) / ShaderMath.maxNumber(SIMD2(bounds.z, bounds.w), 1)
    let diagonal = ShaderMath.dot(uv, SIMD2(0.6, 0.4))
    let progress = ShaderMath.fract(degrees / 180.0)
    let bandCentre = ShaderMath.mix(-0.3, 1.3, progress)
    let offBand = (diagonal - bandCentre) / 0.09
    let band = RasterElementary.exp(-offBand * offBand)

    let glint = 0.32 * band * 4.0 * facing * (1.0 - facing)

    let lit = ShaderMath.rgb(c) * ShaderHalf(brightness) + ShaderHalf(glint) * c.w
    return PremultipliedColor(half4: SIMD4(ShaderMath.minNumber(lit, c.w), c.w))
  }
}
