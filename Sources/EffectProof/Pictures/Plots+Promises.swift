import Foundation
import ProofEngine

// MARK: - Promises against their measured suprema

extension PictureBook {
  /// The promise reports of `report`'s results that have one, in report order: what
  /// `check --html` passes so the plot reuses the run's measurements.
  public static func promiseReports(in report: ProofReport) -> [PromiseReport] {
    report.results.compactMap(\.promise)
  }

  /// Runs the catalogue's sample-offset promise proofs for `config` at low density on `jobs`
  /// threads and returns their reports: what `effectproof render` plots when it has no run.
  public static func measurePromises(config: EffectProofConfig, jobs: Int) -> [PromiseReport] {
    let settings = RunSettings(density: .low, jobs: jobs)
    return ProofCatalogue.proofs(for: config).filter { $0 is PromiseProof }
      .compactMap { $0.run(settings).promise }
  }

  /// A horizontal bar chart: for each promise and axis, the promised offset (outlined bar) and
  /// the measured supremum (filled bar, green when the promise holds, red when it does not),
  /// labelled with both values and the tightness (promise ÷ supremum). An axis with a zero
  /// promise and a zero supremum (the curl's width) has no row.
  func promisePlot(_ promises: [PromiseReport]) -> BookPicture {
    BookPicture(
      fileName: "promises.svg", title: "Promises against measured suprema",
      caption: "Each maxSampleOffset promise (outline) and the largest offset the sweep and "
        + "polish found (bar), per axis; tightness is promise ÷ supremum.",
      content: .svg(Self.promiseChart(promises)))
  }

  /// The SVG of ``promisePlot(_:)``.
  static func promiseChart(_ promises: [PromiseReport]) -> String {
    var rows: [(String, PromiseAxisResult)] = []
    for report in promises {
      for axis in [report.x, report.y] where axis.promise != 0 || axis.supremum != 0 {
        rows.append((report.id, axis))
      }
    }
    let rowHeight = 26.0
    let (left, barWidth) = (280.0, 380.0)
    let width = 1000.0
    let height = 60 + Double(rows.count) * rowHeight + 20
    let largest = rows.map { max($0.1.promise, $0.1.supremum) }.filter(\.isFinite).max() ?? 1
    let unit = barWidth / max(largest * 1.05, 1e-9)
    func c(_ v: Double) -> String { SVGText.coordinate(v) }
    func bar(_ value: Double) -> Double { value.isFinite ? min(max(value, 0) * unit, barWidth) : 0 }
    var svg = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(c(width))" height="\(c(height))" \
      viewBox="0 0 \(c(width)) \(c(height))" font-family="sans-serif" font-size="12" role="img">
      <title>Promises against measured suprema</title>
      <rect x="0" y="0" width="\(c(width))" height="\(c(height))" fill="#FFFFFF"/>
      <text x="\(c(width / 2))" y="24" text-anchor="middle" font-size="15" font-weight="bold">\
      Promises against measured suprema (pt)</text>

      """
    for (index, (id, axis)) in rows.enumerated() {
      let y = 50 + Double(index) * rowHeight
      let fill = axis.holds ? "#2E8B57" : "#C0392B"
      let label = "\(id) · \(axis.axis == .x ? "width" : "height")"
      let value =
        "\(axis.supremum.formatted(digits: 2)) of \(axis.promise.formatted(digits: 2)) pt, "
        + "tightness \(axis.tightness.formatted(digits: 2))"
      svg += """
        <text x="\(c(left - 10))" y="\(c(y + 15))" text-anchor="end">\(SVGText.escape(label))</text>
        <rect x="\(c(left))" y="\(c(y + 3))" width="\(c(bar(axis.promise)))" height="18" \
        fill="#F2F2F2" stroke="#555555" stroke-width="1"/>
        <rect x="\(c(left))" y="\(c(y + 7))" width="\(c(bar(axis.supremum)))" height="10" \
        fill="\(fill)"/>
        <text x="\(c(left + barWidth + 12))" y="\(c(y + 15))">\(SVGText.escape(value))</text>

        """
    }
    if rows.isEmpty {
      svg += "<text x=\"\(c(width / 2))\" y=\"60\" text-anchor=\"middle\">no promises</text>\n"
    }
    svg += "</svg>\n"
    return svg
  }
}
