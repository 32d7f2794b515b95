// HalfPrecision and SRGBTransfer over every hostile Double/Float, against IEEE 754 binary16
// rounding and the documented clamp to [0, 1] (NaN → 0).

import EffectKernels
import EffectProofTestSupport
import Testing

#if !(os(macOS) && arch(x86_64))
  @Suite("badInput.HalfPrecision")
  struct HalfPrecisionBadInputTests {
    /// `toHalf`/`rounded`: NaN stays NaN, ±∞ stays ±∞, the largest Double and Float overflow
    /// half to ±∞, subnormals of Double and Float underflow to a zero of the same sign, ±0 and
    /// −1 are exact.
    @Test(arguments: HostileDouble.allCases)
    func rounding(input: HostileDouble) {
      for (h, x) in [
        (HalfPrecision.toHalf(input.value), input.value),
        (HalfPrecision.toHalf(input.float), Double(input.float)),
      ] {
        switch input {
        case .nan, .signalingNaN: #expect(h.isNaN)
        case .plusInfinity, .hugePositive: #expect(h == .infinity)
        case .minusInfinity, .hugeNegative: #expect(h == -.infinity)
        case .plusZero, .plusSubnormal: #expect(h == 0 && h.sign == .plus)
        case .minusZero, .minusSubnormal: #expect(h == 0 && h.sign == .minus)
        case .negative: #expect(h == -1)
        }
        let back = HalfPrecision.rounded(x)
        #expect(back.isNaN == h.isNaN && (h.isNaN || back == Double(h)))
      }
      let colour = HalfPrecision.rounded(
        PremultipliedColor(red: input.float, green: 0.5, blue: 70000, alpha: 1))
      #expect(colour.green == 0.5 && colour.blue == .infinity && colour.alpha == 1)
      #expect(colour.red.isNaN == input.isNaN)
    }

    /// Around the largest half, 65504: 65519 rounds down to it, 65520 (the halfway point to
    /// 2¹⁶) rounds to +∞, as IEEE 754 round-to-nearest-even requires.
    @Test func theOverflowThreshold() {
      #expect(HalfPrecision.rounded(65519.0) == 65504)
      #expect(HalfPrecision.rounded(65520.0) == .infinity)
      #expect(HalfPrecision.rounded(-65520.0) == -.infinity)
    }

    /// `spacing(at:)`: NaN → NaN; ±∞ and values that overflow half → ∞; zeros and values that
    /// underflow → 2⁻²⁴ (the smallest half subnormal); −1 → 2⁻¹⁰.
    @Test(arguments: HostileDouble.allCases)
    func spacing(input: HostileDouble) {
      let gap = HalfPrecision.spacing(at: input.value)
      switch input {
      case .nan, .signalingNaN: #expect(gap.isNaN)
      case .plusInfinity, .minusInfinity, .hugePositive, .hugeNegative: #expect(gap == .infinity)
      case .plusZero, .minusZero, .plusSubnormal, .minusSubnormal: #expect(gap == 0x1p-24)
      case .negative: #expect(gap == 0x1p-10)
      }
    }
  }
#endif

@Suite("badInput.SRGBTransfer")
struct SRGBTransferBadInputTests {
  /// `encode`, `decode` and `codeValue(linear:)`: NaN, zeros and every negative clamp to 0;
  /// +∞ and the largest value clamp to 1 (code 255); a positive subnormal stays on the
  /// straight segment (12.92·x encoded, x/12.92 decoded) and codes to 0.
  @Test(arguments: HostileDouble.allCases)
  func transfer(input: HostileDouble) {
    let x = input.value
    let encoded = SRGBTransfer.encode(x)
    let decoded = SRGBTransfer.decode(x)
    let code = SRGBTransfer.codeValue(linear: x)
    switch input {
    case .plusInfinity, .hugePositive:
      #expect(abs(encoded - 1) <= 1e-15 && abs(decoded - 1) <= 1e-15 && code == 255)
    case .plusSubnormal:
      #expect(encoded == 12.92 * x && decoded == x / 12.92 && code == 0)
    default:
      #expect(encoded == 0 && decoded == 0 && code == 0)
    }
  }

  /// `codeValues(of:)` with a hostile alpha (channels 0.5): alpha ≤ 0, NaN or +∞ (straight
  /// colour 0.5/∞ = 0) give black; the largest alpha gives a tiny straight colour, black too;
  /// a subnormal alpha makes 0.5/α = +∞, which clamps to white.
  @Test(arguments: HostileDouble.allCases)
  func hostileAlpha(input: HostileDouble) {
    let colour = PremultipliedColor(red: 0.5, green: 0.5, blue: 0.5, alpha: input.float)
    let codes = SRGBTransfer.codeValues(of: colour)
    #expect(codes == (input == .plusSubnormal ? SIMD3(repeating: 255) : SIMD3(repeating: 0)))
  }

  /// `codeValues(of:)` with one hostile channel (alpha 1, others 0.5 → code 188): the hostile
  /// channel codes to 255 for +∞ and the largest value, 0 otherwise; the others are unmoved.
  @Test(arguments: HostileDouble.allCases)
  func hostileChannel(input: HostileDouble) {
    let colour = PremultipliedColor(red: input.float, green: 0.5, blue: 0.5, alpha: 1)
    let codes = SRGBTransfer.codeValues(of: colour)
    let high = input == .plusInfinity || input == .hugePositive
    #expect(codes.x == (high ? 255 : 0) && codes.y == 188 && codes.z == 188)
  }
}
