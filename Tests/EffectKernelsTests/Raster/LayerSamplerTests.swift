import EffectKernels
import Testing

/// `LayerSampler` against bilinear values computed by hand, and its clamp-to-edge rule.
@Suite struct LayerSamplerTests {
  /// A 3 × 2 image whose red channel is 10·x + y·100 and alpha 1, so every texel is distinct.
  static let ramp: RasterImage = {
    var image = RasterImage(width: 3, height: 2)
    for y in 0..<2 {
      for x in 0..<3 {
        image.setPixel(
          x: x, y: y,
          to: PremultipliedColor(red: Float(10 * x + 100 * y), green: 0, blue: 0, alpha: 1)
        )
      }
    }
    return image
  }()

  static func red(_ sampler: LayerSampler, _ x: Double, _ y: Double) -> Float {
    sampler.sample(SIMD2(x, y)).red
  }

  @Test func texelCentresReturnTheTexelUnfiltered() {
    let s = LayerSampler(image: Self.ramp)
    for y in 0..<2 {
      for x in 0..<3 {
        #expect(s.sample(SIMD2(Double(x) + 0.5, Double(y) + 0.5)) == Self.ramp.pixel(x: x, y: y))
      }
    }
  }

  @Test func bilinearMatchesHandComputedValues() {
    let s = LayerSampler(image: Self.ramp)
    // Halfway between centres (0.5, 0.5) and (1.5, 0.5): (0 + 10) / 2.
    #expect(Self.red(s, 1.0, 0.5) == 5)
    // Middle of the four texels 0, 10, 100, 110: 55.
    #expect(Self.red(s, 1.0, 1.0) == 55)
    // u = (0.75, 0.25): fx = 0.75, fy = 0.25 → 0.75·(0.25·0 + 0.75·10) + 0.25·(0.25·100 + 0.75·110).
    #expect(Self.red(s, 1.25, 0.75) == 0.75 * 7.5 + 0.25 * 107.5)
    // Between texels 1 and 2 of the bottom row, a quarter of the way: 110 + 0.25·10.
    #expect(Self.red(s, 1.75, 1.5) == 112.5)
  }

  @Test func premultipliedChannelsBlendSoClearAddsNoColour() {
    var image = RasterImage(width: 2, height: 1)
    image.setPixel(x: 0, y: 0, to: PremultipliedColor(straightRed: 1, green: 0, blue: 0, alpha: 1))
    let s = LayerSampler(image: image)
    let half = s.sample(SIMD2(1, 0.5))
    #expect(half == PremultipliedColor(red: 0.5, green: 0, blue: 0, alpha: 0.5))
    #expect(half.straight == SIMD4(1, 0, 0, 0.5))
  }

  @Test func everyEdgeAndCornerRepeatsTheEdge() {
    let s = LayerSampler(image: Self.ramp)
    let far = 1e9
    // Corners.
    #expect(Self.red(s, -far, -far) == 0)
    #expect(Self.red(s, far, -far) == 20)
    #expect(Self.red(s, -far, far) == 100)
    #expect(Self.red(s, far, far) == 120)
    #expect(Self.red(s, -0.3, -7) == 0)
    #expect(Self.red(s, 3.01, 2.5) == 120)
    // Edges: outside on one axis, filtered along the other.
    #expect(Self.red(s, 1.0, -5) == 5)
    #expect(Self.red(s, 1.0, 5) == 105)
    #expect(Self.red(s, -5, 1.0) == 50)
    #expect(Self.red(s, 5, 1.0) == 70)
    // Between the outer centre and the border, the edge texel alone.
    #expect(Self.red(s, 0.1, 0.1) == 0)
    #expect(Self.red(s, 2.9, 1.9) == 120)
    // Infinities clamp like far values; never clear.
    #expect(Self.red(s, .infinity, -.infinity) == 20)
    #expect(s.sample(SIMD2<Double>(-.infinity, .infinity)).alpha == 1)
  }

  @Test func nanPositionIsTheNearEdgeAndNeverTraps() {
    let s = LayerSampler(image: Self.ramp)
    #expect(Self.red(s, .nan, .nan) == 0)
    #expect(Self.red(s, .nan, 1.5) == 100)
    #expect(Self.red(s, 2.5, .nan) == 20)
    #expect(s.clampedTextureCoordinate(SIMD2(.nan, .nan)) == SIMD2(0.5, 0.5))
  }

  @Test func theSubregionClampsInsideTheImage() {
    // Only the right column (x = 2) of the ramp.
    let s = LayerSampler(image: Self.ramp, subregion: TexelRegion(x: 2, y: 0, width: 1, height: 2))
    #expect(Self.red(s, 0.5, 0.5) == 20)
    #expect(Self.red(s, -100, 1.0) == 70)
    #expect(Self.red(s, 100, 100) == 120)
    // A region partly outside the image is cut to the image.
    let cut = LayerSampler(
      image: Self.ramp, subregion: TexelRegion(x: 1, y: 1, width: 10, height: 10))
    #expect(cut.subregion == TexelRegion(x: 1, y: 1, width: 2, height: 1))
    #expect(Self.red(cut, 0, 0) == 110)
  }

  @Test func theMapTakesPointsToTexels() {
    // Two texels per point, layer drawn 1 point right of the texture origin.
    let map = AffineMap2D.translation(SIMD2(-1, 0)).then(.scale(SIMD2(2, 2)))
    let s = LayerSampler(image: Self.ramp, map: map)
    // Point (1.25, 0.25) → texel (0.5, 0.5).
    #expect(Self.red(s, 1.25, 0.25) == 0)
    // Point (2.0, 0.5) → texel (2, 1): between 10, 20, 110, 120 at (0.5, 0.5) → 65.
    #expect(Self.red(s, 2.0, 0.5) == 65)
  }

  @Test func emptyImagesAndRegionsSampleClear() {
    let empty = LayerSampler(image: RasterImage(width: 0, height: 5))
    #expect(empty.sample(SIMD2<Double>(0, 0)) == .clear)
    #expect(empty.sample(SIMD2<Double>(.nan, .infinity)) == .clear)
    let outside = LayerSampler(
      image: Self.ramp, subregion: TexelRegion(x: 10, y: 10, width: 2, height: 2))
    #expect(outside.subregion.isEmpty)
    #expect(outside.sample(SIMD2<Double>(10, 10)) == .clear)
  }

  @Test func nanTexelsAreNotHidden() {
    var image = RasterImage(width: 2, height: 1, fill: .white)
    image.setPixel(x: 1, y: 0, to: PremultipliedColor(red: .nan, green: 1, blue: 1, alpha: 1))
    let s = LayerSampler(image: image)
    #expect(s.sample(SIMD2(1, 0.5)).red.isNaN)
    #expect(!s.sample(SIMD2(1, 0.5)).isFinite)
    #expect(s.sample(SIMD2(1, 0.5)).green == 1)
  }
}
