// MARK: - Lighting

extension CurlGeometry {
  /// The lamp above the top-leading corner, `normalize(−0.3, −0.5, 0.8)`.
  static let lamp = normalize(SIMD3(-0.3, -0.5, 0.8))

  /// The half vector between the lamp and the viewer, `normalize(lamp + (0, 0, 1))`.
  static let halfway = normalize(lamp + SIMD3(0, 0, 1))

  /// `curl::rawLight`: diffuse plus a little sheen,
  ///
  /// ```
  /// 0.35 + 0.8·max(n·lamp, 0) + 0.3·max(n·halfway, 0)²⁴,   n = normalize(normal)
  /// ```
  ///
  /// A zero normal normalises to NaN, as in Metal; `hit` never produces one.
  static func rawLight(_ normal: SIMD3<Float>) -> Float {
    let n = normalize(normal)
    let diffuse = ShaderMath.fmax(dot(n, lamp), 0)
    let sheen = RasterElementary.pow(ShaderMath.fmax(dot(n, halfway), 0), 24)
    return 0.35 + 0.8 * diffuse + 0.3 * sheen
  }

  /// The light at flat, `rawLight((0, 0, 1))`.
  static let flatLight = rawLight(SIMD3(0, 0, 1))

  /// `curl::lighting`: brightness relative to the flat card, rounded to `half`, so the curl
  /// meets the flat part of the card at the fold without a seam (1 for `(0, 0, 1)`).
  static func lighting(_ normal: SIMD3<Float>) -> ShaderHalf {
    ShaderHalf(rawLight(normal) / flatLight)
  }

  /// `dot(a, b)` for `float3`.
  @inline(__always) static func dot(_ a: SIMD3<Float>, _ b: SIMD3<Float>) -> Float {
    a.x * b.x + a.y * b.y + a.z * b.z
  }

  /// `normalize(v)` = `v / length(v)`.
  @inline(__always) static func normalize(_ v: SIMD3<Float>) -> SIMD3<Float> {
    v / dot(v, v).squareRoot()
  }
}
