/// A closed interval of real numbers `[lower, upper]` with outward rounding: every operation's
/// result encloses the exact result for every pair of operands in its operands' intervals.
///
/// ```
/// [a, b] + [c, d] = [↓(a + c), ↑(b + d)]
/// [a, b] · [c, d] = [↓min(ac, ad, bc, bd), ↑max(…)]
/// [a, b] / [c, d] = [a, b] · [1/d, 1/c]                  (0 ∉ [c, d]; else (−∞, ∞))
/// ↓x = x.nextDown, ↑x = x.nextUp                         (IEEE results are within ½ ulp)
/// ```
///
/// The elementary functions use the C library and widen its result by ``libmSlack`` (about
/// 4.5 ulp, more than glibc's documented worst error for sin, cos, exp, atan2 and asin), then
/// use monotonicity (exp, asin, √) or the extrema inside the interval (sin, cos, atan2).
///
/// It is the certificate's scalar: `EffectMath`'s generic geometry
/// (``EffectMath/CardCurl/bend(y:peel:height:)`` and its kin) computed in `ProofInterval`
/// encloses what the same code computes in `Double` over a whole box of inputs, up to that
/// code's own rounding. An empty result (an operation with no real value anywhere in the box,
/// such as √ of a negative interval) is NaN on both ends; ``isValid`` is false and a
/// certificate treats the box as unbounded.
public struct ProofInterval: Sendable, Hashable, CustomStringConvertible {
  /// The smallest value.
  public let lower: Double
  /// The largest value.
  public let upper: Double

  /// The interval `[lower, upper]` as given (no rounding); `lower > upper` or a NaN bound makes
  /// an invalid interval.
  public init(lower: Double, upper: Double) {
    self.lower = lower
    self.upper = upper
  }

  /// The interval of one exact value.
  public init(_ value: Double) {
    self.lower = value
    self.upper = value
  }

  /// Everything: `(−∞, ∞)`.
  public static let whole = ProofInterval(lower: -.infinity, upper: .infinity)
  /// No real value: NaN on both ends.
  public static let invalid = ProofInterval(lower: .nan, upper: .nan)

  /// The relative widening of a C-library result, 10⁻¹⁵ (about 4.5 ulp), plus the smallest
  /// subnormal so that results near 0 widen too.
  public static let libmSlack = 1e-15

  /// Whether both bounds are numbers and `lower ≤ upper`.
  public var isValid: Bool { lower <= upper }
  /// `upper − lower`, rounded up (NaN when invalid).
  public var width: Double { (upper - lower).nextUp }
  /// The midpoint, inside the interval.
  public var midpoint: Double {
    let m = lower / 2 + upper / 2
    return Swift.min(Swift.max(m, lower), upper)
  }
  /// Whether `value` lies in the interval.
  public func contains(_ value: Double) -> Bool { lower <= value && value <= upper }
  /// `[lower, upper]`.
  public var description: String { "[\(lower), \(upper)]" }

  /// The two halves, split at the midpoint.
  public var halves: (ProofInterval, ProofInterval) {
    let m = midpoint
    return (ProofInterval(lower: lower, upper: m), ProofInterval(lower: m, upper: upper))
  }

  // MARK: - Rounding

  /// `x` rounded one step down (an IEEE result within ½ ulp of the exact one is above this).
  @inline(__always) package static func down(_ x: Double) -> Double { x.nextDown }
  /// `x` rounded one step up.
  @inline(__always) package static func up(_ x: Double) -> Double { x.nextUp }
  /// A C-library result widened down by ``libmSlack``. An overflow to +∞ stands for a finite
  /// value beyond the largest Double, so it widens down to `greatestFiniteMagnitude`.
  @inline(__always) package static func libmDown(_ x: Double) -> Double {
    guard x.isFinite else { return x == .infinity ? .greatestFiniteMagnitude : x }
    return x - Swift.abs(x) * libmSlack - Double.leastNonzeroMagnitude
  }
  /// A C-library result widened up by ``libmSlack`` (−∞ up to `−greatestFiniteMagnitude`).
  @inline(__always) package static func libmUp(_ x: Double) -> Double {
    guard x.isFinite else { return x == -.infinity ? -.greatestFiniteMagnitude : x }
    return x + Swift.abs(x) * libmSlack + Double.leastNonzeroMagnitude
  }
  /// `[lower, upper]` after rounding both outward, or invalid when either is NaN.
  @inline(__always) package static func rounded(_ lower: Double, _ upper: Double) -> ProofInterval {
    guard !lower.isNaN, !upper.isNaN else { return .invalid }
    return ProofInterval(lower: down(lower), upper: up(upper))
  }
}
