import Foundation

/// The math functions over sets, each enclosure the exact function's range widened by the
/// precision table's error for the format and mode (Tables 8.1–8.3; docs/shader-proofs.md):
/// ranges from the C library's Double results moved outward by ``libmSlack``, and from the
/// function's monotone pieces.
extension AbstractFloat {
  /// A C library result's relative slack: 10⁻¹⁵, far more than glibc's documented error for
  /// `sqrt`, `exp`, `exp2`, `log`, `log2`, `sin` and `cos` in Double.
  static let libmSlack = 1e-15

  static func libmDown(_ x: Double) -> Double {
    x.isFinite ? x - abs(x) * libmSlack - Double.leastNonzeroMagnitude : x
  }
  static func libmUp(_ x: Double) -> Double {
    x.isFinite ? x + abs(x) * libmSlack + Double.leastNonzeroMagnitude : x
  }

  /// The error in ulps of `format` a function's table row allows: `precise` for float's
  /// Table 8.1, `fast` for Table 8.2 (nil where the row is not a number of ulps), 1 for half.
  static func ulps(
    _ format: MetalFloatFormat, _ mode: MetalMathMode, precise: Double, fast: Double?
  )
    -> Double?
  {
    switch (format, mode) {
    case (.half, _): 1
    case (.float, .precise): precise
    case (.float, .fast): fast
    }
  }

  /// A monotone increasing function's set: `f` at the finite bounds moved outward by the C
  /// library's slack and widened by `ulps`, `f` of each infinity, and NaN when the set or `nan`
  /// says so.
  func increasing(
    _ f: (Double) -> Double, ulps: Double, mayBeNaN nan: Bool = false
  ) -> AbstractFloat {
    increasingBounds({ (Self.libmDown(f($0)), Self.libmUp(f($0))) }, ulps: ulps, mayBeNaN: nan)
  }

  /// A monotone increasing function's set, from `bounds`, which gives Doubles at most and at
  /// least the exact value.
  func increasingBounds(
    _ bounds: (Double) -> (Double, Double), ulps: Double, mayBeNaN nan: Bool = false
  ) -> AbstractFloat {
    let value = flushable()
    var result = AbstractFloat(
      format, lower: .infinity, upper: -.infinity, mayBeNaN: mayBeNaN || nan)
    if value.hasFiniteValues {
      result = result.union(
        AbstractFloat(format, lower: bounds(value.lower).0, upper: bounds(value.upper).1)
          .widened(byUlps: ulps))
    }
    if mayBePositiveInfinity { result = result.union(AbstractFloat(format, bounds(.infinity).1)) }
    if mayBeNegativeInfinity {
      result = result.union(AbstractFloat(format, bounds(-.infinity).0))
    }
    return result.flushable()
  }

  /// Doubles at most and at least the exact √x: Double's square root is correctly rounded, and
  /// the sign of the exact residual `s² − x` (a fused multiply-add) says on which side it lies.
  static func squareRootBounds(_ x: Double) -> (Double, Double) {
    let s = Foundation.sqrt(x)
    guard s.isFinite, s > 0 else { return (s, s) }
    let r = (-x).addingProduct(s, s)  // s·s − x, rounded once
    return (r > 0 ? s.nextDown : s, r < 0 ? s.nextUp : s)
  }

  /// `llvm.sqrt` (`sqrt`): correctly rounded (Table 8.1, 8.3); in fast math float, `x *
  /// rsqrt(x)` with rsqrt within 2 ulp (Table 8.2): within 3 · 2⁻²³ relative, 7 ulp here. NaN
  /// for a negative value.
  public func squareRoot(mode: MetalMathMode = .fast) -> AbstractFloat {
    let ulps = format == .float && mode == .fast ? 7.0 : 0
    let negative = (hasFiniteValues && lower < 0) || mayBeNegativeInfinity
    let nonNegative = intersection(
      AbstractFloat(
        format, lower: 0, upper: format.greatestFinite, mayBeNaN: true,
        mayBePositiveInfinity: true))
    return nonNegative.increasingBounds(Self.squareRootBounds, ulps: ulps, mayBeNaN: negative)
  }

  /// `llvm.exp` (`exp`, and `exp2` when `base2`): 4 ulp precise, 3 + ⌊|2x|⌋ ulp fast (Table
  /// 8.2), 1 ulp half; past the largest value, +∞ (and the largest value, toward zero).
  public func exponential(base2: Bool = false, mode: MetalMathMode = .fast) -> AbstractFloat {
    let largest = hasFiniteValues ? max(abs(lower), abs(upper)) : 0
    let fast = 3 + (2 * largest).rounded(.down)
    let ulps = Self.ulps(format, mode, precise: 4, fast: fast) ?? fast
    let f: (Double) -> Double = base2 ? { Foundation.exp2($0) } : { Foundation.exp($0) }
    return increasing(f, ulps: ulps)
  }

  /// `llvm.log` (`log`, and `log2` when `base2`): 4 ulp precise; fast, 2⁻²¹ (2⁻²² for log2)
  /// absolute on [0.5, 2] and 3 (2) ulp elsewhere for x > 0 (Table 8.2); half, 1 ulp. A value
  /// that may be 0 or negative: −∞ and NaN, and in fast float, where the table calls it
  /// undefined, anything.
  public func logarithm(base2: Bool = false, mode: MetalMathMode = .fast) -> AbstractFloat {
    let value = flushable()
    let reachesZero = value.hasFiniteValues && value.lower <= 0
    if format == .float && mode == .fast && (reachesZero || mayBeNegativeInfinity) {
      return .anything(format)
    }
    let f: (Double) -> Double = base2 ? { Foundation.log2($0) } : { Foundation.log($0) }
    let positive = value.intersection(
      AbstractFloat(
        format, lower: 0, upper: format.greatestFinite, mayBeNaN: true,
        mayBePositiveInfinity: true))
    var result: AbstractFloat
    if format == .float && mode == .fast {
      // Relative error 3 (2) ulp; on [0.5, 2], where log is near 0, an absolute bound instead.
      let relative = positive.increasing(f, ulps: base2 ? 2 : 3)
      let near = positive.intersection(AbstractFloat(format, lower: 0.5, upper: 2))
      result = relative
      if near.hasFiniteValues {
        let absolute = base2 ? 0x1p-22 : 0x1p-21
        let exact = near.increasing(f, ulps: 0)
        result = result.union(
          AbstractFloat(format, lower: exact.lower - absolute, upper: exact.upper + absolute))
      }
    } else {
      result = positive.increasing(f, ulps: format == .half ? 1 : 4)
    }
    if reachesZero { result = result.union(AbstractFloat(format, -.infinity)) }
    let negative = (value.hasFiniteValues && value.lower < 0) || mayBeNegativeInfinity
    if negative { result = result.union(AbstractFloat(format, .nan)) }
    return result
  }

  /// `llvm.sin` (`sin`, and `cos` when `cosine`): the exact range over the interval (its
  /// extremes where a peak or trough lies inside) widened by 4 ulp (precise), 1 ulp (half), or
  /// 2⁻¹³ absolute (fast, Table 8.2 for x in [−π, π]; outside it the table gives no bound, and
  /// ``PrecisionAssumption/fastSineOutsidePi`` is added to `assumptions`). NaN for ±∞.
  public func sine(
    cosine: Bool = false, mode: MetalMathMode = .fast,
    assumptions: inout Set<PrecisionAssumption>
  ) -> AbstractFloat {
    let value = flushable()
    var result = AbstractFloat(
      format, lower: .infinity, upper: -.infinity,
      mayBeNaN: mayBeNaN || mayBePositiveInfinity || mayBeNegativeInfinity)
    guard value.hasFiniteValues else { return result }
    let (low, high) = Self.sineRange(value.lower, value.upper, cosine: cosine)
    let exact = AbstractFloat(format, lower: Self.libmDown(low), upper: Self.libmUp(high))
    if format == .float && mode == .fast {
      if value.lower < -Double.pi || value.upper > Double.pi {
        assumptions.insert(.fastSineOutsidePi)
      }
      let error = 0x1p-13
      result = result.union(
        AbstractFloat(format, lower: exact.lower - error, upper: exact.upper + error))
    } else {
      result = result.union(exact.widened(byUlps: format == .half ? 1 : 4))
    }
    return result.flushable()
  }

  /// The least and greatest of sin (or cos) over `[a, b]`: the values at the ends, and ±1 where
  /// a peak or trough may lie inside (found with a generous margin, so never missed).
  static func sineRange(_ a: Double, _ b: Double, cosine: Bool) -> (Double, Double) {
    guard b - a < 2 * Double.pi, max(abs(a), abs(b)) < 1e9 else { return (-1, 1) }
    let f: (Double) -> Double = cosine ? { Foundation.cos($0) } : { Foundation.sin($0) }
    var low = min(f(a), f(b))
    var high = max(f(a), f(b))
    // sin peaks at π/2 + 2kπ and bottoms at −π/2 + 2kπ; cos at 2kπ and π + 2kπ.
    let peak = cosine ? 0 : Double.pi / 2
    let margin = 1e-6
    func lies(_ phase: Double) -> Bool {
      let first = ((a - phase) / (2 * Double.pi) - margin).rounded(.up)
      let last = ((b - phase) / (2 * Double.pi) + margin).rounded(.down)
      return first <= last
    }
    if lies(peak) { high = 1 }
    if lies(peak + Double.pi) { low = -1 }
    return (max(low, -1), min(high, 1))
  }
}
