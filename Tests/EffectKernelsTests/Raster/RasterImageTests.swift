import EffectKernels
import Testing

/// `RasterImage` storage order, safe reads and writes, and bad sizes.
@Suite struct RasterImageTests {
  @Test func pixelsAreRowMajor() {
    var image = RasterImage(width: 3, height: 2)
    let c = PremultipliedColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
    let wrote = image.setPixel(x: 2, y: 1, to: c)
    #expect(wrote)
    #expect(image.pixels[1 * 3 + 2] == c)
    #expect(image.pixel(x: 2, y: 1) == c)
    #expect(image.pixels.count == 6)
  }

  @Test func outOfRangeReadsAndWritesNeverTrap() {
    var image = RasterImage(width: 2, height: 2, fill: .white)
    image.setPixel(x: 1, y: 1, to: .black)
    for (x, y) in [(-1, 0), (0, -1), (2, 0), (0, 2), (Int.min, Int.max), (Int.max, Int.min)] {
      #expect(image.pixel(x: x, y: y) == .clear)
      let wrote = image.setPixel(x: x, y: y, to: .black)
      #expect(!wrote)
    }
    #expect(image.clampedPixel(x: 9, y: 9) == .black)
    #expect(image.clampedPixel(x: Int.min, y: Int.min) == .white)
    #expect(image.clampedPixel(x: Int.max, y: 0) == .white)
  }

  @Test func fillSetsEveryPixel() {
    var image = RasterImage(width: 4, height: 3)
    image.fill(.white)
    #expect(image.pixels.allSatisfy { $0 == .white })
  }

  @Test func badSizesGiveEmptyImages() {
    let negative = RasterImage(width: -3, height: 4)
    #expect(negative.width == 0 && negative.height == 4 && negative.isEmpty)
    #expect(negative.clampedPixel(x: 0, y: 0) == .clear)
    let huge = RasterImage(width: Int.max, height: 3)
    #expect(huge.width == 0 && huge.height == 0 && huge.isEmpty)
    var zero = RasterImage(width: 0, height: 0)
    zero.fill(.white)
    let wrote = zero.setPixel(x: 0, y: 0, to: .white)
    #expect(!wrote && zero.isEmpty)
    #expect(RasterImage(width: 2, height: 2, pixels: [.white]) == nil)
    #expect(RasterImage(width: -1, height: -1, pixels: [.white]) == nil)
    #expect(RasterImage(width: 1, height: 1, pixels: [.white])?.pixel(x: 0, y: 0) == .white)
  }

  @Test func colourHelpers() {
    let c = PremultipliedColor(straightRed: 0.5, green: 1, blue: 0, alpha: 0.5)
    #expect(c == PremultipliedColor(red: 0.25, green: 0.5, blue: 0, alpha: 0.5))
    #expect(c.straight == SIMD4(0.5, 1, 0, 0.5))
    #expect(PremultipliedColor.clear.straight == SIMD4(0, 0, 0, 0))
    let nan = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: .nan)
    #expect(!nan.isFinite)
    #expect(nan.straight.x == 0 && nan.straight.w.isNaN)
    #expect(PremultipliedColor(straightRed: .nan, green: 0, blue: 0, alpha: 1).red.isNaN)
  }

  @Test func regionIntersection() {
    let a = TexelRegion(x: 0, y: 0, width: 4, height: 4)
    #expect(
      a.intersection(TexelRegion(x: 2, y: -1, width: 5, height: 2))
        == TexelRegion(x: 2, y: 0, width: 2, height: 1))
    #expect(a.intersection(TexelRegion(x: 4, y: 0, width: 1, height: 1)).isEmpty)
    #expect(TexelRegion(x: 0, y: 0, width: -2, height: 3).isEmpty)
    #expect(a.intersection(TexelRegion(x: Int.max, y: 0, width: 5, height: 5)).isEmpty)
  }
}
