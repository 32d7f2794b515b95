import Foundation

/// The inverse trigonometric functions over sets, each the function's range at the bounds
/// (all three are monotone) widened by its table row (Tables 8.1–8.3).
extension AbstractFloat {
  /// `llvm.asin` (`asin`), or `acos` when `cosine`: 4 ulp precise, 5 ulp fast, 1 ulp half;
  /// NaN where a value may lie outside [−1, 1] or be infinite. Fast `asin` of a nonzero value
  /// below 2⁻¹²⁵ adds ``PrecisionAssumption/fastArcSineNearZero`` to `assumptions`.
  public func arcSine(
    cosine: Bool = false, mode: MetalMathMode = .fast,
    assumptions: inout Set<PrecisionAssumption>
  ) -> AbstractFloat {
    let value = flushable()
    if !cosine, format == .float, mode == .fast, hasFiniteValues, lower < 0x1p-125,
      upper > -0x1p-125, !(lower == 0 && upper == 0)
    {
      assumptions.insert(.fastArcSineNearZero)
    }
    let outside =
      (value.hasFiniteValues && (value.lower < -1 || value.upper > 1)) || mayBePositiveInfinity
      || mayBeNegativeInfinity
    let inside = value.numbersOnly.intersection(AbstractFloat(format, lower: -1, upper: 1))
    let ulps = Self.ulps(format, mode, precise: 4, fast: 5) ?? 5
    var result: AbstractFloat
    if cosine {
      // acos decreases: its least value is at the set's greatest.
      result = inside.negated().increasing({ Foundation.acos(-$0) }, ulps: ulps)
    } else {
      result = inside.increasing({ Foundation.asin($0) }, ulps: ulps)
    }
    if outside || mayBeNaN {
      result = result.union(AbstractFloat(format, .nan))
    }
    return result
  }

  /// `llvm.atan` (`atan`): 5 ulp precise and fast, 1 ulp half; ±π/2 at ±∞.
  public func arcTangent(mode: MetalMathMode = .fast) -> AbstractFloat {
    let ulps = Self.ulps(format, mode, precise: 5, fast: 5) ?? 5
    return increasing({ Foundation.atan($0) }, ulps: ulps)
  }
}
