import EffectKernels
import EffectMath
import EffectProof
import EffectProofTestSupport
import PNG
import ProofEngine
import Testing

/// The picture book: every picture is produced and readable, and the sheets show what they
/// claim to (checks that fail when a sheet is empty, inverted or drawn with the wrong values).
@Suite struct PictureBookTests {
  /// A book at 0.4 size with the default config, drawn once for the whole suite.
  static let book = PictureBook(config: EffectProofConfig.seeds, scale: 0.4, jobs: 2)

  /// A promise that holds and one that does not, for the promise plot.
  static let promises: [PromiseReport] = [
    report(id: "demo.holds", promise: 24, supremum: 23.07),
    report(id: "demo.breaks", promise: 10, supremum: 12.5),
  ]

  static let pictures: [BookPicture] = (try? book.pictures(promises: promises)) ?? []

  static func report(id: String, promise: Double, supremum: Double) -> PromiseReport {
    PromiseReport(
      id: id, parameterNames: ["t"], pixels: PixelRegion(width: 10, height: 10),
      x: PromiseAxisResult(axis: .x, promise: promise, supremum: supremum, argmax: nil),
      y: PromiseAxisResult(axis: .y, promise: promise, supremum: supremum / 2, argmax: nil),
      failures: [], failureCount: 0, sweepCases: 1, polishCases: 0, looseTightness: 1.5)
  }

  static let expectedFiles = [
    "foil-tilts.png", "felt-themes.png", "wheel-blur.png", "curl-peels.png", "ripple-times.png",
    "dice-faces.png", "dice-throw.png", "springs.svg", "timing-curves.svg", "wheel-speed.svg",
    "wheel-blur.svg", "ball-angle.svg", "ball-radius.svg", "curl-source.svg", "promises.svg",
  ]

  /// All the text inside an element, depth first.
  static func allText(_ element: XMLTree.Element) -> String {
    element.text + element.children.map(allText).joined(separator: " ")
  }

  /// Rec. 709 luma of a pixel in code values.
  static func luma(_ image: RasterImage, _ x: Int, _ y: Int) -> Double {
    let code = PNGEncoder.codeValues(of: image.pixel(x: x, y: y))
    return 0.2126 * Double(code.x) + 0.7152 * Double(code.y) + 0.0722 * Double(code.z)
  }

  // MARK: - Every picture

  @Test func everyPictureIsProducedOnceInOrder() {
    #expect(Self.pictures.map(\.fileName) == Self.expectedFiles)
    #expect(Self.pictures.allSatisfy { !$0.title.isEmpty && !$0.caption.isEmpty })
    let withoutPromises = Self.book.plots(promises: []).map(\.fileName)
    #expect(!withoutPromises.contains("promises.svg"))
    #expect(withoutPromises.count == 7)
  }

  @Test func aBookDrawsOnlyTheSelectedEffects() throws {
    var config = EffectProofConfig(shaderPaths: [])
    #expect(try PictureBook(config: config, scale: 0.2, jobs: 2).pictures(promises: []).isEmpty)
    config.select(CurlEntry())
    config.select(TimingEntry())
    let files = try PictureBook(config: config, scale: 0.2, jobs: 2).pictures(promises: [])
      .map(\.fileName)
    #expect(files == ["curl-peels.png", "timing-curves.svg", "curl-source.svg"])
  }

  @Test func pngsDecodeAtTheSheetsSizes() throws {
    let book = Self.book
    let sheets: [String: RasterImage] = [
      "foil-tilts.png": book.foilSheet(), "felt-themes.png": book.feltSheet(),
      "dice-faces.png": book.diceSheet(), "curl-peels.png": book.curlSheet(),
      "wheel-blur.png": book.wheelSheet(), "ripple-times.png": book.rippleSheet(),
      "dice-throw.png": book.throwSheet(),
    ]
    for picture in Self.pictures where picture.fileName.hasSuffix(".png") {
      guard case .png(let bytes) = picture.content else {
        Issue.record("\(picture.fileName) is not PNG content")
        continue
      }
      let decoded = try PNGDecoder.decode(bytes)
      let sheet = try #require(sheets[picture.fileName])
      #expect(decoded.width == sheet.width && decoded.height == sheet.height, "\(picture.fileName)")
      #expect(decoded.width > 100 && decoded.width <= 700, "\(picture.fileName): \(decoded.width)")
    }
  }

  @Test func fullSizeSheetsStayUnder1200PixelsWide() {
    let book = PictureBook(config: EffectProofConfig.seeds, scale: 1, jobs: 2)
    // The layout alone, from the tile sizes: cheap, no rendering of the big sheets.
    #expect(book.diceSheet().width <= 1200)
    #expect(book.curlSheet().width <= 1200)
  }

  @Test func svgsParseAndNameTheirSeries() throws {
    let expected: [String: [String]] = [
      "wheel-speed.svg": ["wheel speed", "blur off below 13.0"],
      "wheel-blur.svg": ["wheel blur", "ball blur", "cap 0.35"],
      "ball-angle.svg": ["ball", "wheel", "drop (70 %)"],
      "ball-radius.svg": ["ball radius", "drop (70 %)", "track", "seat"],
      "curl-source.svg": [
        "peel 0.0", "peel 0.251 (¼ roll)", "peel 0.6", "height 131 pt", "promise 12 pt",
      ],
      "springs.svg": ["holographic", "tilt", "product", "target"],
      "timing-curves.svg": ["linear", "easeInOut", "circularEaseOut", "wheel"],
      "promises.svg": [
        "demo.holds · width", "23.07 of 24.00 pt, tightness 1.04", "demo.breaks · height",
      ],
    ]
    for picture in Self.pictures where picture.fileName.hasSuffix(".svg") {
      guard case .svg(let text) = picture.content else {
        Issue.record("\(picture.fileName) is not SVG content")
        continue
      }
      let root = try XMLTree.parse(text)
      #expect(root.name == "svg")
      let words = Self.allText(root)
      for name in expected[picture.fileName] ?? ["missing expectation"] {
        #expect(words.contains(name), "\(picture.fileName) lacks \(name)")
      }
      #expect(root.elements("polyline").count + root.elements("rect").count > 1)
    }
  }

  @Test func springCaptionGivesTheConfigParameters() throws {
    let springs = try #require(Self.pictures.first { $0.fileName == "springs.svg" })
    #expect(springs.caption.contains("holographic (duration 0.50, bounce 0.30)"))
    #expect(springs.caption.contains("product (response 0.40, damping 0.70)"))
  }

  @Test func promiseBarsAreRedOnlyForABrokenPromise() throws {
    let text = try #require(
      Self.pictures.first { $0.fileName == "promises.svg" }.flatMap { picture -> String? in
        if case .svg(let text) = picture.content { return text }
        return nil
      })
    #expect(text.components(separatedBy: "fill=\"#C0392B\"").count - 1 == 1)
    #expect(text.components(separatedBy: "fill=\"#2E8B57\"").count - 1 == 3)
  }

  // MARK: - Content

  @Test func diceSheetHasSevenDiceAndTheBlankDieHasNoPips() {
    let tiles = Self.book.diceTiles()
    #expect(tiles.count == 7)
    let grid = [0.25, 0.5, 0.75].flatMap { y in [0.25, 0.5, 0.75].map { SIMD2($0, y) } }
    for unit in grid {
      let p = Self.book.dicePipPixel(unit)
      #expect(Self.luma(tiles[0], p.x, p.y) > 180, "blank die dark at \(unit)")
    }
    // The same probe finds the pips where there are pips: the check can fail.
    for value in 1...6 {
      for unit in DiePips.positions(value: value) {
        let p = Self.book.dicePipPixel(unit)
        #expect(Self.luma(tiles[value], p.x, p.y) < 60, "no pip of \(value) at \(unit)")
      }
    }
  }

  @Test func darkFeltSitsAt7To13CodeValuesAndTheLightOneIsBrighter() {
    let tiles = Self.book.feltTiles()
    let dark = PictureBook.luma(tiles[1])
    let light = PictureBook.luma(tiles[0])
    #expect(dark >= 6 && dark <= 20, "Midnight Neon mean luma \(dark)")
    #expect(light > 40, "Classic Green mean luma \(light)")
  }

  @Test func curlAtPeelZeroIsTheUnmodifiedBack() {
    let back = Self.book.curlBack()
    let flat = Self.book.curlLayer(peel: 0, back: back)
    #expect(flat.width == back.width && flat.height == back.height)
    let worst =
      zip(flat.pixels, back.pixels).map { a, b -> Float in
        let d = a.simd - b.simd
        return max(max(abs(d.x), abs(d.y)), max(abs(d.z), abs(d.w)))
      }.max() ?? 1
    #expect(worst < 1e-3)
    // A lifted card clears the strip it left: the layer has clear pixels at the bottom.
    let lifted = Self.book.curlLayer(peel: 0.6, back: back)
    let bottom = lifted.pixel(x: lifted.width / 2, y: lifted.height - 3)
    #expect(bottom.alpha == 0)
  }

  @Test func foilChangesWithTiltAndCornersShowTheCheckerboard() {
    let tiles = Self.book.foilTiles()
    #expect(tiles.count == 9)
    #expect(tiles[0] != tiles[8])
    #expect(tiles[0].pixel(x: 0, y: 0) == RasterImage.checkerLight)
  }

  @Test func wheelBlurShrinksOverTheSpinAndIsOffAtTheEnd() {
    let book = Self.book
    let angles = book.wheelTimes.map { time in
      WheelBlur.angle(
        degreesPerSecond: book.wheelSpin.degreesPerSecond(at: time), outerRadius: 132)
    }
    #expect(angles[0] > 0.05)
    #expect(zip(angles, angles.dropFirst()).allSatisfy { $0 > $1 })
    #expect(angles.last == 0)
  }

  @Test func indexListsEveryFile() {
    let page = PictureBook.indexHTML(Self.pictures, config: nil)
    for name in Self.expectedFiles { #expect(page.contains("src=\"\(name)\"")) }
    #expect(page.contains("Config: defaults"))
  }

  @Test func scaleIsClamped() {
    let config = EffectProofConfig.seeds
    #expect(PictureBook(config: config, scale: .nan).scale == 1)
    #expect(PictureBook(config: config, scale: 0).scale == 0.1)
    #expect(PictureBook(config: config, scale: 100).scale == 4)
    #expect(PictureBook(config: config, jobs: -3).jobs == 1)
  }
}
