/// The two floating-point formats a Metal shader computes in: `float` (IEEE binary32) and
/// `half` (IEEE binary16). Every value of either is exactly a `Double`, so the abstract run
/// keeps its bounds in `Double` and rounds them to the format outward.
public enum MetalFloatFormat: String, Sendable, Hashable, CaseIterable {
  /// IEEE binary32: 24-bit significand, largest finite value (2 − 2⁻²³)·2¹²⁷.
  case float
  /// IEEE binary16: 11-bit significand, largest finite value 65 504.
  case half

  /// The largest finite value.
  public var greatestFinite: Double {
    switch self {
    case .float: Double(Float.greatestFiniteMagnitude)
    case .half: 65504
    }
  }

  /// The smallest positive normal value: 2⁻¹²⁶ or 2⁻¹⁴. Below it a GPU may flush to zero
  /// (MSL §8.1: denormals may be flushed, for float and half).
  public var leastNormal: Double {
    switch self {
    case .float: 0x1p-126
    case .half: 0x1p-14
    }
  }

  /// Bits of significand, the implicit one included: 24 or 11.
  public var significandBits: Int {
    switch self {
    case .float: 24
    case .half: 11
    }
  }

  /// The spacing of the format's values at `x`'s binade (its unit in the last place); the
  /// subnormal spacing below ``leastNormal``. `x` must be finite.
  public func spacing(at x: Double) -> Double {
    let magnitude = max(abs(x), leastNormal)
    return Double(sign: .plus, exponent: magnitude.exponent - (significandBits - 1), significand: 1)
  }

  /// Whether `x` is a value of the format (±∞ included; NaN is not).
  public func represents(_ x: Double) -> Bool {
    if x.isInfinite { return true }
    guard x.isFinite else { return false }
    if abs(x) > greatestFinite { return false }
    // Finite values of the format are the multiples of the spacing of their binade.
    let step = abs(x) < leastNormal ? subnormalSpacing : spacing(at: x)
    return (x / step).rounded(.towardZero) == x / step
  }

  /// The largest value of the format at most `x` (`−∞` below `−greatestFinite`); NaN for NaN.
  public func roundedDown(_ x: Double) -> Double {
    guard x.isFinite else { return x }
    if x > greatestFinite { return greatestFinite }
    if x < -greatestFinite { return -.infinity }
    let step = abs(x) < leastNormal ? subnormalSpacing : spacing(at: x)
    let down = (x / step).rounded(.down) * step
    // `x / step` is exact (a power of two), and so is the product: `down` is a value.
    return down
  }

  /// The smallest value of the format at least `x` (`+∞` above `greatestFinite`); NaN for NaN.
  public func roundedUp(_ x: Double) -> Double {
    -roundedDown(-x)
  }

  /// The spacing of the subnormal values: 2⁻¹⁴⁹ or 2⁻²⁴.
  public var subnormalSpacing: Double {
    Double(sign: .plus, exponent: leastNormal.exponent - (significandBits - 1), significand: 1)
  }

  /// The value `steps` values of the format below `x` (a value of the format), stopping at
  /// `−∞`; `x` itself when `steps` is 0.
  public func stepped(down x: Double, by steps: Int) -> Double {
    var value = x
    for _ in 0..<max(0, steps) {
      guard value.isFinite else { return value }
      if value <= -greatestFinite { return -.infinity }
      let below = value.nextDown
      value = roundedDown(below)
    }
    return value
  }

  /// The value `steps` values of the format above `x`, stopping at `+∞`.
  public func stepped(up x: Double, by steps: Int) -> Double {
    -stepped(down: -x, by: steps)
  }
}
