// LinearMotionBlurKernel and WheelArcBlurKernel over every hostile Float in every uniform:
// the documented tap count (Metal's NaN rules, capped at 4096) and the blur of a constant
// layer, which must be the constant whatever the taps are.

import EffectKernels
import EffectProofTestSupport
import Testing

@Suite("badInput.BlurKernels")
struct BlurKernelsBadInputTests {
  /// Exactly representable in half, so the mean of any number of equal taps is exact.
  static let grey = PremultipliedColor(red: 0.25, green: 0.5, blue: 0.375, alpha: 0.75)

  /// The taps a kernel takes at `position` and the colour it returns over a constant layer.
  static func run<K: LayerEffectKernel>(_ kernel: K, at position: SIMD2<Float>)
    -> (taps: Int, colour: PremultipliedColor)
  {
    var layer = TapLogLayer(base: ConstantLayer(color: grey))
    let colour = kernel.color(at: position, layer: &layer)
    return (layer.positions.count, colour)
  }

  // MARK: - Linear motion blur: streak (6, 0) → 4 taps, cap 16

  /// A hostile `streak.x` (y = 0) at (10, 10): ±0 and subnormals are below half a point and
  /// pass through (1 sample); −1 takes the minimum 2 taps; NaN takes 2 (NaN-ignoring clamp);
  /// ±∞ and the largest values (whose length overflows) take the cap, 16.
  @Test(arguments: HostileDouble.allCases)
  func motionStreak(input: HostileDouble) {
    let kernel = LinearMotionBlurKernel(streak: SIMD2(input.float, 0), maxSamples: 16)
    let (taps, colour) = Self.run(kernel, at: SIMD2(10, 10))
    let expected: Int =
      switch input {
      case .plusZero, .minusZero, .plusSubnormal, .minusSubnormal: 1
      case .nan, .signalingNaN, .negative: 2
      case .plusInfinity, .minusInfinity, .hugePositive, .hugeNegative: 16
      }
    #expect(taps == expected && colour == Self.grey)
    let swapped = LinearMotionBlurKernel(streak: SIMD2(0, input.float), maxSamples: 16)
    #expect(Self.run(swapped, at: SIMD2(10, 10)).taps == expected)
  }

  /// A hostile `maxSamples` with a 30-point streak (20 taps wanted): NaN, −∞, zeros,
  /// subnormals, −1 and −huge cap at 2; +∞ and +huge do not cap (20). With an infinite streak
  /// the +∞ and +huge caps would allow any count: the port stops at 4096 taps.
  @Test(arguments: HostileDouble.allCases)
  func motionMaxSamples(input: HostileDouble) {
    let unbounded = input == .plusInfinity || input == .hugePositive
    let finite = LinearMotionBlurKernel(streak: SIMD2(30, 0), maxSamples: input.float)
    let a = Self.run(finite, at: SIMD2(10, 10))
    #expect(a.taps == (unbounded ? 20 : 2) && a.colour == Self.grey)
    let endless = LinearMotionBlurKernel(streak: SIMD2(.infinity, 0), maxSamples: input.float)
    let b = Self.run(endless, at: SIMD2(10, 10))
    #expect(b.taps == (unbounded ? 4096 : 2) && b.colour == Self.grey)
  }

  /// A hostile position: the taps do not depend on it (4 for a 6-point streak), and the blur
  /// of a constant is the constant even where the tap positions are NaN or infinite.
  @Test(arguments: HostileDouble.allCases)
  func motionPosition(input: HostileDouble) {
    let kernel = LinearMotionBlurKernel(streak: SIMD2(6, 0), maxSamples: 16)
    let (taps, colour) = Self.run(kernel, at: SIMD2(input.float, input.float))
    #expect(taps == 4 && colour == Self.grey)
  }

  // MARK: - Wheel arc blur: centre (0, 0), pixel (100, 0), angle 0.25, spacing 1 → 25 taps

  enum WheelUniform: String, CaseIterable, Sendable {
    case centerX, angle, innerRadius, outerRadius, sampleSpacing, maxSamples
  }

  static func wheel(_ uniform: WheelUniform, _ value: Float) -> WheelArcBlurKernel {
    var kernel = WheelArcBlurKernel(
      center: .zero, angle: 0.25, innerRadius: 10, outerRadius: 200, sampleSpacing: 1,
      maxSamples: 64)
    switch uniform {
    case .centerX: kernel.center.x = value
    case .angle: kernel.angle = value
    case .innerRadius: kernel.innerRadius = value
    case .outerRadius: kernel.outerRadius = value
    case .sampleSpacing: kernel.sampleSpacing = value
    case .maxSamples: kernel.maxSamples = value
    }
    return kernel
  }

  /// The documented tap count for each uniform and hostile value at pixel (100, 0) (1 means
  /// the pixel passes through).
  static func wheelTaps(_ uniform: WheelUniform, _ input: HostileDouble) -> Int {
    let nan = input.isNaN
    let big = input == .plusInfinity || input == .hugePositive
    let small: Bool =
      switch input {
      case .plusZero, .minusZero, .plusSubnormal, .minusSubnormal: true
      default: false
      }
    switch uniform {
    case .centerX:
      // NaN radius does not pass through and its NaN arc takes 2; an infinite or huge radius
      // is outside the ring; −1 lengthens the radius to 101 (26 taps).
      if nan { return 2 }
      if input == .negative { return 26 }
      return small ? 25 : 1
    case .angle:
      // ≤ 0 passes through; NaN and a subnormal arc take 2; +∞/+huge arcs hit the cap.
      if nan || input == .plusSubnormal { return 2 }
      return big ? 64 : 1
    case .innerRadius:
      // NaN drops the bound; +∞/+huge put the pixel on the hub.
      return big ? 1 : 25
    case .outerRadius:
      // NaN drops the bound; anything below 100 puts the pixel outside the ring.
      return nan || big ? 25 : 1
    case .sampleSpacing:
      // NaN and values below 0.25 count as 0.25 (100 wanted, cap 64); +∞/+huge spacing wants
      // less than 2, so 2.
      return big ? 2 : 64
    case .maxSamples:
      return big ? 25 : 2
    }
  }

  @Test(arguments: WheelUniform.allCases, HostileDouble.allCases)
  func wheelUniform(uniform: WheelUniform, input: HostileDouble) {
    let (taps, colour) = Self.run(Self.wheel(uniform, input.float), at: SIMD2(100, 0))
    #expect(taps == Self.wheelTaps(uniform, input))
    #expect(colour == Self.grey)
  }

  /// Every tap count stays at or below 4096: an infinite angle with an unbounded `maxSamples`
  /// stops there.
  @Test(arguments: HostileDouble.allCases)
  func wheelCap(input: HostileDouble) {
    var kernel = Self.wheel(.angle, .infinity)
    kernel.maxSamples = input.float
    let unbounded = input == .plusInfinity || input == .hugePositive
    let (taps, colour) = Self.run(kernel, at: SIMD2(100, 0))
    #expect(taps == (unbounded ? 4096 : 2) && colour == Self.grey)
  }
}
