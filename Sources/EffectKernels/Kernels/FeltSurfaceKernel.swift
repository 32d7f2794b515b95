/// How `FeltSurfaceKernel` applies the fibre texture.
///
/// Only `.additive` is the shader's code. The other cases are measurement variants for proofs
/// (what the cloth would look like had the grain been multiplied in, or left out); they are not
/// in any Metal file.
public enum FeltGrain: Sendable, Hashable {
  /// The shipped shader: `cloth = max(cloth + half(0.03·fibers), 0)`.
  case additive
  /// Measurement variant: `cloth = max(cloth·half(1 + fraction·fibers), 0)`; `fraction` 0.045
  /// is "4.5 % multiplied in". A NaN or infinite fraction makes the product NaN or ±∞ and the
  /// `max` with 0 turns a NaN lane into 0.
  case multiplied(fraction: Float)
  /// Measurement variant: no grain, `cloth = max(cloth, 0)`.
  case none
}

/// A CPU port of `feltSurface` (Fixtures/TableReady/Shaders/Felt.metal), a `colorEffect` that
/// paints the table cloth under a hanging lamp.
///
/// The stored properties are the shader's arguments in Metal order (`float4 bounds`,
/// `half4 felt`, `half4 shadow`, `float shade`), plus `grain`, a measurement switch whose default
/// `.additive` is the shader.
///
/// ```
/// extent = max(bounds.zw, 1),  p = position − bounds.xy,  longest = max(extent.x, extent.y)
/// d      = (p − extent·(0.18, 0.04)) / longest
/// pool   = 1 − smoothstep(0, 0.9, |(0.75·(d · axis), 1.3·(d · axis⊥))|),  axis = (½, √3/2)
/// cloth  = mix(shadow.rgb, felt.rgb, half(pool))                          (half3 from here)
/// cloth ·= mix(1, (1, 0.9, 0.74)·1.12, half(0.35·pool²))
/// cloth ·= half(1 − saturate(2·p.y/extent.y − 1)·shade)
/// cloth  = max(cloth + half(0.03·fibers(p)), 0)
/// out    = (cloth·a, a)
/// ```
///
/// The input colour contributes only its alpha. Output alpha is the input alpha rounded to half.
///
/// Edge cases: a zero, negative or NaN `bounds` width or height counts as 1 (Metal's `max`,
/// which returns the non-NaN operand). Because the last step is `max(…, 0)` with the GPU's
/// NaN rule, a NaN or infinite position, bounds origin, shade or felt/shadow channel never
/// reaches the output as NaN: such lanes come out as 0. Values that overflow half (> 65504)
/// can give a +∞ lane: a huge or infinite `felt`/`shadow` channel, or a `shade` below about
/// −65503 (which brightens instead of darkening). A NaN or infinite alpha can give NaN
/// channels. Nothing traps.
public struct FeltSurfaceKernel: ColorEffectKernel, Hashable {
  /// The view's bounding rectangle `(x, y, width, height)` in points (Metal `float4 bounds`).
  public var bounds: SIMD4<Float>
  /// The cloth colour in the lamp's pool (Metal `half4 felt`); only `rgb` is used.
  public var felt: PremultipliedColor {
    didSet { cacheHalves() }
  }
  /// The cloth colour away from the lamp (Metal `half4 shadow`); only `rgb` is used.
  public var shadow: PremultipliedColor {
    didSet { cacheHalves() }
  }
  /// How much darker the lower half of the table gets, 0…1 (Metal `float shade`).
  public var shade: Float
  /// How the fibre texture is applied; `.additive` (the default) is the shader.
  public var grain: FeltGrain

  /// A felt surface with the shader's arguments in Metal order; `grain` defaults to the
  /// shader's `.additive`. Values are stored as given.
  public init(
    bounds: SIMD4<Float>, felt: PremultipliedColor, shadow: PremultipliedColor, shade: Float,
    grain: FeltGrain = .additive
  ) {
    self.bounds = bounds
    self.felt = felt
    self.shadow = shadow
    self.shade = shade
    self.grain = grain
    cacheHalves()
  }

  // MARK: - Per-image constants

  /// `shadow.rgb` as `half3`, the first operand of the pool's `mix`.
  private var shadowHalf = SIMD3<ShaderHalf>(repeating: 0)
  /// `felt.rgb − shadow.rgb` in `half`: the `b − a` of the pool's `mix(a, b, t) = a + (b − a)·t`,
  /// the same for every pixel, so it is computed once rather than per pixel.
  private var feltMinusShadowHalf = SIMD3<ShaderHalf>(repeating: 0)

  /// `shadowHalf` widened (exactly) to Float.
  private var shadowWide = SIMD3<Float>(repeating: 0)
  /// `feltMinusShadowHalf` widened (exactly) to Float.
  private var feltMinusShadowWide = SIMD3<Float>(repeating: 0)

  /// Recomputes the `half` constants from `felt` and `shadow`.
  private mutating func cacheHalves() {
    shadowHalf = ShaderMath.rgb(shadow.half4)
    feltMinusShadowHalf = ShaderMath.rgb(felt.half4) - shadowHalf
    shadowWide = SIMD3<Float>(shadowHalf)
    feltMinusShadowWide = SIMD3<Float>(feltMinusShadowHalf)
  }

  /// One `half` rounding: `x` rounded to `ShaderHalf` and widened back (exactly) to Float.
  @inline(__always) private static func h(_ x: Float) -> Float { Float(ShaderHalf(x)) }

  /// `tungstenLessOne` widened (exactly) to Float.
  private static let tungstenLessOneWide = SIMD3<Float>(tungstenLessOne)

  /// The warm tint's end point less 1, `half3(1, 0.9, 0.74)·1.12 − 1`: the `b − a` of
  /// `mix(half3(1), tungsten·1.12, t)`, computed once.
  private static let tungstenLessOne: SIMD3<ShaderHalf> = {
    let tungsten = SIMD3<ShaderHalf>(1.0, 0.9, 0.74)
    return tungsten * 1.12 - SIMD3<ShaderHalf>(repeating: 1.0)
  }()

  /// The light's direction, 30° off vertical: `(sin 30°, cos 30°)`.
  static let lightAxis = SIMD2<Float>(0.5, 0.8660254)

  /// The cloth's fibre texture, in [−1, 1], at `p` points from the bounds' origin
  /// (`p = position − bounds.xy`): the shader's `felt::fibers(p, lightAxis)`.
  ///
  /// A NaN or infinite coordinate gives NaN; nothing traps (the lattice index saturates at the
  /// `Int32` limits and wraps when stepping to a neighbour, as on the GPU).
  public static func fibers(at p: SIMD2<Float>) -> Float {
    FeltFibers.fibers(p, lightAxis: lightAxis)
  }

  /// The cloth colour of the pixel at `position` (points), with the coverage of `color`.
  ///
  /// See the type's documentation for the math and the edge cases.
  public func color(at position: SIMD2<Float>, color: PremultipliedColor) -> PremultipliedColor {
    let extent = ShaderMath.maxNumber(SIMD2(bounds.z, bounds.w), 1)
    let p = position - SIMD2(bounds.x, bounds.y)
    let longest = Float.maximum(extent.x, extent.y)

    let lightAxis = Self.lightAxis
    let lightCross = SIMD2(-lightAxis.y, lightAxis.x)

    // Elliptical pool around the lamp.
    let lamp = extent * SIMD2(0.18, 0.04)
    let fromLamp = (p - lamp) / longest
    let weighted = SIMD2(
      ShaderMath.dot(fromLamp, lightAxis) * 0.75, ShaderMath.dot(fromLamp, lightCross) * 1.3)
    let pool = 1.0 - ShaderMath.smoothstep(0.0, 0.9, ShaderMath.length(weighted))

    // The half3 steps run lane by lane on Float values that are always exact halves: each
    // `half` operation is done in Float and rounded with `h`, which is how Swift lowers Float16
    // arithmetic where the CPU has none, and correctly rounded everywhere (Float carries more
    // than twice half's precision, so rounding twice is harmless). It avoids the padding lane
    // of SIMD3<Float16> and re-widening the per-kernel constants for every pixel.
    let mixT = Self.h(pool)
    let warmT = Self.h(0.35 * pool * pool)
    // Lower half falls off.
    let lowerHalf = ShaderMath.saturate(2.0 * p.y / extent.y - 1.0)
    let falloff = Self.h(1.0 - lowerHalf * shade)
    let tint = Self.tungstenLessOneWide
    let shadowRGB = shadowWide
    let span = feltMinusShadowWide
    // mix(shadow.rgb, felt.rgb, half(pool)) (felt − shadow computed once per kernel), times
    // the warm tungsten cast mix(half3(1), tungsten·1.12, half(0.35·pool²)), times the
    // fall-off.
    let r = Self.h(
      Self.h(Self.h(shadowRGB.x + Self.h(span.x * mixT)) * Self.h(1 + Self.h(tint.x * warmT)))
        * falloff)
    let g = Self.h(
      Self.h(Self.h(shadowRGB.y + Self.h(span.y * mixT)) * Self.h(1 + Self.h(tint.y * warmT)))
        * falloff)
    let b = Self.h(
      Self.h(Self.h(shadowRGB.z + Self.h(span.z * mixT)) * Self.h(1 + Self.h(tint.z * warmT)))
        * falloff)

    if case .additive = grain {
      let grainLift = Self.h(0.03 * Self.fibers(at: p))
      let a = Self.h(color.alpha)
      return PremultipliedColor(
        red: Self.h(Float.maximum(Self.h(r + grainLift), 0) * a),
        green: Self.h(Float.maximum(Self.h(g + grainLift), 0) * a),
        blue: Self.h(Float.maximum(Self.h(b + grainLift), 0) * a),
        alpha: a)
    }

    var cloth = SIMD3<ShaderHalf>(SIMD3(r, g, b))
    switch grain {
    case .additive:
      break
    case .multiplied(let fraction):
      cloth = ShaderMath.maxNumber(cloth * ShaderHalf(1 + fraction * Self.fibers(at: p)), 0)
    case .none:
      cloth = ShaderMath.maxNumber(cloth, 0)
    }

    let alpha = ShaderHalf(color.alpha)
    return PremultipliedColor(half4: SIMD4(cloth * alpha, alpha))
  }
}
