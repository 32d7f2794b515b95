/// Integer operations over sets, wrapping as LLVM's do (`nsw`/`nuw` flags, which make an
/// overflow poison, are not relied on: a wrapped value is a superset of poison's meaning here
/// only when the result is also marked, so an overflow that may happen gives every value).
extension AbstractInt {
  /// The exact results `[low, high]` if they fit the width, else every value (an overflow
  /// wraps somewhere in the box).
  func fitted(_ low: Int64?, _ high: Int64?, poison: Bool) -> AbstractInt {
    let range = Self.signedRange(width)
    guard let low, let high, range.contains(low), range.contains(high) else {
      return AbstractInt(
        width: width, lower: range.lowerBound, upper: range.upperBound, mayBePoison: poison)
    }
    return AbstractInt(width: width, lower: low, upper: high, mayBePoison: poison)
  }

  /// `add`.
  public func adding(_ other: AbstractInt) -> AbstractInt {
    let low = lower.addingReportingOverflow(other.lower)
    let high = upper.addingReportingOverflow(other.upper)
    return fitted(
      low.overflow ? nil : low.partialValue, high.overflow ? nil : high.partialValue,
      poison: mayBePoison || other.mayBePoison)
  }

  /// `sub`.
  public func subtracting(_ other: AbstractInt) -> AbstractInt {
    let low = lower.subtractingReportingOverflow(other.upper)
    let high = upper.subtractingReportingOverflow(other.lower)
    return fitted(
      low.overflow ? nil : low.partialValue, high.overflow ? nil : high.partialValue,
      poison: mayBePoison || other.mayBePoison)
  }

  /// `mul`.
  public func multiplying(_ other: AbstractInt) -> AbstractInt {
    let products = [
      lower.multipliedReportingOverflow(by: other.lower),
      lower.multipliedReportingOverflow(by: other.upper),
      upper.multipliedReportingOverflow(by: other.lower),
      upper.multipliedReportingOverflow(by: other.upper),
    ]
    let poison = mayBePoison || other.mayBePoison
    guard products.allSatisfy({ !$0.overflow }) else { return fitted(nil, nil, poison: poison) }
    let values = products.map(\.partialValue)
    return fitted(values.min(), values.max(), poison: poison)
  }

  /// `and`: exact on single values; with a non-negative operand, between 0 and its greatest.
  public func and(_ other: AbstractInt) -> AbstractInt {
    let poison = mayBePoison || other.mayBePoison
    if lower == upper && other.lower == other.upper {
      return AbstractInt(
        width: width, lower: lower & other.lower, upper: lower & other.lower, mayBePoison: poison)
    }
    let bounds = [lower >= 0 ? upper : nil, other.lower >= 0 ? other.upper : nil].compactMap { $0 }
    guard let bound = bounds.min() else { return fitted(nil, nil, poison: poison) }
    return AbstractInt(width: width, lower: 0, upper: bound, mayBePoison: poison)
  }

  /// `or` and `xor` (`exclusive`): exact on single values; of two non-negative operands,
  /// between 0 and the all-ones value of the wider's bits.
  public func or(_ other: AbstractInt, exclusive: Bool = false) -> AbstractInt {
    let poison = mayBePoison || other.mayBePoison
    if lower == upper && other.lower == other.upper {
      let value = exclusive ? lower ^ other.lower : lower | other.lower
      return AbstractInt(width: width, lower: value, upper: value, mayBePoison: poison)
    }
    guard lower >= 0, other.lower >= 0 else { return fitted(nil, nil, poison: poison) }
    let largest = max(upper, other.upper)
    let bits = 64 - largest.leadingZeroBitCount
    let ones: Int64 = bits >= 63 ? .max : (Int64(1) << bits) - 1
    return fitted(0, ones, poison: poison)
  }

  /// `zext` to `target` bits: the unsigned values.
  public func zeroExtended(to target: Int) -> AbstractInt {
    let hull = unsignedHull
    guard hull.upperBound <= UInt64(Int64.max) else {
      return AbstractInt.anything(width: target).marked(poison: mayBePoison)
    }
    return AbstractInt(width: target, lower: 0, upper: 0, mayBePoison: mayBePoison)
      .fitted(Int64(hull.lowerBound), Int64(hull.upperBound), poison: mayBePoison)
  }

  /// `sext` to `target` bits: the same signed values.
  public func signExtended(to target: Int) -> AbstractInt {
    AbstractInt(width: target, lower: lower, upper: upper, mayBePoison: mayBePoison)
  }

  /// `trunc` to `target` bits: the same values when they fit, else every value.
  public func truncated(to target: Int) -> AbstractInt {
    if lower == upper { return AbstractInt(width: target, lower).marked(poison: mayBePoison) }
    return AbstractInt(width: target, lower: 0, upper: 0).fitted(lower, upper, poison: mayBePoison)
  }

  /// The set with poison added when `poison`.
  func marked(poison: Bool) -> AbstractInt {
    AbstractInt(width: width, lower: lower, upper: upper, mayBePoison: mayBePoison || poison)
  }

  /// The smallest set holding both.
  public func union(_ other: AbstractInt) -> AbstractInt {
    guard hasValues else { return other.marked(poison: mayBePoison) }
    guard other.hasValues else { return marked(poison: other.mayBePoison) }
    return AbstractInt(
      width: width, lower: min(lower, other.lower), upper: max(upper, other.upper),
      mayBePoison: mayBePoison || other.mayBePoison)
  }
}
