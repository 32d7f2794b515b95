// CardCurlBendKernel, CardCurlShadeKernel and CardCurlShadowKernel over every hostile Float in
// height, peel and radius, against the documented rules (Metal's NaN-ignoring max/saturate).

import EffectKernels
import EffectProofTestSupport
import Testing

@Suite("badInput.CardCurlKernels")
struct CardCurlKernelsBadInputTests {
  static let colour = PremultipliedColor(red: 0.25, green: 0.125, blue: 0.375, alpha: 0.5)
  static let stock = PremultipliedColor(red: 0.75, green: 0.75, blue: 0.625, alpha: 1)
  /// Rows of a 200-point card peeled halfway (fold 100, radius 32): flat, fold, back, roll,
  /// lifted-off strip, bottom edge, below the card.
  static let rows: [Float] = [10, 99.5, 100, 110, 125, 150, 200, 260]

  enum Uniform: String, CaseIterable, Sendable { case height, peel, radius }

  static func kernels(_ uniform: Uniform, _ value: Float) -> (
    CardCurlBendKernel, CardCurlShadeKernel, CardCurlShadowKernel
  ) {
    var height: Float = 200
    var peel: Float = 0.5
    var radius: Float = 32
    switch uniform {
    case .height: height = value
    case .peel: peel = value
    case .radius: radius = value
    }
    return (
      CardCurlBendKernel(height: height, peel: peel, radius: radius),
      CardCurlShadeKernel(height: height, peel: peel, radius: radius, stock: stock),
      CardCurlShadowKernel(height: height, peel: peel, radius: radius)
    )
  }

  /// What a hostile value is documented to act as: nothing lifts (NaN, zero or negative
  /// height; NaN or non-positive peel), the same as an ordinary value (a peel above 1 is 1, a
  /// NaN or sub-½ radius is ½), or a geometry whose fold is NaN (+∞ height: ∞ − ½·∞), where
  /// every row is `none`.
  enum Acts: Equatable { case flat, like(Float), nanFold, other }

  static func acts(_ uniform: Uniform, _ input: HostileDouble) -> Acts {
    switch (uniform, input) {
    case (.height, .plusInfinity): return .nanFold
    case (.height, .nan), (.height, .signalingNaN), (.height, .minusInfinity),
      (.height, .plusZero), (.height, .minusZero), (.height, .minusSubnormal),
      (.height, .negative), (.height, .hugeNegative):
      return .flat
    case (.peel, .nan), (.peel, .signalingNaN), (.peel, .minusInfinity), (.peel, .plusZero),
      (.peel, .minusZero), (.peel, .minusSubnormal), (.peel, .negative), (.peel, .hugeNegative):
      return .flat
    case (.peel, .plusInfinity), (.peel, .hugePositive): return .like(1)
    case (.radius, .plusInfinity), (.radius, .hugePositive): return .other
    case (.radius, _): return .like(0.5)
    default: return .other
    }
  }

  @Test(arguments: Uniform.allCases, HostileDouble.allCases)
  func uniform(uniform: Uniform, input: HostileDouble) {
    let (bend, shade, shadow) = Self.kernels(uniform, input.float)
    for y in Self.rows {
      let p = SIMD2<Float>(7, y)
      let source = bend.sourcePosition(at: p)
      let shaded = shade.color(at: p, color: Self.colour)
      let shadowed = shadow.color(at: p, color: Self.colour)
      #expect(source.x == 7, "x is always passed through")
      switch Self.acts(uniform, input) {
      case .flat:
        #expect(source == p && shaded == Self.colour && shadowed == Self.colour)
      case .like(let value):
        let (b, s, d) = Self.kernels(uniform, value)
        #expect(source == b.sourcePosition(at: p))
        #expect(shaded == s.color(at: p, color: Self.colour))
        #expect(shadowed == d.color(at: p, color: Self.colour))
      case .nanFold:
        // `none` everywhere: the bend samples itself, the back is clear, and the shadow is at
        // full strength (saturate(½·∞/r) = 1) with its NaN gap taken as 0: 42 % darker.
        let c = Self.colour.half4
        let darker = SIMD3(c.x, c.y, c.z) * ShaderHalf(Float(1) - 0.42)
        #expect(source == p && shaded == .clear)
        #expect(shadowed == PremultipliedColor(half4: SIMD4(darker, c.w)))
      case .other:
        // A lift or radius that is finite but extreme: a finite source row and colours with
        // the input's alpha (or clear), never NaN.
        #expect(source.y.isFinite)
        #expect(shaded.isFinite && (shaded == .clear || shaded.alpha == 0.5))
        #expect(shadowed.isFinite && shadowed.alpha == 0.5)
      }
    }
  }

  /// A hostile row: NaN is `none` (samples itself, clear back, unshadowed); ±∞ and the huge
  /// rows are off the card (flat above, lifted-off strip below); never NaN colours except
  /// the bend's own NaN row passed through.
  @Test(arguments: HostileDouble.allCases)
  func row(input: HostileDouble) {
    let (bend, shade, shadow) = Self.kernels(.peel, 0.5)
    let p = SIMD2<Float>(7, input.float)
    let source = bend.sourcePosition(at: p)
    #expect(source.x == 7)
    #expect(source.y.isNaN == input.isNaN && (input.isNaN || source.y == input.float))
    let shaded = shade.color(at: p, color: Self.colour)
    let shadowed = shadow.color(at: p, color: Self.colour)
    #expect(shaded.isFinite && shadowed.isFinite)
    let below = input == .plusInfinity || input == .hugePositive
    if input.isNaN || below {
      #expect(shaded == .clear)
    } else {
      #expect(shaded == Self.colour && shadowed == Self.colour)
    }
  }
}
