import ProofEngine

/// A self-contained SVG line plot: title, labelled axes with 1-2-5 ticks, named series, labelled
/// horizontal reference lines and vertical markers, and a legend.
///
/// ```
/// x range = the drawable series x values and marker x values, widened to nice ticks
/// y range = the drawable series y values and reference y values, widened to nice ticks
/// pixel   = plot origin + (value − range start) / range span · plot size   (y upwards)
/// ```
///
/// Edge cases: non-finite points (and values beyond ±1e100) split a series' line and never
/// appear in the SVG; a run of one point is drawn as a dot; a plot with no drawable point gives
/// a valid SVG with the title and a "no data" note; all text is XML-escaped.
public struct SVGPlot: Sendable, Hashable {
  /// The heading above the plot.
  public var title: String
  /// The horizontal axis.
  public var xAxis: SVGPlotAxis
  /// The vertical axis.
  public var yAxis: SVGPlotAxis
  /// The lines, coloured from ``SVGPlotPalette`` in order.
  public var series: [SVGPlotSeries]
  /// Horizontal lines with labels.
  public var referenceLines: [SVGPlotReferenceLine]
  /// Vertical lines with labels.
  public var markers: [SVGPlotMarker]
  /// The picture width in pixels (at least 200).
  public var width: Double
  /// The picture height in pixels (at least 150).
  public var height: Double

  /// A plot; sizes below the minimum (or not finite) are raised to it.
  public init(
    title: String, xAxis: SVGPlotAxis, yAxis: SVGPlotAxis, series: [SVGPlotSeries] = [],
    referenceLines: [SVGPlotReferenceLine] = [], markers: [SVGPlotMarker] = [],
    width: Double = 720, height: Double = 440
  ) {
    self.title = title
    self.xAxis = xAxis
    self.yAxis = yAxis
    self.series = series
    self.referenceLines = referenceLines
    self.markers = markers
    self.width = width
    self.height = height
  }

  /// Whether a value can be placed on the plot: finite and within ±1e100.
  public static func isDrawable(_ value: Double) -> Bool {
    value.isFinite && abs(value) <= 1e100
  }

  // MARK: - Rendering

  /// The SVG document, starting with an XML declaration.
  public func render() -> String {
    let w = width.isFinite ? max(width, 200) : 200
    let h = height.isFinite ? max(height, 150) : 150
    let area = (left: 70.0, top: 40.0, right: w - 190, bottom: h - 55)
    var svg = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(c(w))" height="\(c(h))" \
      viewBox="0 0 \(c(w)) \(c(h))" font-family="sans-serif" font-size="12" role="img">
      <title>\(SVGText.escape(title))</title>
      <rect x="0" y="0" width="\(c(w))" height="\(c(h))" fill="#FFFFFF"/>
      <text x="\(c(w / 2))" y="24" text-anchor="middle" font-size="15" font-weight="bold">\
      \(SVGText.escape(title))</text>

      """
    let runs = series.map(\.segments)
    let points = runs.flatMap { $0.flatMap { $0 } }
    guard !points.isEmpty else {
      svg += """
        <text x="\(c(w / 2))" y="\(c(h / 2))" text-anchor="middle" fill="#555555">no data</text>
        </svg>

        """
      return svg
    }
    let xs = points.map(\.x) + markers.map(\.x).filter(Self.isDrawable)
    let ys = points.map(\.y) + referenceLines.map(\.y).filter(Self.isDrawable)
    let xTicks = SVGTicks.ticks(from: xs.min() ?? 0, to: xs.max() ?? 1)
    let yTicks = SVGTicks.ticks(from: ys.min() ?? 0, to: ys.max() ?? 1)
    let x0 = xTicks.first ?? 0
    let x1 = xTicks.last ?? 1
    let y0 = yTicks.first ?? 0
    let y1 = yTicks.last ?? 1
    let px = { (x: Double) in area.left + (x - x0) / (x1 - x0) * (area.right - area.left) }
    let py = { (y: Double) in area.bottom - (y - y0) / (y1 - y0) * (area.bottom - area.top) }

    svg += axes(area: area, xTicks: xTicks, yTicks: yTicks, px: px, py: py, height: h)
    for line in referenceLines where Self.isDrawable(line.y) {
      let y = py(line.y)
      svg += """
        <line x1="\(c(area.left))" y1="\(c(y))" x2="\(c(area.right))" y2="\(c(y))" \
        stroke="#555555" stroke-width="1" stroke-dasharray="6 3"/>
        <text x="\(c(area.right - 4))" y="\(c(y - 4))" text-anchor="end" fill="#333333">\
        \(SVGText.escape(line.label))</text>

        """
    }
    for marker in markers where Self.isDrawable(marker.x) {
      let x = px(marker.x)
      svg += """
        <line x1="\(c(x))" y1="\(c(area.top))" x2="\(c(x))" y2="\(c(area.bottom))" \
        stroke="#555555" stroke-width="1" stroke-dasharray="2 3"/>
        <text x="\(c(x + 4))" y="\(c(area.top + 12))" fill="#333333">\
        \(SVGText.escape(marker.label))</text>

        """
    }
    for (index, item) in series.enumerated() {
      svg += lines(runs[index], color: SVGPlotPalette.color(index), dashed: item.dashed, px, py)
    }
    svg += legend(left: area.right + 16, top: area.top)
    svg += "</svg>\n"
    return svg
  }

  // MARK: - Parts

  private func axes(
    area: (left: Double, top: Double, right: Double, bottom: Double), xTicks: [Double],
    yTicks: [Double], px: (Double) -> Double, py: (Double) -> Double, height h: Double
  ) -> String {
    var svg = """
      <rect x="\(c(area.left))" y="\(c(area.top))" width="\(c(area.right - area.left))" \
      height="\(c(area.bottom - area.top))" fill="none" stroke="#333333" stroke-width="1"/>

      """
    let xStep = xTicks.count > 1 ? xTicks[1] - xTicks[0] : 1
    let yStep = yTicks.count > 1 ? yTicks[1] - yTicks[0] : 1
    for tick in xTicks {
      let x = px(tick)
      svg += """
        <line x1="\(c(x))" y1="\(c(area.bottom))" x2="\(c(x))" y2="\(c(area.bottom + 5))" \
        stroke="#333333"/>
        <text x="\(c(x))" y="\(c(area.bottom + 18))" text-anchor="middle">\
        \(SVGText.escape(SVGTicks.label(tick, step: xStep)))</text>

        """
    }
    for tick in yTicks {
      let y = py(tick)
      svg += """
        <line x1="\(c(area.left - 5))" y1="\(c(y))" x2="\(c(area.right))" y2="\(c(y))" \
        stroke="#DDDDDD"/>
        <text x="\(c(area.left - 8))" y="\(c(y + 4))" text-anchor="end">\
        \(SVGText.escape(SVGTicks.label(tick, step: yStep)))</text>

        """
    }
    let midX = (area.left + area.right) / 2
    let midY = (area.top + area.bottom) / 2
    svg += """
      <text x="\(c(midX))" y="\(c(h - 14))" text-anchor="middle">\
      \(SVGText.escape(xAxis.title))</text>
      <text x="18" y="\(c(midY))" text-anchor="middle" transform="rotate(-90 18 \(c(midY)))">\
      \(SVGText.escape(yAxis.title))</text>

      """
    return svg
  }

  private func lines(
    _ runs: [[SIMD2<Double>]], color: String, dashed: Bool, _ px: (Double) -> Double,
    _ py: (Double) -> Double
  ) -> String {
    var svg = ""
    let dash = dashed ? " stroke-dasharray=\"7 4\"" : ""
    for run in runs {
      if run.count == 1, let p = run.first {
        svg += "<circle cx=\"\(c(px(p.x)))\" cy=\"\(c(py(p.y)))\" r=\"2.5\" fill=\"\(color)\"/>\n"
        continue
      }
      let list = run.map { "\(c(px($0.x))),\(c(py($0.y)))" }.joined(separator: " ")
      svg += """
        <polyline points="\(list)" fill="none" stroke="\(color)" stroke-width="2"\(dash)/>

        """
    }
    return svg
  }

  private func legend(left: Double, top: Double) -> String {
    var svg = "<g class=\"legend\">\n"
    for (index, item) in series.enumerated() {
      let y = top + 8 + Double(index) * 20
      let dash = item.dashed ? " stroke-dasharray=\"7 4\"" : ""
      svg += """
        <line x1="\(c(left))" y1="\(c(y))" x2="\(c(left + 24))" y2="\(c(y))" \
        stroke="\(SVGPlotPalette.color(index))" stroke-width="2"\(dash)/>
        <text x="\(c(left + 30))" y="\(c(y + 4))">\(SVGText.escape(item.name))</text>

        """
    }
    return svg + "</g>\n"
  }

  private func c(_ value: Double) -> String { SVGText.coordinate(value) }
}
