import EffectProofTestSupport
import Testing

@testable import ShaderCertify

/// Integer operations over sets against Swift's own fixed-width integers (wrapping arithmetic,
/// bit operations, comparisons, conversions), on values drawn inside random sets of random
/// widths. The seed is printed; `SHADER_CERTIFY_SEED` replays it.
@Suite struct AbstractIntContainmentTests {
  static let widths = [1, 8, 16, 32, 64]

  static func value(width: Int, _ random: inout SplitMix64) -> Int64 {
    let range = AbstractInt.signedRange(width)
    switch random.integer(in: 0...5) {
    case 0: return range.lowerBound
    case 1: return range.upperBound
    case 2: return AbstractInt.wrapped(Int64(random.integer(in: -3...3)), width: width)
    case 3: return AbstractInt.wrapped(Int64(random.integer(in: -300...300)), width: width)
    default: return AbstractInt.wrapped(Int64(bitPattern: random.next()), width: width)
    }
  }

  static func set(width: Int, _ random: inout SplitMix64) -> (AbstractInt, Int64) {
    let a = value(width: width, &random)
    let b = random.integer(in: 0...3) == 0 ? a : value(width: width, &random)
    let (low, high) = (min(a, b), max(a, b))
    let x: Int64
    switch random.integer(in: 0...2) {
    case 0: x = low
    case 1: x = high
    default:
      let span = UInt64(bitPattern: high &- low)
      x = low &+ Int64(bitPattern: span == .max ? random.next() : random.next() % (span + 1))
    }
    return (AbstractInt(width: width, lower: low, upper: high), x)
  }

  @Test func integerOperationsHoldEveryOutcome() {
    let seed = AbstractArithmeticContainmentTests.seed ^ 0x1A7
    print("AbstractIntContainmentTests: seed \(String(seed, radix: 16))")
    var random = SplitMix64(seed: seed)
    var failures: [String] = []
    func check(_ name: String, _ set: AbstractInt, _ value: Int64, _ inputs: String) {
      if !set.contains(value) { failures.append("\(name) \(inputs) = \(value), outside \(set)") }
    }
    for _ in 0..<40_000 {
      let width = Self.widths[random.integer(in: 0...4)]
      let (a, x) = Self.set(width: width, &random)
      let (b, y) = Self.set(width: width, &random)
      let inputs = "\(x), \(y) in \(a), \(b)"
      let wrap = { AbstractInt.wrapped($0, width: width) }
      check("add", a.adding(b), wrap(x &+ y), inputs)
      check("sub", a.subtracting(b), wrap(x &- y), inputs)
      check("mul", a.multiplying(b), wrap(x &* y), inputs)
      check("and", a.and(b), x & y, inputs)
      check("or", a.or(b), x | y, inputs)
      check("xor", a.or(b, exclusive: true), x ^ y, inputs)
      let predicate = IntegerPredicate.allCases[random.integer(in: 0...9)]
      let holds = predicate.holds(x, y, width: width)
      if !a.compared(predicate, b).contains(holds) {
        failures.append(
          "icmp \(predicate) \(inputs) is \(holds), outside \(a.compared(predicate, b))")
      }
      check(
        "narrowed by icmp \(predicate) = \(holds)", a.constrained(by: predicate, b, outcome: holds),
        x, inputs)
      let target = Self.widths[random.integer(in: 0...4)]
      let mask: UInt64 = width >= 64 ? .max : (UInt64(1) << width) - 1
      if target > width {
        check(
          "zext to i\(target)", a.zeroExtended(to: target),
          AbstractInt.wrapped(Int64(bitPattern: UInt64(bitPattern: x) & mask), width: target),
          inputs)
        check("sext to i\(target)", a.signExtended(to: target), x, inputs)
      } else {
        check(
          "trunc to i\(target)", a.truncated(to: target), AbstractInt.wrapped(x, width: target),
          inputs)
      }
      for format in MetalFloatFormat.allCases {
        let converted = a.converted(to: format)
        let nearest = format == .float ? Double(Float(x)) : Double(Float16(Float(x)))
        // Float16(Float(x)) rounds twice; a 64-bit x is checked in float only.
        if format == .float || x.magnitude < 1 << 24, !converted.contains(nearest) {
          failures.append("sitofp \(x) to \(format) = \(nearest), outside \(converted)")
        }
      }
    }
    for failure in failures.prefix(5) { Issue.record(Comment(rawValue: failure)) }
    #expect(failures.isEmpty, "\(failures.count) values outside")
  }

  @Test func floatToIntegerIsPoisonWhereItDoesNotFit() {
    let seed = AbstractArithmeticContainmentTests.seed ^ 0xF2
    print("AbstractIntContainmentTests fptosi: seed \(String(seed, radix: 16))")
    var random = SplitMix64(seed: seed)
    var failures: [String] = []
    for _ in 0..<20_000 {
      let format = MetalFloatFormat.allCases[random.integer(in: 0...1)]
      let (a, v) = AbstractArithmeticContainmentTests.set(format, &random)
      guard !(v.isNaN && !a.mayBeNaN) else { continue }
      let width = Self.widths[random.integer(in: 1...4)]
      let result = a.convertedToInteger(width: width)
      let range = AbstractInt.signedRange(width)
      let t = v.rounded(.towardZero)
      if v.isFinite, t >= Double(range.lowerBound), t < -Double(range.lowerBound) {
        if !result.contains(Int64(t)) {
          failures.append("fptosi \(v) to i\(width) outside \(result)")
        }
      } else if !result.mayBePoison {
        failures.append("fptosi \(v) to i\(width) does not fit, but \(result) is never poison")
      }
    }
    for failure in failures.prefix(5) { Issue.record(Comment(rawValue: failure)) }
    #expect(failures.isEmpty, "\(failures.count) values outside")
    // Hand-checked: [−1.5, 2.9] to i32 is [−1, 2]; 3e9 does not fit an i32.
    let small = AbstractFloat(.float, lower: -1.5, upper: 2.9).convertedToInteger(width: 32)
    #expect(small.lower == -1 && small.upper == 2 && !small.mayBePoison, "\(small)")
    #expect(AbstractFloat(.float, 3e9).convertedToInteger(width: 32).mayBePoison)
  }
}
