import ProofEngine

/// One named line of an ``SVGPlot``.
public struct SVGPlotSeries: Sendable, Hashable {
  /// The name shown in the legend.
  public var name: String
  /// The points (x, y) in data units, drawn in order. A non-finite coordinate (or one beyond
  /// ±1e100) splits the line there and is never written to the SVG.
  public var points: [SIMD2<Double>]
  /// Whether the line is dashed (e.g. a reference implementation under a port).
  public var dashed: Bool

  /// A series.
  public init(name: String, points: [SIMD2<Double>], dashed: Bool = false) {
    self.name = name
    self.points = points
    self.dashed = dashed
  }

  /// The runs of consecutive drawable points, split at every non-drawable one.
  public var segments: [[SIMD2<Double>]] {
    var runs: [[SIMD2<Double>]] = []
    var current: [SIMD2<Double>] = []
    for point in points {
      if SVGPlot.isDrawable(point.x) && SVGPlot.isDrawable(point.y) {
        current.append(point)
      } else if !current.isEmpty {
        runs.append(current)
        current = []
      }
    }
    if !current.isEmpty { runs.append(current) }
    return runs
  }
}

/// A horizontal line across an ``SVGPlot`` at a y value, with a label (e.g. a promise bound).
public struct SVGPlotReferenceLine: Sendable, Hashable {
  /// The y value, in data units; a non-drawable value leaves the line out.
  public var y: Double
  /// The label written above the line's right end.
  public var label: String

  /// A reference line.
  public init(y: Double, label: String) {
    self.y = y
    self.label = label
  }
}

/// A vertical line across an ``SVGPlot`` at an x value, with a label (e.g. "drop at 70 %").
public struct SVGPlotMarker: Sendable, Hashable {
  /// The x value, in data units; a non-drawable value leaves the marker out.
  public var x: Double
  /// The label written beside the line's top end.
  public var label: String

  /// A marker.
  public init(x: Double, label: String) {
    self.x = x
    self.label = label
  }
}

/// An axis of an ``SVGPlot``: a name and its unit.
public struct SVGPlotAxis: Sendable, Hashable {
  /// What the axis measures, e.g. "progress".
  public var label: String
  /// The unit, e.g. "%" or "px"; empty for none.
  public var unit: String

  /// An axis title.
  public init(label: String, unit: String = "") {
    self.label = label
    self.unit = unit
  }

  /// "label (unit)", or just the label without a unit.
  public var title: String { unit.isEmpty ? label : "\(label) (\(unit))" }
}

/// The line colours of ``SVGPlot``: the Okabe–Ito palette, distinguishable with the common
/// colour-vision deficiencies. Series take them in order and wrap around.
public enum SVGPlotPalette {
  /// Blue, vermillion, bluish green, reddish purple, orange, sky blue, black, yellow.
  public static let colors = [
    "#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#F0E442",
  ]

  /// The colour of series `index` (wrapping; negative indices count as 0).
  public static func color(_ index: Int) -> String {
    colors[max(index, 0) % colors.count]
  }
}
