// LayerSampler.sample and AffineMap2D over every hostile Double in every position component
// and map coefficient, against the documented clamp-to-edge rule (NaN → near edge).

import EffectKernels
import EffectProofTestSupport
import Testing

@Suite("badInput.LayerSampler")
struct LayerSamplerBadInputTests {
  /// A 4 × 3 image whose pixels are all different, so an edge texel is recognisable.
  static let image: RasterImage = {
    var image = RasterImage(width: 4, height: 3)
    for y in 0..<3 {
      for x in 0..<4 {
        image.setPixel(
          x: x, y: y,
          to: PremultipliedColor(red: Float(x) / 4, green: Float(y) / 4, blue: 0.5, alpha: 1))
      }
    }
    return image
  }()

  /// The column a hostile texture coordinate lands on: +∞ and the largest positive value clamp
  /// to the far edge (3), everything else (NaN, −∞, 0, subnormals, −1, −huge) to the near edge.
  static func column(_ input: HostileDouble) -> Int {
    input == .plusInfinity || input == .hugePositive ? 3 : 0
  }

  /// `sample` with a hostile x (y on row 1's centre) and a hostile y (x on column 2's
  /// centre): exactly the edge texel, unfiltered, never clear and never NaN.
  @Test(arguments: HostileDouble.allCases)
  func hostilePosition(input: HostileDouble) {
    let sampler = LayerSampler(image: Self.image)
    let column = Self.column(input)
    #expect(sampler.sample(SIMD2(input.value, 1.5)) == Self.image.pixel(x: column, y: 1))
    let row = column == 3 ? 2 : 0
    #expect(sampler.sample(SIMD2(2.5, input.value)) == Self.image.pixel(x: 2, y: row))
    // The Float entry point widens exactly and agrees.
    #expect(sampler.sample(SIMD2<Float>(input.float, 1.5)) == Self.image.pixel(x: column, y: 1))
    // Both coordinates hostile: a corner.
    #expect(
      sampler.sample(SIMD2(input.value, input.value)) == Self.image.pixel(x: column, y: row))
  }

  /// `sample` through a map whose `a` (x scale) is hostile, at (1.5, 1.5): `a·1.5` is NaN, ±∞,
  /// ±0, tiny, −1.5 or overflows to ±∞, so the sample is the near or far edge texel of row 1;
  /// the zero coefficients stay 0 even when multiplied by the hostile result's neighbours.
  @Test(arguments: HostileDouble.allCases)
  func hostileScale(input: HostileDouble) {
    let map = AffineMap2D(a: input.value, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    let sampler = LayerSampler(image: Self.image, map: map)
    #expect(sampler.sample(SIMD2(1.5, 1.5)) == Self.image.pixel(x: Self.column(input), y: 1))
  }

  /// A hostile translation `tx` at (1.5, 1.5): 1.5 + tx is the texel-1 centre for ±0 and the
  /// subnormals (absorbed by rounding), 0.5 (column 0) for −1, else an edge.
  @Test(arguments: HostileDouble.allCases)
  func hostileTranslation(input: HostileDouble) {
    let sampler = LayerSampler(image: Self.image, map: .translation(SIMD2(input.value, 0)))
    let column: Int =
      switch input {
      case .plusZero, .minusZero, .plusSubnormal, .minusSubnormal: 1
      default: Self.column(input)
      }
    #expect(sampler.sample(SIMD2(1.5, 1.5)) == Self.image.pixel(x: column, y: 1))
  }

  /// An empty subregion or image samples clear at every hostile position.
  @Test(arguments: HostileDouble.allCases)
  func emptyLayerIsClear(input: HostileDouble) {
    let position = SIMD2(input.value, input.value)
    #expect(LayerSampler(image: RasterImage(width: 0, height: 0)).sample(position) == .clear)
    let outside = LayerSampler(
      image: Self.image, subregion: TexelRegion(x: 10, y: 10, width: 2, height: 2))
    #expect(outside.sample(position) == .clear)
  }
}

@Suite("badInput.AffineMap2D")
struct AffineMap2DBadInputTests {
  /// The identity maps a hostile coordinate to itself, bit for bit, in either slot: its zero
  /// coefficients contribute exactly 0 (not 0·∞ = NaN).
  @Test(arguments: HostileDouble.allCases)
  func identityKeepsHostileCoordinates(input: HostileDouble) {
    let x = input.value
    let mapped = AffineMap2D.identity.apply(SIMD2(x, 1))
    #expect(mapped.y == 1)
    #expect(mapped.x.isNaN == x.isNaN)
    if !x.isNaN { #expect(mapped.x == x) }
    let swapped = AffineMap2D.identity.apply(SIMD2(2, x))
    #expect(swapped.x == 2)
    if !x.isNaN { #expect(swapped.y == x) } else { #expect(swapped.y.isNaN) }
  }

  /// The inverse of `scale((s, 1))`: nil for a zero, NaN or infinite determinant, and for a
  /// subnormal one whose reciprocal overflows; the largest finite scale inverts to its
  /// (finite) reciprocal, −1 to −1.
  @Test(arguments: HostileDouble.allCases)
  func inverseOfHostileScale(input: HostileDouble) {
    let s = input.value
    let map = AffineMap2D.scale(SIMD2(s, 1))
    #expect(map.determinant.isNaN == s.isNaN)
    let inverse = map.inverted
    switch input {
    case .negative: #expect(inverse == AffineMap2D.scale(SIMD2(-1, 1)))
    case .hugePositive, .hugeNegative:
      #expect(inverse?.a == 1 / s && inverse?.d == 1 && inverse?.tx == 0)
    default: #expect(inverse == nil)
    }
  }

  /// A hostile translation: a finite one inverts to its negation; NaN and ±∞ give nil (the
  /// inverse's translation would not be finite).
  @Test(arguments: HostileDouble.allCases)
  func inverseOfHostileTranslation(input: HostileDouble) {
    let inverse = AffineMap2D.translation(SIMD2(input.value, 0)).inverted
    if input.isNonFinite {
      #expect(inverse == nil)
    } else {
      #expect(inverse?.tx == -input.value && inverse?.a == 1 && inverse?.d == 1)
    }
  }

  /// `then` composes plainly: a hostile scale followed by the identity keeps the scale in `a`
  /// (1·s + 0·0) and the other coefficients exact; never a trap.
  @Test(arguments: HostileDouble.allCases)
  func composeWithHostileScale(input: HostileDouble) {
    let s = input.value
    let composed = AffineMap2D.scale(SIMD2(s, 1)).then(.identity)
    #expect(composed.a.isNaN == s.isNaN && (s.isNaN || composed.a == s))
    #expect(composed.d == 1 && composed.tx == 0 && composed.ty == 0)
  }
}
