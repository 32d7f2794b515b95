/// A CPU port of `HolographicCardFoil` (Fixtures/Holographic/Shaders/HolographicCard.metal), a
/// `colorEffect` that screens a diffraction rainbow, glitter and a glare over a trading card.
///
/// Swift calls the shader as
/// `ShaderLibrary.HolographicCardFoil(.float2(size), .float2(tilt), .float(intensity))`; the
/// stored properties are those arguments in that order.
///
/// ```
/// rel       = position / max(size, 1) − ½
/// phase     = 1.4·(rel · (0.9, 0.5)) + tilt · (0.8, 0.6)
/// rainbow   = ½ + ½·cos(τ·(phase + (0, 0.33, 0.67)))
/// sparkle   = smoothstep(0.55, 1, ½ + ½·cos(τ·(hash(cell) + 2·phase))) · dot01²
/// glare     = exp(−6·|rel + 0.35·tilt|²)
/// foil      = intensity·(rainbow·(0.14 + 0.4·glare) + sparkle·(0.3 + 0.7·glare))
/// out.rgb   = (1 − (1 − rgb/a)·(1 − saturate(foil)))·a,   out.a = a
/// ```
///
/// The colour arrives as `half4` and leaves as `half4` (rounded to `ShaderHalf`); everything in
/// between is `Float`, as in the Metal code. A screen blend only adds light as long as the
/// straight colour is in [0, 1] and `intensity ≥ 0`.
///
/// Edge cases: alpha ≤ 0 returns the colour unchanged (rounded to half), as the shader does. A
/// zero, negative or NaN `size` component counts as 1 (Metal's `max`, which returns the
/// non-NaN operand). Metal's `saturate(x)` is `fmin(fmax(x, 0), 1)`, so a NaN foil term counts
/// as 0 (no foil) and a NaN speck distance as no speck: a NaN or infinite `position` or `tilt`,
/// a tilt so large that τ·phase overflows `Float` (about 10³⁷), or a NaN `intensity` leaves the
/// colour as it came in (screened with no foil, rounded to half). A +∞ `intensity` saturates
/// the foil, so each channel is alpha (white) where the foil term is positive and unchanged
/// where it is ∞·0 = NaN; −∞ clamps the foil to 0 and leaves the colour. A NaN alpha gives NaN
/// colour channels. The output alpha is always the input's, rounded to half. Nothing traps.
/// (`kernel.foilMatchesMetal` found the NaN rule: the port used to keep NaN, the compiled
/// shader does not.)
public struct HolographicFoilKernel: ColorEffectKernel, Hashable {
  /// The view's size in points (Metal `float2 size`).
  public var size: SIMD2<Float>
  /// The card's lean, −1…1 on each axis (Metal `float2 tilt`).
  public var tilt: SIMD2<Float>
  /// Foil strength: 0 for none, 1 for full (Metal `float intensity`).
  public var intensity: Float

  /// A foil with the shader's arguments in Metal order. Values are stored as given.
  public init(size: SIMD2<Float>, tilt: SIMD2<Float>, intensity: Float) {
    self.size = size
    self.tilt = tilt
    self.intensity = intensity
  }

  /// The foiled colour of the pixel at `position` (points) whose colour is `color`.
  ///
  /// See the type's documentation for the math and the edge cases.
  public func color(at position: SIMD2<Float>, color: PremultipliedColor) -> PremultipliedColor {
    let c = color.half4
    if c.w <= 0 {
      return PremultipliedColor(half4: c)
    }

    let tau: Float = 6.2831853
    let rel = position / ShaderMath.maxNumber(size, 1) - 0.5

    // Diffraction.
    let phase = 1.4 * ShaderMath.dot(rel, SIMD2(0.9, 0.5)) + ShaderMath.dot(tilt, SIMD2(0.8, 0.6))
    let rainbow = SIMD3<Float>(
      0.5 + 0.5 * RasterElementary.cos(tau * (phase + 0.0)),
      0.5 + 0.5 * RasterElementary.cos(tau * (phase + 0.33)),
      0.5 + 0.5 * RasterElementary.cos(tau * (phase + 0.67)))

    // Glitter.
    let gridPos = position / 5.0
    let cell = gridPos.rounded(.down)
    let jitter = SIMD2(Self.cellHash(cell + 17.0), Self.cellHash(cell + 43.0)) - 0.5
    let speckAt = 0.5 + 0.56 * jitter
    let dot01 = ShaderMath.fsaturate(1.0 - ShaderMath.length(gridPos - cell - speckAt) / 0.22)
    let orientation = 0.5 + 0.5 * RasterElementary.cos(tau * (Self.cellHash(cell) + 2.0 * phase))
    let sparkle = ShaderMath.smoothstep(0.55, 1.0, orientation) * dot01 * dot01

    // Glare.
    let glareRel = rel + 0.35 * tilt
    let glare = RasterElementary.exp(-6.0 * ShaderMath.dot(glareRel, glareRel))

    let foil = intensity * (rainbow * (0.14 + 0.4 * glare) + sparkle * (0.3 + 0.7 * glare))

    // Screen blend on straight colour. Metal's saturate is clamp(x, 0, 1) = fmin(fmax(x, 0), 1),
    // so a NaN foil term is 0 (no foil), not NaN.
    let alpha = Float(c.w)
    let straight = SIMD3<Float>(ShaderMath.rgb(c)) / alpha
    let clampedFoil = SIMD3(
      ShaderMath.fsaturate(foil.x), ShaderMath.fsaturate(foil.y), ShaderMath.fsaturate(foil.z))
    let screened = 1.0 - (1.0 - straight) * (1.0 - clampedFoil)
    let out = SIMD3<ShaderHalf>(screened * alpha)
    return PremultipliedColor(half4: SIMD4(out, c.w))
  }

  /// The shader's `foilCellHash`: a stable pseudo-random value in [0, 1] for one cell of the
  /// integer grid.
  ///
  /// ```
  /// key = uint2(int2(cell))
  /// h   = (key.x·0x9E3779B1) ^ (key.y·0x85EBCA77);  h ^= h >> 15;  h ·= 0x2C1B3C6D;  h ^= h >> 12
  /// out = (h & 0xFFFF) / 65535
  /// ```
  ///
  /// All arithmetic is `UInt32` wrapping, as on the GPU. `int2(cell)` truncates toward zero;
  /// a NaN coordinate becomes 0 and one beyond the `Int32` range saturates (the GPU's
  /// conversion rule), so no input traps.
  public static func cellHash(_ cell: SIMD2<Float>) -> Float {
    let kx = UInt32(bitPattern: ShaderMath.truncatedInt32(cell.x))
    let ky = UInt32(bitPattern: ShaderMath.truncatedInt32(cell.y))
    var h = (kx &* 0x9E37_79B1) ^ (ky &* 0x85EB_CA77)
    h ^= h >> 15
    h = h &* 0x2C1B_3C6D
    h ^= h >> 12
    return Float(h & 0xFFFF) / 65535.0
  }
}
