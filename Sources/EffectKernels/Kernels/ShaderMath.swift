import EffectMath

/// Metal's scalar helpers (`saturate`, `mix`, `smoothstep`, `clamp`, `fract`), with Metal's
/// definitions, for the kernel ports.
enum ShaderMath {
  /// `clamp(x, 0, 1)`; NaN stays NaN.
  @inline(__always) static func saturate(_ x: Float) -> Float {
    x.isNaN ? x : Swift.min(Swift.max(x, 0), 1)
  }

  /// `clamp(x, low, high)` = `min(max(x, low), high)`.
  @inline(__always) static func clamp(_ x: Float, _ low: Float, _ high: Float) -> Float {
    Swift.min(Swift.max(x, low), high)
  }

  /// `mix(a, b, t)` = `a + (b − a)·t`.
  @inline(__always) static func mix(_ a: Float, _ b: Float, _ t: Float) -> Float {
    a + (b - a) * t
  }

  /// `smoothstep(e0, e1, x)`: t = clamp((x − e0)/(e1 − e0), 0, 1), then t²(3 − 2t).
  @inline(__always) static func smoothstep(_ e0: Float, _ e1: Float, _ x: Float) -> Float {
    let t = clamp((x - e0) / (e1 - e0), 0, 1)
    return t * t * (3 - 2 * t)
  }

  /// `fract(x)` = `x − floor(x)`.
  @inline(__always) static func fract(_ x: Float) -> Float { x - x.rounded(.down) }

  /// `length(v)`.
  @inline(__always) static func length(_ v: SIMD2<Float>) -> Float {
    (v.x * v.x + v.y * v.y).squareRoot()
  }

  /// `dot(a, b)`.
  @inline(__always) static func dot(_ a: SIMD2<Float>, _ b: SIMD2<Float>) -> Float {
    a.x * b.x + a.y * b.y
  }
}

// MARK: - Metal's NaN-ignoring min, max and clamp; blur tap counts

extension ShaderMath {
  /// Metal's floating-point `max(x, y)` (`fmax`): the other operand when one is NaN, NaN only
  /// when both are.
  @inline(__always) static func fmax<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> T {
    T.maximum(x, y)
  }

  /// Metal's floating-point `min(x, y)` (`fmin`): the other operand when one is NaN, NaN only
  /// when both are.
  @inline(__always) static func fmin<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> T {
    T.minimum(x, y)
  }

  /// Metal's `clamp(x, low, high)` = `fmin(fmax(x, low), high)`: a NaN `x` gives `low`.
  @inline(__always) static func fclamp<T: BinaryFloatingPoint>(_ x: T, _ low: T, _ high: T) -> T {
    fmin(fmax(x, low), high)
  }

  /// Metal's `saturate(x)` as `fclamp(x, 0, 1)`: a NaN `x` gives 0.
  @inline(__always) static func fsaturate<T: BinaryFloatingPoint>(_ x: T) -> T {
    fclamp(x, 0, 1)
  }

  /// The most taps a blur port takes for one pixel. Metal's `int(…)` of a huge count would
  /// loop billions of times (or convert undefined-ly); the ports stop here instead. It is
  /// EffectMath's `WheelBlur.sampleLimit`, so the model and the ports share one cap.
  static let tapLimit = WheelBlur.sampleLimit

  /// The blur shaders' tap count, `int(clamp(ceil(wanted), 2, max(maxSamples, 2)))`, with
  /// Metal's NaN rules and a guarded conversion.
  ///
  /// A NaN `wanted` gives 2, a NaN `maxSamples` a cap of 2, +∞ `wanted` the cap; the result
  /// is truncated toward zero like C's `int(…)` and never exceeds ``tapLimit``.
  static func tapCount(wanted: Float, maxSamples: Float) -> Int {
    let cap = fmax(maxSamples, 2)
    let clamped = fclamp(wanted.rounded(.up), 2, cap)
    guard clamped < Float(tapLimit) else { return tapLimit }
    return Int(clamped)
  }
}

// MARK: - Metal min/max, conversions and half vectors

extension ShaderMath {
  /// Metal's `max(v, float2(s))` per lane, with the GPU's `fmax` rule: a NaN lane gives `s`.
  @inline(__always) static func maxNumber(_ v: SIMD2<Float>, _ s: Float) -> SIMD2<Float> {
    SIMD2(Float.maximum(v.x, s), Float.maximum(v.y, s))
  }

  /// Metal's float → `int` conversion: truncation toward zero, saturating at the `Int32`
  /// limits (±∞ included); NaN gives 0. Never traps.
  @inline(__always) static func truncatedInt32(_ x: Float) -> Int32 {
    guard !x.isNaN else { return 0 }
    if x >= 2_147_483_648 { return .max }
    if x <= -2_147_483_648 { return .min }
    return Int32(x.rounded(.towardZero))
  }

  /// `mix(a, b, t)` on `half3` = `a + (b − a)·t`, rounding in `ShaderHalf`.
  @inline(__always) static func mix(
    _ a: SIMD3<ShaderHalf>, _ b: SIMD3<ShaderHalf>, _ t: ShaderHalf
  ) -> SIMD3<ShaderHalf> {
    a + (b - a) * t
  }

  /// `clamp(v, low, high)` on `half3` = `fmin(fmax(v, low), high)`; a NaN lane gives `low`.
  @inline(__always) static func clamp(
    _ v: SIMD3<ShaderHalf>, _ low: ShaderHalf, _ high: ShaderHalf
  ) -> SIMD3<ShaderHalf> {
    SIMD3(
      ShaderHalf.minimum(ShaderHalf.maximum(v.x, low), high),
      ShaderHalf.minimum(ShaderHalf.maximum(v.y, low), high),
      ShaderHalf.minimum(ShaderHalf.maximum(v.z, low), high))
  }

  /// `max(v, half3(s))` with the GPU's `fmax` rule: a NaN lane gives `s`.
  @inline(__always) static func maxNumber(_ v: SIMD3<ShaderHalf>, _ s: ShaderHalf)
    -> SIMD3<ShaderHalf>
  {
    SIMD3(ShaderHalf.maximum(v.x, s), ShaderHalf.maximum(v.y, s), ShaderHalf.maximum(v.z, s))
  }

  /// `min(v, half3(s))` with the GPU's `fmin` rule: a NaN lane gives `s`.
  @inline(__always) static func minNumber(_ v: SIMD3<ShaderHalf>, _ s: ShaderHalf)
    -> SIMD3<ShaderHalf>
  {
    SIMD3(ShaderHalf.minimum(v.x, s), ShaderHalf.minimum(v.y, s), ShaderHalf.minimum(v.z, s))
  }

  /// The `rgb` of a `half4`.
  @inline(__always) static func rgb(_ v: SIMD4<ShaderHalf>) -> SIMD3<ShaderHalf> {
    SIMD3(v.x, v.y, v.z)
  }
}
