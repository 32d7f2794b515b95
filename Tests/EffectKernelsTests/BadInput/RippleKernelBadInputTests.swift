// RippleKernel over every hostile Float in every uniform: one sample per pixel always, and the
// documented shading (crest lift, NaN → channel 0, no shading without a positive amplitude).

import EffectKernels
import EffectProofTestSupport
import Testing

@Suite("badInput.RippleKernel")
struct RippleKernelBadInputTests {
  /// Half-exact, premultiplied (rgb ≤ alpha).
  static let colour = PremultipliedColor(red: 0.25, green: 0.125, blue: 0.375, alpha: 0.5)
  static let zeroRGB = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0.5)

  enum Uniform: String, CaseIterable, Sendable {
    case originX, time, amplitude, frequency, decay, speed
  }

  /// What the pixel at (30, 40) shows over a constant layer.
  enum Shading { case unchanged, zeroRGB }

  /// At time 0 the wave has not moved anything (`since = 0`, push = amplitude·sin 0·exp 0 = 0),
  /// so a finite hostile value leaves the colour unchanged. A push that becomes NaN (NaN·0 or
  /// ∞·0 in `frequency·since` or `decay·since`, ∞·0 in `amplitude·sin 0`) with a positive amplitude makes the
  /// crest NaN, and Metal's NaN-ignoring clamp turns each channel into 0. A NaN or
  /// non-positive amplitude never shades.
  static func expected(_ uniform: Uniform, _ input: HostileDouble) -> Shading {
    switch uniform {
    case .originX, .speed: return .unchanged
    case .time:
      // +∞ and the largest Float: 10·since overflows to +∞ and sin(∞) is NaN.
      return input == .plusInfinity || input == .hugePositive ? .zeroRGB : .unchanged
    case .amplitude: return input == .plusInfinity ? .zeroRGB : .unchanged
    case .frequency, .decay:
      // NaN·0 and ±∞·0 are NaN.
      return input.isNonFinite ? .zeroRGB : .unchanged
    }
  }

  @Test(arguments: Uniform.allCases, HostileDouble.allCases)
  func uniform(uniform: Uniform, input: HostileDouble) {
    var kernel = RippleKernel(
      origin: .zero, time: 0, amplitude: 8, frequency: 10, decay: 2, speed: 100)
    switch uniform {
    case .originX: kernel.origin.x = input.float
    case .time: kernel.time = input.float
    case .amplitude: kernel.amplitude = input.float
    case .frequency: kernel.frequency = input.float
    case .decay: kernel.decay = input.float
    case .speed: kernel.speed = input.float
    }
    var layer = TapLogLayer(base: ConstantLayer(color: Self.colour))
    let out = kernel.color(at: SIMD2(30, 40), layer: &layer)
    #expect(layer.positions.count == 1)
    switch Self.expected(uniform, input) {
    case .unchanged: #expect(out == Self.colour)
    case .zeroRGB: #expect(out == Self.zeroRGB)
    }
  }

  /// A hostile position: still one sample, alpha kept, every channel in [0, alpha].
  @Test(arguments: HostileDouble.allCases)
  func position(input: HostileDouble) {
    let kernel = RippleKernel(
      origin: .zero, time: 0.3, amplitude: 8, frequency: 10, decay: 2, speed: 100)
    var layer = TapLogLayer(base: ConstantLayer(color: Self.colour))
    let out = kernel.color(at: SIMD2(input.float, input.float), layer: &layer)
    #expect(layer.positions.count == 1 && out.alpha == 0.5)
    for channel in [out.red, out.green, out.blue] { #expect(channel >= 0 && channel <= 0.5) }
  }
}
