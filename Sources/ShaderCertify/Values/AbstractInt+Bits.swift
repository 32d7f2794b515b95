/// Shifts and the integer intrinsics (`llvm.smin`, `smax`, `umin`, `umax`, `abs`) over sets.
extension AbstractInt {
  /// `shl`: by a single amount, the product by 2ᵏ (every value when some overflows); by an
  /// amount that may vary, every value. An amount past the width is poison (LLVM).
  public func shiftedLeft(by amount: AbstractInt) -> AbstractInt {
    let poison =
      mayBePoison || amount.mayBePoison || amount.upper >= Int64(width) || amount.lower < 0
    guard amount.lower == amount.upper, amount.lower >= 0, amount.lower < Int64(width) else {
      return AbstractInt.anything(width: width).marked(poison: poison)
    }
    let factor = AbstractInt(width: 64, lower: 1 << amount.lower, upper: 1 << amount.lower)
    let product = AbstractInt(width: 64, lower: lower, upper: upper).multiplying(factor)
    let range = Self.signedRange(width)
    guard range.contains(product.lower), range.contains(product.upper), product.lower > Int64.min,
      product.upper < Int64.max
    else { return AbstractInt.anything(width: width).marked(poison: poison) }
    return AbstractInt(
      width: width, lower: product.lower, upper: product.upper, mayBePoison: poison)
  }

  /// `ashr` (`arithmetic`) or `lshr`: by a single amount, each bound shifted (both are monotone
  /// on the signed values, and `lshr` on the unsigned ones); by a varying amount, every value
  /// (or, for `lshr`, 0 up to the unsigned largest).
  public func shiftedRight(by amount: AbstractInt, arithmetic: Bool) -> AbstractInt {
    let poison =
      mayBePoison || amount.mayBePoison || amount.upper >= Int64(width) || amount.lower < 0
    guard amount.lower == amount.upper, amount.lower >= 0, amount.lower < Int64(width) else {
      return AbstractInt.anything(width: width).marked(poison: poison)
    }
    let k = amount.lower
    if arithmetic {
      return AbstractInt(width: width, lower: lower >> k, upper: upper >> k, mayBePoison: poison)
    }
    let hull = unsignedHull
    let low = hull.lowerBound >> UInt64(k)
    let high = hull.upperBound >> UInt64(k)
    guard high <= UInt64(Int64.max) else {
      return AbstractInt.anything(width: width).marked(poison: poison)
    }
    // A result of the top bit clear reads the same signed; with k = 0 it may be negative.
    return AbstractInt(width: width, lower: 0, upper: 0).fitted(
      Int64(low), Int64(high), poison: poison)
  }

  /// `llvm.smin` (`lesser`) or `llvm.smax`: exact on the bounds.
  public func signedExtremum(_ other: AbstractInt, lesser: Bool) -> AbstractInt {
    let poison = mayBePoison || other.mayBePoison
    return lesser
      ? AbstractInt(
        width: width, lower: min(lower, other.lower), upper: min(upper, other.upper),
        mayBePoison: poison)
      : AbstractInt(
        width: width, lower: max(lower, other.lower), upper: max(upper, other.upper),
        mayBePoison: poison)
  }

  /// `llvm.umin` or `llvm.umax`: on the unsigned views, when both fit the signed range; else
  /// every value.
  public func unsignedExtremum(_ other: AbstractInt, lesser: Bool) -> AbstractInt {
    let poison = mayBePoison || other.mayBePoison
    guard lower >= 0, other.lower >= 0 else {
      return AbstractInt.anything(width: width).marked(poison: poison)
    }
    return signedExtremum(other, lesser: lesser)
  }

  /// `llvm.abs`: |x|; the least value's magnitude wraps to itself (or is poison when the
  /// intrinsic says so, `poisonAtMinimum`).
  public func absolute(poisonAtMinimum: Bool) -> AbstractInt {
    let minimum = Self.signedRange(width).lowerBound
    var poison = mayBePoison
    var values: [Int64] = []
    if lower <= minimum {
      if poisonAtMinimum { poison = true } else { values.append(minimum) }
    }
    let low = max(lower, minimum + 1)
    if low <= upper {
      if low >= 0 {
        values += [low, upper]
      } else if upper <= 0 {
        values += [-upper, -low]
      } else {
        values += [0, max(-low, upper)]
      }
    }
    guard let least = values.min(), let greatest = values.max() else {
      return AbstractInt(width: width, lower: 1, upper: 0, mayBePoison: poison)
    }
    return AbstractInt(width: width, lower: least, upper: greatest, mayBePoison: poison)
  }
}
