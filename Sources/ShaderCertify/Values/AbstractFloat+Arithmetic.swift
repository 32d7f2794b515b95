/// The four basic operations over whole sets, as any conforming GPU computes them: the exact
/// result of every pair of inputs, rounded by either mode (§8.2), flushed or not (§8.1), and
/// within the error of the precision table for the operation (docs/shader-proofs.md).
extension AbstractFloat {
  /// `self + other` (LLVM `fadd`).
  public func adding(_ other: AbstractFloat, mode: MetalMathMode = .fast) -> AbstractFloat {
    // x + 0 is x exactly (−0 + 0 is +0, the same number), or 0 where x may be flushed: a vector
    // sum's lane of 0 (`position + float2(dx, 0)`) adds no rounding to the position's relation.
    if other.isZero, !mayBeNonFinite, let kept = relation {
      return flushable().relating(
        kept.plus(.constant(RealInterval(exactly: 0)), error: format.leastNormal))
    }
    if isZero, !other.mayBeNonFinite, let kept = other.relation {
      return other.flushable().relating(
        kept.plus(.constant(RealInterval(exactly: 0)), error: format.leastNormal))
    }
    let sum = Self.binary(self, other, concrete: +) { a, b in
      (Self.sum(a.lower, b.lower, .down), Self.sum(a.upper, b.upper, .up))
    }
    guard relation != nil || other.relation != nil, let a = relationOrConstant,
      let b = other.relationOrConstant,
      let error = sum.roundingError(ulps: 1, operands: [self, other])
    else { return sum }
    return sum.relating(a.adding(b, error: error))
  }

  /// `self − other` (LLVM `fsub`).
  public func subtracting(_ other: AbstractFloat, mode: MetalMathMode = .fast) -> AbstractFloat {
    adding(other.negated(), mode: mode)
  }

  /// `self × other` (LLVM `fmul`).
  public func multiplying(_ other: AbstractFloat, mode: MetalMathMode = .fast) -> AbstractFloat {
    let product = Self.binary(self, other, concrete: *) { a, b in
      // A product of two values of 24 or fewer significant bits is exact in Double.
      let products = [a.lower * b.lower, a.lower * b.upper, a.upper * b.lower, a.upper * b.upper]
      return (products.reduce(.infinity, min), products.reduce(-.infinity, max))
    }
    // The related operand times every value of the other.
    let (related, factor) = relation != nil ? (self, other) : (other, self)
    guard let kept = related.relation, let values = factor.finiteValues,
      let error = product.roundingError(ulps: 1, operands: [self, other])
    else { return product }
    return product.relating(kept.multiplying(values, error: error))
  }

  /// `self × self` (an `fmul` of one value by itself): never below 0, as `|self| × |self|`,
  /// which IEEE computes identically; its relation is the product's.
  public func squared(mode: MetalMathMode = .fast) -> AbstractFloat {
    let product = multiplying(self, mode: mode)
    let magnitude = magnitude()
    return magnitude.multiplying(magnitude, mode: mode).relating(product.relation)
  }

  /// `self ÷ other` (LLVM `fdiv`). In fast math a float division is within 2.5 ulp only for a
  /// divisor of magnitude in [2⁻¹²⁶, 2¹²⁶] (Table 8.2); a divisor that may fall outside makes
  /// the result anything.
  public func dividing(by other: AbstractFloat, mode: MetalMathMode = .fast) -> AbstractFloat {
    let fastFloat = format == .float && mode == .fast
    if fastFloat, other.hasFiniteValues {
      let smallest =
        other.lower <= 0 && other.upper >= 0
        ? 0 : min(abs(other.lower), abs(other.upper))
      let largest = max(abs(other.lower), abs(other.upper))
      if smallest < 0x1p-126 || largest > 0x1p126 { return .anything(format) }
    }
    let quotient = Self.binary(self, other, concrete: /) { a, b in
      guard b.lower > 0 || b.upper < 0 else {
        // A divisor set holding 0: every finite quotient, both infinities (x ÷ ±0), and NaN
        // (0 ÷ 0) are the pairs' business below.
        return (-.infinity, .infinity)
      }
      let pairs = [(a.lower, b.lower), (a.lower, b.upper), (a.upper, b.lower), (a.upper, b.upper)]
      return (
        pairs.map { Self.quotient($0.0, $0.1, .down) }.reduce(.infinity, min),
        pairs.map { Self.quotient($0.0, $0.1, .up) }.reduce(-.infinity, max)
      )
    }
    let result = fastFloat ? quotient.widened(byUlps: 2.5) : quotient
    // The related dividend times every reciprocal of the divisor.
    guard let kept = relation, let divisor = other.finiteValues?.reciprocal(),
      let error = result.roundingError(ulps: fastFloat ? 3.5 : 1, operands: [self, other])
    else { return result }
    return result.relating(kept.multiplying(divisor, error: error))
  }

  /// `−self` (LLVM `fneg`): exact.
  public func negated() -> AbstractFloat {
    AbstractFloat(
      format, lower: -upper, upper: -lower, mayBeNaN: mayBeNaN,
      mayBePositiveInfinity: mayBeNegativeInfinity, mayBeNegativeInfinity: mayBePositiveInfinity
    ).relating(relation?.negated())
  }

  /// The set widened by `ulps` units in the last place of its largest finite magnitude: every
  /// value within that error of one of its values.
  public func widened(byUlps ulps: Double) -> AbstractFloat {
    guard hasFiniteValues, ulps > 0 else { return self }
    let error = Self.up(ulps * format.spacing(at: max(abs(lower), abs(upper))))
    return AbstractFloat(
      format, lower: Self.down(lower - error), upper: Self.up(upper + error), mayBeNaN: mayBeNaN,
      mayBePositiveInfinity: mayBePositiveInfinity, mayBeNegativeInfinity: mayBeNegativeInfinity)
  }

  // MARK: - The rule every operation follows

  /// `self` with 0 added when it holds a nonzero value below the smallest normal: a GPU may
  /// flush such an input or result to zero (§8.1).
  func flushable() -> AbstractFloat {
    guard hasFiniteValues else { return self }
    let normal = format.leastNormal
    let touchesSubnormals =
      (lower < normal && upper > -normal) && !(lower == 0 && upper == 0)
    guard touchesSubnormals else { return self }
    return AbstractFloat(
      format, lower: min(lower, 0), upper: max(upper, 0), mayBeNaN: mayBeNaN,
      mayBePositiveInfinity: mayBePositiveInfinity, mayBeNegativeInfinity: mayBeNegativeInfinity)
  }

  /// The values standing for every sign class of the set: its bounds, both zeros when it holds
  /// 0, its infinities and NaN. An IEEE operation with an infinite, NaN or zero operand gives
  /// the same kind of result for every operand of one class, so these decide the special cases.
  var representatives: [Double] {
    var values: [Double] = []
    if hasFiniteValues {
      values += [lower, upper]
      if lower <= 0 && upper >= 0 { values += [0.0, -0.0] }
    }
    if mayBeNaN { values.append(.nan) }
    if mayBePositiveInfinity { values.append(.infinity) }
    if mayBeNegativeInfinity { values.append(-.infinity) }
    return values
  }

  /// An operation over sets: `finite` encloses the exact results of the finite operands (as
  /// `Double` bounds rounded outward); the pairs of representatives where one operand is not
  /// finite, or the divisor is zero, are computed as IEEE does and joined in. The result is
  /// rounded to the format outward, overflow sets the infinities, and it is flushable.
  static func binary(
    _ a: AbstractFloat, _ b: AbstractFloat, concrete: (Double, Double) -> Double,
    finite: (AbstractFloat, AbstractFloat) -> (Double, Double)
  ) -> AbstractFloat {
    let format = a.format
    let a = a.flushable()
    let b = b.flushable()
    var result = AbstractFloat(format, lower: .infinity, upper: -.infinity)
    if a.hasFiniteValues && b.hasFiniteValues {
      // A bound past the format (±∞ included) sets that infinity: the constructor's rule.
      let (low, high) = finite(a, b)
      result = AbstractFloat(format, lower: low, upper: high)
    }
    for x in a.representatives {
      for y in b.representatives where !x.isFinite || !y.isFinite || y == 0 {
        result = result.union(AbstractFloat(format, concrete(x, y)))
      }
    }
    return result.flushable()
  }

  /// The Double at most (``FloatingPointRoundingRule/down``) or at least (`up`) the exact
  /// `x + y`: the rounded sum, moved one step only when its error (exact, by Knuth's TwoSum)
  /// lies on the wrong side.
  static func sum(_ x: Double, _ y: Double, _ rule: FloatingPointRoundingRule) -> Double {
    let s = x + y
    guard s.isFinite else { return rule == .down ? (s.isNaN ? s : s.nextDown) : up(s) }
    let yy = s - x
    let error = (x - (s - yy)) + (y - yy)
    if rule == .down { return error < 0 ? s.nextDown : s }
    return error > 0 ? s.nextUp : s
  }

  /// The Double at most (`down`) or at least (`up`) the exact `x ÷ y`, for finite `y ≠ 0`:
  /// the rounded quotient, moved one step only when the exact remainder `x − q·y` (a fused
  /// multiply-add) puts the exact quotient on the wrong side.
  static func quotient(_ x: Double, _ y: Double, _ rule: FloatingPointRoundingRule) -> Double {
    let q = x / y
    guard q.isFinite, q != 0 || x == 0 else { return rule == .down ? down(q) : up(q) }
    let remainder = x.addingProduct(-q, y)
    // The exact quotient is q + remainder / y: above q when the two have one sign.
    let sign = (remainder > 0) == (y > 0) ? 1 : -1
    if remainder == 0 { return q }
    if rule == .down { return sign < 0 ? q.nextDown : q }
    return sign > 0 ? q.nextUp : q
  }

  /// `x` one Double step down: an IEEE Double result within ½ ulp of the exact one is above.
  static func down(_ x: Double) -> Double { x.isNaN ? x : x.nextDown }
  /// `x` one Double step up.
  static func up(_ x: Double) -> Double { x.isNaN ? x : x.nextUp }
}

extension AbstractFloat {
  /// The set in `target` (LLVM `fpext` or `fptrunc`): exact into a wider format, rounded by
  /// either mode into a narrower one, where a value past it is an infinity (or the largest
  /// finite value, rounding toward zero).
  public func converted(to target: MetalFloatFormat) -> AbstractFloat {
    let result = AbstractFloat(
      target, lower: lower, upper: upper, mayBeNaN: mayBeNaN,
      mayBePositiveInfinity: mayBePositiveInfinity, mayBeNegativeInfinity: mayBeNegativeInfinity
    ).flushable()
    // Into a format at least as wide the value is the same; into a narrower one it moves by a
    // rounding.
    guard let kept = relation, let error = result.roundingError(ulps: 1, operands: [self]) else {
      return result
    }
    let widening = target.significandBits >= format.significandBits
    return result.relating(
      widening ? kept : kept.adding(.constant(RealInterval(exactly: 0)), error: error))
  }
}
