/// `icmp` over sets, and the conversions between integers and floats.
extension AbstractInt {
  /// `icmp predicate self, other`: what it may give for some pair of values (poison aside: a
  /// poison operand is its own finding).
  public func compared(_ predicate: IntegerPredicate, _ other: AbstractInt) -> AbstractBool {
    guard hasValues, other.hasValues else {
      return AbstractBool(mayBeTrue: false, mayBeFalse: false)
    }
    if predicate.isUnsigned {
      let (a, b) = (unsignedHull, other.unsignedHull)
      return Self.order(predicate, a.lowerBound, a.upperBound, b.lowerBound, b.upperBound)
    }
    return Self.order(predicate, lower, upper, other.lower, other.upper)
  }

  static func order<T: Comparable>(
    _ predicate: IntegerPredicate, _ aLow: T, _ aHigh: T, _ bLow: T, _ bHigh: T
  ) -> AbstractBool {
    let onePoint = aLow == aHigh && bLow == bHigh && aLow == bLow
    let meet = aLow <= bHigh && bLow <= aHigh
    switch predicate {
    case .eq: return AbstractBool(mayBeTrue: meet, mayBeFalse: !onePoint)
    case .ne: return AbstractBool(mayBeTrue: !onePoint, mayBeFalse: meet)
    case .slt, .ult: return AbstractBool(mayBeTrue: aLow < bHigh, mayBeFalse: aHigh >= bLow)
    case .sle, .ule: return AbstractBool(mayBeTrue: aLow <= bHigh, mayBeFalse: aHigh > bLow)
    case .sgt, .ugt: return AbstractBool(mayBeTrue: aHigh > bLow, mayBeFalse: aLow <= bHigh)
    case .sge, .uge: return AbstractBool(mayBeTrue: aHigh >= bLow, mayBeFalse: aLow < bHigh)
    }
  }

  /// The values of `self` for which `icmp predicate self, other` can give `outcome` (signed
  /// orders narrow; equality and unsigned orders keep the set, which is sound).
  public func constrained(
    by predicate: IntegerPredicate, _ other: AbstractInt, outcome: Bool
  ) -> AbstractInt {
    var test = outcome ? predicate : predicate.inverse
    var (low, high) = (lower, upper)
    // Between two sets of non-negative values the unsigned order is the signed one (a loop's
    // `i < 8` compiled as `ult`).
    if lower >= 0, other.lower >= 0, hasValues, other.hasValues {
      switch test {
      case .ult: test = .slt
      case .ule: test = .sle
      case .ugt: test = .sgt
      case .uge: test = .sge
      default: break
      }
    }
    switch test {
    case .eq: (low, high) = (max(low, other.lower), min(high, other.upper))
    case .slt: high = other.upper == Int64.min ? Int64.max : min(high, other.upper - 1)
    case .sle: high = min(high, other.upper)
    case .sgt: low = other.lower == Int64.max ? Int64.min : max(low, other.lower + 1)
    case .sge: low = max(low, other.lower)
    case .ne:
      // Not a single value: that value comes off an end it sits at (a loop's `i + 1 == n`
      // exit, not taken, moves n's lower bound past i + 1).
      if other.lower == other.upper, low <= high {
        if low == other.lower { low = low == Int64.max ? low : low + 1 }
        if high == other.lower, low <= high { high = high == Int64.min ? high : high - 1 }
        if low > high { (low, high) = (1, 0) }
      }
    case .ult, .ule, .ugt, .uge: break
    }
    if (test == .slt && other.upper == Int64.min) || (test == .sgt && other.lower == Int64.max) {
      (low, high) = (1, 0)
    }
    return AbstractInt(width: width, lower: low, upper: high, mayBePoison: mayBePoison)
  }

  /// `sitofp` (or `uitofp` when `unsigned`) to `format`: each bound rounded outward.
  public func converted(to format: MetalFloatFormat, unsigned: Bool = false) -> AbstractFloat {
    guard hasValues else { return AbstractFloat(format, lower: .infinity, upper: -.infinity) }
    let (lowest, highest): (Double, Double) =
      unsigned
      ? (Double(unsignedHull.lowerBound), Double(unsignedHull.upperBound))
      : (Double(lower), Double(upper))
    // Integers of magnitude up to 2⁵³ are Doubles exactly; past it, one Double step covers the
    // conversion's rounding. The format's outward rounding does the rest.
    let exact = Swift.max(abs(lowest), abs(highest)) <= 0x1p53
    return AbstractFloat(
      format, lower: exact ? lowest : lowest.nextDown, upper: exact ? highest : highest.nextUp)
  }
}

extension AbstractFloat {
  /// `fptosi` (or `fptoui` when `unsigned`) to `width` bits: toward zero; poison where a value
  /// may be NaN, infinite or out of the integer's range (LLVM), which the Metal specification
  /// leaves undefined too, beside NaN to 0.
  public func convertedToInteger(width: Int, unsigned: Bool = false) -> AbstractInt {
    let range = AbstractInt.signedRange(width)
    // The integer range as reals: what converts without poison.
    let (minimum, maximum): (Double, Double) =
      unsigned
      ? (0, width >= 64 ? (0x1p64 as Double).nextDown : Double((UInt64(1) << width) - 1))
      : (
        Double(range.lowerBound),
        width >= 64 ? (0x1p63 as Double).nextDown : Double(range.upperBound)
      )
    var poison = mayBeNaN || mayBePositiveInfinity || mayBeNegativeInfinity
    guard hasFiniteValues else {
      return AbstractInt(width: width, lower: 1, upper: 0, mayBePoison: poison)
    }
    let low = lower.rounded(.towardZero)
    let high = upper.rounded(.towardZero)
    if low < minimum || high > maximum { poison = true }
    let clampedLow = max(low, minimum)
    let clampedHigh = min(high, maximum)
    guard clampedLow <= clampedHigh else {
      return AbstractInt(width: width, lower: 1, upper: 0, mayBePoison: true)
    }
    if unsigned {
      // Unsigned values past the signed range read as negative: every value, to be safe.
      if clampedHigh > Double(range.upperBound) {
        return AbstractInt.anything(width: width).marked(poison: poison)
      }
    }
    // Bounds within ±2⁶³ convert exactly (they are integers of at most 53 significant bits).
    let lowInt = clampedLow <= -0x1p63 ? Int64.min : Int64(clampedLow)
    let highInt = clampedHigh >= 0x1p63 ? Int64.max : Int64(clampedHigh)
    return AbstractInt(width: width, lower: lowInt, upper: highInt, mayBePoison: poison)
  }
}
