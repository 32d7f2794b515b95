import EffectMath
import ProofEngine

// MARK: - Arithmetic

extension ProofInterval {
  /// Encloses every `a + b`.
  public static func + (lhs: ProofInterval, rhs: ProofInterval) -> ProofInterval {
    rounded(lhs.lower + rhs.lower, lhs.upper + rhs.upper)
  }

  /// Encloses every `a − b`.
  public static func - (lhs: ProofInterval, rhs: ProofInterval) -> ProofInterval {
    rounded(lhs.lower - rhs.upper, lhs.upper - rhs.lower)
  }

  /// Encloses every `−a` (exact).
  public static prefix func - (operand: ProofInterval) -> ProofInterval {
    ProofInterval(lower: -operand.upper, upper: -operand.lower)
  }

  /// Encloses every `a · b`. `0 · ∞` counts as 0 (a bound at infinity is a limit, and the
  /// other factor's bound 0 is attained), so the product stays valid.
  public static func * (lhs: ProofInterval, rhs: ProofInterval) -> ProofInterval {
    guard lhs.isValid, rhs.isValid else { return .invalid }
    @inline(__always) func times(_ a: Double, _ b: Double) -> Double {
      a == 0 || b == 0 ? 0 : a * b
    }
    let p1 = times(lhs.lower, rhs.lower)
    let p2 = times(lhs.lower, rhs.upper)
    let p3 = times(lhs.upper, rhs.lower)
    let p4 = times(lhs.upper, rhs.upper)
    return rounded(Swift.min(p1, p2, p3, p4), Swift.max(p1, p2, p3, p4))
  }

  /// Encloses every `a / b`; `(−∞, ∞)` when the divisor's interval contains 0.
  public static func / (lhs: ProofInterval, rhs: ProofInterval) -> ProofInterval {
    guard lhs.isValid, rhs.isValid else { return .invalid }
    guard rhs.lower > 0 || rhs.upper < 0 else { return .whole }
    let q1 = lhs.lower / rhs.lower
    let q2 = lhs.lower / rhs.upper
    let q3 = lhs.upper / rhs.lower
    let q4 = lhs.upper / rhs.upper
    return rounded(Swift.min(q1, q2, q3, q4), Swift.max(q1, q2, q3, q4))
  }

  // MARK: - Order

  /// The smallest interval holding both.
  public static func hull(_ lhs: ProofInterval, _ rhs: ProofInterval) -> ProofInterval {
    guard lhs.isValid, rhs.isValid else { return .invalid }
    return ProofInterval(
      lower: Swift.min(lhs.lower, rhs.lower), upper: Swift.max(lhs.upper, rhs.upper))
  }

  /// Encloses every `min(a, b)`.
  public static func smaller(_ lhs: ProofInterval, _ rhs: ProofInterval) -> ProofInterval {
    guard lhs.isValid, rhs.isValid else { return .invalid }
    return ProofInterval(
      lower: Swift.min(lhs.lower, rhs.lower), upper: Swift.min(lhs.upper, rhs.upper))
  }

  /// Encloses every `max(a, b)`.
  public static func larger(_ lhs: ProofInterval, _ rhs: ProofInterval) -> ProofInterval {
    guard lhs.isValid, rhs.isValid else { return .invalid }
    return ProofInterval(
      lower: Swift.max(lhs.lower, rhs.lower), upper: Swift.max(lhs.upper, rhs.upper))
  }

  /// Encloses every `|a|`.
  public static func magnitude(_ x: ProofInterval) -> ProofInterval {
    guard x.isValid else { return .invalid }
    if x.lower >= 0 { return x }
    if x.upper <= 0 { return -x }
    return ProofInterval(lower: 0, upper: Swift.max(-x.lower, x.upper))
  }

  /// Whether every `a < b` (yes), none (no), or some (maybe).
  public static func < (lhs: ProofInterval, rhs: ProofInterval) -> IntervalTruth {
    guard lhs.isValid, rhs.isValid else { return .maybe }
    if lhs.upper < rhs.lower { return .yes }
    if lhs.lower >= rhs.upper { return .no }
    return .maybe
  }

  /// Whether every `a ≤ b` (yes), none (no), or some (maybe).
  public static func <= (lhs: ProofInterval, rhs: ProofInterval) -> IntervalTruth {
    guard lhs.isValid, rhs.isValid else { return .maybe }
    if lhs.upper <= rhs.lower { return .yes }
    if lhs.lower > rhs.upper { return .no }
    return .maybe
  }

  /// `rhs < lhs`.
  public static func > (lhs: ProofInterval, rhs: ProofInterval) -> IntervalTruth { rhs < lhs }
  /// `rhs ≤ lhs`.
  public static func >= (lhs: ProofInterval, rhs: ProofInterval) -> IntervalTruth { rhs <= lhs }
}

/// The truth of a comparison between intervals: it holds for every pair of values, for none,
/// or for some.
public enum IntervalTruth: Sendable, Hashable, EffectTruth {
  /// Holds for every pair.
  case yes
  /// Holds for no pair.
  case no
  /// Holds for some pairs and not others.
  case maybe

  /// Kleene's and.
  public static func both(_ lhs: IntervalTruth, _ rhs: IntervalTruth) -> IntervalTruth {
    if lhs == .no || rhs == .no { return .no }
    if lhs == .yes && rhs == .yes { return .yes }
    return .maybe
  }

  /// Kleene's or.
  public static func either(_ lhs: IntervalTruth, _ rhs: IntervalTruth) -> IntervalTruth {
    if lhs == .yes || rhs == .yes { return .yes }
    if lhs == .no && rhs == .no { return .no }
    return .maybe
  }

  /// `then()` for yes, `otherwise()` for no, both joined for maybe: the branch rule of every
  /// interval scalar.
  func choose<Value: EffectJoinable>(_ then: () -> Value, _ otherwise: () -> Value) -> Value {
    switch self {
    case .yes: then()
    case .no: otherwise()
    case .maybe: Value.joined(then(), otherwise())
    }
  }

  /// Whether it holds for some pair: yes or maybe.
  public var mayHold: Bool { self != .no }

  /// Kleene's not.
  public static func not(_ value: IntervalTruth) -> IntervalTruth {
    switch value {
    case .yes: .no
    case .no: .yes
    case .maybe: .maybe
    }
  }
}
