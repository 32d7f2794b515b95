import EffectProofBase
import Foundation
import ProofEngine
import ShaderRegistry

/// `shader.<entry>.layerFits`: for each view size and scale of a distortion or layer effect's
/// entry, the layer SwiftUI renders it into (``LayerTextureFit``) against the largest texture
/// the renderer creates. A pure computation from the config and the Swift: no run of the
/// shader, so it never waits for the entry's sweep (docs/shader-proofs.md, "layerFits").
///
/// ```
/// each promise the entry's samplePromise proves (the Swift's static ones, else the config's)
///   × each (view size, scale)        → one case: the layer's pixels per axis
/// a formula promise                  → its largest value over the entry's argument domain
///                                      (the grid and 64 fixed points), per view size and scale
/// no promise at all                  → margins of 0 pt, said in a detail line: a lower bound
/// ```
///
/// A layer past 16384 px on a side fails at the promise's Swift line (the `maxSampleOffset:`
/// argument, as the promise proofs report), or the modifier's, or the function's `.metal` line
/// when the config names no Swift; past 8192 px it warns.
struct ShaderLayerFits {
  let entry: ShaderProofEntry
  let promises: ShaderPromiseSource

  /// One promise the layers are sized with.
  struct Margin {
    /// `maxSampleOffset: CGSize(width: 20, height: 20) at FeedView.swift:31`, `the config`.
    var label: String
    var x: PromiseFormula
    var y: PromiseFormula
    /// Where a layer too large is reported.
    var file: String
    var line: Int
    var column: Int?
  }

  /// The fixed points a formula is evaluated at besides the grid.
  static let formulaPoints = 64
  /// The most pairs a detail line lists.
  static let listedPairs = 12

  /// The margins: each promise target, or 0 pt when there is none.
  var margins: [Margin] {
    let fallback: (file: String, line: Int, column: Int?) =
      promises.dynamicModifiers.first.map {
        ($0.file, $0.positionOrStart.line, $0.positionOrStart.column)
      } ?? (entry.file, entry.line, nil)
    if promises.targets.isEmpty {
      return [
        Margin(
          label: "no promise (margins unknown, taken as 0 pt)", x: .number(0), y: .number(0),
          file: fallback.file, line: fallback.line, column: fallback.column)
      ]
    }
    return promises.targets.map { target in
      if let site = target.site, let written = target.written {
        return Margin(
          label: "\(written) at \(ShaderPromiseSource.place(site))", x: target.x, y: target.y,
          file: site.file, line: site.positionOrStart.line, column: site.positionOrStart.column)
      }
      return Margin(
        label: target.label, x: target.x, y: target.y, file: fallback.file, line: fallback.line,
        column: fallback.column)
    }
  }

  /// The pairs of view size and scale, in the entry's order.
  var pairs: [(size: SIMD2<Double>, scale: Double)] {
    entry.viewSizes.flatMap { size in entry.scales.map { (size, $0) } }
  }

  /// Fills `result`: cases, details and findings.
  func evaluate(into result: inout ProofResult) {
    let margins = margins
    let pairs = pairs
    result.cases = margins.count * pairs.count
    result.details.append(
      "layer = (view + 2 × maxSampleOffset) × scale per axis, rounded up; fails past \(ShaderFacts.number(LayerTextureFit.largestTexture)) px on a side (the largest 2D texture of every GPU family that runs iOS 17 or macOS 14, Metal Feature Set Tables), warns past \(ShaderFacts.number(LayerTextureFit.riskFrom)) px (views are reported lost below the GPU's limit; the renderer's own limit per OS version is not published)"
    )
    if promises.targets.isEmpty {
      result.details.append(
        "the margins are unknown: no static maxSampleOffset in the Swift and none in the config (samplePromise says why), so each layer is sized with 0 pt margins: a lower bound, and a layer that fits here may not fit with the app's real margins"
      )
    }
    if pairs.isEmpty {
      result.findings.append(
        ProofFinding(
          kind: ShaderFindingKind.noViewSize.finding,
          message: "\(entry.path) gives no view size and scale, so no layer was sized",
          file: entry.file, line: entry.line))
      return
    }
    for margin in margins {
      var fits: [(pair: String, fit: LayerTextureFit, evaluated: Int)] = []
      for (size, scale) in pairs {
        let x = largest(margin.x, size: size, scale: scale)
        let y = largest(margin.y, size: size, scale: scale)
        let fit = LayerTextureFit(
          viewSize: size, maxSampleOffset: SIMD2(x.value, y.value), scale: scale)
        fits.append((Self.view(size, scale), fit, max(x.sets, y.sets)))
      }
      let listed = fits.prefix(Self.listedPairs).map {
        "\($0.pair) → \(Self.pixels($0.fit)) (\(Self.word($0.fit.verdict)))"
      }
      let more = fits.count > Self.listedPairs ? ", and \(fits.count - Self.listedPairs) more" : ""
      result.details.append(
        "\(margin.label): \(listed.joined(separator: ", "))\(more)")
      guard
        let worst = fits.max(by: {
          ($0.fit.verdict, Self.side($0.fit)) < ($1.fit.verdict, Self.side($1.fit))
        }), worst.fit.verdict != .fits
      else { continue }
      let count = fits.count(where: { $0.fit.verdict == worst.fit.verdict })
      result.findings.append(
        finding(margin, worst.pair, worst.fit, worst.evaluated, count, fits.count))
      if worst.fit.verdict != .atRisk {
        result.failingCases += count
      }
    }
  }

  // MARK: - Findings

  private func finding(
    _ margin: Margin, _ pair: String, _ fit: LayerTextureFit, _ evaluated: Int, _ count: Int,
    _ total: Int
  ) -> ProofFinding {
    let promise =
      "\(ShaderFacts.vector([fit.maxSampleOffset.x, fit.maxSampleOffset.y])) pt"
      + (evaluated > 1 ? " (the formula's largest value over \(evaluated) argument sets)" : "")
    let layer =
      "the layer of \(entry.function) for view \(pair) with \(margin.label), promising \(promise),"
    let others = total > 1 ? " (\(count) of \(total) view sizes × scales)" : ""
    let onScreen = "the view is not drawn; the log says RBLayer: unable to create texture"
    switch fit.verdict {
    case .fits, .tooLarge:
      let past = fit.axes(past: LayerTextureFit.largestTexture)
      return ProofFinding(
        kind: ShaderFindingKind.layerTooLarge.finding,
        message:
          "\(layer) is \(Self.pixels(fit)), past the largest texture the GPU creates, \(ShaderFacts.number(LayerTextureFit.largestTexture)) px, on \(past)\(others); on screen: \(onScreen). Apply the effect to a smaller view, or lower the scale or the promise",
        file: margin.file, line: margin.line, column: margin.column)
    case .atRisk:
      let past = fit.axes(past: LayerTextureFit.riskFrom)
      return ProofFinding(
        severity: .warning, kind: ShaderFindingKind.layerAtRisk.finding,
        message:
          "\(layer) is \(Self.pixels(fit)), past \(ShaderFacts.number(LayerTextureFit.riskFrom)) px on \(past)\(others): within the GPU's \(ShaderFacts.number(LayerTextureFit.largestTexture)) px, but views are reported lost below it and the renderer's limit per OS version is not published; if it refuses the layer: \(onScreen)",
        file: margin.file, line: margin.line, column: margin.column)
    case .notASize:
      return ProofFinding(
        kind: ShaderFindingKind.layerNotASize.finding,
        message:
          "\(layer) cannot be sized: a size, promise or scale that is NaN, infinite or negative is no layer the renderer can create\(others)",
        file: margin.file, line: margin.line, column: margin.column)
    }
  }

  // MARK: - Promise values

  /// The largest value of `formula` for a `size` view at `scale`, and over how many argument
  /// sets: 1 for a formula of numbers, `viewSize` and `scale`; else the argument domain's grid
  /// and ``formulaPoints`` fixed points. NaN when any evaluation gives NaN or reads a name it
  /// cannot (which samplePromise reports at its argument set).
  func largest(_ formula: PromiseFormula, size: SIMD2<Double>, scale: Double) -> (
    value: Double, sets: Int
  ) {
    let base: [String: [Double]] = ["viewSize": [size.x, size.y], "scale": [scale]]
    if let constant = formula.constant { return (constant, 1) }
    if formula.names.isSubset(of: ["viewSize", "scale"]) {
      return (formula.value(base) ?? .nan, 1)
    }
    var numeric = entry
    numeric.arguments = entry.arguments.filter { $0.kind.isNumeric }
    numeric.viewSizes = [size]
    numeric.scales = [scale]
    numeric.images = []
    let layout = ShaderCaseLayout(entry: numeric, usesInput: false)
    let domain = layout.domain
    var values: [[Double]] = (0..<domain.gridCount).map { domain.gridValue(at: $0) }
    for point in 0..<Self.formulaPoints {
      let unit = (0..<domain.dimension).map { Self.unit(point: point, coordinate: $0) }
      values.append(domain.value(atUnit: unit[...]))
    }
    var best = -Double.infinity
    for value in values {
      guard let v = formula.value(layout.concrete(value).variables), !v.isNaN else {
        return (.nan, values.count)
      }
      best = max(best, v)
    }
    return (best, values.count)
  }

  /// A fixed point's coordinate in [0, 1), by a SplitMix64 hash of (point, coordinate).
  static func unit(point: Int, coordinate: Int) -> Double {
    var z = UInt64(point) &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(coordinate) &* 0xD1B5_4A32_D192_ED03
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
    return Double(z >> 11) * 0x1p-53
  }

  // MARK: - Words

  static func view(_ size: SIMD2<Double>, _ scale: Double) -> String {
    "\(ShaderFacts.number(size.x))×\(ShaderFacts.number(size.y)) pt at scale \(ShaderFacts.number(scale))"
  }

  static func pixels(_ fit: LayerTextureFit) -> String {
    "\(ShaderFacts.number(fit.pixels.x)) × \(ShaderFacts.number(fit.pixels.y)) px"
  }

  static func side(_ fit: LayerTextureFit) -> Double {
    fit.pixels.x.isNaN || fit.pixels.y.isNaN ? .infinity : max(fit.pixels.x, fit.pixels.y)
  }

  static func word(_ verdict: LayerTextureFit.Verdict) -> String {
    switch verdict {
    case .fits: "fits"
    case .atRisk: "at risk"
    case .tooLarge: "too large"
    case .notASize: "not a size"
    }
  }
}
