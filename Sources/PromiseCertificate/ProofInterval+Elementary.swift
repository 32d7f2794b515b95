import EffectMath
import Foundation
import ProofEngine

// MARK: - Elementary functions

extension ProofInterval {
  /// The C library's `f(x)` widened down and up by ``libmSlack``.
  @inline(__always) private static func widened(_ value: Double) -> (Double, Double) {
    (libmDown(value), libmUp(value))
  }

  /// Whether `offset + 2kπ` lies in `[a − ε, b + ε]` for some integer k, ε = 10⁻⁹·max(1, |a|,
  /// |b|): a conservative test for an extremum of sin or cos inside `[a, b]` (near misses count
  /// as hits, which only widens the result).
  private static func containsCritical(_ a: Double, _ b: Double, offset: Double) -> Bool {
    let slack = 1e-9 * Swift.max(1, Swift.abs(a), Swift.abs(b))
    let k = ((a - slack - offset) / (2 * Double.pi)).rounded(.up)
    return offset + k * 2 * Double.pi <= b + slack
  }

  /// sin or cos over `x`, with maxima at `maximum + 2kπ` and minima at `maximum + π + 2kπ`.
  private static func periodic(
    _ x: ProofInterval, maximum: Double, _ f: (Double) -> Double
  ) -> ProofInterval {
    guard x.isValid else { return .invalid }
    let unit = ProofInterval(lower: -1, upper: 1)
    guard x.lower.isFinite, x.upper.isFinite, x.upper - x.lower < 2 * Double.pi else {
      return unit
    }
    let (aLow, aHigh) = widened(f(x.lower))
    let (bLow, bHigh) = widened(f(x.upper))
    var low = Swift.min(aLow, bLow)
    var high = Swift.max(aHigh, bHigh)
    if containsCritical(x.lower, x.upper, offset: maximum) { high = 1 }
    if containsCritical(x.lower, x.upper, offset: maximum + Double.pi) { low = -1 }
    return ProofInterval(lower: Swift.max(low, -1), upper: Swift.min(high, 1))
  }

  /// Encloses every sin a, a in radians.
  public static func sin(radians x: ProofInterval) -> ProofInterval {
    periodic(x, maximum: Double.pi / 2) { Foundation.sin($0) }
  }

  /// Encloses every cos a, a in radians.
  public static func cos(radians x: ProofInterval) -> ProofInterval {
    periodic(x, maximum: 0) { Foundation.cos($0) }
  }

  /// Encloses every eᵃ (increasing).
  public static func exponential(_ x: ProofInterval) -> ProofInterval {
    guard x.isValid else { return .invalid }
    return ProofInterval(
      lower: Swift.max(libmDown(Foundation.exp(x.lower)), 0),
      upper: libmUp(Foundation.exp(x.upper)))
  }

  /// Encloses every √a over the part of `x` at or above 0 (increasing; IEEE √ is correctly
  /// rounded); invalid when all of `x` is negative.
  public static func squareRoot(_ x: ProofInterval) -> ProofInterval {
    guard x.isValid, x.upper >= 0 else { return .invalid }
    let low = Swift.max(x.lower, 0)
    return ProofInterval(
      lower: Swift.max(down(low.squareRoot()), 0), upper: up(x.upper.squareRoot()))
  }

  /// How far `Double`'s ``EffectMath/EffectScalar/arcsine(_:)``, `atan2(c, √(1 − c²))`, may be
  /// from asin c: 2·10⁻⁸ rad. `1 − c²` carries an absolute rounding error e ≤ 1.2·10⁻¹⁶, so
  /// √ is off by at most √e ≈ 1.1·10⁻⁸ (worst at c → ±1), and atan2 moves by no more than
  /// that; the certificate widens by this so that it bounds the app's code, not only asin.
  public static let arcsineImplementationSlack = 2e-8

  /// Encloses every asin a over `x` clamped to [−1, 1] (increasing), widened by
  /// ``arcsineImplementationSlack`` so that it also encloses `Double`'s implementation.
  public static func arcsine(_ x: ProofInterval) -> ProofInterval {
    guard x.isValid else { return .invalid }
    let low = Foundation.asin(Swift.min(Swift.max(x.lower, -1), 1))
    let high = Foundation.asin(Swift.min(Swift.max(x.upper, -1), 1))
    let limit = up(Double.pi / 2) + arcsineImplementationSlack
    return ProofInterval(
      lower: Swift.max(libmDown(low) - arcsineImplementationSlack, -limit),
      upper: Swift.min(libmUp(high) + arcsineImplementationSlack, limit))
  }

  /// Encloses every atan2(b, a) for b in `y` and a in `x`: the corners' angles when the box
  /// stays off the branch cut (the negative x-axis and the origin), else [−π, π].
  public static func angle(y: ProofInterval, x: ProofInterval) -> ProofInterval {
    guard x.isValid, y.isValid else { return .invalid }
    let whole = ProofInterval(lower: libmDown(-Double.pi), upper: libmUp(Double.pi))
    if y.lower <= 0 && y.upper >= 0 && x.lower <= 0 { return whole }
    let corners = [
      Foundation.atan2(y.lower, x.lower), Foundation.atan2(y.lower, x.upper),
      Foundation.atan2(y.upper, x.lower), Foundation.atan2(y.upper, x.upper),
    ]
    guard let low = corners.min(), let high = corners.max(), !low.isNaN, !high.isNaN else {
      return whole
    }
    return ProofInterval(lower: libmDown(low), upper: libmUp(high))
  }
}

// MARK: - Integers

extension ProofInterval {
  /// Encloses every ⌈a⌉ (exact: ⌈⌉ of a Double is a Double).
  public static func roundedUp(_ x: ProofInterval) -> ProofInterval {
    guard x.isValid else { return .invalid }
    return ProofInterval(lower: x.lower.rounded(.up), upper: x.upper.rounded(.up))
  }

  /// The upper end rounded down, when it fits in `Int`; else 0.
  public static func integerUpperBound(_ x: ProofInterval) -> Int {
    Int(exactly: x.upper.rounded(.down)) ?? 0
  }

  /// The lower end rounded up, when it fits in `Int`; else 0.
  public static func integerLowerBound(_ x: ProofInterval) -> Int {
    Int(exactly: x.lower.rounded(.up)) ?? 0
  }
}

// MARK: - EffectScalar

extension ProofInterval: EffectScalar {
  /// `then()` when the condition holds everywhere, `otherwise()` when nowhere, both joined
  /// (their hull) when it is undecided.
  public static func select<Value: EffectJoinable>(
    _ condition: IntervalTruth, then: () -> Value, else otherwise: () -> Value
  ) -> Value {
    condition.choose(then, otherwise)
  }

  /// The hull.
  public static func joined(_ lhs: ProofInterval, _ rhs: ProofInterval) -> ProofInterval {
    hull(lhs, rhs)
  }
}
