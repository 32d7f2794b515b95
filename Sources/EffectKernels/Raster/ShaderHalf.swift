#if !(os(macOS) && arch(x86_64))
  /// The scalar a kernel port uses where its Metal function computes in `half`: `Float16`, so
  /// every operation rounds to an 11-bit significand exactly as the GPU does.
  ///
  /// On macOS on Intel Swift has no `Float16`; there `ShaderHalf` is `Float` and the ports
  /// compute those steps in single precision (no half emulation).
  public typealias ShaderHalf = Float16
#else
  /// The scalar a kernel port uses where its Metal function computes in `half`. Swift has no
  /// `Float16` on macOS on Intel, so here it is `Float` and half rounding is not emulated.
  public typealias ShaderHalf = Float
#endif

extension PremultipliedColor {
  /// The colour as Metal's `half4`: every channel rounded to `ShaderHalf`.
  @inlinable public var half4: SIMD4<ShaderHalf> { SIMD4<ShaderHalf>(simd) }

  /// A colour from a `half4`, widened exactly to `Float`.
  @inlinable public init(half4 v: SIMD4<ShaderHalf>) {
    self.init(simd: SIMD4<Float>(v))
  }
}
