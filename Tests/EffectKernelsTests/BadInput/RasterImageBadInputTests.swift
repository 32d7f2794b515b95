// RasterImage (both initialisers, reads, writes, the checkerboard) and TexelRegion over every
// hostile Int in every size, coordinate and cell parameter, against the documented results.

import EffectKernels
import EffectProofTestSupport
import Testing

@Suite("badInput.RasterImage")
struct RasterImageBadInputTests {
  static let colour = PremultipliedColor(red: 0.25, green: 0.5, blue: 0.125, alpha: 1)

  /// A 3 × 2 image whose pixels are all different: (x, y) has red x/4 and green y/4.
  static let small: RasterImage = {
    var image = RasterImage(width: 3, height: 2)
    for y in 0..<2 {
      for x in 0..<3 {
        image.setPixel(
          x: x, y: y,
          to: PremultipliedColor(red: Float(x) / 4, green: Float(y) / 4, blue: 0, alpha: 1))
      }
    }
    return image
  }()

  /// `init(width:height:fill:)`, width hostile and height 3: a negative width is 0 (a 0 × 3
  /// image); `Int.max` and 2³¹ columns are more than `maximumPixelCount` pixels (or overflow),
  /// so the image is 0 × 0. Never allocates more than the pixels it reports.
  @Test(arguments: HostileInteger.allCases)
  func hostileWidth(input: HostileInteger) {
    let image = RasterImage(width: input.value, height: 3, fill: Self.colour)
    let expected: (Int, Int) =
      switch input {
      case .zero, .minusOne, .min: (0, 3)
      case .max, .twoToThe31: (0, 0)
      }
    #expect(image.width == expected.0 && image.height == expected.1)
    #expect(image.isEmpty && image.pixels.isEmpty)
    #expect(image.pixel(x: 0, y: 0) == .clear && image.clampedPixel(x: 0, y: 0) == .clear)
  }

  /// The same with the height hostile (width 3), and both sides hostile at once: a zero side
  /// with `Int.max` on the other is an empty `Int.max × 0` (or `0 × Int.max`) image.
  @Test(arguments: HostileInteger.allCases, HostileInteger.allCases)
  func hostileSides(width: HostileInteger, height: HostileInteger) {
    let image = RasterImage(width: width.value, height: height.value)
    let w = max(0, width.value)
    let h = max(0, height.value)
    #expect(image.isEmpty && image.pixels.isEmpty)
    if w == 0 || h == 0 {
      #expect(image.width == w && image.height == h)
    } else {
      // Both sides ≥ 2³¹: 2⁶² or more pixels, far above the cap, or an overflow.
      #expect(image.width == 0 && image.height == 0)
    }
  }

  /// The cap itself: 16384 × 16384 is the largest image; one more row is refused (0 × 0). The
  /// largest is not allocated here (4 GiB); its neighbours across the cap are checked through
  /// sizes that exceed it in pixel count only.
  @Test func theCapIsMetalsLargestTexture() {
    #expect(RasterImage.maximumPixelCount == 16384 * 16384)
    let over = RasterImage(width: 16384, height: 16385)
    #expect(over.width == 0 && over.height == 0)
    let tall = RasterImage(width: 1, height: RasterImage.maximumPixelCount + 1)
    #expect(tall.width == 0 && tall.height == 0)
    let thin = RasterImage(width: 1, height: 100_000)
    #expect(thin.width == 1 && thin.height == 100_000 && thin.pixels.count == 100_000)
  }

  /// `init?(width:height:pixels:)` with no pixels: only a zero side gives an (empty) image; a
  /// negative side, an overflowing or mismatched count is nil.
  @Test(arguments: HostileInteger.allCases)
  func hostilePixelListSize(input: HostileInteger) {
    let image = RasterImage(width: input.value, height: 3, pixels: [])
    switch input {
    case .zero: #expect(image?.width == 0 && image?.height == 3)
    case .minusOne, .min, .max, .twoToThe31: #expect(image == nil)
    }
    let four = RasterImage(
      width: input.value, height: 2, pixels: Array(repeating: .white, count: 4))
    #expect(four == nil)
  }

  /// Reads and writes at a hostile x (y = 1) on a 3 × 2 image: `pixel` is clear, `clampedPixel`
  /// the nearest edge (column 0 for 0 and negatives, 2 for huge), `setPixel` writes only at
  /// x = 0 and says whether it wrote.
  @Test(arguments: HostileInteger.allCases)
  func hostileCoordinates(input: HostileInteger) {
    let x = input.value
    let edge = x <= 0 ? 0 : 2
    #expect(Self.small.clampedPixel(x: x, y: 1) == Self.small.pixels[1 * 3 + edge])
    #expect(Self.small.clampedPixel(x: 1, y: x) == Self.small.pixels[(x <= 0 ? 0 : 1) * 3 + 1])
    var image = Self.small
    let wroteX = image.setPixel(x: x, y: 1, to: Self.colour)
    let wroteY = image.setPixel(x: 1, y: x, to: Self.colour)
    if input == .zero {
      #expect(Self.small.pixel(x: x, y: 1) == Self.small.pixels[3])
      #expect(wroteX && wroteY && image.pixel(x: 0, y: 1) == Self.colour)
    } else {
      #expect(Self.small.pixel(x: x, y: 1) == .clear && Self.small.pixel(x: 1, y: x) == .clear)
      #expect(!wroteX && !wroteY && image == Self.small)
    }
    #expect(!Self.small.contains(x: x, y: x) || input == .zero)
  }

  /// `checkerboard(width:height:cell:)` with a hostile cell on a 4 × 4 board: a cell below 1
  /// counts as 1 (alternating pixels); a cell of 2³¹ or `Int.max` is one light square.
  @Test(arguments: HostileInteger.allCases)
  func hostileCheckerCell(input: HostileInteger) {
    let board = RasterImage.checkerboard(width: 4, height: 4, cell: input.value)
    #expect(board.width == 4 && board.height == 4)
    for y in 0..<4 {
      for x in 0..<4 {
        let dark = input.value < 1 ? (x + y) % 2 == 1 : false
        #expect(
          board.pixel(x: x, y: y) == (dark ? RasterImage.checkerDark : RasterImage.checkerLight))
      }
    }
    let sized = RasterImage.checkerboard(width: input.value, height: input.value, cell: 3)
    #expect(sized.isEmpty && sized.width == 0)
  }

  /// `TexelRegion` with a hostile size is never negative; its intersection with a 4 × 4 image
  /// is the image itself for a side ≥ 4 (`Int.max` included, no overflow) and empty otherwise.
  @Test(arguments: HostileInteger.allCases)
  func hostileRegionSize(input: HostileInteger) {
    let whole = TexelRegion(x: 0, y: 0, width: 4, height: 4)
    let region = TexelRegion(x: 0, y: 0, width: input.value, height: 5)
    #expect(region.width == max(0, input.value) && region.height == 5)
    let cut = region.intersection(whole)
    if input.value >= 4 {
      #expect(cut == whole)
    } else {
      #expect(cut.isEmpty && cut.x == 0 && cut.y == 0)
    }
  }

  /// `TexelRegion` with a hostile origin (5 × 5): `x + width` overflowing (`Int.max`) or a
  /// region wholly outside (`Int.min`, 2³¹) gives an empty region at the region's own origin;
  /// 0 and −1 overlap the 4 × 4 image in all of it.
  @Test(arguments: HostileInteger.allCases)
  func hostileRegionOrigin(input: HostileInteger) {
    let whole = TexelRegion(x: 0, y: 0, width: 4, height: 4)
    let cut = TexelRegion(x: input.value, y: 0, width: 5, height: 5).intersection(whole)
    switch input {
    case .zero, .minusOne: #expect(cut == whole)
    case .min, .max, .twoToThe31: #expect(cut.isEmpty && cut.x == input.value && cut.y == 0)
    }
    let sampler = LayerSampler(
      image: Self.small, subregion: TexelRegion(x: input.value, y: input.value, width: 5, height: 5)
    )
    let sample = sampler.sample(SIMD2<Double>(1.5, 0.5))
    if input == .zero || input == .minusOne {
      #expect(sample == Self.small.pixels[1])
    } else {
      #expect(sample == .clear)
    }
  }
}
