/// How `DieMaterialKernel` tones the wall of a drilled pip.
///
/// Only `.additive` is the shader's code. `.multiplied` is a measurement variant for proofs
/// (what a multiplied wall tone would do to near-black ink); it is not in any Metal file.
public enum PipShading: Sendable, Hashable {
  /// The shipped shader: `drilled = clamp(pip.rgb + half(tone), 0, 1)`.
  case additive
  /// Measurement variant: `drilled = clamp(pip.rgb · half(1 + tone), 0, 1)`.
  case multiplied
}

/// A CPU port of `dieMaterial` (Fixtures/TableReady/Shaders/Dice.metal), a `colorEffect` that
/// draws a die face: a rounded square with a lit rounded edge and drilled pips.
///
/// The stored properties are the shader's arguments in Metal order (`float4 bounds`,
/// `half4 face`, `half4 pip`, `device const float *pips` + `int pipValues`, `float corner`,
/// `float pipRadius`), plus `pipShading`, a measurement switch whose default `.additive` is the
/// shader.
///
/// ```
/// side = max(bounds.zw, 1),  uv = (position − bounds.xy)/side,  aa = 1/min(side)
/// r    = clamp(corner, 0, ½),  edge = sdRoundedSquare(uv − ½, ½, r)
/// coverage = 1 − smoothstep(−aa, aa, edge)                 (≤ 0 → transparent black)
/// body = clamp(face.rgb + half(roll·(0.22·(outward · toLamp) − 0.05·roll)), 0, 1)
///        roll = smoothstep(−max(0.6·r, 2·aa), 0, edge),  toLamp = normalize(−0.6, −0.8)
/// for each pip (x, y) = (pips[i], pips[i+1]), i = 0, 2, … while i + 1 < pipValues:
///   hole = 1 − smoothstep(pipRadius − aa, pipRadius + aa, dist),   skipped when hole ≤ 0
///   tone = smoothstep(0.45·pipRadius, pipRadius, dist)·(−0.2·(dir · toLamp) − 0.06)
///   body = mix(body, clamp(pip.rgb + half(tone), 0, 1), half(hole))
/// alpha = half(coverage)·color.a;  out = (body·alpha, alpha)
/// ```
///
/// Edge cases: `pipValues` counts floats, not pips (a five carries ten). Reads past
/// `pips.count` give 0, i.e. a pip at the top-leading corner (0, 0) (the GPU would read
/// whatever follows the buffer); a `pipValues` of 1 or less, including any negative value,
/// draws no pips. However large `pipValues` is, the port stops once the pips past the array
/// can no longer change the result, so it never hangs. A zero, negative or NaN bounds side
/// counts as 1 and a NaN `corner` as 0 (Metal's `max`/`min`, which return the non-NaN operand).
/// A NaN position gives NaN channels; a NaN or infinite `pipRadius` or a NaN pip coordinate
/// gives NaN channels where it is evaluated; an infinite pip coordinate puts that pip
/// infinitely far away, so it is not drawn. Nothing traps.
public struct DieMaterialKernel: ColorEffectKernel, Hashable {
  /// The die face's rectangle `(x, y, width, height)` in points (Metal `float4 bounds`).
  public var bounds: SIMD4<Float>
  /// The face colour (Metal `half4 face`); only `rgb` is used.
  public var face: PremultipliedColor
  /// The pip ink (Metal `half4 pip`); only `rgb` is used.
  public var pip: PremultipliedColor
  /// Pip centres in unit space, `x0, y0, x1, y1, …` (Metal `device const float *pips`).
  public var pips: [Float]
  /// How many floats of `pips` the shader reads (Metal `int pipValues`, SwiftUI's count of the
  /// `floatArray`).
  public var pipValues: Int
  /// Corner radius in unit space, clamped to [0, ½] (Metal `float corner`).
  public var corner: Float
  /// Pip radius in unit space (Metal `float pipRadius`).
  public var pipRadius: Float
  /// How the pip wall is toned; `.additive` (the default) is the shader.
  public var pipShading: PipShading

  /// A die face with the shader's arguments in Metal order; `pipShading` defaults to the
  /// shader's `.additive`. Values are stored as given.
  public init(
    bounds: SIMD4<Float>, face: PremultipliedColor, pip: PremultipliedColor, pips: [Float],
    pipValues: Int, corner: Float, pipRadius: Float, pipShading: PipShading = .additive
  ) {
    self.bounds = bounds
    self.face = face
    self.pip = pip
    self.pips = pips
    self.pipValues = pipValues
    self.corner = corner
    self.pipRadius = pipRadius
    self.pipShading = pipShading
  }

  /// Unit vector toward the lamp: `normalize(float2(-0.6, -0.8))`.
  static let toLamp: SIMD2<Float> = {
    let v = SIMD2<Float>(-0.6, -0.8)
    return v / ShaderMath.length(v)
  }()

  /// The die's colour at `position` (points), with the coverage of `color`.
  ///
  /// See the type's documentation for the math and the edge cases.
  public func color(at position: SIMD2<Float>, color: PremultipliedColor) -> PremultipliedColor {
    let c = color.half4
    let side = ShaderMath.maxNumber(SIMD2(bounds.z, bounds.w), 1)
    let uv = (position - SIMD2(bounds.x, bounds.y)) / side
    let centred = uv - 0.5
    let aa = 1.0 / Float.minimum(side.x, side.y)

    let cornerRadius = Float.minimum(Float.maximum(corner, 0), 0.5)
    let edge = Self.roundedSquareDistance(centred, halfSide: 0.5, cornerRadius: cornerRadius)
    let coverage = 1.0 - ShaderMath.smoothstep(-aa, aa, edge)
    if coverage <= 0.0 {
      return .clear
    }

    let toLamp = Self.toLamp

    // The rounded edge.
    let bevel = Float.maximum(cornerRadius * 0.6, 2.0 * aa)
    let roll = ShaderMath.smoothstep(-bevel, 0.0, edge)
    let outward = Self.roundedSquareOutward(centred, halfSide: 0.5, cornerRadius: cornerRadius)
    let edgeLight = roll * (0.22 * ShaderMath.dot(outward, toLamp) - 0.05 * roll)
    var body = ShaderMath.clamp(ShaderMath.rgb(face.half4) + ShaderHalf(edgeLight), 0, 1)

    // The pips.
    let ink = ShaderMath.rgb(pip.half4)
    var i = 0
    while i + 1 < pipValues {
      let pastArray = i + 1 >= pips.count
      let centre = SIMD2(
        i < pips.count ? pips[i] : 0, i + 1 < pips.count ? pips[i + 1] : 0)
      i += 2
      let fromPip = uv - centre
      let dist = ShaderMath.length(fromPip)
      let hole = 1.0 - ShaderMath.smoothstep(pipRadius - aa, pipRadius + aa, dist)
      if hole <= 0.0 {
        // Past the array every remaining pip is this same one: none of them draws.
        if pastArray { break }
        continue
      }
      let wall = ShaderMath.smoothstep(0.45 * pipRadius, pipRadius, dist)
      let lampSide: Float = dist > 0.0001 ? ShaderMath.dot(fromPip / dist, toLamp) : 0.0
      let tone = wall * (-0.2 * lampSide - 0.06)
      let drilled: SIMD3<ShaderHalf>
      switch pipShading {
      case .additive:
        drilled = ShaderMath.clamp(ink + ShaderHalf(tone), 0, 1)
      case .multiplied:
        drilled = ShaderMath.clamp(ink * ShaderHalf(1.0 + tone), 0, 1)
      }
      let next = ShaderMath.mix(body, drilled, ShaderHalf(hole))
      // Past the array every remaining pip repeats this step, so once a step changes nothing
      // (or the body is NaN, which stays NaN) the rest change nothing either.
      let settled = next == body || next.x.isNaN || next.y.isNaN || next.z.isNaN
      body = next
      if pastArray && settled { break }
    }

    let alpha = ShaderHalf(coverage) * c.w
    return PremultipliedColor(half4: SIMD4(body * alpha, alpha))
  }

  // MARK: - Rounded square

  /// Signed distance from `p` (centred unit space) to a rounded square; negative inside.
  ///
  /// ```
  /// q = |p| − (halfSide − r);  d = |max(q, 0)| + min(max(q.x, q.y), 0) − r
  /// ```
  static func roundedSquareDistance(_ p: SIMD2<Float>, halfSide: Float, cornerRadius: Float)
    -> Float
  {
    let q = SIMD2(abs(p.x), abs(p.y)) - (halfSide - cornerRadius)
    return ShaderMath.length(ShaderMath.maxNumber(q, 0))
      + Float.minimum(Float.maximum(q.x, q.y), 0) - cornerRadius
  }

  /// Outward direction of the same rounded square at `p` (the distance's gradient).
  static func roundedSquareOutward(_ p: SIMD2<Float>, halfSide: Float, cornerRadius: Float)
    -> SIMD2<Float>
  {
    let q = SIMD2(abs(p.x), abs(p.y)) - (halfSide - cornerRadius)
    let side = SIMD2<Float>(p.x < 0.0 ? -1.0 : 1.0, p.y < 0.0 ? -1.0 : 1.0)
    if q.x > 0.0 && q.y > 0.0 {
      return q / ShaderMath.length(q) * side
    }
    return q.x > q.y ? SIMD2(side.x, 0.0) : SIMD2(0.0, side.y)
  }
}
