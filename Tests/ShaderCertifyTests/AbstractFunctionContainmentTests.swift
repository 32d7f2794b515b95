import EffectProofTestSupport
import Foundation
import Testing

@testable import ShaderCertify

/// The math functions over sets against the precision tables: for values drawn in random
/// sets, every value of the format within the table's error of the exact result (the C
/// library's, in Double) must be in the abstract result, for float (precise and fast) and
/// half. The seed is printed; `SHADER_CERTIFY_SEED` replays it.
@Suite struct AbstractFunctionContainmentTests {
  enum Function: CaseIterable { case sqrt, exp, exp2, log, log2, sin, cos, asin, acos, atan }

  /// The error the table allows for `function` at `x` (exact result `y`), in the format's
  /// units; nil where the table leaves the result undefined.
  static func allowed(
    _ function: Function, _ x: Double, _ y: Double, _ format: MetalFloatFormat,
    _ mode: MetalMathMode
  ) -> Double? {
    let ulp = y.isFinite ? format.spacing(at: y) : 0
    if format == .half { return function == .sqrt ? 0 : ulp }
    if function == .atan && mode == .precise { return 5 * ulp }
    switch (function, mode) {
    case (.sqrt, .precise): return 0
    case (.sqrt, .fast): return 6 * ulp  // x · rsqrt(x), rsqrt within 2 ulp: derived
    case (_, .precise): return 4 * ulp
    case (.exp, .fast), (.exp2, .fast): return (3 + (2 * abs(x)).rounded(.down)) * ulp
    case (.log, .fast): return x <= 0 ? nil : (0.5...2).contains(x) ? 0x1p-21 : 3 * ulp
    case (.log2, .fast): return x <= 0 ? nil : (0.5...2).contains(x) ? 0x1p-22 : 2 * ulp
    case (.sin, .fast), (.cos, .fast): return 0x1p-13
    case (.asin, .fast), (.acos, .fast), (.atan, .fast): return 5 * ulp
    }
  }

  static func exact(_ function: Function, _ x: Double) -> Double {
    switch function {
    case .sqrt: Foundation.sqrt(x)
    case .exp: Foundation.exp(x)
    case .exp2: Foundation.exp2(x)
    case .log: Foundation.log(x)
    case .log2: Foundation.log2(x)
    case .sin: Foundation.sin(x)
    case .cos: Foundation.cos(x)
    case .asin: Foundation.asin(x)
    case .acos: Foundation.acos(x)
    case .atan: Foundation.atan(x)
    }
  }

  static func apply(
    _ function: Function, _ a: AbstractFloat, _ mode: MetalMathMode,
    _ assumptions: inout Set<PrecisionAssumption>
  ) -> AbstractFloat {
    switch function {
    case .sqrt: a.squareRoot(mode: mode)
    case .exp: a.exponential(mode: mode)
    case .exp2: a.exponential(base2: true, mode: mode)
    case .log: a.logarithm(mode: mode)
    case .log2: a.logarithm(base2: true, mode: mode)
    case .sin: a.sine(mode: mode, assumptions: &assumptions)
    case .cos: a.sine(cosine: true, mode: mode, assumptions: &assumptions)
    case .asin: a.arcSine(mode: mode, assumptions: &assumptions)
    case .acos: a.arcSine(cosine: true, mode: mode, assumptions: &assumptions)
    case .atan: a.arcTangent(mode: mode)
    }
  }

  /// A set of arguments for `function` and a value in it: around the function's interesting
  /// places (0, 1, ±π, the overflow of exp), sometimes far out.
  static func set(
    _ function: Function, _ format: MetalFloatFormat, _ random: inout SplitMix64
  ) -> (AbstractFloat, Double) {
    let scale: Double
    switch function {
    case .exp, .exp2: scale = format == .half ? 12 : 100
    case .sin, .cos: scale = random.integer(in: 0...3) == 0 ? 1e5 : 8
    case .asin, .acos: scale = random.integer(in: 0...3) == 0 ? 3 : 1
    default: scale = random.integer(in: 0...3) == 0 ? format.greatestFinite : 4
    }
    func draw() -> Double {
      switch random.integer(in: 0...4) {
      case 0: format.roundedDown(Double(random.integer(in: -2...2)) * (Double.pi / 2))
      case 1: format.roundedDown(format.leastNormal * random.unit())
      default: format.roundedDown((random.unit() * 2 - 1) * scale)
      }
    }
    let (p, q) = (draw(), draw())
    let (low, high) = (min(p, q), max(p, q))
    let set = AbstractFloat(format, lower: low, upper: high)
    let x = [low, high, format.roundedDown(low + (high - low) * random.unit())][
      random.integer(in: 0...2)]
    return (set, x)
  }

  @Test(arguments: MetalFloatFormat.allCases, MetalMathMode.allCases)
  func everyValueTheTableAllowsIsInTheResult(format: MetalFloatFormat, mode: MetalMathMode) {
    let seed =
      AbstractArithmeticContainmentTests.seed ^ 0xF0 ^ (format == .half ? 1 : 0)
      ^ (mode == .fast ? 2 : 0)
    print("AbstractFunctionContainmentTests \(format) \(mode): seed \(String(seed, radix: 16))")
    var random = SplitMix64(seed: seed)
    var failures: [String] = []
    for _ in 0..<20_000 {
      let function = Function.allCases[random.integer(in: 0...(Function.allCases.count - 1))]
      let (a, x) = Self.set(function, format, &random)
      var assumptions: Set<PrecisionAssumption> = []
      let result = Self.apply(function, a, mode, &assumptions)
      for seen in Set([x, AbstractArithmeticContainmentTests.flushed(x, format)]) {
        let y = Self.exact(function, seen)
        if y.isNaN {
          if !result.mayBeNaN {
            failures.append("\(function)(\(seen)) is NaN, but \(result) is not")
          }
          continue
        }
        guard let error = Self.allowed(function, seen, y, format, mode) else {
          continue  // undefined by the table: anything goes
        }
        // The extreme values of the format within the error of the exact result.
        for edge in [format.roundedUp(y - error), format.roundedDown(y + error)] {
          let value =
            abs(edge) > format.greatestFinite ? (edge > 0 ? Double.infinity : -.infinity) : edge
          if !result.contains(value) {
            failures.append(
              "\(function)(\(seen)) = \(y) ± \(error): \(value) outside \(result), from \(a)")
          }
        }
      }
      let outside = a.lower < -Double.pi || a.upper > Double.pi
      if format == .float, mode == .fast, function == .sin || function == .cos,
        outside != assumptions.contains(.fastSineOutsidePi)
      {
        failures.append(
          "\(function) over \(a): assumption \(assumptions), outside [-π, π]: \(outside)")
      }
    }
    for failure in failures.prefix(5) { Issue.record(Comment(rawValue: failure)) }
    #expect(failures.isEmpty, "\(failures.count) values outside")
  }

  @Test func rangesAreTightWhereTheyCanBe() {
    var assumptions: Set<PrecisionAssumption> = []
    // sin over [0, 3]: [0, 1], widened by 2⁻¹³ in fast float, within [−π, π]: no assumption.
    let sine = AbstractFloat(.float, lower: 0, upper: 3).sine(assumptions: &assumptions)
    #expect(
      sine.upper < 1 + 0x1p-12 && sine.upper >= 1 + 0x1p-13 && sine.lower <= -0x1p-13, "\(sine)")
    #expect(assumptions.isEmpty)
    // sqrt of [4, 9] in precise float: exactly [2, 3].
    let root = AbstractFloat(.float, lower: 4, upper: 9).squareRoot(mode: .precise)
    #expect(root.lower == 2 && root.upper == 3, "\(root)")
    // exp(12) overflows half: +∞ possible; log of a set reaching 0 in fast float: anything.
    #expect(AbstractFloat(.half, 12).exponential().mayBePositiveInfinity)
    #expect(AbstractFloat(.float, lower: 0, upper: 1).logarithm().mayBeNaN)
    // sqrt of a negative value: NaN.
    #expect(AbstractFloat(.half, -1).squareRoot().mayBeNaN)
  }
}
