import EffectProofTestSupport
import Testing

@testable import ShaderCertify

/// `fmul x, x`: every square of a value of the set, rounded to nearest or toward zero, lies
/// in ``AbstractFloat/squared(mode:)``, which is never below 0 (a product of two independent
/// sets straddling 0 would be). The seed is printed; `SHADER_CERTIFY_SEED` replays it.
@Suite struct AbstractSquareTests {
  @Test func everySquareOfAValueLiesInTheSquaredSet() {
    let seed = AbstractArithmeticContainmentTests.seed ^ 0x5A
    print("AbstractSquareTests: seed \(String(seed, radix: 16))")
    var random = SplitMix64(seed: seed)
    for _ in 0..<20_000 {
      let format: MetalFloatFormat = random.bit() ? .float : .half
      let scale = Double(sign: .plus, exponent: random.integer(in: -20...12), significand: 1)
      let low = (random.unit() - 0.7) * scale
      let set = AbstractFloat(format, lower: low, upper: low + random.unit() * scale)
      let square = set.squared()
      #expect(square.lower >= 0 || !square.hasFiniteValues, "\(set) → \(square)")
      let x = set.lower + (set.upper - set.lower) * random.unit()
      let value = format == .float ? Double(Float(x)) : Double(Float16(Float(x)))
      guard set.contains(value) else { continue }
      let exact = value * value
      let nearest = format == .float ? Double(Float(exact)) : Double(Float16(Float(exact)))
      let towardZero = nearest > exact ? format.roundedDown(exact) : nearest
      for each in [nearest, towardZero] {
        #expect(
          square.contains(each),
          "\(value)² = \(each) not in \(square) (seed \(String(seed, radix: 16)))")
      }
    }
  }
}
