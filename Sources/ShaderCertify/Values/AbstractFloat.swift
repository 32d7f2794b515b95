/// Every value a `float` or `half` of a shader can hold at one instruction, over a whole box of
/// inputs, on any conforming GPU: the finite values in `[lower, upper]` (or none), and whether it
/// may be NaN, +∞ or −∞.
///
/// The bounds are values of the ``format``; an operation's result is the smallest such set that
/// holds what the exact operation gives for every pair of inputs in its operands' sets, rounded
/// by *either* rounding mode the Metal Shading Language allows (round to nearest even or toward
/// zero, §8.2), with results and inputs below the smallest normal possibly flushed to zero
/// (§8.1), widened by the error the precision tables allow (Table 8.2 for float in fast math,
/// Table 8.3 for half; docs/shader-proofs.md).
public struct AbstractFloat: Sendable, Hashable, CustomStringConvertible {
  /// The format the values are in.
  public let format: MetalFloatFormat
  /// The least finite value; greater than ``upper`` when there is no finite value.
  public let lower: Double
  /// The greatest finite value.
  public let upper: Double
  /// Whether it may be NaN.
  public let mayBeNaN: Bool
  /// Whether it may be +∞.
  public let mayBePositiveInfinity: Bool
  /// Whether it may be −∞.
  public let mayBeNegativeInfinity: Bool
  /// What the value keeps of the pixel's position, when it was computed from it by operations
  /// that carry one (``InputRelation``); nil otherwise. Every operation drops it unless it
  /// says otherwise, which is always sound: the bounds alone hold every value.
  public internal(set) var relation: InputRelation? = nil

  /// The set `[lower, upper]` of finite values (rounded outward to the format, clamped to its
  /// finite range; a bound past it sets that infinity's flag), with the given flags.
  public init(
    _ format: MetalFloatFormat, lower: Double, upper: Double, mayBeNaN: Bool = false,
    mayBePositiveInfinity: Bool = false, mayBeNegativeInfinity: Bool = false
  ) {
    self.format = format
    let greatest = format.greatestFinite
    var nan = mayBeNaN || lower.isNaN || upper.isNaN
    var positive = mayBePositiveInfinity
    var negative = mayBeNegativeInfinity
    var low = format.roundedDown(lower)
    var high = format.roundedUp(upper)
    if low.isNaN || high.isNaN || low > high {
      nan = nan || lower.isNaN || upper.isNaN
      (low, high) = (.infinity, -.infinity)
    } else {
      if high > greatest {
        positive = true
        high = greatest
        low = min(low, greatest)
      }
      if low < -greatest {
        negative = true
        low = -greatest
        high = max(high, -greatest)
      }
    }
    self.lower = low
    self.upper = high
    self.mayBeNaN = nan
    self.mayBePositiveInfinity = positive
    self.mayBeNegativeInfinity = negative
  }

  /// One value of the format (`value` rounded outward when it is not one).
  public init(_ format: MetalFloatFormat, _ value: Double) {
    switch value {
    case .infinity:
      self.init(format, lower: .infinity, upper: -.infinity, mayBePositiveInfinity: true)
    case -.infinity:
      self.init(format, lower: .infinity, upper: -.infinity, mayBeNegativeInfinity: true)
    default:
      if value.isNaN {
        self.init(format, lower: .infinity, upper: -.infinity, mayBeNaN: true)
      } else {
        self.init(format, lower: value, upper: value)
      }
    }
  }

  /// Every value of the format, NaN and both infinities included.
  public static func anything(_ format: MetalFloatFormat) -> AbstractFloat {
    AbstractFloat(
      format, lower: -format.greatestFinite, upper: format.greatestFinite, mayBeNaN: true,
      mayBePositiveInfinity: true, mayBeNegativeInfinity: true)
  }

  /// Whether it holds a finite value.
  public var hasFiniteValues: Bool { lower <= upper }

  /// Whether it holds no value at all.
  public var isEmpty: Bool {
    !hasFiniteValues && !mayBeNaN && !mayBePositiveInfinity && !mayBeNegativeInfinity
  }

  /// Whether it may be NaN or infinite: under fast math an intermediate that may be one makes
  /// the GPU's result undefined (MSL §8.1), a `finite` finding.
  public var mayBeNonFinite: Bool { mayBeNaN || mayBePositiveInfinity || mayBeNegativeInfinity }

  /// Whether `value` (a Double holding a value of the format) is in the set.
  public func contains(_ value: Double) -> Bool {
    if value.isNaN { return mayBeNaN }
    if value == .infinity { return mayBePositiveInfinity }
    if value == -.infinity { return mayBeNegativeInfinity }
    return lower <= value && value <= upper
  }

  /// The smallest set holding both.
  public func union(_ other: AbstractFloat) -> AbstractFloat {
    let joined = AbstractFloat(
      format, lower: min(lower, other.lower), upper: max(upper, other.upper),
      mayBeNaN: mayBeNaN || other.mayBeNaN,
      mayBePositiveInfinity: mayBePositiveInfinity || other.mayBePositiveInfinity,
      mayBeNegativeInfinity: mayBeNegativeInfinity || other.mayBeNegativeInfinity)
    guard relation != nil || other.relation != nil, let mine = relationOrConstant,
      let theirs = other.relationOrConstant
    else { return joined }
    return joined.relating(mine.hull(theirs))
  }

  /// `[lower, upper]` with `NaN`, `+inf`, `-inf` after it when possible; `∅` when empty.
  public var description: String {
    var parts: [String] = hasFiniteValues ? ["[\(lower), \(upper)]"] : []
    if mayBeNaN { parts.append("NaN") }
    if mayBePositiveInfinity { parts.append("+inf") }
    if mayBeNegativeInfinity { parts.append("-inf") }
    return parts.isEmpty
      ? "∅ \(format.rawValue)" : parts.joined(separator: " ∪ ") + " \(format.rawValue)"
  }
}
