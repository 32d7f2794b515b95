/// Comparisons (`fcmp`), the narrowing a decided comparison gives each branch, and the
/// operations whose result is one of their operands (`minnum`, `maxnum`, `fabs`, `floor` …).
extension AbstractFloat {
  /// The least and greatest number it may be, infinities included; nil when it may only be NaN
  /// (or nothing).
  public var numberHull: (lower: Double, upper: Double)? {
    let low: Double? =
      mayBeNegativeInfinity
      ? -.infinity : hasFiniteValues ? lower : mayBePositiveInfinity ? .infinity : nil
    let high: Double? =
      mayBePositiveInfinity
      ? .infinity : hasFiniteValues ? upper : mayBeNegativeInfinity ? -.infinity : nil
    guard let low, let high else { return nil }
    return (low, high)
  }

  /// The set of numbers in `[low, high]` (infinities included as bounds) and NaN when `nan`.
  init(_ format: MetalFloatFormat, hullFrom low: Double, to high: Double, mayBeNaN nan: Bool) {
    guard low <= high else {
      self.init(format, lower: .infinity, upper: -.infinity, mayBeNaN: nan)
      return
    }
    let greatest = format.greatestFinite
    let finiteLow = max(low, -greatest)
    let finiteHigh = min(high, greatest)
    let hasFinite = low < .infinity && high > -.infinity && finiteLow <= finiteHigh
    self.init(
      format, lower: hasFinite ? finiteLow : .infinity, upper: hasFinite ? finiteHigh : -.infinity,
      mayBeNaN: nan, mayBePositiveInfinity: high == .infinity,
      mayBeNegativeInfinity: low == -.infinity)
  }

  /// `fcmp predicate self, other`: what it may give for some pair of values.
  public func compared(_ predicate: FloatPredicate, _ other: AbstractFloat) -> AbstractBool {
    // A subnormal operand may be compared as 0 (§8.1).
    let (this, other) = (flushable(), other.flushable())
    var mayBeTrue = false
    var mayBeFalse = false
    if this.mayBeNaN || other.mayBeNaN {
      if predicate.whenUnordered { mayBeTrue = true } else { mayBeFalse = true }
    }
    if let a = this.numberHull, let b = other.numberHull {
      let (canHold, canFail) = Self.possibilities(predicate.relation, a, b)
      mayBeTrue = mayBeTrue || canHold
      mayBeFalse = mayBeFalse || canFail
    }
    return AbstractBool(mayBeTrue: mayBeTrue, mayBeFalse: mayBeFalse)
  }

  /// Whether some numbers of `a` and `b` are so related, and whether some are not.
  static func possibilities(
    _ relation: FloatPredicate.Relation, _ a: (lower: Double, upper: Double),
    _ b: (lower: Double, upper: Double)
  ) -> (holds: Bool, fails: Bool) {
    let onePoint = a.lower == a.upper && b.lower == b.upper && a.lower == b.lower
    let meet = a.lower <= b.upper && b.lower <= a.upper
    switch relation {
    case .equal: return (meet, !onePoint)
    case .notEqual: return (!onePoint, meet)
    case .less: return (a.lower < b.upper, a.upper >= b.lower)
    case .lessOrEqual: return (a.lower <= b.upper, a.upper > b.lower)
    case .greater: return (a.upper > b.lower, a.lower <= b.upper)
    case .greaterOrEqual: return (a.upper >= b.lower, a.lower < b.upper)
    case .any: return (true, false)
    case .none: return (false, true)
    }
  }

  /// The values of `self` for which `fcmp predicate self, other` can give `outcome`: on a
  /// branch's edge, the left operand narrowed by the comparison that decides it (a compiled
  /// `min(x, 8)` is a select on `x > 8 || isnan(x)`, and only this narrowing bounds it).
  public func constrained(
    by predicate: FloatPredicate, _ other: AbstractFloat, outcome: Bool
  ) -> AbstractFloat {
    let test = outcome ? predicate : predicate.inverse
    let other = other.flushable()
    // The other's NaN makes any value of self give the unordered answer.
    if test.whenUnordered && other.mayBeNaN { return self }
    var narrowed = narrowed(by: test, other)
    // A subnormal value of self may be compared as 0: kept when 0 passes.
    let normal = format.leastNormal
    if AbstractFloat(format, 0).compared(test, other).mayBeTrue {
      narrowed = narrowed.union(intersection(AbstractFloat(format, lower: -normal, upper: normal)))
    }
    // The same value on a narrower path: its relation still holds.
    return narrowed.relating(relation)
  }

  /// The values of `self` for which `test` can hold against some value of `other`, compared as
  /// they are.
  func narrowed(by test: FloatPredicate, _ other: AbstractFloat) -> AbstractFloat {
    let keepsNaN = test.whenUnordered && mayBeNaN
    guard let b = other.numberHull, let a = numberHull else {
      return AbstractFloat(format, hullFrom: 1, to: 0, mayBeNaN: keepsNaN)
    }
    var low = a.lower
    var high = a.upper
    switch test.relation {
    case .none: (low, high) = (1, 0)
    case .any, .notEqual: break
    case .equal: (low, high) = (max(low, b.lower), min(high, b.upper))
    case .less:
      high = min(high, b.upper == -.infinity ? -.infinity : format.stepped(down: b.upper, by: 1))
    case .lessOrEqual: high = min(high, b.upper)
    case .greater:
      low = max(low, b.lower == .infinity ? .infinity : format.stepped(up: b.lower, by: 1))
    case .greaterOrEqual: low = max(low, b.lower)
    }
    if low > high { return AbstractFloat(format, hullFrom: 1, to: 0, mayBeNaN: keepsNaN) }
    // Keep only what was there: the hull may span a gap between the finite values and an
    // infinity.
    return AbstractFloat(format, hullFrom: low, to: high, mayBeNaN: keepsNaN).intersection(self)
  }

  /// The values in both sets.
  public func intersection(_ other: AbstractFloat) -> AbstractFloat {
    let low = max(lower, other.lower)
    let high = min(upper, other.upper)
    return AbstractFloat(
      format, lower: low <= high ? low : .infinity, upper: low <= high ? high : -.infinity,
      mayBeNaN: mayBeNaN && other.mayBeNaN,
      mayBePositiveInfinity: mayBePositiveInfinity && other.mayBePositiveInfinity,
      mayBeNegativeInfinity: mayBeNegativeInfinity && other.mayBeNegativeInfinity
    ).relating(relation)
  }

  /// `llvm.minnum`: the lesser, and the other operand when one is NaN (NaN only when both are).
  public func minimumNumber(_ other: AbstractFloat) -> AbstractFloat {
    Self.extremum(self, other, lesser: true)
  }

  /// `llvm.maxnum`: the greater, and the other operand when one is NaN.
  public func maximumNumber(_ other: AbstractFloat) -> AbstractFloat {
    Self.extremum(self, other, lesser: false)
  }

  static func extremum(_ a: AbstractFloat, _ b: AbstractFloat, lesser: Bool) -> AbstractFloat {
    let format = a.format
    let (a, b) = (a.flushable(), b.flushable())
    var result = AbstractFloat(format, hullFrom: 1, to: 0, mayBeNaN: a.mayBeNaN && b.mayBeNaN)
    if let x = a.numberHull, let y = b.numberHull {
      result = result.union(
        lesser
          ? AbstractFloat(
            format, hullFrom: min(x.lower, y.lower), to: min(x.upper, y.upper), mayBeNaN: false)
          : AbstractFloat(
            format, hullFrom: max(x.lower, y.lower), to: max(x.upper, y.upper), mayBeNaN: false))
    }
    // A NaN operand gives the other one.
    if a.mayBeNaN { result = result.union(b.numbersOnly) }
    if b.mayBeNaN { result = result.union(a.numbersOnly) }
    return result
  }

  /// The set without NaN.
  public var numbersOnly: AbstractFloat {
    AbstractFloat(
      format, lower: lower, upper: upper, mayBePositiveInfinity: mayBePositiveInfinity,
      mayBeNegativeInfinity: mayBeNegativeInfinity)
  }

  /// `llvm.fabs`: exact.
  public func magnitude() -> AbstractFloat {
    let value = flushable()
    let (lower, upper) = (value.lower, value.upper)
    let low: Double
    let high: Double
    if !hasFiniteValues {
      (low, high) = (.infinity, -.infinity)
    } else if lower >= 0 {
      (low, high) = (lower, upper)
    } else if upper <= 0 {
      (low, high) = (-upper, -lower)
    } else {
      (low, high) = (0, max(-lower, upper))
    }
    return AbstractFloat(
      format, lower: low, upper: high, mayBeNaN: mayBeNaN,
      mayBePositiveInfinity: mayBePositiveInfinity || mayBeNegativeInfinity)
  }

  /// `llvm.floor`, `llvm.ceil`, `llvm.trunc`, `llvm.rint` …: `rule` applied to each bound, which is
  /// exact and monotone on the format's values.
  public func rounded(_ rule: FloatingPointRoundingRule) -> AbstractFloat {
    let value = flushable()
    guard value.hasFiniteValues else { return self }
    return AbstractFloat(
      format, lower: value.lower.rounded(rule), upper: value.upper.rounded(rule),
      mayBeNaN: mayBeNaN,
      mayBePositiveInfinity: mayBePositiveInfinity, mayBeNegativeInfinity: mayBeNegativeInfinity)
  }
}
