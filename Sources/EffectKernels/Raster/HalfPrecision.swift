#if !(os(macOS) && arch(x86_64))
  /// Half-precision (`Float16`, Metal's `half`) helpers, so a CPU port can round exactly where
  /// the shader computes in `half`.
  ///
  /// `Float16` has an 11-bit significand: between 2ⁿ and 2ⁿ⁺¹ consecutive values are
  /// 2ⁿ⁻¹⁰ apart, so a position kept in `half` between 1024 and 2048 points moves in whole
  /// points, and between 2048 and 4096 in steps of 2. The largest finite value is 65504;
  /// larger magnitudes round to ±∞, NaN stays NaN.
  ///
  /// Not available on macOS on Intel, where Swift has no `Float16`.
  public enum HalfPrecision {
    /// `x` rounded to the nearest `Float16` (ties to even).
    public static func toHalf(_ x: Float) -> Float16 { Float16(x) }

    /// `x` rounded to the nearest `Float16` (ties to even).
    public static func toHalf(_ x: Double) -> Float16 { Float16(x) }

    /// A `Float16` widened to `Float` (exact).
    public static func toFloat(_ h: Float16) -> Float { Float(h) }

    /// `x` rounded through `Float16` and back: what a shader that stores `x` in `half` sees.
    /// Magnitudes above 65504 (after rounding) become ±∞; NaN stays NaN.
    public static func rounded(_ x: Float) -> Float { Float(Float16(x)) }

    /// `x` rounded through `Float16` and back, as a `Double`.
    public static func rounded(_ x: Double) -> Double { Double(Float16(x)) }

    /// Both coordinates of a position rounded through `Float16` (a `half2`).
    public static func rounded(_ p: SIMD2<Double>) -> SIMD2<Double> {
      SIMD2(rounded(p.x), rounded(p.y))
    }

    /// Every channel of a colour rounded through `Float16` (a `half4`).
    public static func rounded(_ color: PremultipliedColor) -> PremultipliedColor {
      PremultipliedColor(simd: SIMD4<Float>(SIMD4<Float16>(color.simd)))
    }

    /// The gap between `x` (as a `Float16`) and the next larger-magnitude `Float16`:
    /// `2^(⌊log₂|x|⌋ − 10)` for normal values, 2⁻²⁴ for subnormals and zero.
    ///
    /// Edge cases: NaN gives NaN, ±∞ gives ∞.
    public static func spacing(at x: Double) -> Double {
      let h = Float16(x)
      return h.isInfinite ? .infinity : Double(h.ulp)
    }
  }
#endif
