import EffectKernels
import Testing

/// `ContactSheet` layout math and exact copying, and the premultiplied "over" backdrop.
@Suite struct ContactSheetTests {
  private let red = PremultipliedColor(red: 1, green: 0, blue: 0, alpha: 1)
  private let background = PremultipliedColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)

  /// A tile whose every pixel is distinct, so a misplaced copy shows.
  private func numbered(width: Int, height: Int, tag: Float) -> RasterImage {
    var image = RasterImage(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        let v = Float(y * width + x) / 64
        image.setPixel(x: x, y: y, to: PremultipliedColor(red: v, green: tag, blue: 0.5, alpha: 1))
      }
    }
    return image
  }

  @Test func nearSquareColumnCounts() {
    let sheet = ContactSheet()
    #expect(sheet.columnCount(forTileCount: 0) == 0)
    #expect(sheet.columnCount(forTileCount: 1) == 1)
    #expect(sheet.columnCount(forTileCount: 2) == 2)
    #expect(sheet.columnCount(forTileCount: 4) == 2)
    #expect(sheet.columnCount(forTileCount: 5) == 3)
    #expect(sheet.columnCount(forTileCount: 9) == 3)
    #expect(sheet.columnCount(forTileCount: 10) == 4)
    #expect(ContactSheet(columns: 0).columnCount(forTileCount: 5) == 1)
    #expect(ContactSheet(columns: 9).columnCount(forTileCount: 5) == 5)
  }

  @Test func layoutMathMatchesTheFormula() {
    let sheet = ContactSheet(columns: 2, gap: 3, margin: 5)
    let plan = sheet.layout(tileSizes: [SIMD2(4, 2), SIMD2(2, 6), SIMD2(3, 3)])
    #expect(plan.columns == 2)
    #expect(plan.rows == 2)
    #expect(plan.cellSize == SIMD2(4, 6))
    // 2·5 + 2·4 + 1·3 = 21 wide, 2·5 + 2·6 + 1·3 = 25 high.
    #expect(plan.sheetSize == SIMD2(21, 25))
    #expect(plan.cellOrigins == [SIMD2(5, 5), SIMD2(12, 5), SIMD2(5, 14)])
    // Centred, rounding down: (4−4)/2, (6−2)/2 · (4−2)/2, 0 · (4−3)/2 = 0, (6−3)/2 = 1.
    #expect(plan.tileOrigins == [SIMD2(5, 7), SIMD2(13, 5), SIMD2(5, 15)])
  }

  @Test func tilesAreCopiedExactlyAndTheRestIsBackground() {
    let a = numbered(width: 4, height: 2, tag: 0.1)
    let b = numbered(width: 2, height: 6, tag: 0.2)
    let sheet = ContactSheet(columns: 2, gap: 3, margin: 5, background: background)
    let picture = sheet.compose([a, b])
    #expect(picture.width == 21)
    #expect(picture.height == 16)
    var covered = Set<Int>()
    for (tile, origin) in [(a, SIMD2(5, 7)), (b, SIMD2(13, 5))] {
      for y in 0..<tile.height {
        for x in 0..<tile.width {
          #expect(picture.pixel(x: origin.x + x, y: origin.y + y) == tile.pixel(x: x, y: y))
          covered.insert((origin.y + y) * picture.width + origin.x + x)
        }
      }
    }
    for i in picture.pixels.indices where !covered.contains(i) {
      #expect(picture.pixels[i] == background)
    }
  }

  @Test func emptyListGivesABackgroundSquare() {
    let picture = ContactSheet(margin: 6, background: background).compose([])
    #expect(picture.width == 12)
    #expect(picture.height == 12)
    #expect(picture.pixels.allSatisfy { $0 == background })
    let tiny = ContactSheet(margin: -3).compose([])
    #expect(tiny.width == 1)
    #expect(tiny.height == 1)
  }

  @Test func negativeSpacingCountsAsZero() {
    let tile = RasterImage(width: 2, height: 2, fill: red)
    let picture = ContactSheet(columns: 2, gap: -4, margin: -1).compose([tile, tile])
    #expect(picture.width == 4)
    #expect(picture.height == 2)
    #expect(picture.pixels.allSatisfy { $0 == red })
  }

  @Test func emptyTilesLeaveTheirCellBackground() {
    let picture = ContactSheet(columns: 2, gap: 1, margin: 0, background: background)
      .compose([RasterImage(width: 0, height: 0), RasterImage(width: 1, height: 1, fill: red)])
    #expect(picture.width == 3)
    #expect(picture.height == 1)
    #expect(picture.pixels == [background, background, red])
  }

  @Test func checkerboardAlternatesCells() {
    let board = RasterImage.checkerboard(width: 4, height: 4, cell: 2)
    #expect(board.pixel(x: 0, y: 0) == RasterImage.checkerLight)
    #expect(board.pixel(x: 1, y: 1) == RasterImage.checkerLight)
    #expect(board.pixel(x: 2, y: 0) == RasterImage.checkerDark)
    #expect(board.pixel(x: 0, y: 3) == RasterImage.checkerDark)
    #expect(board.pixel(x: 3, y: 3) == RasterImage.checkerLight)
    let ones = RasterImage.checkerboard(width: 2, height: 1, cell: 0)
    #expect(ones.pixels == [RasterImage.checkerLight, RasterImage.checkerDark])
  }

  @Test func overMatchesTheHandComputedFormula() {
    // Source straight (0.8, 0.4, 0.2) at alpha 0.5 → premultiplied (0.4, 0.2, 0.1, 0.5).
    let source = PremultipliedColor(red: 0.4, green: 0.2, blue: 0.1, alpha: 0.5)
    let below = PremultipliedColor(red: 0.3, green: 0.6, blue: 0.9, alpha: 1)
    let image = RasterImage(width: 1, height: 1, fill: source)
    let result = image.composited(over: RasterImage(width: 1, height: 1, fill: below))
    // 0.4 + 0.3·0.5 = 0.55, 0.2 + 0.6·0.5 = 0.5, 0.1 + 0.9·0.5 = 0.55, 0.5 + 1·0.5 = 1.
    let p = result.pixel(x: 0, y: 0)
    #expect(abs(p.red - 0.55) < 1e-6)
    #expect(abs(p.green - 0.5) < 1e-6)
    #expect(abs(p.blue - 0.55) < 1e-6)
    #expect(abs(p.alpha - 1) < 1e-6)
  }

  @Test func overTranslucentBackdropAndEdges() {
    // Two translucent layers: 0.2 + 0.4·(1 − 0.25) = 0.5, alpha 0.25 + 0.5·0.75 = 0.625.
    let source = PremultipliedColor(red: 0.2, green: 0, blue: 0, alpha: 0.25)
    let below = PremultipliedColor(red: 0.4, green: 0, blue: 0, alpha: 0.5)
    let result = RasterImage(width: 2, height: 1, fill: source)
      .composited(over: RasterImage(width: 1, height: 1, fill: below))
    #expect(abs(result.pixel(x: 0, y: 0).red - 0.5) < 1e-6)
    #expect(abs(result.pixel(x: 0, y: 0).alpha - 0.625) < 1e-6)
    // Outside the backdrop the source is unchanged; opaque and clear sources are exact.
    #expect(result.pixel(x: 1, y: 0) == source)
    let opaque = RasterImage(width: 1, height: 1, fill: red).composited(
      over: RasterImage(width: 1, height: 1, fill: below))
    #expect(opaque.pixel(x: 0, y: 0) == red)
    let clear = RasterImage(width: 1, height: 1).composited(
      over: RasterImage(width: 1, height: 1, fill: below))
    #expect(clear.pixel(x: 0, y: 0) == below)
  }

  @Test func checkerboardBackdropMakesTranslucencyOpaque() {
    let translucent = RasterImage(
      width: 4, height: 4, fill: PremultipliedColor(red: 0.5, green: 0, blue: 0, alpha: 0.5))
    let shown = translucent.compositedOverCheckerboard(cell: 2)
    #expect(shown.pixels.allSatisfy { abs($0.alpha - 1) < 1e-6 })
    #expect(abs(shown.pixel(x: 0, y: 0).green - 0.45) < 1e-6)
    #expect(abs(shown.pixel(x: 2, y: 0).green - 0.35) < 1e-6)
  }
}
