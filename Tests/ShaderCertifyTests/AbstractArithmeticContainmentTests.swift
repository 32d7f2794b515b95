import EffectProofTestSupport
import Foundation
import Testing

@testable import ShaderCertify

/// The trusted base of certification: for random sets and random values in them, what a GPU
/// may compute is in the abstract result. The GPU is modelled independently of the code under
/// test: Swift's `Float` and `Float16` arithmetic (round to nearest even), the exact result
/// truncated toward zero (the other mode §8.2 allows) where `Double` holds it exactly, and
/// each of those with subnormal inputs and results flushed to zero (§8.1).
/// Set `SHADER_CERTIFY_SEED` to replay a printed seed.
@Suite struct AbstractArithmeticContainmentTests {
  enum Operation: CaseIterable { case add, subtract, multiply, divide }

  /// A value of `format` drawn to reach every kind of place: small integers, powers of two,
  /// subnormals, the largest values, random magnitudes.
  static func value(_ format: MetalFloatFormat, _ random: inout SplitMix64) -> Double {
    let greatest = format.greatestFinite
    let sign: Double = random.bit() ? -1 : 1
    let raw: Double
    switch random.integer(in: 0...6) {
    case 0: raw = Double(random.integer(in: 0...8))
    case 1: raw = Double(sign: .plus, exponent: random.integer(in: -30...30), significand: 1)
    case 2: raw = format.subnormalSpacing * Double(random.integer(in: 1...5))
    case 3: raw = greatest * (1 - random.unit() / 8)
    case 4: raw = format.leastNormal * (1 + random.unit())
    default:
      let exponent = format == .half ? random.integer(in: -24...15) : random.integer(in: -149...127)
      raw = Double(sign: .plus, exponent: exponent, significand: 1 + random.unit())
    }
    return format.roundedDown(sign * min(raw, greatest))
  }

  /// A set and a value in it: a finite range (or none) and flags; the value is a bound, a
  /// value between them, or a flagged special.
  static func set(_ format: MetalFloatFormat, _ random: inout SplitMix64) -> (AbstractFloat, Double)
  {
    let a = value(format, &random)
    let b = random.integer(in: 0...3) == 0 ? a : value(format, &random)
    let (lower, upper) = (min(a, b), max(a, b))
    let noFinite = random.integer(in: 0...15) == 0
    let nan = random.integer(in: 0...7) == 0
    let positive = random.integer(in: 0...7) == 0
    let negative = random.integer(in: 0...7) == 0
    let set = AbstractFloat(
      format, lower: noFinite ? .infinity : lower, upper: noFinite ? -.infinity : upper,
      mayBeNaN: nan, mayBePositiveInfinity: positive, mayBeNegativeInfinity: negative)
    var choices: [Double] = []
    if !noFinite {
      choices += [lower, upper, format.roundedDown(lower + (upper - lower) * random.unit())]
      if lower <= 0 && upper >= 0 { choices += [0, -0.0] }
    }
    if nan { choices.append(.nan) }
    if positive { choices.append(.infinity) }
    if negative { choices.append(-.infinity) }
    if choices.isEmpty { return (set, .nan) }  // an empty set holds nothing to draw
    return (set, choices[random.integer(in: 0...(choices.count - 1))])
  }

  /// The exact `x op y` rounded toward zero to `format`: from the rounded Double result and its
  /// exact error (TwoSum for a sum, the fused remainder for a quotient; a product of two
  /// formats' values is exact), stepping one value toward zero when the Double result is a
  /// value of the format and the exact result lies just inside it. Nil when not finite.
  static func towardZero(
    _ op: Operation, _ x: Double, _ y: Double, _ format: MetalFloatFormat
  ) -> Double? {
    let result: Double
    let insideTowardZero: Bool  // the exact result is nearer zero than `result`
    switch op {
    case .add, .subtract:
      let b = op == .add ? y : -y
      result = x + b
      let bb = result - x
      let error = (x - (result - bb)) + (b - bb)
      insideTowardZero = error != 0 && (error > 0) != (result > 0)
    case .multiply:
      result = x * y
      insideTowardZero = false
    case .divide:
      guard y != 0 else { return nil }
      result = x / y
      let remainder = x.addingProduct(-result, y)
      let above = (remainder > 0) == (y > 0)  // the exact quotient is above `result`
      insideTowardZero = remainder != 0 && above != (result > 0)
    }
    guard result.isFinite else { return nil }
    let truncated = truncated(result, format)
    guard insideTowardZero, truncated == result, result != 0 else { return truncated }
    return stepTowardZero(result, format)
  }

  /// The value of `format` next to `x` (one of its values) on the side of zero.
  static func stepTowardZero(_ x: Double, _ format: MetalFloatFormat) -> Double {
    switch format {
    case .float: Double(x > 0 ? Float(x).nextDown : Float(x).nextUp)
    case .half: Double(x > 0 ? Float16(x).nextDown : Float16(x).nextUp)
    }
  }

  /// `x` rounded toward zero to `format` (never past the largest finite value).
  static func truncated(_ x: Double, _ format: MetalFloatFormat) -> Double {
    guard x.isFinite else { return x }
    switch format {
    case .float:
      var f = Float(x)
      if f.isInfinite { f = f > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude }
      if abs(Double(f)) > abs(x) { f = x > 0 ? f.nextDown : f.nextUp }
      return Double(f)
    case .half:
      var h = Float16(x)
      if h.isInfinite { h = h > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude }
      if abs(Double(h)) > abs(x) { h = x > 0 ? h.nextDown : h.nextUp }
      return Double(h)
    }
  }

  /// Round to nearest even, in Swift's own type for the format.
  static func nearest(_ op: Operation, _ x: Double, _ y: Double, _ format: MetalFloatFormat)
    -> Double
  {
    switch format {
    case .float:
      let (a, b) = (Float(x), Float(y))
      switch op {
      case .add: return Double(a + b)
      case .subtract: return Double(a - b)
      case .multiply: return Double(a * b)
      case .divide: return Double(a / b)
      }
    case .half:
      let (a, b) = (Float16(x), Float16(y))
      switch op {
      case .add: return Double(a + b)
      case .subtract: return Double(a - b)
      case .multiply: return Double(a * b)
      case .divide: return Double(a / b)
      }
    }
  }

  /// `x` flushed to a signed zero when it is subnormal in `format`.
  static func flushed(_ x: Double, _ format: MetalFloatFormat) -> Double {
    x.isFinite && x != 0 && abs(x) < format.leastNormal ? (x < 0 ? -0.0 : 0) : x
  }

  /// What a GPU may give for `x op y`: each rounding mode, with and without flushing.
  static func outcomes(_ op: Operation, _ x: Double, _ y: Double, _ format: MetalFloatFormat)
    -> [Double]
  {
    var results: [Double] = []
    for flush in [false, true] {
      let (a, b) = flush ? (flushed(x, format), flushed(y, format)) : (x, y)
      var made = [nearest(op, a, b, format)]
      if let truncated = towardZero(op, a, b, format) { made.append(truncated) }
      results += flush ? made.map { flushed($0, format) } : made
    }
    return results
  }

  static func apply(_ op: Operation, _ a: AbstractFloat, _ b: AbstractFloat, _ mode: MetalMathMode)
    -> AbstractFloat
  {
    switch op {
    case .add: a.adding(b, mode: mode)
    case .subtract: a.subtracting(b, mode: mode)
    case .multiply: a.multiplying(b, mode: mode)
    case .divide: a.dividing(by: b, mode: mode)
    }
  }

  static var seed: UInt64 {
    ProcessInfo.processInfo.environment["SHADER_CERTIFY_SEED"].flatMap { UInt64($0, radix: 16) }
      ?? 0x5EED_0037
  }

  @Test(arguments: MetalFloatFormat.allCases, MetalMathMode.allCases)
  func whatAGPUComputesIsInTheAbstractResult(format: MetalFloatFormat, mode: MetalMathMode) {
    let seed = Self.seed ^ (format == .half ? 0x100 : 0) ^ (mode == .fast ? 0x200 : 0)
    print(
      "AbstractArithmeticContainmentTests \(format) \(mode): seed \(String(seed, radix: 16)) (SHADER_CERTIFY_SEED=\(String(Self.seed, radix: 16)) replays)"
    )
    var random = SplitMix64(seed: seed)
    var failures = 0
    var checked = 0
    for _ in 0..<40_000 {
      let op = Operation.allCases[random.integer(in: 0...3)]
      let (a, x) = Self.set(format, &random)
      let (b, y) = Self.set(format, &random)
      let result = Self.apply(op, a, b, mode)
      guard !(x.isNaN && !a.mayBeNaN), !(y.isNaN && !b.mayBeNaN) else { continue }
      for outcome in Self.outcomes(op, x, y, format) where !result.contains(outcome) {
        failures += 1
        if failures <= 5 {
          Issue.record("\(op) \(x), \(y) in \(a), \(b) gives \(outcome), outside \(result)")
        }
      }
      checked += 1
    }
    #expect(checked > 30_000)
    #expect(failures == 0)
  }

  @Test func theResultsAreTightWhereTheyCanBe() {
    // Hand-computed: the sum of [1, 2] and [0.5, 0.5] is [1.5, 2.5], exactly, in both formats.
    for format in MetalFloatFormat.allCases {
      let sum = AbstractFloat(format, lower: 1, upper: 2).adding(AbstractFloat(format, 0.5))
      #expect(sum.lower == 1.5 && sum.upper == 2.5 && !sum.mayBeNonFinite, "\(sum)")
    }
    // 60 000 × 2 overflows half: both the largest half (toward zero) and +∞ (nearest).
    let big = AbstractFloat(.half, 60000).multiplying(AbstractFloat(.half, 2))
    #expect(big.upper == 65504 && big.mayBePositiveInfinity && !big.mayBeNaN)
    // 1 ÷ 3 in float: correctly rounded in precise mode (two floats around 1/3), 2.5 ulp in fast.
    let third = AbstractFloat(.float, 1).dividing(by: AbstractFloat(.float, 3), mode: .precise)
    #expect(third.upper - third.lower == 0x1p-25, "\(third)")
    let fastThird = AbstractFloat(.float, 1).dividing(by: AbstractFloat(.float, 3), mode: .fast)
    #expect(fastThird.upper - fastThird.lower >= 5 * 0x1p-25, "\(fastThird)")
    // A divisor that may be 0: both infinities, and NaN when the dividend may be 0 too.
    let byZero = AbstractFloat(.half, lower: 1, upper: 2).dividing(
      by: AbstractFloat(.half, lower: -1, upper: 1))
    #expect(byZero.mayBePositiveInfinity && byZero.mayBeNegativeInfinity && !byZero.mayBeNaN)
    let zeroByZero = AbstractFloat(.half, lower: 0, upper: 1).dividing(
      by: AbstractFloat(.half, lower: 0, upper: 1))
    #expect(zeroByZero.mayBeNaN)
    // A subnormal result may flush: 2⁻²⁰ × 2⁻⁵ in half is 2⁻²⁵, below the smallest half.
    let tiny = AbstractFloat(.half, 0x1p-20).multiplying(AbstractFloat(.half, 0x1p-5))
    #expect(tiny.contains(0))
    // ∞ − ∞ is NaN.
    let infinities = AbstractFloat(.float, .infinity).subtracting(AbstractFloat(.float, .infinity))
    #expect(infinities.mayBeNaN && !infinities.hasFiniteValues)
  }
}
