import EffectProofBase
import Foundation
import MetalCPU
import ProofEngine
import ShaderRegistry

/// An app shader drawn from its compiled source: one run's output image and what it ran with.
public struct ShaderPicture: Sendable {
  /// The case: `angle = 0.35, …; view 264×264 pt at scale 1, built-in layer`.
  public var label: String
  /// The output, premultiplied, `view × scale` pixels.
  public var image: MetalRunImage
  /// Pixels per point of `image`.
  public var scale: Double
}

/// The worst case of an entry's sample promise, drawn: the output at the worst argument set,
/// with the pixel and the one real sample that lies farthest on the worst axis.
public struct ShaderWorstPicture: Sendable {
  /// The output at the worst argument set.
  public var picture: ShaderPicture
  /// The axis whose promise is exceeded the most (or closest to it).
  public var axis: PromiseAxis
  /// The pixel, in points of the view.
  public var pixel: SIMD2<Double>
  /// Where that pixel samples, in points of the view (it may lie outside the layer).
  public var sample: SIMD2<Double>
  /// The promise on `axis`, in points.
  public var promise: Double
}

/// Pictures of a `shaderProofs` entry across its domain, run on the CPU like the proofs
/// (docs/shader-proofs.md, "Pictures"): for `effectproof render --config` and the HTML report.
///
/// ```
/// tiles: for each swept axis (at most 4 rows): 4 values across it, lower … upper,
///        every other axis at its middle (a choice axis: its middle choice)
///        nothing swept: the entry's one case
/// each tile: the first view size, at the picture's scale, over the built-in layer
/// ```
public enum ShaderPictures {
  /// The most rows a sheet has: one per swept axis.
  public static let maximumRows = 4
  /// Tiles per row.
  public static let columns = 4

  /// Every axis at its middle; a choice axis at its middle choice (the lower of two).
  static func middle(_ domain: ShaderCaseDomain) -> [Double] {
    domain.axes.map { axis -> Double in
      if let choices = axis.choices { return Double((choices - 1) / 2) }
      return axis.lower + (axis.upper - axis.lower) / 2
    }
  }

  /// The case coordinates of an entry's sheet, row by row, with each row's axis label.
  static func sheetCases(_ domain: ShaderCaseDomain) -> [(label: String?, values: [[Double]])] {
    let middle = middle(domain)
    // The sheet draws one view at one scale over the built-in layer: those axes are not rows.
    let swept = domain.axes.indices.filter {
      !["viewSize", "scale", "input"].contains(domain.axes[$0].label)
    }
    if swept.isEmpty { return [(nil, [middle])] }
    return swept.prefix(maximumRows).map { index in
      let axis = domain.axes[index]
      let count = axis.choices.map { min($0, columns) } ?? columns
      let values = (0..<count).map { step -> [Double] in
        var value = middle
        let t = count > 1 ? Double(step) / Double(count - 1) : 0
        let raw = axis.lower + t * (axis.upper - axis.lower)
        value[index] = axis.choices == nil ? raw : raw.rounded()
        return value
      }
      return (axis.label, values)
    }
  }

  /// The entry's sheet tiles, row by row (see the type), at `scale` pixels per point over the
  /// built-in layer, the scale lowered so that the sheet is at most `maximumWidth` pixels wide.
  ///
  /// - Returns: the rows, or the reason nothing could be drawn (a compile error, no usable
  ///   usage); a tile whose run fails is left out and named in the row's `problems`.
  public static func tiles(
    for resolved: ResolvedShaderEntry, library: CompiledShaderLibrary, scale: Double,
    maximumWidth: Int = 1100, jobs: Int
  ) -> Result<[ShaderPictureRow], DiagnosticsError> {
    let fitted = fittedScale(resolved.entry, scale: scale, maximumWidth: maximumWidth)
    let sweep = ShaderSweep(
      resolved: resolved.with { $0 = pictureEntry($0, scale: fitted) }, library: library)
    let setup: ShaderSweep.Setup
    let session: MetalSession
    switch sweep.started(jobs: jobs) {
    case .success(let started): (setup, session) = started
    case .failure(let problem): return .failure(problem)
    }
    var rows: [ShaderPictureRow] = []
    for (label, values) in sheetCases(setup.layout.domain) {
      var row = ShaderPictureRow(axis: label, pictures: [], problems: [])
      for value in values {
        let concrete = setup.layout.concrete(value)
        switch sweep.run(setup, value, in: session, returnsImage: true) {
        case .success(let result):
          if result.image.width > 0 {
            row.pictures.append(
              ShaderPicture(
                label: concrete.description, image: result.image, scale: concrete.scale))
          } else {
            row.problems.append("\(concrete.description): the run returned no image")
          }
        case .failure(let error):
          row.problems.append("\(concrete.description): \(error.description)")
        }
      }
      rows.append(row)
    }
    return .success(rows)
  }

  /// The worst case of `promise` (an entry's `samplePromise` report) drawn at its own argument
  /// set, view and scale (the scale lowered so the picture is at most `maximumWidth` pixels
  /// wide): the axis with the least margin, its pixel and its sample.
  public static func worstCase(
    for resolved: ResolvedShaderEntry, library: CompiledShaderLibrary, promise: PromiseReport,
    maximumWidth: Int = 1100, jobs: Int
  ) -> Result<ShaderWorstPicture, DiagnosticsError> {
    let axis = promise.x.margin <= promise.y.margin ? promise.x : promise.y
    guard let argmax = axis.argmax else {
      return .failure(
        .shaderRunFailed("the report names no worst case", function: resolved.entry.function))
    }
    // The proofs' own case layout (images resolved from the Swift), which `argmax` indexes.
    let sweep = ShaderSweep(resolved: resolved, library: library)
    let setup: ShaderSweep.Setup
    let session: MetalSession
    switch sweep.started(jobs: jobs) {
    case .success(let started): (setup, session) = started
    case .failure(let problem): return .failure(problem)
    }
    guard argmax.parameters.count == setup.layout.domain.axes.count,
      setup.layout.domain.contains(argmax.parameters)
    else {
      return .failure(
        .shaderRunFailed(
          "the worst case's parameters do not fit the entry's domain (was the config changed after the run?)",
          function: resolved.entry.function))
    }
    let concrete = setup.layout.concrete(argmax.parameters)
    var request = sweep.request(setup, argmax.parameters, returnsImage: true)
    let fit = Double(maximumWidth) / max(concrete.viewSize.x, 1)
    if concrete.scale > fit {
      request.scale = max(fit, 0.1)
      request.layerID = nil
      if let width = request.pixelWidth, let height = request.pixelHeight {
        request.input = ShaderProofLayer.builtIn(width: width, height: height)
      }
    }
    switch sweep.run(setup, request, in: session) {
    case .success(let result):
      let image = result.image
      guard image.width > 0 else {
        return .failure(
          .shaderRunFailed("the run returned no image", function: resolved.entry.function))
      }
      return .success(
        ShaderWorstPicture(
          picture: ShaderPicture(label: concrete.description, image: image, scale: request.scale),
          axis: axis.axis, pixel: argmax.pixel, sample: argmax.pixel + argmax.offset,
          promise: axis.promise))
    case .failure(let error):
      return .failure(.shaderRunFailed(error.description, function: resolved.entry.function))
    }
  }

  /// `scale`, lowered so that a sheet of the entry's columns (8 px margins and gaps, as
  /// `ContactSheet` lays them out) is at most `maximumWidth` pixels wide.
  static func fittedScale(_ entry: ShaderProofEntry, scale: Double, maximumWidth: Int) -> Double {
    let probe = ShaderCaseLayout(entry: pictureEntry(entry, scale: scale), usesInput: true)
    let columns = Double(sheetCases(probe.domain).map(\.values.count).max() ?? 1)
    let width = max(entry.viewSizes.first?.x ?? 1, 1)
    let fit = (Double(maximumWidth) - 16 - (columns - 1) * 8) / (columns * width)
    return max(0.05, min(scale, fit))
  }

  /// The entry as the sheet draws it: the first view size, at the picture's `scale`.
  static func pictureEntry(_ entry: ShaderProofEntry, scale: Double) -> ShaderProofEntry {
    var copy = entry
    copy.viewSizes = Array(entry.viewSizes.prefix(1))
    copy.scales = [scale]
    copy.images = []
    return copy
  }
}

/// One row of an entry's sheet: the axis it sweeps and its tiles.
public struct ShaderPictureRow: Sendable {
  /// The swept axis's label (`angle`, `center.x`), or nil for an entry with nothing swept.
  public var axis: String?
  /// The tiles, lower to upper.
  public var pictures: [ShaderPicture]
  /// Tiles that could not be drawn, and why.
  public var problems: [String]
}

extension ShaderSweep {
  /// The setup and a child of its own, for the pictures and the bench (which run outside a
  /// proof's sweep); or why not.
  func started(jobs: Int) -> Result<(Setup, MetalSession), DiagnosticsError> {
    switch setup(jobs: jobs) {
    case .failure(let problem): return .failure(problem)
    case .success(let made):
      switch session(made) {
      case .success(let session): return .success((made, session))
      case .failure(let error):
        return .failure(
          .shaderRunFailed(
            "cannot start the CPU runtime's child: \(error.description)",
            function: entry.function))
      }
    }
  }
}
