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
