/// The cloth texture of `feltSurface` (the `namespace felt` helpers of
/// Fixtures/TableReady/Shaders/Felt.metal): a lattice hash, value noise and three layers of it.
///
/// Everything is `Float` and `UInt32`/`Int32` wrapping arithmetic, as in the Metal code.
enum FeltFibers {
  /// `felt::cornerHash`: one integer lattice corner hashed into [0, 1).
  ///
  /// ```
  /// bits = (uint(x)·0x8DA6B343) ^ (uint(y)·0xD8163841)
  /// bits = (bits ^ (bits >> 13))·0x5BD1E995;  bits ^= bits >> 15
  /// out  = (bits & 0xFFFFFF) / 2²⁴
  /// ```
  static func cornerHash(_ corner: SIMD2<Int32>) -> Float {
    let x = UInt32(bitPattern: corner.x)
    let y = UInt32(bitPattern: corner.y)
    var bits = (x &* 0x8DA6_B343) ^ (y &* 0xD816_3841)
    bits = (bits ^ (bits >> 13)) &* 0x5BD1_E995
    bits ^= bits >> 15
    return Float(bits & 0x00FF_FFFF) * (1.0 / 16_777_216.0)
  }

  /// `felt::valueNoise`: smoothly interpolated value noise in [0, 1].
  ///
  /// The lattice corner is `int2(floor(p))` (saturating at the `Int32` limits, NaN → 0, see
  /// `ShaderMath.truncatedInt32`); neighbours are found with wrapping `+ 1`, as on the GPU.
  /// A NaN or infinite `p` gives NaN.
  static func valueNoise(_ p: SIMD2<Float>) -> Float {
    let base = p.rounded(.down)
    let frac = p - base
    let ease = frac * frac * (3.0 - 2.0 * frac)
    let c = SIMD2(ShaderMath.truncatedInt32(base.x), ShaderMath.truncatedInt32(base.y))
    let top = ShaderMath.mix(
      cornerHash(c), cornerHash(c &+ SIMD2(1, 0)), ease.x)
    let bottom = ShaderMath.mix(
      cornerHash(c &+ SIMD2(0, 1)), cornerHash(c &+ SIMD2(1, 1)), ease.x)
    return ShaderMath.mix(top, bottom, ease.y)
  }

  /// `felt::fibers`: the cloth's texture in [−1, 1].
  ///
  /// ```
  /// combed = (p · axis, p · (−axis.y, axis.x))
  /// blend  = 0.5·noise(0.9·p) + 0.35·noise(combed·(0.07, 0.8)) + 0.15·noise(0.015·p + (7.3, 2.9))
  /// out    = 2·blend − 1
  /// ```
  static func fibers(_ p: SIMD2<Float>, lightAxis: SIMD2<Float>) -> Float {
    let crossAxis = SIMD2(-lightAxis.y, lightAxis.x)
    let combed = SIMD2(ShaderMath.dot(p, lightAxis), ShaderMath.dot(p, crossAxis))

    let fuzz = valueNoise(p * 0.9)
    let nap = valueNoise(combed * SIMD2(0.07, 0.8))
    let mottle = valueNoise(p * 0.015 + SIMD2(7.3, 2.9))

    let blend = 0.5 * fuzz + 0.35 * nap + 0.15 * mottle
    return blend * 2.0 - 1.0
  }
}
