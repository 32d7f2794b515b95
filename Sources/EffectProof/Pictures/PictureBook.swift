import EffectKernels
import EffectMath
import Foundation
import PNG
import ProofEngine

/// One picture of a ``PictureBook``: a contact sheet (PNG) or a plot (SVG), with the file name
/// `effectproof render` writes it under and the title and caption the HTML report shows.
public struct BookPicture: Sendable, Hashable {
  /// The file name, e.g. `foil-tilts.png`; unique within a book.
  public var fileName: String
  /// A short title.
  public var title: String
  /// One or two sentences saying what the picture shows.
  public var caption: String
  /// The encoded picture.
  public var content: ReportFigureContent

  /// Creates a picture.
  public init(fileName: String, title: String, caption: String, content: ReportFigureContent) {
    self.fileName = fileName
    self.title = title
    self.caption = caption
    self.content = content
  }

  /// The picture as a figure of the HTML report.
  public var figure: ReportFigure { ReportFigure(title: title, caption: caption, content: content) }

  /// The file's bytes: the PNG bytes, or the SVG text as UTF-8.
  public var bytes: [UInt8] {
    switch content {
    case .png(let bytes): return bytes
    case .svg(let text): return Array(text.utf8)
    }
  }
}

/// Every picture of EffectProof for one config: contact sheets of the kernel ports drawn with
/// the config's values, and plots of the EffectMath values behind them.
///
/// Sheets are drawn in points and rendered at `scale` pixels per point times each sheet's own
/// base scale (the dice and the curl are drawn at 2×); at scale 1 every sheet is at most about
/// 1100 pixels wide. The kernels run through ``KernelRenderer`` on `jobs` threads; the result
/// does not depend on `jobs`.
///
/// Edge cases: a scale that is not finite counts as 1 and is clamped to 0.1…4, so no sheet is
/// empty and none is absurdly large; `jobs` below 1 counts as 1.
public struct PictureBook: Sendable {
  /// The workspace whose config's values the pictures are drawn with, and whose library and
  /// resolved entries draw the app's own shaders.
  public let workspace: Workspace
  /// Pixels per point, relative to each sheet's base scale (0.1…4).
  public var scale: Double
  /// Threads the kernels run on (at least 1).
  public var jobs: Int

  /// The config whose values the pictures are drawn with.
  public var config: EffectProofConfig { workspace.config }

  /// A book for the workspace at `scale` on `jobs` threads; see the type for the clamping.
  public init(
    workspace: Workspace, scale: Double = 1,
    jobs: Int = ProcessInfo.processInfo.activeProcessorCount
  ) {
    self.workspace = workspace
    self.scale = scale.isFinite ? min(max(scale, 0.1), 4) : 1
    self.jobs = max(1, jobs)
  }

  /// A book for `config`, in a workspace of its own that reads no Swift.
  public init(
    config: EffectProofConfig, scale: Double = 1,
    jobs: Int = ProcessInfo.processInfo.activeProcessorCount
  ) {
    self.init(workspace: Workspace(config: config), scale: scale, jobs: jobs)
  }

  // MARK: - The whole book

  /// Every picture of the selected effects: the contact sheets, then the plots (the promise
  /// plot from `promises`, left out when `promises` is empty).
  ///
  /// Throws only when a sheet cannot be encoded as PNG (see ``PNGEncoder/encode(_:)``), which
  /// the clamped scale rules out in practice.
  public func pictures(promises: [PromiseReport]) throws(PNGError) -> [BookPicture] {
    try contactSheets() + plots(promises: promises)
  }

  /// The PNG contact sheets of the effects the config selects, in the catalogue's order.
  public func contactSheets() throws(PNGError) -> [BookPicture] {
    var sheets: [BookPicture] = []
    for entry in EffectCatalogue.selected(by: config) {
      sheets += try entry.selectedContactSheets(in: config, book: self)
    }
    return sheets
  }

  /// The SVG plots of the effects the config selects, in the catalogue's order; the promise
  /// plot last, only when `promises` is not empty.
  public func plots(promises: [PromiseReport]) -> [BookPicture] {
    var plots = EffectCatalogue.selected(by: config).flatMap { entry in
      entry.selectedPlots(in: config, book: self)
    }
    if !promises.isEmpty { plots.append(promisePlot(promises)) }
    return plots
  }

  // MARK: - The sections the sheets draw with

  /// The cards' values: the config's section, or the seed's.
  var cards: CardsConfig { CardsEntry().sectionOrDefault(in: config) }
  /// The wheel's values: the config's section, or the seed's.
  var wheel: WheelConfig { RouletteEntry().sectionOrDefault(in: config) }
  /// The curl's values: the config's section, or the seed's.
  var curl: CurlConfig { CurlEntry().sectionOrDefault(in: config) }
  /// The ripple's values: the config's section, or the seed's.
  var ripple: RippleConfig { RippleEntry().sectionOrDefault(in: config) }
  /// The dice's values: the config's section, or the seed's.
  var dice: DiceConfig { DiceEntry().sectionOrDefault(in: config) }

  // MARK: - Helpers

  /// A PNG picture of `image`.
  package func png(_ file: String, _ title: String, _ caption: String, _ image: RasterImage)
    throws(PNGError) -> BookPicture
  {
    BookPicture(
      fileName: file, title: title, caption: caption, content: .png(try PNGEncoder.encode(image)))
  }

  /// An SVG picture of `plot`.
  func svg(_ file: String, _ caption: String, _ plot: SVGPlot) -> BookPicture {
    BookPicture(fileName: file, title: plot.title, caption: caption, content: .svg(plot.render()))
  }

  /// The mean Rec. 709 luma of `image`'s opaque-equivalent colour, in code values 0…255.
  public static func luma(_ image: RasterImage) -> Double {
    guard !image.isEmpty else { return 0 }
    var total = 0.0
    for pixel in image.pixels {
      let code = PNGEncoder.codeValues(of: pixel)
      total += 0.2126 * Double(code.x) + 0.7152 * Double(code.y) + 0.0722 * Double(code.z)
    }
    return total / Double(image.pixels.count)
  }
}
