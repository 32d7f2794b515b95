import EffectProofTestSupport
import Testing

@testable import ShaderCertify

/// Comparisons, the branch narrowing they give, and the operations that pick an operand, against
/// IEEE's own answers on values drawn inside random sets, each operand compared as it is and
/// flushed to zero (§8.1). The seed is printed; `SHADER_CERTIFY_SEED` replays it.
@Suite struct AbstractComparisonContainmentTests {
  typealias Draw = AbstractArithmeticContainmentTests

  /// The values a GPU may use for `x`: itself, and 0 when it is subnormal.
  static func seen(_ x: Double, _ format: MetalFloatFormat) -> [Double] {
    let flushed = Draw.flushed(x, format)
    return flushed == x ? [x] : [x, flushed]
  }

  /// IEEE 754's minNum and maxNum, as `llvm.minnum` and `llvm.maxnum` define them: a NaN
  /// operand gives the other; of two zeros either may come back.
  static func number(_ x: Double, _ y: Double, lesser: Bool) -> Double {
    if x.isNaN { return y }
    if y.isNaN { return x }
    return lesser ? (x < y ? x : y) : (x > y ? x : y)
  }

  @Test(arguments: MetalFloatFormat.allCases)
  func comparisonsAndNarrowingHoldEveryOutcome(format: MetalFloatFormat) {
    let seed = Draw.seed ^ 0xC0 ^ (format == .half ? 1 : 0)
    print("AbstractComparisonContainmentTests \(format): seed \(String(seed, radix: 16))")
    var random = SplitMix64(seed: seed)
    var failures: [String] = []
    var checked = 0
    for _ in 0..<30_000 {
      let (a, x) = Draw.set(format, &random)
      let (b, y) = Draw.set(format, &random)
      guard !(x.isNaN && !a.mayBeNaN), !(y.isNaN && !b.mayBeNaN) else { continue }
      let predicate = FloatPredicate.allCases[random.integer(in: 0...15)]
      let compared = a.compared(predicate, b)
      let narrowed = (
        true: a.constrained(by: predicate, b, outcome: true),
        false: a.constrained(by: predicate, b, outcome: false)
      )
      for u in Self.seen(x, format) {
        for v in Self.seen(y, format) {
          let holds = predicate.holds(u, v)
          if !compared.contains(holds) {
            failures.append(
              "fcmp \(predicate) \(u), \(v) is \(holds), outside \(compared) for \(a), \(b)")
          }
          let kept = holds ? narrowed.true : narrowed.false
          if !kept.contains(x) {
            failures.append(
              "\(x) (seen as \(u)) gives \(holds) on fcmp \(predicate) against \(v) but is narrowed out: \(kept), from \(a) against \(b)"
            )
          }
          for lesser in [true, false] {
            let picked = lesser ? a.minimumNumber(b) : a.maximumNumber(b)
            let value = Self.number(u, v, lesser: lesser)
            if !picked.contains(value) {
              failures.append(
                "\(lesser ? "minnum" : "maxnum") \(u), \(v) = \(value), outside \(picked)")
            }
          }
        }
        if !a.magnitude().contains(abs(u)) { failures.append("fabs \(u) outside \(a.magnitude())") }
        for rule in [FloatingPointRoundingRule.down, .up, .towardZero, .toNearestOrEven] {
          let rounded = a.rounded(rule)
          if !rounded.contains(u.rounded(rule)) {
            failures.append("\(rule) of \(u) outside \(rounded)")
          }
        }
      }
      checked += 1
    }
    #expect(checked > 20_000)
    for failure in failures.prefix(5) { Issue.record(Comment(rawValue: failure)) }
    #expect(failures.isEmpty, "\(failures.count) values outside")
  }

  @Test func aCompiledMinimumIsBoundedByItsCompare() {
    // `min(x, 8)` compiles to `select (fcmp ugt x, 8), 8, x`: on the select's false side, x is
    // at most 8 and not NaN, whatever it was.
    let x = AbstractFloat(.float, lower: 0, upper: 100, mayBeNaN: true)
    let eight = AbstractFloat(.float, 8)
    let kept = x.constrained(by: .ugt, eight, outcome: false)
    #expect(kept.lower == 0 && kept.upper == 8 && !kept.mayBeNaN, "\(kept)")
    // A strict compare steps one value: x < 8 keeps x ≤ the float below 8.
    let below = x.constrained(by: .olt, eight, outcome: true)
    #expect(below.upper == 8 - 0x1p-21 && !below.mayBeNaN, "\(below)")
    // Decided and undecided comparisons.
    #expect(x.numbersOnly.compared(.ole, AbstractFloat(.float, 100)).decided == true)
    #expect(x.compared(.ole, AbstractFloat(.float, 100)).decided == nil)  // NaN is unordered
    #expect(AbstractFloat(.half, 1).compared(.oeq, AbstractFloat(.half, 1)).decided == true)
    // A positive subnormal may compare as 0.
    let tiny = AbstractFloat(.half, 0x1p-20)
    #expect(tiny.compared(.ogt, AbstractFloat(.half, 0)).decided == nil)
  }
}
