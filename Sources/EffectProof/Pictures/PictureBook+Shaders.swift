import EffectKernels
import Foundation
import MetalCPU
import PNG
import ProofEngine
import ShaderProofs

/// The app's own shaders drawn from their compiled source: one contact sheet per
/// `shaderProofs` entry, and for each failing sample promise its worst pixel and sample
/// (docs/shader-proofs.md, "Pictures").
extension PictureBook {
  /// Pictures, and one line for each entry or tile that could not be drawn.
  public struct ShaderPictureSet: Sendable {
    /// The pictures, in the config's entry order.
    public var pictures: [BookPicture] = []
    /// What could not be drawn, and why (an entry that does not compile, a run that failed).
    public var problems: [String] = []

    /// An empty set.
    public init() {}
  }

  /// One sheet per `shaderProofs` entry: a row per swept argument, lower to upper, the other
  /// arguments at their middle, over the built-in layer composited on a checkerboard, at the
  /// book's scale, lowered where needed so that no sheet is wider than 1100 pixels times the
  /// book's scale (as the effects' sheets).
  public func shaderSheets() -> ShaderPictureSet {
    var set = ShaderPictureSet()
    for resolved in workspace.shaderEntries {
      let entry = resolved.entry
      let rows: [ShaderPictureRow]
      switch ShaderPictures.tiles(
        for: resolved, library: workspace.library, scale: scale,
        maximumWidth: Int(1100 * scale), jobs: jobs)
      {
      case .success(let made): rows = made
      case .failure(let problem):
        set.problems.append("shader.\(entry.key): not drawn: \(problem.message)")
        continue
      }
      let failed = rows.flatMap(\.problems)
      if let first = failed.first {
        let total = failed.count + rows.reduce(0) { $0 + $1.pictures.count }
        set.problems.append(
          "shader.\(entry.key): \(failed.count) of \(total) tiles not drawn (shader.\(entry.key).finite and .reads say why); the first: \(first)"
        )
      }
      let tiles = rows.map { row in row.pictures.map { Self.raster($0.image) } }
      guard tiles.contains(where: { !$0.isEmpty }) else { continue }
      let columns = max(1, tiles.map(\.count).max() ?? 1)
      let flat = tiles.flatMap { row in
        row + Array(repeating: RasterImage(width: 0, height: 0), count: columns - row.count)
      }
      let sheet = ContactSheet(columns: columns, background: Paint.rgb(0.5, 0.5, 0.5))
        .compose(flat.map { $0.compositedOverCheckerboard() })
      let swept = rows.compactMap(\.axis)
      let first = rows.first?.pictures.first?.label ?? ""
      let caption =
        (swept.isEmpty
          ? "\(entry.function) at its one argument set (\(first))."
          : "\(entry.function) across its domain from the compiled source: one row per swept argument (\(swept.joined(separator: ", "))), lower to upper left to right, the others at their middle.")
        + " Over the built-in layer (red across, green down, blue squares, clear at the bottom) on a checkerboard."
      do throws(PNGError) {
        set.pictures.append(
          try png(
            "shader-\(Self.fileStem(entry.key)).png",
            entry.key == entry.function ? entry.key : "\(entry.key): \(entry.function)", caption,
            sheet))
      } catch {
        set.problems.append("shader.\(entry.key): not drawn: \(error)")
      }
    }
    return set
  }

  /// For each failed `shader.<entry>.samplePromise` in `report`: the output at its worst
  /// argument set, the worst pixel ringed in red, its sample ringed in blue and joined to it.
  public func worstSamplePictures(report: ProofReport) -> ShaderPictureSet {
    var set = ShaderPictureSet()
    for resolved in workspace.shaderEntries {
      let entry = resolved.entry
      let id = ShaderProof.id(entry: entry.key, check: .samplePromise)
      guard let result = report.results.first(where: { $0.id == id }),
        result.status == .failed, let promise = result.promise
      else { continue }
      switch ShaderPictures.worstCase(
        for: resolved, library: workspace.library, promise: promise, jobs: jobs)
      {
      case .failure(let problem):
        set.problems.append("\(id): worst case not drawn: \(problem.message)")
      case .success(let worst):
        var image = Self.raster(worst.picture.image).compositedOverCheckerboard()
        Self.mark(&image, worst: worst)
        let distance = abs(
          worst.axis == .x ? worst.sample.x - worst.pixel.x : worst.sample.y - worst.pixel.y)
        let caption =
          "\(id): the pixel at \(Self.point(worst.pixel)) pt (red ring) samples \(Self.point(worst.sample)) pt (blue ring), \(FactText.number(distance)) pt away on \(worst.axis.rawValue) against a promise of \(FactText.number(worst.promise)) pt; \(worst.picture.label)."
        do throws(PNGError) {
          set.pictures.append(
            try png(
              "shader-\(Self.fileStem(entry.key))-worst.png", "\(entry.key): worst sample",
              caption, image))
        } catch {
          set.problems.append("\(id): worst case not drawn: \(error)")
        }
      }
    }
    return set
  }

  /// The runner's premultiplied floats as a raster image.
  static func raster(_ image: MetalRunImage) -> RasterImage {
    var pixels: [PremultipliedColor] = []
    pixels.reserveCapacity(image.width * image.height)
    for y in 0..<image.height {
      for x in 0..<image.width {
        let t = image[x, y]
        pixels.append(PremultipliedColor(red: t.x, green: t.y, blue: t.z, alpha: t.w))
      }
    }
    return RasterImage(width: image.width, height: image.height, pixels: pixels)
      ?? RasterImage(width: 0, height: 0)
  }

  /// Rings the worst pixel (red) and its sample (blue), and joins them with a line; a sample
  /// outside the image is drawn at its edge, where `Layer.sample` clamps it.
  static func mark(_ image: inout RasterImage, worst: ShaderWorstPicture) {
    let s = worst.picture.scale
    let pixel = SIMD2(worst.pixel.x * s, worst.pixel.y * s)
    let limit = SIMD2(Double(max(image.width - 1, 0)), Double(max(image.height - 1, 0)))
    let sample = SIMD2(worst.sample.x * s, worst.sample.y * s).clamped(
      lowerBound: .zero, upperBound: limit)
    let red = PremultipliedColor(red: 0.9, green: 0.05, blue: 0.05, alpha: 1)
    let blue = PremultipliedColor(red: 0.05, green: 0.25, blue: 0.95, alpha: 1)
    let steps = Int(max(abs(sample.x - pixel.x), abs(sample.y - pixel.y)).rounded(.up))
    for step in 0...max(steps, 1) {
      let t = Double(step) / Double(max(steps, 1))
      let p = pixel + (sample - pixel) * t
      _ = image.setPixel(x: Int(p.x), y: Int(p.y), to: .white)
    }
    ring(&image, at: pixel, color: red)
    ring(&image, at: sample, color: blue)
  }

  static func ring(_ image: inout RasterImage, at centre: SIMD2<Double>, color: PremultipliedColor)
  {
    for dy in -9...9 {
      for dx in -9...9 {
        let r = (Double(dx * dx + dy * dy)).squareRoot()
        if r >= 5.5 && r <= 8.5 {
          _ = image.setPixel(x: Int(centre.x) + dx, y: Int(centre.y) + dy, to: color)
        }
      }
    }
  }

  static func point(_ p: SIMD2<Double>) -> String {
    "(\(FactText.number(p.x)), \(FactText.number(p.y)))"
  }

  /// An entry key as a file name: letters, digits, `-` and `_`; anything else becomes `_`.
  static func fileStem(_ key: String) -> String {
    String(key.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
  }
}
