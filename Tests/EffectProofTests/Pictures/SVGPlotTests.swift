import EffectProof
import EffectProofTestSupport
import Foundation
import ProofEngine
import Testing

/// The SVG line plot: well-formed XML, escaping, split lines at NaN, 1-2-5 ticks.
@Suite struct SVGPlotTests {
  private func plot(
    series: [SVGPlotSeries], references: [SVGPlotReferenceLine] = [],
    markers: [SVGPlotMarker] = [], title: String = "Drop"
  ) -> SVGPlot {
    SVGPlot(
      title: title, xAxis: SVGPlotAxis(label: "progress", unit: "%"),
      yAxis: SVGPlotAxis(label: "offset", unit: "pt"), series: series,
      referenceLines: references, markers: markers)
  }

  private func all(_ element: XMLTree.Element, named name: String) -> [XMLTree.Element] {
    (element.name == name ? [element] : []) + element.children.flatMap { all($0, named: name) }
  }

  @Test func plotIsWellFormedWithAllParts() throws {
    let svg = plot(
      series: [
        SVGPlotSeries(
          name: "port", points: (0...10).map { SIMD2(Double($0) * 10, Double($0 * $0)) }),
        SVGPlotSeries(name: "seed", points: [SIMD2(0, 0), SIMD2(100, 90)], dashed: true),
      ],
      references: [SVGPlotReferenceLine(y: 50, label: "promise ≤ 50 pt")],
      markers: [SVGPlotMarker(x: 70, label: "drop at 70 %")]
    ).render()
    let root = try XMLTree.parse(svg)
    #expect(root.name == "svg")
    #expect(root["viewBox"] == "0 0 720.00 440.00")
    let lines = all(root, named: "polyline")
    #expect(lines.count == 2)
    #expect(lines[0]["stroke"] == SVGPlotPalette.colors[0])
    #expect(lines[1]["stroke"] == SVGPlotPalette.colors[1])
    #expect(lines[1]["stroke-dasharray"] != nil)
    #expect(lines[0]["stroke-dasharray"] == nil)
    let texts = all(root, named: "text").map(\.text)
    for expected in [
      "Drop", "progress (%)", "offset (pt)", "port", "seed", "promise ≤ 50 pt",
      "drop at 70 %", "0", "100",
    ] {
      #expect(texts.contains(expected), "missing \(expected)")
    }
  }

  @Test func pointsMapToThePlotArea() throws {
    // x 0…100 and y 0…100 are already nice, so the corners land on the plot area's corners.
    let svg = plot(series: [SVGPlotSeries(name: "a", points: [SIMD2(0, 0), SIMD2(100, 100)])])
      .render()
    let line = try #require(all(try XMLTree.parse(svg), named: "polyline").first)
    #expect(line["points"] == "70.00,385.00 530.00,40.00")
  }

  @Test func textIsEscaped() throws {
    let nasty = "<b>&\"quotes\" 'x'\u{1}</b>"
    let svg = plot(
      series: [SVGPlotSeries(name: nasty, points: [SIMD2(0, 1), SIMD2(1, 2)])],
      references: [SVGPlotReferenceLine(y: 1.5, label: nasty)],
      markers: [SVGPlotMarker(x: 0.5, label: nasty)], title: nasty
    ).render()
    #expect(!svg.contains("<b>"))
    #expect(svg.contains("&lt;b&gt;&amp;&quot;quotes&quot; &apos;x&apos;\u{FFFD}&lt;/b&gt;"))
    let root = try XMLTree.parse(svg)
    let title = try #require(root.elements("title").first)
    #expect(title.text == "<b>&\"quotes\" 'x'\u{FFFD}</b>")
    #expect(SVGText.escape("a & b") == "a &amp; b")
  }

  @Test func nonFinitePointsSplitTheLineAndNeverAppear() throws {
    let points: [SIMD2<Double>] = [
      SIMD2(0, 1), SIMD2(1, 2), SIMD2(2, .nan), SIMD2(3, 3), SIMD2(4, 4), SIMD2(.infinity, 5),
      SIMD2(6, 6), SIMD2(7, -.infinity), SIMD2(8, 1e300),
    ]
    let series = SVGPlotSeries(name: "gappy", points: points)
    #expect(series.segments.count == 3)
    let svg = plot(
      series: [series], references: [SVGPlotReferenceLine(y: .nan, label: "gone")],
      markers: [SVGPlotMarker(x: .infinity, label: "also gone")]
    ).render()
    let root = try XMLTree.parse(svg)
    #expect(all(root, named: "polyline").count == 2)
    #expect(all(root, named: "circle").count == 1)
    let lower = svg.lowercased()
    #expect(!lower.contains("nan"))
    #expect(!lower.contains("inf"))
    #expect(!svg.contains("gone"))
  }

  @Test func emptyDataSaysSo() throws {
    for series in [
      [], [SVGPlotSeries(name: "x", points: [])],
      [SVGPlotSeries(name: "x", points: [SIMD2(.nan, .nan)])],
    ] {
      let svg = plot(series: series).render()
      let root = try XMLTree.parse(svg)
      #expect(all(root, named: "text").map(\.text).contains("no data"))
      #expect(all(root, named: "polyline").isEmpty)
    }
  }

  @Test func degenerateSizesAndSinglePoints() throws {
    var p = plot(series: [SVGPlotSeries(name: "one", points: [SIMD2(3, 3)])])
    p.width = .nan
    p.height = -5
    let svg = p.render()
    let root = try XMLTree.parse(svg)
    #expect(root["width"] == "200.00")
    #expect(all(root, named: "circle").count == 1)
  }

  // MARK: - Ticks

  @Test func ticksAreOneTwoFiveMultiples() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<500 {
      let a =
        Double.random(in: -1e6...1e6, using: &generator)
        * pow(10, Double.random(in: -6...0, using: &generator))
      let b = a + Double.random(in: 1e-6...1e5, using: &generator)
      let ticks = SVGTicks.ticks(from: a, to: b)
      #expect(ticks.count >= 2 && ticks.count <= 12)
      #expect((ticks.first ?? .nan) <= a + 1e-9 * abs(a))
      #expect((ticks.last ?? .nan) >= b - 1e-9 * abs(b))
      let step = ticks[1] - ticks[0]
      let mantissa = step / pow(10, floor(log10(step)))
      #expect([1.0, 2, 5, 10].contains { abs(mantissa - $0) < 1e-6 }, "step \(step)")
    }
  }

  @Test func knownTicksAndLabels() {
    #expect(SVGTicks.ticks(from: 0, to: 100) == [0, 20, 40, 60, 80, 100])
    #expect(SVGTicks.ticks(from: 0, to: 1) == [0, 0.2, 0.4, 0.6000000000000001, 0.8, 1])
    #expect(SVGTicks.ticks(from: -3, to: 7) == [-4, -2, 0, 2, 4, 6, 8])
    #expect(SVGTicks.ticks(from: 5, to: 5) == [2, 3, 4, 5, 6, 7, 8])
    #expect(SVGTicks.ticks(from: .nan, to: 3) == SVGTicks.ticks(from: 0, to: 1))
    #expect(SVGTicks.step(span: 7) == 2)
    #expect(SVGTicks.step(span: 0) == 1)
    #expect(SVGTicks.label(0.6000000000000001, step: 0.2) == "0.6")
    #expect(SVGTicks.label(-0.0, step: 1) == "0")
    #expect(SVGTicks.label(-1e-17, step: 0.5) == "0.0")
    #expect(SVGTicks.label(1500, step: 500) == "1500")
    #expect(SVGTicks.label(.nan, step: 1) == "–")
  }
}
