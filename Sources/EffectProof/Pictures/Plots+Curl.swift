import EffectMath

// MARK: - Curl plot

extension PictureBook {
  /// `CardCurl.hit(y:).sourceY` over y at ``curlPeels`` for ``curlHeight``.
  func curlSourcePlot() -> BookPicture {
    let h = curlHeight
    let ys = (0...240).map { Double($0) / 240 * h }
    let series = Self.curlPeels.map { peel in
      let curl = CardCurl(height: h, peel: peel)
      return SVGPlotSeries(
        name: "peel \(peel.formatted(digits: 1))",
        points: ys.map { SIMD2($0, curl.hit(y: $0).sourceY) })
    }
    let plot = SVGPlot(
      title: "Curl source row over the card (height \(h.formatted(digits: 0)) pt)",
      xAxis: SVGPlotAxis(label: "destination y", unit: "pt"),
      yAxis: SVGPlotAxis(label: "source y", unit: "pt"), series: series)
    return svg(
      "curl-source.svg",
      "Where each row of the curling back samples from (cardCurlBend's sourceY); flat rows "
        + "sample themselves, the roll stretches up to r·(π/2 − 1) past its row.", plot)
  }
}
