// HolographicFoilKernel, FeltSurfaceKernel, DieMaterialKernel and CardFlipShadingKernel over
// every hostile Float in every uniform (and Int in pipValues), against their documented
// edge-case rules.

import EffectKernels
import EffectProofTestSupport
import Testing

@Suite("badInput.ColourKernels")
struct ColourKernelsBadInputTests {
  /// Half-exact, premultiplied (rgb ≤ alpha).
  static let colour = PremultipliedColor(red: 0.25, green: 0.125, blue: 0.375, alpha: 0.5)
  static let positions: [SIMD2<Float>] = [SIMD2(7, 9), SIMD2(50, 50), SIMD2(20, 50)]

  /// Whether a value counts as a side of 1 under Metal's `max(side, 1)`: NaN and anything ≤ 1.
  static func countsAsOne(_ input: HostileDouble) -> Bool {
    input.isNaN || input.float <= 1
  }

  static func rgb(_ c: PremultipliedColor) -> [Float] { [c.red, c.green, c.blue] }

  // MARK: - Holographic foil: size (20, 20), tilt (0.2, −0.1), intensity 0.8

  enum FoilUniform: String, CaseIterable, Sendable { case sizeX, tiltX, intensity, positionX }

  static func foil(_ uniform: FoilUniform, _ value: Float) -> (
    HolographicFoilKernel, SIMD2<Float>
  ) {
    var kernel = HolographicFoilKernel(size: SIMD2(20, 20), tilt: SIMD2(0.2, -0.1), intensity: 0.8)
    var position = SIMD2<Float>(7, 9)
    switch uniform {
    case .sizeX: kernel.size.x = value
    case .tiltX: kernel.tilt.x = value
    case .intensity: kernel.intensity = value
    case .positionX: position.x = value
    }
    return (kernel, position)
  }

  /// Alpha is always the input's. A size ≤ 1 or NaN acts as 1. NaN or ±∞ tilt or position,
  /// a tilt of ±`greatestFiniteMagnitude` (τ·phase overflows) and a NaN intensity make the foil
  /// term NaN, which Metal's `saturate` takes as 0: the colour comes back as with no foil (as
  /// the compiled HolographicCardFoil does; `kernel.foilMatchesMetal`). +∞ intensity saturates
  /// the foil, so each channel is alpha (white), or unchanged where the foil term is ∞·0; −∞
  /// clamps the foil to 0 and leaves the colour. Finite hostile values give finite colours
  /// with rgb in [0, alpha].
  @Test(arguments: FoilUniform.allCases, HostileDouble.allCases)
  func foilUniform(uniform: FoilUniform, input: HostileDouble) {
    let (kernel, position) = Self.foil(uniform, input.float)
    let out = kernel.color(at: position, color: Self.colour)
    #expect(out.alpha == 0.5)
    if uniform == .sizeX && Self.countsAsOne(input) {
      let (one, _) = Self.foil(.sizeX, 1)
      #expect(out == one.color(at: position, color: Self.colour))
    } else if uniform == .intensity && input == .plusInfinity {
      #expect(zip(Self.rgb(out), Self.rgb(Self.colour)).allSatisfy { $0 == 0.5 || $0 == $1 })
    } else if uniform == .intensity && input == .minusInfinity {
      #expect(out == Self.colour)
    } else if input.isNaN || (input.isNonFinite && uniform != .sizeX)
      || (uniform == .tiltX && (input == .hugePositive || input == .hugeNegative))
    {
      // A huge tilt makes τ·phase overflow to ±∞, and cos(±∞) is NaN: no foil.
      let (none, _) = Self.foil(.intensity, 0)
      #expect(out == none.color(at: SIMD2(7, 9), color: Self.colour))
      #expect(out == Self.colour)
    } else {
      #expect(out.isFinite && Self.rgb(out).allSatisfy { $0 >= 0 && $0 <= 0.5 })
    }
  }

  /// A hostile alpha: ≤ 0 returns the colour unchanged; NaN gives NaN channels; the output
  /// alpha is the input alpha rounded to half (+∞ for the largest Float).
  @Test(arguments: HostileDouble.allCases)
  func foilAlpha(input: HostileDouble) {
    let (kernel, position) = Self.foil(.intensity, 0.8)
    var colour = Self.colour
    colour.alpha = input.float
    let out = kernel.color(at: position, color: colour)
    if input.isNaN {
      #expect(out.alpha.isNaN && Self.rgb(out).allSatisfy { $0.isNaN })
    } else {
      #expect(out.alpha == Float(ShaderHalf(input.float)))
      if input.float <= 0 || ShaderHalf(input.float) == 0 { #expect(out == colour.roundedToHalf) }
    }
  }

  // MARK: - Felt: bounds (0, 0, 100, 60), shade 0.4

  enum FeltUniform: String, CaseIterable, Sendable {
    case boundsX, boundsWidth, feltRed, shadowRed, shade, positionX
  }

  static func felt(_ uniform: FeltUniform, _ value: Float) -> (FeltSurfaceKernel, SIMD2<Float>) {
    var kernel = FeltSurfaceKernel(
      bounds: SIMD4(0, 0, 100, 60),
      felt: PremultipliedColor(red: 0.25, green: 0.5, blue: 0.375, alpha: 1),
      shadow: PremultipliedColor(red: 0.0625, green: 0.125, blue: 0.0625, alpha: 1), shade: 0.4)
    var position = SIMD2<Float>(30, 40)
    switch uniform {
    case .boundsX: kernel.bounds.x = value
    case .boundsWidth: kernel.bounds.z = value
    case .feltRed: kernel.felt.red = value
    case .shadowRed: kernel.shadow.red = value
    case .shade: kernel.shade = value
    case .positionX: position.x = value
    }
    return (kernel, position)
  }

  /// Never NaN and never negative: the last `max(…, 0)` turns NaN lanes into 0. A width ≤ 1
  /// or NaN acts as 1. +∞ (or half-overflowing) felt/shadow channels and a shade of −∞ or
  /// −huge can give +∞ lanes; nothing else does. Alpha is the input's.
  @Test(arguments: FeltUniform.allCases, HostileDouble.allCases)
  func feltUniform(uniform: FeltUniform, input: HostileDouble) {
    let (kernel, position) = Self.felt(uniform, input.float)
    let out = kernel.color(at: position, color: .white)
    #expect(out.alpha == 1)
    #expect(Self.rgb(out).allSatisfy { !$0.isNaN && $0 >= 0 })
    if uniform == .boundsWidth && Self.countsAsOne(input) {
      let (one, _) = Self.felt(.boundsWidth, 1)
      #expect(out == one.color(at: position, color: .white))
    }
    let mayOverflow: Bool =
      switch uniform {
      case .feltRed, .shadowRed: input == .plusInfinity || input == .hugePositive
      case .shade: input == .minusInfinity || input == .hugeNegative
      default: false
      }
    if !mayOverflow { #expect(out.isFinite) }
    if input.isNaN && (uniform == .shade || uniform == .boundsX || uniform == .positionX) {
      #expect(Self.rgb(out) == [0, 0, 0])
    }
  }

  // MARK: - Die: bounds (0, 0, 100, 100), one pip at the centre, corner 0.15, radius 0.1

  enum DieUniform: String, CaseIterable, Sendable { case boundsWidth, corner, pipRadius, pipX }

  static func die(_ uniform: DieUniform, _ value: Float) -> DieMaterialKernel {
    var kernel = DieMaterialKernel(
      bounds: SIMD4(0, 0, 100, 100),
      face: PremultipliedColor(red: 0.875, green: 0.875, blue: 0.75, alpha: 1),
      pip: PremultipliedColor(red: 0.125, green: 0.125, blue: 0.125, alpha: 1), pips: [0.5, 0.5],
      pipValues: 2, corner: 0.15, pipRadius: 0.1)
    switch uniform {
    case .boundsWidth: kernel.bounds.z = value
    case .corner: kernel.corner = value
    case .pipRadius: kernel.pipRadius = value
    case .pipX: kernel.pips[0] = value
    }
    return kernel
  }

  /// A width ≤ 1 or NaN acts as 1; a corner is clamped to [0, ½] with NaN as 0; a NaN or
  /// infinite pip radius or a NaN pip coordinate gives NaN rgb where the pip is evaluated
  /// (inside the die: (50, 50) and (20, 50)); an infinite pip coordinate puts the pip
  /// infinitely far away, so the die is drawn without it; other values give finite colours
  /// with rgb ≤ alpha.
  @Test(arguments: DieUniform.allCases, HostileDouble.allCases)
  func dieUniform(uniform: DieUniform, input: HostileDouble) {
    let kernel = Self.die(uniform, input.float)
    for p in Self.positions {
      let out = kernel.color(at: p, color: .white)
      switch uniform {
      case .boundsWidth where Self.countsAsOne(input):
        #expect(out == Self.die(.boundsWidth, 1).color(at: p, color: .white))
      case .corner:
        let clamped: Float =
          input.isNaN ? 0 : min(max(input.float, 0), 0.5)
        #expect(out == Self.die(.corner, clamped).color(at: p, color: .white))
      case .pipX where input.isNonFinite && !input.isNaN:
        var none = kernel
        none.pipValues = 0
        #expect(out == none.color(at: p, color: .white))
      case .pipRadius where input.isNonFinite, .pipX where input.isNaN:
        if p != SIMD2(7, 9) { #expect(Self.rgb(out).allSatisfy { $0.isNaN }) }
      default:
        #expect(out.isFinite && Self.rgb(out).allSatisfy { $0 >= 0 && $0 <= out.alpha })
      }
    }
  }

  /// `pipValues` hostile: ≤ 1 draws no pips (the same as an empty list); 2³¹ and `Int.max`
  /// read the centre pip and then zeros past the array, and finish.
  @Test(arguments: HostileInteger.allCases)
  func diePipValues(input: HostileInteger) {
    var kernel = Self.die(.corner, 0.15)
    kernel.pipValues = input.value
    var none = kernel
    none.pips = []
    none.pipValues = 0
    for p in Self.positions {
      let out = kernel.color(at: p, color: .white)
      if input.value <= 1 {
        #expect(out == none.color(at: p, color: .white))
      } else {
        #expect(out.isFinite && Self.rgb(out).allSatisfy { $0 >= 0 && $0 <= out.alpha })
      }
    }
  }

  // MARK: - Card flip shading: bounds (0, 0, 100, 140), 30°

  enum FlipUniform: String, CaseIterable, Sendable { case degrees, boundsX, boundsWidth, positionX }

  /// NaN or ±∞ degrees and a NaN bounds origin or position make `lit` NaN, which the final
  /// `min` turns into alpha: (a, a, a, a). A ±∞ origin or position puts the glint band
  /// infinitely far away (band exp(−∞) = 0): the colour is only dimmed, exactly as at a
  /// position a million points away. A width ≤ 1 or NaN acts as 1. Finite values keep
  /// rgb ≤ alpha.
  @Test(arguments: FlipUniform.allCases, HostileDouble.allCases)
  func flipUniform(uniform: FlipUniform, input: HostileDouble) {
    var kernel = CardFlipShadingKernel(bounds: SIMD4(0, 0, 100, 140), degrees: 30)
    var position = SIMD2<Float>(40, 60)
    switch uniform {
    case .degrees: kernel.degrees = input.float
    case .boundsX: kernel.bounds.x = input.float
    case .boundsWidth: kernel.bounds.z = input.float
    case .positionX: position.x = input.float
    }
    let out = kernel.color(at: position, color: Self.colour)
    #expect(out.alpha == 0.5)
    if uniform == .boundsWidth && Self.countsAsOne(input) {
      var one = kernel
      one.bounds.z = 1
      #expect(out == one.color(at: position, color: Self.colour))
    } else if input.isNonFinite && (uniform == .degrees || input.isNaN) && uniform != .boundsWidth {
      #expect(Self.rgb(out) == [0.5, 0.5, 0.5])
    } else if input.isNonFinite && uniform != .boundsWidth {
      let far = CardFlipShadingKernel(bounds: SIMD4(0, 0, 100, 140), degrees: 30)
      #expect(out == far.color(at: SIMD2(1e6, 60), color: Self.colour))
    } else {
      #expect(out.isFinite && Self.rgb(out).allSatisfy { $0 >= 0 && $0 <= 0.5 })
    }
  }
}

extension PremultipliedColor {
  /// Every channel rounded to `ShaderHalf` (what a shader's `half4` holds).
  fileprivate var roundedToHalf: PremultipliedColor { PremultipliedColor(half4: half4) }
}
